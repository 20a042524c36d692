// Making a formatter costs far more than using one, and an export asks for an offset on every row.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes east of UTC of a time zone at an instant (Indonesia keeps no daylight saving, UTC neither). */
export function offsetMinutes(timeZone: string, at = new Date()): number {
  const text = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = text?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

const DAY_MS = 86_400_000;

/** The first instant of a calendar day (`YYYY-MM-DD`) in a zone, so "from the 3rd" means the person's 3rd. */
export function startOfDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`not a calendar day: ${date}`);
  // The offset is read at the local midnight itself, found from a first guess, so a zone that changes its
  // offset during the year still starts its day at its own midnight.
  const guess = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** The first instant after a calendar day in a time zone: the exclusive end of a "to" filter. */
export function startOfNextDay(date: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfDay(next, timeZone);
}

/** The key of a zone's messages (`zones.<key>`, `preferences.timeZones.<key>`): its id without the slash. */
export function zoneMessageKey(timeZone: string): string {
  return timeZone.replace("/", "_");
}
