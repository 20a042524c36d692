// Making a formatter costs far more than using one, and using one is still slow next to a Map: an export asks
// for the offset of every entry's time, so each zone's offset is kept by the hour (see offsetMinutes).
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const hourOffsets = new Map<string, Map<number, number>>();
const HOUR_MS = 3_600_000;
const HOURS_KEPT_PER_ZONE = 20_000;

function formattedOffset(timeZone: string, at: number): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormatters.set(timeZone, formatter);
  }
  const text = formatter.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const match = text?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * Minutes east of UTC of a time zone at an instant (Indonesia keeps no daylight saving, UTC neither). An hour
 * whose first and last instants have the same offset has it throughout (no zone changes its offset twice in
 * an hour), so it is remembered; the hour of a change is worked out instant by instant.
 */
export function offsetMinutes(timeZone: string, at = new Date()): number {
  const time = at.getTime();
  const hour = Math.floor(time / HOUR_MS);
  if (!Number.isFinite(hour)) return formattedOffset(timeZone, time);
  let hours = hourOffsets.get(timeZone);
  const known = hours?.get(hour);
  if (known !== undefined) return known;
  const first = formattedOffset(timeZone, hour * HOUR_MS);
  if (first !== formattedOffset(timeZone, (hour + 1) * HOUR_MS - 1)) return formattedOffset(timeZone, time);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  if (hours.size >= HOURS_KEPT_PER_ZONE) hours.clear();
  hours.set(hour, first);
  return first;
}

const DAY_MS = 86_400_000;

/** The first instant of a calendar day (`YYYY-MM-DD`) in a zone, so "from the 3rd" means the person's 3rd. */
export function startOfDay(date: string, timeZone: string): Date {
  return atLocalHour(date, 0, timeZone);
}

/**
 * The instant a zone's clocks show `hour`:00 on a calendar day. An hour that a change to daylight saving skips
 * gives the first instant after the skip; an hour that a change back shows twice, its second showing.
 */
export function atLocalHour(date: string, hour: number, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`not a calendar day: ${date}`);
  const localAsUtc = midnightUtc + hour * HOUR_MS;
  // The offset is read at the local time itself, found from a first guess, so a zone that changes its offset
  // during the year still gets its own hour.
  const guess = localAsUtc - offsetMinutes(timeZone, new Date(localAsUtc)) * 60_000;
  return new Date(localAsUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** The calendar day (`YYYY-MM-DD`) and weekday (0 = Sunday … 6) an instant falls on in a zone. */
export function localDayOf(at: Date, timeZone: string): { date: string; weekday: number } {
  const local = new Date(at.getTime() + offsetMinutes(timeZone, at) * 60_000);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay() };
}

/** The calendar day `days` after (or before, when negative) another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant after a calendar day in a time zone: the exclusive end of a "to" filter. */
export function startOfNextDay(date: string, timeZone: string): Date {
  return startOfDay(addDays(date, 1), timeZone);
}

/** The key of a zone's messages (`zones.<key>`, `preferences.timeZones.<key>`): its id without the slash. */
export function zoneMessageKey(timeZone: string): string {
  return timeZone.replace("/", "_");
}
