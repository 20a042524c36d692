import type { Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { offsetMinutes } from "@/lib/i18n/time-zone";
import { storedList } from "@/lib/inbox/detail";
import { ageWhere } from "@/lib/inbox/query";
import { BACKLOG_AGES, type BacklogAge } from "@/lib/inbox/schemas";
import { daysBetween, weeksBetween } from "./days";
import type { InsightRange } from "./range";
import { reasonKeys, Wordings } from "./reasons";
import { type InsightSql, insightSql } from "./sql";

export const TOP_REASONS = 10;

export interface DayCounts {
  day: string;
  approved: number;
  rejected: number;
  /** Rejected out of all that day, 0..1; null on a day without decisions. */
  rejectionRate: number | null;
}
export interface Week {
  week: string;
  /** The days of the week inside the range. */
  from: string;
  to: string;
}
export interface ReasonCounts {
  key: string;
  wording: string;
  count: number;
  perWeek: (Week & { count: number })[];
  /** Of the decisions naming it, those reviewed with a disposition, and those disagreeing with the provider. */
  withDisposition: number;
  disagreeing: number;
}
export interface ReviewTimes extends Week {
  reviewed: number;
  medianMs: number | null;
  p90Ms: number | null;
}
export interface DispositionWeek extends Week {
  withDisposition: number;
  disagreeing: number;
}

export interface Insights {
  range: InsightRange;
  days: DayCounts[];
  weeks: Week[];
  reasons: ReasonCounts[];
  backlog: { age: BacklogAge; count: number }[];
  reviewTimes: ReviewTimes[];
  reviewers: { id: string | null; name: string | null; count: number }[];
  dispositionWeeks: DispositionWeek[];
  dispositions: { id: string; labelId: string; labelEn: string; disagrees: boolean; count: number }[];
}

const n = (value: unknown) => Number(value ?? 0);

type Query = <T>(sql: string, ...params: unknown[]) => Promise<T[]>;

async function perDay(query: Query, sql: InsightSql, where: string) {
  return query<{ day: string; status: string; count: unknown }>(
    `SELECT ${sql.day('"receivedAt"')} AS "day", "status", COUNT(*) AS "count"
       FROM "UpgradeDecision" WHERE ${where} GROUP BY 1, 2`,
  );
}

// Reason lists are few distinct texts, so they are grouped as stored and split and folded here.
async function reasonsPerWeek(query: Query, sql: InsightSql, where: string) {
  return query<{ week: string; reasons: string; count: unknown }>(
    `SELECT ${sql.week('"receivedAt"')} AS "week", "rejectReasons" AS "reasons", COUNT(*) AS "count"
       FROM "UpgradeDecision" WHERE ${where} AND "status" = 'rejected' AND "rejectReasons" <> '[]'
      GROUP BY 1, 2`,
  );
}

async function reasonDispositions(query: Query, where: string) {
  return query<{ reasons: string; disagrees: unknown; count: unknown }>(
    `SELECT u."rejectReasons" AS "reasons", d."disagrees" AS "disagrees", COUNT(*) AS "count"
       FROM "UpgradeDecision" u JOIN "ReviewDisposition" d ON d."id" = u."dispositionId"
      WHERE ${where.replaceAll('"receivedAt"', 'u."receivedAt"')} AND u."status" = 'rejected'
        AND u."rejectReasons" <> '[]'
      GROUP BY 1, 2`,
  );
}

// Nearest-rank percentiles per week with window functions, which both databases have.
async function reviewTimes(query: Query, sql: InsightSql, where: string) {
  return query<{ week: string; reviewed: unknown; median: unknown; p90: unknown }>(
    `WITH "r" AS (
       SELECT ${sql.week('"receivedAt"')} AS "week", ${sql.millisBetween('"receivedAt"', '"reviewedAt"')} AS "ms"
         FROM "UpgradeDecision" WHERE "reviewState" = 'reviewed' AND ${where}
     ), "o" AS (
       SELECT "week", "ms", ROW_NUMBER() OVER (PARTITION BY "week" ORDER BY "ms") AS "rank",
              COUNT(*) OVER (PARTITION BY "week") AS "total"
         FROM "r"
     )
     SELECT "week", "total" AS "reviewed",
            MAX(CASE WHEN "rank" = ("total" * 50 + 99) / 100 THEN "ms" END) AS "median",
            MAX(CASE WHEN "rank" = ("total" * 90 + 99) / 100 THEN "ms" END) AS "p90"
       FROM "o" GROUP BY "week", "total"`,
  );
}

async function perReviewer(query: Query, where: string) {
  return query<{ id: string | null; count: unknown }>(
    `SELECT "reviewedById" AS "id", COUNT(*) AS "count" FROM "UpgradeDecision"
      WHERE "reviewState" = 'reviewed' AND ${where} GROUP BY 1`,
  );
}

async function dispositionsPerWeek(query: Query, sql: InsightSql, where: string) {
  return query<{ week: string; id: string; count: unknown }>(
    `SELECT ${sql.week('"receivedAt"')} AS "week", "dispositionId" AS "id", COUNT(*) AS "count"
       FROM "UpgradeDecision" WHERE "dispositionId" IS NOT NULL AND ${where} GROUP BY 1, 2`,
  );
}

async function backlog(db: Db, now: Date) {
  return Promise.all(
    BACKLOG_AGES.map(async (age) => ({
      age,
      count: await db.upgradeDecision.count({ where: ageWhere(age, now) }),
    })),
  );
}

function topReasons(
  rows: { week: string; reasons: string; count: unknown }[],
  split: { reasons: string; disagrees: unknown; count: unknown }[],
  weeks: Week[],
): ReasonCounts[] {
  const wordings = new Wordings();
  const totals = new Map<string, { count: number; perWeek: Map<string, number> }>();
  for (const row of rows) {
    const count = n(row.count);
    const texts = storedList(row.reasons);
    for (const text of texts) wordings.add(text, count);
    for (const key of reasonKeys(texts)) {
      const total = totals.get(key) ?? { count: 0, perWeek: new Map() };
      total.count += count;
      total.perWeek.set(row.week, (total.perWeek.get(row.week) ?? 0) + count);
      totals.set(key, total);
    }
  }
  const reviewed = new Map<string, { withDisposition: number; disagreeing: number }>();
  for (const row of split) {
    for (const key of reasonKeys(storedList(row.reasons))) {
      const figures = reviewed.get(key) ?? { withDisposition: 0, disagreeing: 0 };
      figures.withDisposition += n(row.count);
      if (row.disagrees === true || n(row.disagrees) === 1) figures.disagreeing += n(row.count);
      reviewed.set(key, figures);
    }
  }
  return [...totals]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || keyA.localeCompare(keyB))
    .slice(0, TOP_REASONS)
    .map(([key, total]) => ({
      key,
      wording: wordings.of(key),
      count: total.count,
      perWeek: weeks.map((week) => ({ ...week, count: total.perWeek.get(week.week) ?? 0 })),
      withDisposition: reviewed.get(key)?.withDisposition ?? 0,
      disagreeing: reviewed.get(key)?.disagreeing ?? 0,
    }));
}

/**
 * Everything the insights page shows for a range, aggregated in the database by the person's local day and
 * week; the backlog is the queue as it is at `now`, whatever the range.
 */
export async function queryInsights(
  db: Db,
  range: InsightRange,
  timeZone: string,
  now = new Date(),
): Promise<Insights> {
  const sql = insightSql(await dialectOf(db), offsetMinutes(timeZone, range.start));
  const where = `"receivedAt" >= ${sql.timeParam(1)} AND "receivedAt" < ${sql.timeParam(2)}`;
  const bounds = [sql.time(range.start), sql.time(range.end)];
  const query: Query = (text) => db.$queryRawUnsafe(text, ...bounds);
  const weeks = weeksBetween(range.from, range.to);
  const [days, reasons, reasonSplit, times, reviewers, dispositionRows, dispositionList, queue] =
    await Promise.all([
      perDay(query, sql, where),
      reasonsPerWeek(query, sql, where),
      reasonDispositions(query, where),
      reviewTimes(query, sql, where),
      perReviewer(query, where),
      dispositionsPerWeek(query, sql, where),
      db.reviewDisposition.findMany({ orderBy: [{ position: "asc" }, { labelEn: "asc" }] }),
      backlog(db, now),
    ]);

  const byDay = new Map<string, { approved: number; rejected: number }>();
  for (const row of days) {
    const counts = byDay.get(row.day) ?? { approved: 0, rejected: 0 };
    if (row.status === "approved" || row.status === "rejected") counts[row.status] += n(row.count);
    byDay.set(row.day, counts);
  }
  const names = new Map(
    (
      await db.user.findMany({
        where: { id: { in: reviewers.flatMap((row) => (row.id ? [row.id] : [])) } },
        select: { id: true, name: true },
      })
    ).map((user) => [user.id, user.name]),
  );
  const timesByWeek = new Map(times.map((row) => [row.week, row]));
  const disagreeingIds = new Set(dispositionList.filter((d) => d.disagrees).map((d) => d.id));
  const perDisposition = new Map<string, number>();
  const dispositionWeeks = new Map<string, { withDisposition: number; disagreeing: number }>();
  for (const row of dispositionRows) {
    perDisposition.set(row.id, (perDisposition.get(row.id) ?? 0) + n(row.count));
    const week = dispositionWeeks.get(row.week) ?? { withDisposition: 0, disagreeing: 0 };
    week.withDisposition += n(row.count);
    if (disagreeingIds.has(row.id)) week.disagreeing += n(row.count);
    dispositionWeeks.set(row.week, week);
  }

  return {
    range,
    days: daysBetween(range.from, range.to).map((day) => {
      const { approved, rejected } = byDay.get(day) ?? { approved: 0, rejected: 0 };
      const total = approved + rejected;
      return { day, approved, rejected, rejectionRate: total ? rejected / total : null };
    }),
    weeks,
    reasons: topReasons(reasons, reasonSplit, weeks),
    backlog: queue,
    reviewTimes: weeks.map((week) => {
      const row = timesByWeek.get(week.week);
      return {
        ...week,
        reviewed: n(row?.reviewed),
        medianMs: row?.median == null ? null : Math.round(n(row.median)),
        p90Ms: row?.p90 == null ? null : Math.round(n(row.p90)),
      };
    }),
    reviewers: reviewers
      .map((row) => ({ id: row.id, name: row.id ? (names.get(row.id) ?? null) : null, count: n(row.count) }))
      // Most reviews first; a former user (no name) after the named ones with as many.
      .sort(
        (a, b) =>
          b.count - a.count ||
          Number(!a.name) - Number(!b.name) ||
          (a.name ?? "").localeCompare(b.name ?? ""),
      ),
    dispositionWeeks: weeks.map((week) => ({
      ...week,
      ...(dispositionWeeks.get(week.week) ?? { withDisposition: 0, disagreeing: 0 }),
    })),
    dispositions: dispositionList
      .map((d) => ({
        id: d.id,
        labelId: d.labelId,
        labelEn: d.labelEn,
        disagrees: d.disagrees,
        count: perDisposition.get(d.id) ?? 0,
      }))
      .filter((d) => d.count > 0 || !dispositionList.find((x) => x.id === d.id)?.retiredAt),
  };
}
