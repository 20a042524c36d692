"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { inboxHref } from "@/components/inbox/inbox-href";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_STYLE } from "@/components/system/chart-theme";
import { ChartWithTable } from "@/components/system/chart-with-table";
import { Table, Td, Th } from "@/components/ui/table";
import { links } from "@/lib/insights/links";
import type { ReviewTimes } from "@/lib/insights/query";
import { CHART_MARGIN, CountLink, INSIGHT_COLOR, useDayLabel, useHours } from "./chart-parts";

const hours = (ms: number | null) => (ms === null ? null : Math.round(ms / 360_000) / 10);

/** Median and 90th percentile from arrival to review, per week of arrival, in hours. */
export function ReviewTimesChart({ weeks }: { weeks: ReviewTimes[] }) {
  const t = useTranslations("insights.reviewTimes");
  const router = useRouter();
  const dayLabel = useDayLabel();
  const formatHours = useHours();
  const rows = weeks.map((week) => ({
    ...week,
    label: dayLabel(week.from),
    median: hours(week.medianMs),
    p90: hours(week.p90Ms),
  }));
  const reviewed = weeks.reduce((sum, week) => sum + week.reviewed, 0);
  // recharts hands the active dot its data point as `payload`.
  const onPoint = (dot: unknown) => {
    const week = (dot as { payload?: ReviewTimes }).payload;
    if (week) router.push(inboxHref(links.reviewed(week)));
  };
  return (
    <ChartWithTable
      testId="review-times-chart"
      title={t("title")}
      summary={t("summary", { reviewed })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={CHART_MARGIN} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="label" tick={AXIS_TICK} stroke={GRID_STROKE} />
            <YAxis tick={AXIS_TICK} stroke={GRID_STROKE} width={40} unit="h" />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="median"
              name={t("median")}
              stroke={INSIGHT_COLOR.bar}
              connectNulls
              activeDot={{ onClick: onPoint, cursor: "pointer" }}
            />
            <Line
              dataKey="p90"
              name={t("p90")}
              stroke={INSIGHT_COLOR.p90}
              connectNulls
              activeDot={{ onClick: onPoint, cursor: "pointer" }}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("week")}</Th>
              <Th className="text-right">{t("reviewed")}</Th>
              <Th className="text-right">{t("medianHours")}</Th>
              <Th className="text-right">{t("p90Hours")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <Td>
                  <time dateTime={row.from}>{row.label}</time>
                </Td>
                <Td className="text-right">
                  <CountLink count={row.reviewed} link={links.reviewed(row)} />
                </Td>
                <Td className="text-right tabular-nums">{formatHours(row.medianMs)}</Td>
                <Td className="text-right tabular-nums">{formatHours(row.p90Ms)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
