"use client";
import { useTranslations } from "next-intl";
import { Line, LineChart } from "recharts";
import { chartAxes } from "@/components/chart/chart-axes";
import { type ChartColumn, ChartTable } from "@/components/chart/chart-table";
import { ChartWithTable } from "@/components/chart/chart-with-table";
import { CHART_FRAME } from "@/components/chart/theme";
import { useChartLink } from "@/components/chart/use-chart-link";
import { useCountAxis } from "@/components/chart/use-count-axis";
import { inboxHref } from "@/components/inbox/inbox-href";
import { links } from "@/lib/insights/links";
import type { ReviewTimes } from "@/lib/insights/query";
import { countColumn, INSIGHT_COLOR, useDayLabel, useHours } from "./chart-parts";

const hours = (ms: number | null) => (ms === null ? null : Math.round(ms / 360_000) / 10);

/** Median and 90th percentile from arrival to review, per week of arrival, in hours. */
export function ReviewTimesChart({ weeks }: { weeks: ReviewTimes[] }) {
  const t = useTranslations("insights.reviewTimes");
  const linkTo = useChartLink();
  const dayLabel = useDayLabel();
  const formatHours = useHours();
  const rows = weeks.map((week) => ({
    ...week,
    label: dayLabel(week.from),
    median: hours(week.medianMs),
    p90: hours(week.p90Ms),
  }));
  const counts = useCountAxis(Math.max(0, ...rows.flatMap((row) => [row.median ?? 0, row.p90 ?? 0])), {
    decimals: true,
    unit: "h",
  });
  const reviewed = weeks.reduce((sum, week) => sum + week.reviewed, 0);
  const activeDot = linkTo((week: ReviewTimes) => inboxHref(links.reviewed(week)));
  const columns: ChartColumn<(typeof rows)[number]>[] = [
    { header: t("week"), cell: (row) => <time dateTime={row.from}>{row.label}</time> },
    countColumn(
      t("reviewed"),
      (row) => row.reviewed,
      (row) => links.reviewed(row),
    ),
    { header: t("medianHours"), numeric: true, cell: (row) => formatHours(row.medianMs) },
    { header: t("p90Hours"), numeric: true, cell: (row) => formatHours(row.p90Ms) },
  ];
  return (
    <ChartWithTable
      testId="review-times-chart"
      title={t("title")}
      summary={t("summary", { reviewed })}
      chart={
        <LineChart data={rows} {...CHART_FRAME}>
          {chartAxes({
            category: "label",
            counts,
            countDecimals: true,
            legend: true,
            bandCursor: false,
          })}
          <Line
            dataKey="median"
            name={t("median")}
            stroke={INSIGHT_COLOR.bar}
            connectNulls
            activeDot={activeDot}
          />
          <Line dataKey="p90" name={t("p90")} stroke={INSIGHT_COLOR.p90} connectNulls activeDot={activeDot} />
        </LineChart>
      }
      table={<ChartTable rows={rows} rowKey={(row) => row.week} columns={columns} />}
    />
  );
}
