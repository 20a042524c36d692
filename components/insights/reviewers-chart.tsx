"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { inboxHref } from "@/components/inbox/inbox-href";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "@/components/system/chart-theme";
import { ChartWithTable } from "@/components/system/chart-with-table";
import { Table, Td, Th } from "@/components/ui/table";
import { links } from "@/lib/insights/links";
import type { Insights } from "@/lib/insights/query";
import type { InsightRange } from "@/lib/insights/range";
import { CHART_MARGIN, CountLink, INSIGHT_COLOR } from "./chart-parts";

/** Reviews per reviewer, of the decisions that arrived in the range. */
export function ReviewersChart({
  reviewers,
  range,
}: {
  reviewers: Insights["reviewers"];
  range: InsightRange;
}) {
  const t = useTranslations("insights.reviewers");
  const router = useRouter();
  const days = { from: range.from, to: range.to };
  const rows = reviewers.map((reviewer) => ({ ...reviewer, label: reviewer.name ?? t("former") }));
  return (
    <ChartWithTable
      testId="reviewers-chart"
      title={t("title")}
      summary={t("summary", {
        count: reviewers.length,
        reviews: reviewers.reduce((sum, r) => sum + r.count, 0),
      })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={CHART_MARGIN} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID_STROKE} vertical={false} />
            <XAxis dataKey="label" tick={AXIS_TICK} stroke={GRID_STROKE} />
            <YAxis tick={AXIS_TICK} stroke={GRID_STROKE} allowDecimals={false} width={40} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
            <Bar
              dataKey="count"
              name={t("count")}
              fill={INSIGHT_COLOR.bar}
              cursor="pointer"
              onClick={(entry: { payload?: { id: string | null } }) => {
                if (entry.payload) router.push(inboxHref(links.reviewer(days, entry.payload.id)));
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("reviewer")}</Th>
              <Th className="text-right">{t("count")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? "none"}>
                <Td>{row.label}</Td>
                <Td className="text-right">
                  <CountLink count={row.count} link={links.reviewer(days, row.id)} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
