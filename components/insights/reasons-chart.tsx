"use client";
import { useTranslations } from "next-intl";
import { Bar, BarChart } from "recharts";
import { chartAxes } from "@/components/chart/chart-axes";
import { type ChartColumn, ChartTable } from "@/components/chart/chart-table";
import { ChartWithTable, DEFAULT_CHART_HEIGHT } from "@/components/chart/chart-with-table";
import { CHART_FRAME } from "@/components/chart/theme";
import { useChartLink } from "@/components/chart/use-chart-link";
import { useCountAxis } from "@/components/chart/use-count-axis";
import { inboxHref } from "@/components/inbox/inbox-href";
import { links } from "@/lib/insights/links";
import type { ReasonCounts } from "@/lib/insights/query";
import type { InsightRange } from "@/lib/insights/range";
import { CountLink, countColumn, INSIGHT_COLOR, useDayLabel, usePercent } from "./chart-parts";

/** Two lines of 12 px labels and the gap between bars. */
const REASON_ROW_HEIGHT = 36;
/** The count axis along the bottom and the frame's margins. */
const AXIS_ROOM = 40;

/** The most frequent rejection reasons (each counted once whatever its wording), their trend per week and how often reviewers disagreed. */
export function ReasonsChart({ reasons, range }: { reasons: ReasonCounts[]; range: InsightRange }) {
  const t = useTranslations("insights.reasons");
  const linkTo = useChartLink();
  const dayLabel = useDayLabel();
  const percent = usePercent();
  const days = { from: range.from, to: range.to };
  const weeks = reasons[0]?.perWeek ?? [];
  const counts = useCountAxis(Math.max(0, ...reasons.map((reason) => reason.count)));
  const columns: ChartColumn<ReasonCounts>[] = [
    { header: t("reason"), cell: (reason) => reason.wording },
    countColumn(
      t("count"),
      (reason) => reason.count,
      (reason) => links.reason(days, reason.key),
    ),
    ...weeks.map((week, index) => ({
      key: week.week,
      header: t("weekOf", { day: dayLabel(week.from) }),
      numeric: true,
      cell: (reason: ReasonCounts) => {
        const own = reason.perWeek[index];
        return own && <CountLink count={own.count} link={links.reason(own, reason.key)} />;
      },
    })),
    countColumn(
      t("withDisposition"),
      (reason) => reason.withDisposition,
      (reason) => ({ ...links.reason(days, reason.key), disposition: "any" }),
    ),
    countColumn(
      t("disagreeing"),
      (reason) => reason.disagreeing,
      (reason) => links.reasonDisagreeing(days, reason.key),
    ),
    {
      header: t("disagreementRate"),
      numeric: true,
      cell: (reason) => percent(reason.withDisposition ? reason.disagreeing / reason.withDisposition : null),
    },
  ];
  return (
    <ChartWithTable
      testId="reasons-chart"
      // Room for every reason's label on two lines: none is skipped.
      height={Math.max(DEFAULT_CHART_HEIGHT, reasons.length * REASON_ROW_HEIGHT + AXIS_ROOM)}
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
        <BarChart data={reasons} layout="vertical" {...CHART_FRAME}>
          {chartAxes({ category: "wording", sideways: { width: 170 }, counts })}
          <Bar
            dataKey="count"
            name={t("count")}
            fill={INSIGHT_COLOR.rejected}
            {...linkTo((reason: ReasonCounts) => inboxHref(links.reason(days, reason.key)))}
          />
        </BarChart>
      }
      table={<ChartTable columns={columns} rows={reasons} rowKey={(reason) => reason.key} />}
    />
  );
}
