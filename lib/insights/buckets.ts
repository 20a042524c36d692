import { TIME_ZONES } from "@/lib/i18n/config";
import { offsetMinutes } from "@/lib/i18n/time-zone";

const HOUR_MS = 3_600_000;

/**
 * The UTC hours where a day begins in one of the app's zones (all whole hours east of UTC, none with daylight
 * saving): the roll-up's buckets run from one cut to the next, so any local day or week of any of those zones
 * is a run of whole buckets, and a day has at most as many buckets as there are zones.
 */
export function bucketCuts(zones: readonly string[] = TIME_ZONES): number[] {
  const hours = zones.map((zone) => {
    const offset = offsetMinutes(zone);
    if (offset % 60 !== 0) throw new RangeError(`${zone} is not a whole hour from UTC`);
    return (((24 - offset / 60) % 24) + 24) % 24;
  });
  return [...new Set(hours)].sort((a, b) => a - b);
}

/** Hours since 1970-01-01T00:00Z of an instant (the hour it falls in). */
export function epochHour(at: Date): number {
  return Math.floor(at.getTime() / HOUR_MS);
}

export function hourStart(hour: number): Date {
  return new Date(hour * HOUR_MS);
}

/** The first hour of the bucket holding `hour`: the latest cut at or before it. */
export function bucketOf(hour: number, cuts: readonly number[]): number {
  const day = Math.floor(hour / 24);
  const inDay = hour - day * 24;
  const cut = cuts.filter((c) => c <= inDay).at(-1);
  return cut === undefined ? (day - 1) * 24 + (cuts.at(-1) ?? 0) : day * 24 + cut;
}

/** Whether an instant is where a bucket begins. */
export function isCut(at: Date, cuts: readonly number[]): boolean {
  return at.getTime() % HOUR_MS === 0 && bucketOf(epochHour(at), cuts) === epochHour(at);
}

/** The first hour of the bucket after the one starting at `bucket`. */
export function bucketAfter(bucket: number, cuts: readonly number[]): number {
  let hour = bucket + 1;
  while (bucketOf(hour, cuts) !== hour) hour += 1;
  return hour;
}
