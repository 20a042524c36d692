"use client";
import Link from "next/link";
import { useFormatter } from "next-intl";
import type { ChartColumn } from "@/components/chart/chart-table";
import { inboxHref } from "@/components/inbox/inbox-href";
import type { InboxLink } from "@/lib/insights/links";

export const INSIGHT_COLOR = {
  approved: "var(--success)",
  rejected: "var(--destructive)",
  rate: "var(--chart-blue)",
  bar: "var(--primary)",
  p90: "var(--chart-orange)",
  disagreeing: "var(--chart-violet)",
} as const;

/** A count in a chart's table, opening the inbox filtered to exactly those decisions. */
export function CountLink({ count, link, label }: { count: number; link: InboxLink; label?: string }) {
  const format = useFormatter();
  return (
    <Link href={inboxHref(link)} className="text-primary tabular-nums hover:underline" aria-label={label}>
      {format.number(count)}
    </Link>
  );
}

/** A column of counts, each opening the inbox filtered to exactly those decisions. */
export function countColumn<Row>(
  header: string,
  count: (row: Row) => number,
  link: (row: Row) => InboxLink,
): ChartColumn<Row> {
  return { header, numeric: true, cell: (row) => <CountLink count={count(row)} link={link(row)} /> };
}

/** Calendar days (`YYYY-MM-DD`) are labels, not instants: formatted as they are, in no zone. */
export function useDayLabel() {
  const format = useFormatter();
  return (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
}

export function usePercent() {
  const format = useFormatter();
  return (rate: number | null) =>
    rate === null ? "—" : format.number(rate, { style: "percent", maximumFractionDigits: 1 });
}

/** A duration in hours, the unit review times are read in. */
export function useHours() {
  const format = useFormatter();
  return (ms: number | null) =>
    ms === null ? "—" : format.number(ms / 3_600_000, { maximumFractionDigits: 1 });
}
