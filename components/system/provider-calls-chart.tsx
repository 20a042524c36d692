"use client";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Table, Td, Th } from "@/components/ui/table";
import type { CallsPerHour } from "@/lib/system/overview-types";
import { AXIS_TICK, CALLS_COLOR, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "./chart-theme";
import { ChartWithTable } from "./chart-with-table";
import { useHourLabel } from "./moment";

/** Calls per hour over 24 hours, answered and errors stacked, with the same figures as a table. */
export function ProviderCallsChart({ hours }: { hours: CallsPerHour[] }) {
  const t = useTranslations("system.provider");
  const hourLabel = useHourLabel();
  const rows = hours.map((hour) => ({
    hour: hourLabel(hour.hourStart),
    hourStart: hour.hourStart,
    answered: hour.calls - hour.errors,
    errors: hour.errors,
  }));
  const calls = hours.reduce((sum, hour) => sum + hour.calls, 0);
  const errors = hours.reduce((sum, hour) => sum + hour.errors, 0);
  return (
    <ChartWithTable
      testId="provider-chart"
      title={t("chartTitle")}
      summary={t("chartSummary", { calls, errors })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="hour" tick={AXIS_TICK} stroke={GRID_STROKE} interval="preserveStartEnd" />
            <YAxis tick={AXIS_TICK} stroke={GRID_STROKE} allowDecimals={false} width={40} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="answered" name={t("series.answered")} stackId="calls" fill={CALLS_COLOR.answered} />
            <Bar dataKey="errors" name={t("series.errors")} stackId="calls" fill={CALLS_COLOR.errors} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("hour")}</Th>
              <Th className="text-right">{t("series.answered")}</Th>
              <Th className="text-right">{t("series.errors")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hourStart}>
                <Td>
                  <time dateTime={row.hourStart}>{row.hour}</time>
                </Td>
                <Td className="text-right tabular-nums">{row.answered}</Td>
                <Td className="text-right tabular-nums">{row.errors}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
