"use client";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Table, Td, Th } from "@/components/ui/table";
import { VALID_OUTCOMES } from "@/lib/system/callback-kinds";
import type { CallbackKind, CallbacksPerHour } from "@/lib/system/overview-types";
import { AXIS_TICK, CALLBACK_COLOR, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "./chart-theme";
import { ChartWithTable } from "./chart-with-table";
import { useHourLabel } from "./moment";

const KIND_ORDER = Object.keys(CALLBACK_COLOR) as CallbackKind[];

/** Deliveries per hour over 24 hours, stacked by outcome; only the outcomes that occurred get a series. */
export function CallbacksChart({ hours }: { hours: CallbacksPerHour[] }) {
  const t = useTranslations("system.callbacks");
  const hourLabel = useHourLabel();
  const present = KIND_ORDER.filter((kind) => hours.some((hour) => (hour.counts[kind] ?? 0) > 0));
  const kinds = present.length > 0 ? present : (["stored"] as CallbackKind[]);
  const rows = hours.map((hour) => ({
    hour: hourLabel(hour.hourStart),
    hourStart: hour.hourStart,
    total: Object.values(hour.counts).reduce((sum, count) => sum + (count ?? 0), 0),
    ...Object.fromEntries(kinds.map((kind) => [kind, hour.counts[kind] ?? 0])),
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const valid = hours.reduce(
    (sum, hour) => sum + VALID_OUTCOMES.reduce((inner, kind) => inner + (hour.counts[kind] ?? 0), 0),
    0,
  );
  return (
    <ChartWithTable
      testId="callbacks-chart"
      title={t("chartTitle")}
      summary={t("chartSummary", { total, refused: total - valid })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="hour" tick={AXIS_TICK} stroke={GRID_STROKE} interval="preserveStartEnd" />
            <YAxis tick={AXIS_TICK} stroke={GRID_STROKE} allowDecimals={false} width={40} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {kinds.map((kind) => (
              <Bar
                key={kind}
                dataKey={kind}
                name={t(`kinds.${kind}`)}
                stackId="deliveries"
                fill={CALLBACK_COLOR[kind]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("hour")}</Th>
              {kinds.map((kind) => (
                <Th key={kind} className="text-right">
                  {t(`kinds.${kind}`)}
                </Th>
              ))}
              <Th className="text-right">{t("total")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hourStart}>
                <Td>
                  <time dateTime={row.hourStart}>{row.hour}</time>
                </Td>
                {kinds.map((kind) => (
                  <Td key={kind} className="text-right tabular-nums">
                    {(row as unknown as Record<CallbackKind, number>)[kind]}
                  </Td>
                ))}
                <Td className="text-right tabular-nums">{row.total}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
