import type { Db, DbTx } from "@/lib/db/client";
import { type Dialect, dialectOf } from "@/lib/db/dialect";
import { offsetMinutes } from "@/lib/i18n/time-zone";
import { storedList } from "@/lib/inbox/detail";
import { ageWhere } from "@/lib/inbox/query";
import { BACKLOG_AGES, type BacklogAge } from "@/lib/inbox/schemas";
import { bucketCuts, bucketOf, epochHour, hourStart, isCut } from "./buckets";
import { daysBetween, weekOf, weeksBetween } from "./days";
import type { InsightRange } from "./range";
import { reasonKeys, Wordings } from "./reasons";
import { rolledUntil } from "./rollup";
import { ROLLUP_TABLES, type RollupTable, rowsSql } from "./rollup-tables";
import { insightSql } from "./sql";

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
const DAY_MS = 86_400_000;
const TENTH_MS = 360_000;

/** `YYYY-MM-DD` of a day counted from 1970-01-01. */
const dayText = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10);

interface DecisionRow {
  day: string;
  status: string;
  reasons: string;
  disposition: string;
  count: number;
}

/**
 * The queue at `now` by time waiting. The oldest age reaches back to the first decision: its rolled-up
 * buckets are added up, and only the decisions from the last bucket before its edge are counted one by one.
 */
async function backlog(tx: DbTx, until: Date | null, now: Date) {
  return Promise.all(
    BACKLOG_AGES.map(async (age) => {
      const where = ageWhere(age, now);
      const edge = (where.receivedAt as { lte?: Date }).lte;
      if (age !== "older" || !until || !edge)
        return { age, count: await tx.upgradeDecision.count({ where }) };
      const cuts = bucketCuts();
      const from = Math.min(bucketOf(epochHour(edge), cuts), epochHour(until));
      const [rolled, recent] = await Promise.all([
        tx.insightDecisionCount.aggregate({
          where: { waiting: 1, bucket: { lt: from } },
          _sum: { count: true },
        }),
        tx.upgradeDecision.count({ where: { AND: [where, { receivedAt: { gte: hourStart(from) } }] } }),
      ]);
      return { age, count: (rolled._sum.count ?? 0) + recent };
    }),
  );
}

/** Nearest-rank percentile (0..100) of counted review times in tenths of an hour, as milliseconds. */
function percentileMs(tenths: { tenths: number; count: number }[], total: number, p: number): number | null {
  if (total === 0) return null;
  const rank = Math.floor((total * p + 99) / 100);
  let below = 0;
  for (const bin of tenths) {
    below += bin.count;
    if (below >= rank) return bin.tenths * TENTH_MS;
  }
  return null;
}

/** Reasons are counted by key across the stored lists naming them (a list names a key at most once). */
function topReasons(rows: DecisionRow[], disagreeingIds: Set<string>, weeks: Week[]): ReasonCounts[] {
  const wordings = new Wordings();
  const totals = new Map<
    string,
    { count: number; perWeek: Map<string, number>; withDisposition: number; disagreeing: number }
  >();
  for (const row of rows) {
    if (row.status !== "rejected" || row.reasons === "[]") continue;
    const texts = storedList(row.reasons);
    for (const text of texts) wordings.add(text, row.count);
    const week = weekOf(row.day);
    for (const key of reasonKeys(texts)) {
      const total = totals.get(key) ?? { count: 0, perWeek: new Map(), withDisposition: 0, disagreeing: 0 };
      total.count += row.count;
      total.perWeek.set(week, (total.perWeek.get(week) ?? 0) + row.count);
      if (row.disposition) total.withDisposition += row.count;
      if (disagreeingIds.has(row.disposition)) total.disagreeing += row.count;
      totals.set(key, total);
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
      withDisposition: total.withDisposition,
      disagreeing: total.disagreeing,
    }));
}

/**
 * What the page counts, read in one snapshot: the rolled-up buckets of the range, and the decisions after
 * them (received since the roll-up's mark, or the whole range when its days are not whole buckets), through
 * the same definitions (rollup-tables.ts).
 */
async function counted(tx: DbTx, dialect: Dialect, range: InsightRange, offsetHours: number, now: Date) {
  const sql = insightSql(dialect);
  const until = await rolledUntil(tx);
  const cuts = bucketCuts();
  const whole = isCut(range.start, cuts) && isCut(range.end, cuts);
  const split =
    until && whole
      ? new Date(Math.min(Math.max(until.getTime(), range.start.getTime()), range.end.getTime()))
      : range.start;
  const rolled = { fromHour: epochHour(range.start), toHour: epochHour(split) };
  const times = [sql.time(split), sql.time(range.end)];
  const rows = <T>(table: RollupTable, select: string, groups: number) =>
    tx.$queryRawUnsafe<T[]>(
      `SELECT ${select}, SUM("n") AS "count" FROM (${rowsSql(sql, table, rolled)}) AS "rows"
        GROUP BY ${Array.from({ length: groups }, (_, i) => i + 1).join(", ")}`,
      ...times,
    );
  const decisions = await rows<{
    day: unknown;
    status: string;
    reasons: string;
    disposition: string;
    count: unknown;
  }>(
    ROLLUP_TABLES.decisions,
    `("h" + ${offsetHours}) / 24 AS "day", "status", "rejectReasons" AS "reasons", "dispositionId" AS "disposition"`,
    4,
  );
  const reviewTimes = await rows<{ week: unknown; tenths: unknown; count: unknown }>(
    ROLLUP_TABLES.reviewTimes,
    `("h" + ${offsetHours} + 72) / 168 AS "week", "tenths"`,
    2,
  );
  const reviewers = await rows<{ id: string; count: unknown }>(
    ROLLUP_TABLES.reviewers,
    `"reviewerId" AS "id"`,
    1,
  );
  return {
    decisions: decisions.map((row) => ({ ...row, day: dayText(n(row.day)), count: n(row.count) })),
    // The Monday of week w (weeks counted from the one holding 1970-01-01, a Thursday) is day 7w - 3.
    reviewTimes: reviewTimes.map((row) => ({
      week: dayText(n(row.week) * 7 - 3),
      tenths: n(row.tenths),
      count: n(row.count),
    })),
    reviewers: reviewers.map((row) => ({ id: row.id || null, count: n(row.count) })),
    backlog: await backlog(tx, until, now),
  };
}

/**
 * Everything the insights page shows for a range, by the person's local day and week; the backlog is the
 * queue as it is at `now`, whatever the range. Review times are kept to the tenth of an hour the page shows.
 */
export async function queryInsights(
  db: Db,
  range: InsightRange,
  timeZone: string,
  now = new Date(),
): Promise<Insights> {
  const dialect = await dialectOf(db);
  const offsetHours = offsetMinutes(timeZone, range.start) / 60;
  // Days are counted from whole hours, which every zone of the app keeps (TIME_ZONES).
  if (!Number.isInteger(offsetHours)) throw new RangeError(`${timeZone} is not a whole hour from UTC`);
  // PostgreSQL: one snapshot for the mark and the rows it splits (SQLite's transactions are snapshots).
  const isolation = dialect === "postgres" ? { isolationLevel: "RepeatableRead" } : {};
  const [figures, dispositionList] = await Promise.all([
    db.$transaction((tx) => counted(tx, dialect, range, offsetHours, now), isolation as object),
    db.reviewDisposition.findMany({ orderBy: [{ position: "asc" }, { labelEn: "asc" }] }),
  ]);
  const weeks = weeksBetween(range.from, range.to);

  const byDay = new Map<string, { approved: number; rejected: number }>();
  for (const row of figures.decisions) {
    const counts = byDay.get(row.day) ?? { approved: 0, rejected: 0 };
    if (row.status === "approved" || row.status === "rejected") counts[row.status] += row.count;
    byDay.set(row.day, counts);
  }
  const names = new Map(
    (
      await db.user.findMany({
        where: { id: { in: figures.reviewers.flatMap((row) => (row.id ? [row.id] : [])) } },
        select: { id: true, name: true },
      })
    ).map((user) => [user.id, user.name]),
  );
  const timesByWeek = new Map<string, { tenths: number; count: number }[]>();
  for (const row of figures.reviewTimes)
    timesByWeek.set(row.week, [...(timesByWeek.get(row.week) ?? []), row]);
  const disagreeingIds = new Set(dispositionList.filter((d) => d.disagrees).map((d) => d.id));
  const perDisposition = new Map<string, number>();
  const dispositionWeeks = new Map<string, { withDisposition: number; disagreeing: number }>();
  for (const row of figures.decisions) {
    if (!row.disposition) continue;
    perDisposition.set(row.disposition, (perDisposition.get(row.disposition) ?? 0) + row.count);
    const week = weekOf(row.day);
    const counts = dispositionWeeks.get(week) ?? { withDisposition: 0, disagreeing: 0 };
    counts.withDisposition += row.count;
    if (disagreeingIds.has(row.disposition)) counts.disagreeing += row.count;
    dispositionWeeks.set(week, counts);
  }

  return {
    range,
    days: daysBetween(range.from, range.to).map((day) => {
      const { approved, rejected } = byDay.get(day) ?? { approved: 0, rejected: 0 };
      const total = approved + rejected;
      return { day, approved, rejected, rejectionRate: total ? rejected / total : null };
    }),
    weeks,
    reasons: topReasons(figures.decisions, disagreeingIds, weeks),
    backlog: figures.backlog,
    reviewTimes: weeks.map((week) => {
      const tenths = (timesByWeek.get(week.week) ?? []).sort((a, b) => a.tenths - b.tenths);
      const reviewed = tenths.reduce((sum, bin) => sum + bin.count, 0);
      return {
        ...week,
        reviewed,
        medianMs: percentileMs(tenths, reviewed, 50),
        p90Ms: percentileMs(tenths, reviewed, 90),
      };
    }),
    reviewers: figures.reviewers
      .map((row) => ({ id: row.id, name: row.id ? (names.get(row.id) ?? null) : null, count: row.count }))
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
