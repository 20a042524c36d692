import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";

/** Where the reader is in a paged list, with links to the page before and after. */
export function Pagination({
  page,
  pages,
  href,
  label,
  more = false,
}: {
  page: number;
  /** How many pages there are, or with `more`, at least (the rest were not counted). */
  pages: number;
  more?: boolean;
  href: (page: number) => string;
  /** Its name when a page has several paged lists, so each navigation is told apart. */
  label?: string;
}) {
  const t = useTranslations("pagination");
  return (
    <nav className="flex items-center justify-between text-sm" aria-label={label ?? t("label")}>
      <span className="text-muted-foreground">{t(more ? "pageOfMore" : "page", { page, pages })}</span>
      <span className="flex gap-2">
        {page > 1 && (
          <Link className={buttonVariants({ variant: "secondary", size: "sm" })} href={href(page - 1)}>
            {t("previous")}
          </Link>
        )}
        {(page < pages || more) && (
          <Link className={buttonVariants({ variant: "secondary", size: "sm" })} href={href(page + 1)}>
            {t("next")}
          </Link>
        )}
      </span>
    </nav>
  );
}
