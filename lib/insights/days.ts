import { offsetMinutes } from "@/lib/i18n/time-zone";

const DAY_MS = 86_400_000;

/** The calendar day (`YYYY-MM-DD`) of an instant in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the week of a day (weeks run Monday to Sunday, as in Indonesia). */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The weeks touching a range, each clipped to it (the first and last may be shorter than seven days). */
export function weeksBetween(from: string, to: string): { week: string; from: string; to: string }[] {
  const weeks: { week: string; from: string; to: string }[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) {
    const end = addDays(week, 6);
    weeks.push({ week, from: week < from ? from : week, to: end > to ? to : end });
  }
  return weeks;
}
