import { addDays, atLocalHour, localDayOf } from "@/lib/i18n/time-zone";

export const SCHEDULE_CADENCES = ["daily", "weekly"] as const;
export type ScheduleCadence = (typeof SCHEDULE_CADENCES)[number];

/** When a schedule runs: every day, or on one weekday (0 = Sunday … 6), at an hour of its zone. */
export interface ScheduleTimes {
  cadence: ScheduleCadence;
  weekday: number | null;
  hour: number;
  timeZone: string;
}

/** A week and a day back: the latest slot of a weekly schedule is always among these days. */
const DAYS_LOOKED_BACK = 8;

/**
 * The latest slot (an instant) of a schedule at or before `now`, or null when it came before `notBefore` (the
 * schedule's creation): a schedule runs from its first slot after it was made, and after an outage only its
 * latest missed slot runs, never a backlog of them.
 */
export function latestDueSlot(times: ScheduleTimes, now: Date, notBefore: Date): Date | null {
  const today = localDayOf(now, times.timeZone).date;
  for (let back = 0; back < DAYS_LOOKED_BACK; back += 1) {
    const date = addDays(today, -back);
    if (times.cadence === "weekly" && new Date(`${date}T00:00:00Z`).getUTCDay() !== times.weekday) continue;
    const slot = atLocalHour(date, times.hour, times.timeZone);
    if (slot.getTime() > now.getTime()) continue;
    return slot.getTime() >= notBefore.getTime() ? slot : null;
  }
  return null;
}

/** The schedule's next slot after `now` (what the Exports page shows). */
export function nextSlot(times: ScheduleTimes, now: Date): Date {
  const today = localDayOf(now, times.timeZone).date;
  for (let ahead = 0; ahead < DAYS_LOOKED_BACK; ahead += 1) {
    const date = addDays(today, ahead);
    if (times.cadence === "weekly" && new Date(`${date}T00:00:00Z`).getUTCDay() !== times.weekday) continue;
    const slot = atLocalHour(date, times.hour, times.timeZone);
    if (slot.getTime() > now.getTime()) return slot;
  }
  throw new RangeError(`no slot within a week: ${times.cadence} ${times.weekday}`);
}
