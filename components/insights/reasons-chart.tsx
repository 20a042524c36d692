"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { inboxHref } from "@/components/inbox/inbox-href";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "@/components/system/chart-theme";
import { ChartWithTable } from "@/components/system/chart-with-table";
import { Table, Td, Th } from "@/components/ui/table";
import { links } from "@/lib/insights/links";
import type { ReasonCounts } from "@/lib/insights/query";
import type { InsightRange } from "@/lib/insights/range";
import { CHART_MARGIN, CountLink, INSIGHT_COLOR, useDayLabel, usePercent } from "./chart-parts";

const shorten = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);

/** The most frequent rejection reasons (each counted once whatever its wording), their trend per week and how often reviewers disagreed. */
export function ReasonsChart({ reasons, range }: { reasons: ReasonCounts[]; range: InsightRange }) {
  const t = useTranslations("insights.reasons");
  const router = useRouter();
  const dayLabel = useDayLabel();
  const percent = usePercent();
  const days = { from: range.from, to: range.to };
  const weeks = reasons[0]?.perWeek ?? [];
  return (
    <ChartWithTable
      testId="reasons-chart"
      title={t("title")}
      summary={
        reasons.length
          ? t("summary", {
              count: reasons.length,
              top: reasons[0]?.wording ?? "",
              times: reasons[0]?.count ?? 0,
            })
          : t("none")
      }
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={reasons} layout="vertical" margin={CHART_MARGIN} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
            <XAxis type="number" tick={AXIS_TICK} stroke={GRID_STROKE} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="wording"
              tick={AXIS_TICK}
              stroke={GRID_STROKE}
              width={170}
              tickFormatter={shorten}
            />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
            <Bar
              dataKey="count"
              name={t("count")}
              fill={INSIGHT_COLOR.rejected}
              cursor="pointer"
              onClick={(entry: { payload?: ReasonCounts }) => {
                if (entry.payload) router.push(inboxHref(links.reason(days, entry.payload.key)));
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("reason")}</Th>
              <Th className="text-right">{t("count")}</Th>
              {weeks.map((week) => (
                <Th key={week.week} className="text-right">
                  {t("weekOf", { day: dayLabel(week.from) })}
                </Th>
              ))}
              <Th className="text-right">{t("withDisposition")}</Th>
              <Th className="text-right">{t("disagreeing")}</Th>
              <Th className="text-right">{t("disagreementRate")}</Th>
            </tr>
          </thead>
          <tbody>
            {reasons.map((reason) => (
              <tr key={reason.key}>
                <Td>{reason.wording}</Td>
                <Td className="text-right">
                  <CountLink count={reason.count} link={links.reason(days, reason.key)} />
                </Td>
                {reason.perWeek.map((week) => (
                  <Td key={week.week} className="text-right">
                    <CountLink count={week.count} link={links.reason(week, reason.key)} />
                  </Td>
                ))}
                <Td className="text-right">
                  <CountLink
                    count={reason.withDisposition}
                    link={{ ...links.reason(days, reason.key), disposition: "any" }}
                  />
                </Td>
                <Td className="text-right">
                  <CountLink count={reason.disagreeing} link={links.reasonDisagreeing(days, reason.key)} />
                </Td>
                <Td className="text-right tabular-nums">
                  {percent(reason.withDisposition ? reason.disagreeing / reason.withDisposition : null)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
