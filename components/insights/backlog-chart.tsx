"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { inboxHref } from "@/components/inbox/inbox-href";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "@/components/system/chart-theme";
import { ChartWithTable } from "@/components/system/chart-with-table";
import { Table, Td, Th } from "@/components/ui/table";
import type { BacklogAge } from "@/lib/inbox/schemas";
import { links } from "@/lib/insights/links";
import { CHART_MARGIN, CountLink, INSIGHT_COLOR } from "./chart-parts";

/** Unreviewed decisions now, by how long they have waited. */
export function BacklogChart({ backlog }: { backlog: { age: BacklogAge; count: number }[] }) {
  const t = useTranslations("insights.backlog");
  const router = useRouter();
  const rows = backlog.map((bucket) => ({ ...bucket, label: t(`ages.${bucket.age}`) }));
  const total = backlog.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <ChartWithTable
      testId="backlog-chart"
      title={t("title")}
      summary={t("summary", { total })}
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
              onClick={(entry: { payload?: { age: BacklogAge } }) => {
                if (entry.payload) router.push(inboxHref(links.backlog(entry.payload.age)));
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table>
          <thead>
            <tr>
              <Th>{t("age")}</Th>
              <Th className="text-right">{t("count")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.age}>
                <Td>{row.label}</Td>
                <Td className="text-right">
                  <CountLink count={row.count} link={links.backlog(row.age)} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}
