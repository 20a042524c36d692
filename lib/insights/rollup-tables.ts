import { REVIEW_STATES } from "@/lib/inbox/schemas";
import type { InsightSql } from "./sql";

/**
 * What one decision adds to a roll-up table: the table's key columns, the same values read from the
 * decision's row, and which decisions count. The roll-up groups decisions by these; the page adds the
 * counted rows and the decisions not yet rolled up through the same definition, so both always agree.
 */
export interface RollupTable {
  table: string;
  columns: string[];
  values: (sql: InsightSql) => string[];
  where: string;
}

export const ROLLUP_TABLES = {
  decisions: {
    table: "InsightDecisionCount",
    columns: ["status", "rejectReasons", "dispositionId", "waiting"],
    values: () => [
      '"status"',
      '"rejectReasons"',
      `COALESCE("dispositionId", '')`,
      `CASE WHEN "reviewState" IN (${REVIEW_STATES.filter((state) => state !== "reviewed")
        .map((state) => `'${state}'`)
        .join(", ")}) THEN 1 ELSE 0 END`,
    ],
    where: "1 = 1",
  },
  reviewers: {
    table: "InsightReviewerCount",
    columns: ["reviewerId"],
    values: () => [`COALESCE("reviewedById", '')`],
    where: `"reviewState" = 'reviewed'`,
  },
  reviewTimes: {
    table: "InsightReviewTimeCount",
    columns: ["tenths"],
    values: (sql) => [sql.tenthsBetween('"receivedAt"', '"reviewedAt"')],
    where: `"reviewState" = 'reviewed' AND "reviewedAt" IS NOT NULL`,
  },
} satisfies Record<string, RollupTable>;

/** A bucket (first hour) from an hour expression: the latest cut at or before it (cuts as in buckets.ts). */
export function bucketSql(hour: string, cuts: readonly number[]): string {
  const last = cuts.at(-1) ?? 0;
  const inDay = `(${hour} % 24)`;
  const branches = [...cuts]
    .reverse()
    .map((cut) => `WHEN ${inDay} >= ${cut} THEN ${cut}`)
    .join(" ");
  return `((${hour} / 24) * 24 + CASE ${branches} ELSE ${last - 24} END)`;
}

/**
 * The rows of one roll-up table for the buckets in [fromHour, toHour) and the decisions received in
 * [rawFrom, rawTo) (time parameters 1 and 2), each as `"h"` (an hour: a bucket's first, or a decision's own),
 * the table's columns and `"n"` (how many).
 */
export function rowsSql(
  sql: InsightSql,
  table: RollupTable,
  rolled: { fromHour: number; toHour: number },
): string {
  const columns = table.columns.map((column) => `"${column}"`);
  const values = table.values(sql).map((value, i) => `${value} AS ${columns[i]}`);
  return `SELECT "bucket" AS "h", ${columns.join(", ")}, "count" AS "n" FROM "${table.table}"
           WHERE "bucket" >= ${rolled.fromHour} AND "bucket" < ${rolled.toHour}
         UNION ALL
         SELECT ${sql.hourOf('"receivedAt"')} AS "h", ${values.join(", ")}, 1 AS "n" FROM "UpgradeDecision"
           WHERE "receivedAt" >= ${sql.timeParam(1)} AND "receivedAt" < ${sql.timeParam(2)} AND ${table.where}`;
}
