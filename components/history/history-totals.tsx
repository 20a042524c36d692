"use client";
import { useTranslations } from "next-intl";
import { statusKey } from "@/lib/history/entry-status";
import { paidSums, type HistoryTotals as Totals } from "@/lib/history/totals";
import { cn } from "@/lib/ui/cn";
import { TypeLabel } from "./row-badges";
import type { HistoryFormat } from "./use-history-format";
import { useStatusText } from "./use-status-text";

const TONE_TEXT = {
  success: "text-success",
  warning: "text-warning",
  danger: "text-destructive",
  neutral: "text-muted-foreground",
} as const;

/**
 * Count and sum per type and, within it, per status as received, of what is loaded: statuses are never added
 * together, except into "Counted as paid" for those the provider code dictionary counts as paid. Duplicates
 * are left out so money is not counted twice.
 */
export function HistoryTotals({ totals, format }: { totals: Totals; format: HistoryFormat }) {
  const t = useTranslations("history.totals");
  const statusText = useStatusText();
  return (
    <section
      aria-labelledby="history-totals"
      className="rounded-lg border bg-card p-4"
      data-testid="history-totals"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="history-totals" className="text-sm font-semibold">
          {t("title")}
        </h2>
        <p className="text-xs text-muted-foreground">
          {t("duplicatesExcluded", { count: totals.duplicatesExcluded })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {totals.byType.map((total) => (
          // Not a landmark of its own: its heading names it, under the totals' own (one region, not one per type).
          <div
            key={total.type}
            className="grid content-start gap-1.5 rounded-md bg-muted/60 px-3 py-2"
            data-testid={`total-${total.type}`}
          >
            <h3 className="text-xs text-muted-foreground">
              <TypeLabel type={total.type} label={format.type(total.type)} /> ·{" "}
              {t("count", { count: total.count })}
            </h3>
            <dl className="grid gap-1">
              <PaidLine sums={paidSums(total, (status) => statusText(status).countsAsPaid)} format={format} />
              {total.byStatus.map((byStatus) => {
                const { text, title, tone } = statusText(byStatus.status);
                return (
                  <div
                    key={statusKey(byStatus.status)}
                    className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3"
                    data-testid="status-total"
                  >
                    <dt className={cn("text-xs", TONE_TEXT[tone])} title={title}>
                      {text} · {t("count", { count: byStatus.count })}
                    </dt>
                    {byStatus.sums.map((sum) => (
                      <dd key={sum.currency} className="col-start-2 text-right font-semibold tabular-nums">
                        {format.amount(sum)}
                      </dd>
                    ))}
                  </div>
                );
              })}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

function PaidLine({ sums, format }: { sums: ReturnType<typeof paidSums>; format: HistoryFormat }) {
  const t = useTranslations("history.totals");
  if (!sums) return null;
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 border-b pb-1"
      data-testid="paid-total"
    >
      <dt className="text-xs font-medium" title={t("paidHint")}>
        {t("paid")}
      </dt>
      {sums.map((sum) => (
        <dd key={sum.currency} className="col-start-2 text-right font-semibold tabular-nums">
          {format.amount(sum)}
        </dd>
      ))}
    </div>
  );
}
