"use client";
import { useTranslations } from "next-intl";
import type { HistoryTotals as Totals } from "@/lib/history/totals";
import type { HistoryFormat } from "./use-history-format";

/** Count and sum per type of what is loaded; duplicates are left out so money is not counted twice. */
export function HistoryTotals({ totals, format }: { totals: Totals; format: HistoryFormat }) {
  const t = useTranslations("history.totals");
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
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {totals.byType.map((total) => (
          <div
            key={total.type}
            className="rounded-md bg-muted/60 px-3 py-2"
            data-testid={`total-${total.type}`}
          >
            <dt className="text-xs text-muted-foreground">
              {format.type(total.type)} · {t("count", { count: total.count })}
            </dt>
            {total.sums.map((sum) => (
              <dd key={sum.currency} className="font-semibold tabular-nums">
                {format.amount(sum)}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
