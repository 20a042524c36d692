import Link from "next/link";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";

/** The inbox's two views: its list of decisions and, for those who may see them, the insights. */
export function InboxSections({ current }: { current: "decisions" | "insights" }) {
  const t = useTranslations("insights.sections");
  const tab = (href: string, name: "decisions" | "insights") => (
    <Link
      href={href}
      aria-current={current === name ? "page" : undefined}
      className={cn(
        "-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground hover:text-foreground",
        current === name && "border-primary font-medium text-foreground",
      )}
    >
      {t(name)}
    </Link>
  );
  return (
    <nav aria-label={t("label")} className="flex gap-1 border-b">
      {tab("/inbox", "decisions")}
      {tab("/inbox/insights", "insights")}
    </nav>
  );
}
