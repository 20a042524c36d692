import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { userIdProblem } from "@/lib/history/user-id";

/**
 * The history prefilled with a customer's id, said to be only that: the contract does not tie a custId to a
 * history user id.
 */
export function HistorySearchLink({ custId }: { custId: string }) {
  const t = useTranslations("inbox.customer");
  const usable = userIdProblem(custId) === null;
  return (
    <div className="grid max-w-prose gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      {usable ? (
        <Link
          href={`/history?${new URLSearchParams({ user: custId.trim() })}`}
          className={`${buttonVariants({ variant: "secondary", size: "sm" })} justify-self-start`}
          aria-describedby="history-caveat"
        >
          {t("history")}
        </Link>
      ) : (
        <p>{t("historyUnusable")}</p>
      )}
      <p id="history-caveat" className="text-muted-foreground">
        {t("historyCaveat")}
      </p>
    </div>
  );
}
