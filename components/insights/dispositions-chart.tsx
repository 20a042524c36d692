"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
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
import type { Locale } from "@/lib/i18n/config";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import { links } from "@/lib/insights/links";
import type { Insights } from "@/lib/insights/query";
import type { InsightRange } from "@/lib/insights/range";
import { CHART_MARGIN, CountLink, INSIGHT_COLOR, useDayLabel, usePercent } from "./chart-parts";

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
  const router = useRouter();
  const locale = useLocale() as Locale;
  const dayLabel = useDayLabel();
  const percent = usePercent();
  const rows = weeks.map((week) => ({
    ...week,
    label: dayLabel(week.from),
    agreeing: week.withDisposition - week.disagreeing,
    ratePercent: week.withDisposition ? (week.disagreeing / week.withDisposition) * 100 : null,
  }));
  const withDisposition = weeks.reduce((sum, week) => sum + week.withDisposition, 0);
  const disagreeing = weeks.reduce((sum, week) => sum + week.disagreeing, 0);
  const days = { from: range.from, to: range.to };
  const open = (disposition: string) => (entry: { payload?: (typeof rows)[number] }) => {
    if (entry.payload) router.push(inboxHref(links.disposition(entry.payload, disposition)));
  };
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
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={CHART_MARGIN} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="label" tick={AXIS_TICK} stroke={GRID_STROKE} />
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
              dataKey="disagreeing"
              name={t("disagreeing")}
              stackId="r"
              fill={INSIGHT_COLOR.disagreeing}
              cursor="pointer"
              onClick={open("disagreeing")}
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
        </ResponsiveContainer>
      }
      table={
        <div className="grid gap-4">
          <Table>
            <thead>
              <tr>
                <Th>{t("week")}</Th>
                <Th className="text-right">{t("withDisposition")}</Th>
                <Th className="text-right">{t("disagreeing")}</Th>
                <Th className="text-right">{t("rate")}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.week}>
                  <Td>
                    <time dateTime={row.from}>{row.label}</time>
                  </Td>
                  <Td className="text-right">
                    <CountLink count={row.withDisposition} link={links.disposition(row, "any")} />
                  </Td>
                  <Td className="text-right">
                    <CountLink count={row.disagreeing} link={links.disposition(row, "disagreeing")} />
                  </Td>
                  <Td className="text-right tabular-nums">
                    {percent(row.ratePercent === null ? null : row.ratePercent / 100)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Table>
            <thead>
              <tr>
                <Th>{t("disposition")}</Th>
                <Th className="text-right">{t("count")}</Th>
              </tr>
            </thead>
            <tbody>
              {dispositions.map((disposition) => (
                <tr key={disposition.id}>
                  <Td>{dispositionLabel(disposition, locale)}</Td>
                  <Td className="text-right">
                    <CountLink count={disposition.count} link={links.disposition(days, disposition.id)} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      }
    />
  );
}
