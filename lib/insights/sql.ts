import type { Dialect } from "@/lib/db/dialect";

/**
 * SQL pieces that differ between SQLite and PostgreSQL. SQLite stores Prisma's DateTime as ISO 8601 text with
 * "+00:00", which its date functions read; PostgreSQL as `timestamp(3)` in UTC. Everything else the insights
 * compute (local days and weeks from hours, buckets) is integer arithmetic both databases do alike.
 */
export interface InsightSql {
  /** The hour of a DateTime column, counted from 1970-01-01T00:00Z, as an integer. */
  hourOf(column: string): string;
  /** The time from one column to another in tenths of an hour, rounded half up like the page shows it. */
  tenthsBetween(from: string, to: string): string;
  /** An instant as a parameter, compared with a DateTime column. */
  time(at: Date): string;
  /** The placeholder of the nth parameter (1-based) for an instant. */
  timeParam(n: number): string;
}

const TENTH_MS = 360_000;

export function insightSql(dialect: Dialect): InsightSql {
  if (dialect === "sqlite") {
    // julianday() keeps well under a millisecond of precision, so rounding it to whole milliseconds is exact.
    const millis = (from: string, to: string) =>
      `CAST(ROUND((julianday(${to}) - julianday(${from})) * 86400000) AS INTEGER)`;
    return {
      hourOf: (column) => `(CAST(strftime('%s', ${column}) AS INTEGER) / 3600)`,
      tenthsBetween: (from, to) =>
        `CAST(floor((${millis(from, to)} + ${TENTH_MS / 2}) / ${TENTH_MS}.0) AS INTEGER)`,
      time: (at) => at.toISOString().replace("Z", "+00:00"),
      timeParam: () => "?",
    };
  }
  return {
    hourOf: (column) => `CAST(floor(EXTRACT(EPOCH FROM ${column}) / 3600) AS INTEGER)`,
    tenthsBetween: (from, to) =>
      `CAST(floor((round(EXTRACT(EPOCH FROM (${to} - ${from})) * 1000) + ${TENTH_MS / 2}) / ${TENTH_MS}) AS INTEGER)`,
    time: (at) => at.toISOString().replace("T", " ").replace("Z", ""),
    timeParam: (n) => `CAST($${n} AS timestamp(3))`,
  };
}
