import type { Db, DbTx } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { inLockedTransaction, LOCKS, takeLock } from "@/lib/db/locked-transaction";
import { bucketAfter, bucketCuts, bucketOf, epochHour, hourStart } from "./buckets";
import { bucketSql, ROLLUP_TABLES } from "./rollup-tables";
import { insightSql } from "./sql";

const MARK = "decisions";

/**
 * How long after a bucket ends it is rolled up. The receiver stamps a decision as its request arrives and
 * commits it before answering, within seconds (its pool and lock waits give up after 5 s), and the instances'
 * clocks agree far closer than this (second factors need it): no decision is stored into a bucket already
 * counted.
 */
export const SETTLE_MS = 3_600_000;
/** Buckets rolled up per transaction: counting a long history holds SQLite's write lock a moment at a time. */
const STEP_HOURS = 24;
const STEP_TIMEOUT_MS = 60_000;

const cutsText = () => bucketCuts().join(",");

/** Up to where the buckets are rolled up (null: nothing yet, or made with other cuts and to be redone). */
export async function rolledUntil(db: Db | DbTx): Promise<Date | null> {
  const mark = await db.insightRollup.findUnique({ where: { id: MARK } });
  return mark && mark.cuts === cutsText() ? mark.rolledUntil : null;
}

/** Counts the whole buckets [fromHour, toHour) again from the decisions; the caller holds the roll-up's lock. */
async function recount(tx: DbTx, fromHour: number, toHour: number): Promise<void> {
  const sql = insightSql(dialectOf(tx));
  const bucket = bucketSql(sql.hourOf('"receivedAt"'), bucketCuts());
  const times = [sql.time(hourStart(fromHour)), sql.time(hourStart(toHour))];
  for (const table of Object.values(ROLLUP_TABLES)) {
    const values = table.values(sql);
    await tx.$executeRawUnsafe(
      `DELETE FROM "${table.table}" WHERE "bucket" >= ${fromHour} AND "bucket" < ${toHour}`,
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO "${table.table}" ("bucket", ${table.columns.map((column) => `"${column}"`).join(", ")}, "count")
       SELECT ${bucket}, ${values.join(", ")}, COUNT(*) FROM "UpgradeDecision"
        WHERE "receivedAt" >= ${sql.timeParam(1)} AND "receivedAt" < ${sql.timeParam(2)} AND ${table.where}
        GROUP BY ${[bucket, ...values].map((_, i) => i + 1).join(", ")}`,
      ...times,
    );
  }
}

/** One step: the next buckets up to `target` (a cut), under the lock. True when nothing is left to do. */
async function step(db: Db, target: number): Promise<boolean> {
  const sql = insightSql(dialectOf(db));
  return inLockedTransaction(
    db,
    LOCKS.insightsRollup,
    async (tx) => {
      await tx.$executeRawUnsafe(
        `INSERT INTO "InsightRollup" ("id", "rolledUntil", "cuts") VALUES ('${MARK}', ${sql.timeParam(1)}, '')
         ON CONFLICT ("id") DO NOTHING`,
        sql.time(new Date(0)),
      );
      const mark = await tx.insightRollup.findUniqueOrThrow({ where: { id: MARK } });
      const cuts = bucketCuts();
      let from = epochHour(mark.rolledUntil);
      if (mark.cuts !== cutsText()) {
        for (const table of Object.values(ROLLUP_TABLES))
          await tx.$executeRawUnsafe(`DELETE FROM "${table.table}"`);
        const first = await tx.upgradeDecision.findFirst({
          orderBy: { receivedAt: "asc" },
          select: { receivedAt: true },
        });
        from = first ? Math.min(bucketOf(epochHour(first.receivedAt), cuts), target) : target;
      }
      if (from >= target && mark.cuts === cutsText()) return true;
      const to = Math.max(from, Math.min(target, bucketOf(from + STEP_HOURS, cuts)));
      if (to > from) await recount(tx, from, to);
      await tx.insightRollup.update({
        where: { id: MARK },
        data: { rolledUntil: hourStart(to), cuts: cutsText() },
      });
      return to >= target;
    },
    { timeout: STEP_TIMEOUT_MS },
  );
}

/**
 * Rolls up every bucket that ended at least SETTLE_MS before `now`, a day of buckets per transaction under
 * the roll-up's lock: instances may run it at once (the second waits, then finds less or nothing to do). The
 * first run after the migration, or after the app's zones changed, counts the whole history this way.
 */
export async function rollUpDecisions(db: Db, now = new Date()): Promise<void> {
  const target = bucketOf(epochHour(new Date(now.getTime() - SETTLE_MS)), bucketCuts());
  while (!(await step(db, target))) {
    // next step
  }
}

/**
 * Inside the transaction that changed decisions' reviews (their updates already made): recounts each rolled-up
 * bucket they fall in, once. Under the roll-up's lock, so a roll-up step either committed before (and this
 * recount sees both) or starts after this commits (and counts the change itself).
 */
export async function recountBucketsOf(tx: DbTx, decisionIds: readonly string[]): Promise<void> {
  await takeLock(tx, LOCKS.insightsRollup);
  const until = await rolledUntil(tx);
  if (!until || decisionIds.length === 0) return;
  const decisions = await tx.upgradeDecision.findMany({
    where: { id: { in: [...decisionIds] } },
    select: { receivedAt: true },
  });
  const cuts = bucketCuts();
  const buckets = new Set(decisions.map((decision) => bucketOf(epochHour(decision.receivedAt), cuts)));
  for (const bucket of buckets) {
    if (hourStart(bucket) < until) await recount(tx, bucket, bucketAfter(bucket, cuts));
  }
}

/** `recountBucketsOf` for the one decision a review step changed. */
export const recountBucketOf = (tx: DbTx, decisionId: string) => recountBucketsOf(tx, [decisionId]);
