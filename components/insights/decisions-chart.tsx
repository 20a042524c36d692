"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { inboxHref } from "@/components/inbox/inbox-href";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "@/components/system/chart-theme";
import { ChartWithTable } from "@/components/system/chart-with-table";
import { Table, Td, Th } from "@/components/ui/table";
import { links } from "@/lib/insights/links";
import type { DayCounts } from "@/lib/insights/query";
import { CHART_MARGIN, CountLink, INSIGHT_COLOR, useDayLabel, usePercent } from "./chart-parts";

type Status = "approved" | "rejected";

/** Decisions per day, approved and rejected stacked, with the rejection rate as a line on its own axis. */
export function DecisionsChart({ days }: { days: DayCounts[] }) {
  const t = useTranslations("insights.decisions");
  const router = useRouter();
  const dayLabel = useDayLabel();
  const percent = usePercent();
  const rows = days.map((day) => ({
    ...day,
    label: dayLabel(day.day),
    ratePercent: day.rejectionRate === null ? null : day.rejectionRate * 100,
  }));
  const approved = days.reduce((sum, day) => sum + day.approved, 0);
  const rejected = days.reduce((sum, day) => sum + day.rejected, 0);
  const open = (status?: Status) => (entry: { payload?: { day: string } }) => {
    if (entry.payload)
      router.push(inboxHref(links.decisions({ from: entry.payload.day, to: entry.payload.day }, status)));
  };
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
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={CHART_MARGIN} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="label" tick={AXIS_TICK} stroke={GRID_STROKE} interval="preserveStartEnd" />
            <YAxis yAxisId="count" tick={AXIS_TICK} stroke={GRID_STROKE} allowDecimals={false} width={40} />
            <YAxis
              yAxisId="rate"
              orientation="right"
              domain={[0, 100]}
              unit="%"
              tick={AXIS_TICK}
              stroke={GRID_STROKE}
              width={44}
            />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              yAxisId="count"
              dataKey="approved"
              name={t("approved")}
              stackId="d"
              fill={INSIGHT_COLOR.approved}
              cursor="pointer"
              onClick={open("approved")}
            />
            <Bar
              yAxisId="count"
              dataKey="rejected"
              name={t("rejected")}
              stackId="d"
              fill={INSIGHT_COLOR.rejected}
              cursor="pointer"
              onClick={open("rejected")}
            />
            <Line
              yAxisId="rate"
              dataKey="ratePercent"
              name={t("rate")}
              stroke={INSIGHT_COLOR.rate}
              dot={false}
              connectNulls
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("day")}</Th>
              <Th className="text-right">{t("approved")}</Th>
              <Th className="text-right">{t("rejected")}</Th>
              <Th className="text-right">{t("total")}</Th>
              <Th className="text-right">{t("rate")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const days = { from: row.day, to: row.day };
              return (
                <tr key={row.day}>
                  <Td>
                    <time dateTime={row.day}>{row.label}</time>
                  </Td>
                  <Td className="text-right">
                    <CountLink count={row.approved} link={links.decisions(days, "approved")} />
                  </Td>
                  <Td className="text-right">
                    <CountLink count={row.rejected} link={links.decisions(days, "rejected")} />
                  </Td>
                  <Td className="text-right">
                    <CountLink count={row.approved + row.rejected} link={links.decisions(days)} />
                  </Td>
                  <Td className="text-right tabular-nums">{percent(row.rejectionRate)}</Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      }
    />
  );
}
