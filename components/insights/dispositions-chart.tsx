"use client";
import { useLocale, useTranslations } from "next-intl";
import { Bar, ComposedChart, Line } from "recharts";
import { chartAxes } from "@/components/chart/chart-axes";
import { type ChartColumn, ChartTable } from "@/components/chart/chart-table";
import { ChartWithTable } from "@/components/chart/chart-with-table";
import { CHART_FRAME } from "@/components/chart/theme";
import { useChartLink } from "@/components/chart/use-chart-link";
import { useCountAxis } from "@/components/chart/use-count-axis";
import { inboxHref } from "@/components/inbox/inbox-href";
import type { Locale } from "@/lib/i18n/config";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import { links } from "@/lib/insights/links";
import type { Insights } from "@/lib/insights/query";
import type { InsightRange } from "@/lib/insights/range";
import { countColumn, INSIGHT_COLOR, useDayLabel, usePercent } from "./chart-parts";

/** How often reviewers disagreed with the provider, per week of arrival, and how each disposition was used. */
export function DispositionsChart({
  weeks,
  dispositions,
  range,
}: {
  weeks: Insights["dispositionWeeks"];
  dispositions: Insights["dispositions"];
  range: InsightRange;
}) {
  const t = useTranslations("insights.dispositions");
  const linkTo = useChartLink();
  const locale = useLocale() as Locale;
  const dayLabel = useDayLabel();
  const percent = usePercent();
  const rows = weeks.map((week) => ({
    ...week,
    label: dayLabel(week.from),
    agreeing: week.withDisposition - week.disagreeing,
    ratePercent: week.withDisposition ? (week.disagreeing / week.withDisposition) * 100 : null,
  }));
  const counts = useCountAxis(Math.max(0, ...weeks.map((week) => week.withDisposition)));
  const withDisposition = weeks.reduce((sum, week) => sum + week.withDisposition, 0);
  const disagreeing = weeks.reduce((sum, week) => sum + week.disagreeing, 0);
  const days = { from: range.from, to: range.to };
  const weekColumns: ChartColumn<(typeof rows)[number]>[] = [
    { header: t("week"), cell: (row) => <time dateTime={row.from}>{row.label}</time> },
    countColumn(
      t("withDisposition"),
      (row) => row.withDisposition,
      (row) => links.disposition(row, "any"),
    ),
    countColumn(
      t("disagreeing"),
      (row) => row.disagreeing,
      (row) => links.disposition(row, "disagreeing"),
    ),
    {
      header: t("rate"),
      numeric: true,
      cell: (row) => percent(row.ratePercent === null ? null : row.ratePercent / 100),
    },
  ];
  const dispositionColumns: ChartColumn<Insights["dispositions"][number]>[] = [
    { header: t("disposition"), cell: (disposition) => dispositionLabel(disposition, locale) },
    countColumn(
      t("count"),
      (disposition) => disposition.count,
      (disposition) => links.disposition(days, disposition.id),
    ),
  ];
  return (
    <ChartWithTable
      testId="dispositions-chart"
      title={t("title")}
      summary={t("summary", {
        withDisposition,
        disagreeing,
        rate: percent(withDisposition ? disagreeing / withDisposition : null),
      })}
      chart={
        <ComposedChart data={rows} {...CHART_FRAME}>
          {chartAxes({ category: "label", counts, rate: true, legend: true })}
          <Bar
            yAxisId="count"
            dataKey="disagreeing"
            name={t("disagreeing")}
            stackId="r"
            fill={INSIGHT_COLOR.disagreeing}
            {...linkTo((row: (typeof rows)[number]) => inboxHref(links.disposition(row, "disagreeing")))}
          />
          <Bar yAxisId="count" dataKey="agreeing" name={t("others")} stackId="r" fill={INSIGHT_COLOR.bar} />
          <Line
            yAxisId="rate"
            dataKey="ratePercent"
            name={t("rate")}
            stroke={INSIGHT_COLOR.rate}
            connectNulls
          />
        </ComposedChart>
      }
      table={
        <div className="grid gap-4">
          <ChartTable rows={rows} rowKey={(row) => row.week} columns={weekColumns} />
          <ChartTable
            rows={dispositions}
            rowKey={(disposition) => disposition.id}
            columns={dispositionColumns}
          />
        </div>
      }
    />
  );
}
