"use client";
import { useTranslations } from "next-intl";
import { Bar, BarChart } from "recharts";
import { chartAxes } from "@/components/chart/chart-axes";
import { type ChartColumn, ChartTable } from "@/components/chart/chart-table";
import { type ChartFigure, ChartWithTable } from "@/components/chart/chart-with-table";
import { CHART_FRAME } from "@/components/chart/theme";
import { useCountAxis } from "@/components/chart/use-count-axis";
import { useHourLabel } from "./moment";

export interface HourlySeries {
  key: string;
  name: string;
  color: string;
}

export interface HourlyCounts {
  hourStart: string;
  counts: Partial<Record<string, number>>;
}

/**
 * Counts per hour as bars stacked by series, with the same figures as a table; `totalHeader` adds a column
 * with each hour's sum.
 */
export function HourlyBars({
  series,
  hours,
  totalHeader,
  ...figure
}: ChartFigure & {
  series: readonly HourlySeries[];
  hours: readonly HourlyCounts[];
  totalHeader?: string;
}) {
  const t = useTranslations("system");
  const hourLabel = useHourLabel();
  const rows = hours.map(({ hourStart, counts }) => {
    const values = series.map(({ key }) => counts[key] ?? 0);
    return {
      hour: hourLabel(hourStart),
      hourStart,
      values,
      total: values.reduce((sum, value) => sum + value, 0),
      ...Object.fromEntries(series.map(({ key }, index) => [key, values[index]])),
    };
  });
  const counts = useCountAxis(Math.max(0, ...rows.map((row) => row.total)));
  type Row = (typeof rows)[number];
  const columns: ChartColumn<Row>[] = [
    { header: t("hour"), cell: (row) => <time dateTime={row.hourStart}>{row.hour}</time> },
    ...series.map(({ key, name }, index) => ({
      key,
      header: name,
      numeric: true,
      cell: (row: Row) => row.values[index],
    })),
    ...(totalHeader ? [{ header: totalHeader, numeric: true, cell: (row: Row) => row.total }] : []),
  ];
  return (
    <ChartWithTable
      {...figure}
      chart={
        <BarChart data={rows} {...CHART_FRAME}>
          {chartAxes({ category: "hour", sparseLabels: true, counts, legend: true })}
          {series.map(({ key, name, color }) => (
            <Bar key={key} dataKey={key} name={name} stackId={figure.testId} fill={color} />
          ))}
        </BarChart>
      }
      table={<ChartTable columns={columns} rows={rows} rowKey={(row) => row.hourStart} />}
    />
  );
}
