"use client";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Table, Td, Th } from "@/components/ui/table";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "./chart-theme";
import { ChartWithTable } from "./chart-with-table";
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
  testId,
  title,
  summary,
  series,
  hours,
  totalHeader,
}: {
  testId: string;
  title: string;
  summary: string;
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
  return (
    <ChartWithTable
      testId={testId}
      title={title}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="hour" tick={AXIS_TICK} stroke={GRID_STROKE} interval="preserveStartEnd" />
            <YAxis tick={AXIS_TICK} stroke={GRID_STROKE} allowDecimals={false} width={40} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map(({ key, name, color }) => (
              <Bar key={key} dataKey={key} name={name} stackId={testId} fill={color} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("hour")}</Th>
              {series.map(({ key, name }) => (
                <Th key={key} className="text-right">
                  {name}
                </Th>
              ))}
              {totalHeader && <Th className="text-right">{totalHeader}</Th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hourStart}>
                <Td>
                  <time dateTime={row.hourStart}>{row.hour}</time>
                </Td>
                {row.values.map((value, index) => (
                  <Td key={series[index]?.key} className="text-right tabular-nums">
                    {value}
                  </Td>
                ))}
                {totalHeader && <Td className="text-right tabular-nums">{row.total}</Td>}
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
