"use client";
import { Bar, BarChart } from "recharts";
import { chartAxes } from "@/components/chart/chart-axes";
import { type ChartColumn, ChartTable } from "@/components/chart/chart-table";
import { type ChartFigure, ChartWithTable } from "@/components/chart/chart-with-table";
import { CHART_FRAME } from "@/components/chart/theme";
import { useChartLink } from "@/components/chart/use-chart-link";
import { useCountAxis } from "@/components/chart/use-count-axis";
import { inboxHref } from "@/components/inbox/inbox-href";
import type { InboxLink } from "@/lib/insights/links";
import { countColumn, INSIGHT_COLOR } from "./chart-parts";

interface CountRow {
  label: string;
  count: number;
}

/** One count per named group as bars, each bar and each count in the table opening its decisions in the inbox. */
export function CountBars<Row extends CountRow>({
  labelHeader,
  countHeader,
  rows,
  rowKey,
  link,
  ...figure
}: ChartFigure & {
  labelHeader: string;
  countHeader: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  link: (row: Row) => InboxLink;
}) {
  const linkTo = useChartLink();
  const counts = useCountAxis(Math.max(0, ...rows.map((row) => row.count)));
  const columns: ChartColumn<Row>[] = [
    { header: labelHeader, cell: (row) => row.label },
    countColumn(countHeader, (row) => row.count, link),
  ];
  return (
    <ChartWithTable
      {...figure}
      chart={
        <BarChart data={[...rows]} {...CHART_FRAME}>
          {chartAxes({ category: "label", counts })}
          <Bar
            dataKey="count"
            name={countHeader}
            fill={INSIGHT_COLOR.bar}
            {...linkTo((row: Row) => inboxHref(link(row)))}
          />
        </BarChart>
      }
      table={<ChartTable rows={rows} rowKey={rowKey} columns={columns} />}
    />
  );
}
