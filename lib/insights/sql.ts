import type { Dialect } from "@/lib/db/dialect";

/**
 * SQL pieces that differ between SQLite and PostgreSQL. The app's zones (WIB, WITA, WIT, UTC) keep one offset
 * all year, so a local day is the UTC day of the time shifted by that offset, computed in the database.
 * SQLite stores Prisma's DateTime as ISO 8601 text with "+00:00", which its date functions read; PostgreSQL
 * as `timestamp(3)` in UTC. Offsets are whole minutes from our own code, never from a request.
 */
export interface InsightSql {
  /** The column's local calendar day as `YYYY-MM-DD`. */
  day(column: string): string;
  /** The Monday of the column's local week as `YYYY-MM-DD`. */
  week(column: string): string;
  /** Milliseconds from one column to another. */
  millisBetween(from: string, to: string): string;
  /** An instant as a parameter, compared with a DateTime column. */
  time(at: Date): string;
  /** The placeholder of the nth parameter (1-based) for an instant. */
  timeParam(n: number): string;
}

function minutes(offset: number): number {
  if (!Number.isInteger(offset) || Math.abs(offset) > 24 * 60) throw new RangeError(`bad offset ${offset}`);
  return offset;
}

export function insightSql(dialect: Dialect, offsetMinutes: number): InsightSql {
  const offset = minutes(offsetMinutes);
  if (dialect === "sqlite") {
    const shift = `'${offset >= 0 ? "+" : ""}${offset} minutes'`;
    return {
      day: (column) => `date(${column}, ${shift})`,
      week: (column) => `date(${column}, ${shift}, '-6 days', 'weekday 1')`,
      millisBetween: (from, to) => `((julianday(${to}) - julianday(${from})) * 86400000.0)`,
      time: (at) => at.toISOString().replace("Z", "+00:00"),
      timeParam: () => "?",
    };
  }
  const shift = `INTERVAL '${offset} minutes'`;
  return {
    day: (column) => `to_char(${column} + ${shift}, 'YYYY-MM-DD')`,
    week: (column) => `to_char(date_trunc('week', ${column} + ${shift}), 'YYYY-MM-DD')`,
    millisBetween: (from, to) => `(EXTRACT(EPOCH FROM (${to} - ${from})) * 1000)`,
    time: (at) => at.toISOString().replace("T", " ").replace("Z", ""),
    timeParam: (n) => `CAST($${n} AS timestamp(3))`,
  };
}
