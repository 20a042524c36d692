import type { Db } from "@/lib/db/client";
import { type BatchLimits, DEFAULT_BATCH_LIMITS, deleteInBatches } from "./delete-in-batches";

/**
 * Deletes reconciliation runs past their `expiresAt` (set when each starts: RECONCILE_RETENTION_DAYS), their
 * sealed ledger with them, and first their rows in bounded batches: a run holds up to 100,000 rows, which one
 * cascading delete would hold the table for. A run whose rows are not all gone by the end of the pass is left
 * for the next. Returns how many runs were deleted.
 */
export async function purgeExpiredRuns(
  db: Db,
  now: Date,
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<number> {
  const expired = await db.reconcileRun.findMany({
    where: { expiresAt: { lt: now } },
    select: { id: true },
    take: limits.batchSize,
  });
  let deleted = 0;
  for (const { id } of expired) {
    await deleteInBatches(
      async (take) =>
        (await db.reconcileRow.findMany({ where: { runId: id }, select: { id: true }, take })).map(
          (row) => row.id,
        ),
      (ids) => db.reconcileRow.deleteMany({ where: { id: { in: ids } } }),
      limits,
    );
    if (await db.reconcileRow.findFirst({ where: { runId: id }, select: { id: true } })) continue;
    deleted += (await db.reconcileRun.deleteMany({ where: { id } })).count;
  }
  return deleted;
}
