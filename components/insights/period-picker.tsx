import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { InsightRange } from "@/lib/insights/range";
import { INSIGHT_PERIODS, type InsightsFilter } from "@/lib/insights/schemas";
import { cn } from "@/lib/ui/cn";

/** The last 7, 30 or 90 days, or days of one's choosing (a plain GET form: the range lives in the URL). */
export function PeriodPicker({ filter, range }: { filter: InsightsFilter; range: InsightRange }) {
  const t = useTranslations("insights.period");
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg border bg-card p-4">
      <nav aria-label={t("label")} className="flex items-center gap-1">
        {INSIGHT_PERIODS.map((period) => {
          const active = !range.chosen && filter.period === period;
          return (
            <Link
              key={period}
              href={`/inbox/insights?period=${period}`}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground",
                active && "bg-muted font-medium text-foreground",
              )}
            >
              {t("days", { count: Number(period) })}
            </Link>
          );
        })}
      </nav>
      <form method="get" action="/inbox/insights" className="flex flex-wrap items-end gap-2">
        <Field id="insights-from" label={t("from")}>
          <Input name="from" type="date" required defaultValue={range.from} />
        </Field>
        <Field id="insights-to" label={t("to")}>
          <Input name="to" type="date" required defaultValue={range.to} />
        </Field>
        <Button type="submit" variant="secondary">
          {t("apply")}
        </Button>
      </form>
    </div>
  );
}
