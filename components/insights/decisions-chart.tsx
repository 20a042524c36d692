"use client";
import { useTranslations } from "next-intl";
import { Bar, ComposedChart, Line } from "recharts";
import { chartAxes } from "@/components/chart/chart-axes";
import { type ChartColumn, ChartTable } from "@/components/chart/chart-table";
import { ChartWithTable } from "@/components/chart/chart-with-table";
import { CHART_FRAME } from "@/components/chart/theme";
import { useChartLink } from "@/components/chart/use-chart-link";
import { useCountAxis } from "@/components/chart/use-count-axis";
import { inboxHref } from "@/components/inbox/inbox-href";
import { links } from "@/lib/insights/links";
import type { DayCounts } from "@/lib/insights/query";
import { countColumn, INSIGHT_COLOR, useDayLabel, usePercent } from "./chart-parts";

const STATUSES = ["approved", "rejected"] as const;
type Status = (typeof STATUSES)[number];

const oneDay = (day: string) => ({ from: day, to: day });

/** Decisions per day, approved and rejected stacked, with the rejection rate as a line on its own axis. */
export function DecisionsChart({ days }: { days: DayCounts[] }) {
  const t = useTranslations("insights.decisions");
  const linkTo = useChartLink();
  const dayLabel = useDayLabel();
  const percent = usePercent();
  const rows = days.map((day) => ({
    ...day,
    label: dayLabel(day.day),
    ratePercent: day.rejectionRate === null ? null : day.rejectionRate * 100,
  }));
  const counts = useCountAxis(Math.max(0, ...days.map((day) => day.approved + day.rejected)));
  const approved = days.reduce((sum, day) => sum + day.approved, 0);
  const rejected = days.reduce((sum, day) => sum + day.rejected, 0);
  const open = (status: Status) =>
    linkTo((row: DayCounts) => inboxHref(links.decisions(oneDay(row.day), status)));
  const columns: ChartColumn<(typeof rows)[number]>[] = [
    { header: t("day"), cell: (row) => <time dateTime={row.day}>{row.label}</time> },
    countColumn(
      t("approved"),
      (row) => row.approved,
      (row) => links.decisions(oneDay(row.day), "approved"),
    ),
    countColumn(
      t("rejected"),
      (row) => row.rejected,
      (row) => links.decisions(oneDay(row.day), "rejected"),
    ),
    countColumn(
      t("total"),
      (row) => row.approved + row.rejected,
      (row) => links.decisions(oneDay(row.day)),
    ),
    { header: t("rate"), numeric: true, cell: (row) => percent(row.rejectionRate) },
  ];
  return (
    <ChartWithTable
      testId="decisions-chart"
      title={t("title")}
      summary={t("summary", {
        approved,
        rejected,
        rate: percent(approved + rejected ? rejected / (approved + rejected) : null),
      })}
      chart={
        <ComposedChart data={rows} {...CHART_FRAME}>
          {chartAxes({ category: "label", sparseLabels: true, counts, rate: true, legend: true })}
          {STATUSES.map((status) => (
            <Bar
              key={status}
              yAxisId="count"
              dataKey={status}
              name={t(status)}
              stackId="d"
              fill={INSIGHT_COLOR[status]}
              {...open(status)}
            />
          ))}
          <Line
            yAxisId="rate"
            dataKey="ratePercent"
            name={t("rate")}
            stroke={INSIGHT_COLOR.rate}
            dot={false}
            connectNulls
          />
        </ComposedChart>
      }
      table={<ChartTable rows={rows} rowKey={(row) => row.day} columns={columns} />}
    />
  );
}
