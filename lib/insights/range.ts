import { startOfDay, startOfNextDay } from "@/lib/i18n/time-zone";
import { addDays, dayIn } from "./days";
import { type InsightsFilter, MAX_RANGE_DAYS } from "./schemas";

export interface InsightRange {
  /** First and last calendar day, both included, in the person's zone. */
  from: string;
  to: string;
  /** The same as instants: `start` included, `end` excluded. */
  start: Date;
  end: Date;
  /** True when the person chose the days rather than a period. */
  chosen: boolean;
}

/** The days the insights cover: a chosen range (put in order, at most MAX_RANGE_DAYS), else the period up to today. */
export function resolveRange(filter: InsightsFilter, timeZone: string, now = new Date()): InsightRange {
  let from: string;
  let to: string;
  const chosen = Boolean(filter.from && filter.to);
  if (filter.from && filter.to) {
    [from, to] = filter.from <= filter.to ? [filter.from, filter.to] : [filter.to, filter.from];
    if (addDays(from, MAX_RANGE_DAYS - 1) < to) from = addDays(to, -(MAX_RANGE_DAYS - 1));
  } else {
    to = dayIn(now, timeZone);
    from = addDays(to, -(Number(filter.period) - 1));
  }
  return { from, to, start: startOfDay(from, timeZone), end: startOfNextDay(to, timeZone), chosen };
}
