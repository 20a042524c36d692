export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the hour `at` falls in. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** The starts of the 24 hours up to and including the current one, oldest first. */
export function last24Hours(now: Date): Date[] {
  const current = hourOf(now).getTime();
  return Array.from({ length: 24 }, (_, i) => new Date(current - (23 - i) * HOUR_MS));
}

/** The start of the minute an hour (or a day) before `now`: the first minute row of a rolling window. */
export function windowStart(now: Date, lengthMs: number): Date {
  return new Date(Math.floor((now.getTime() - lengthMs) / MINUTE_MS) * MINUTE_MS);
}
