import type { Db } from "@/lib/db/client";
import { activeRuns, type ClaimedBatch, claimBatch, endRun, hasPendingRows, LEASE_MS } from "./rows";

export const BATCH_SIZE = 50;

/**
 * Takes turns between the runs with rows to ask, oldest first: each claim serves the run after the one this
 * worker served last (wrapping round to the oldest). A long ledger therefore shares the provider batch by
 * batch with a paste started after it, instead of making it wait until its last row: with two runs active,
 * each gets every other batch. Ends the runs it finds with nothing left to ask, and those whose cancel was asked.
 */
export function createBatchPicker(db: Db, worker: string, size = BATCH_SIZE, leaseMs = LEASE_MS) {
  let lastServed: string | null = null;
  return async function nextBatch(now = new Date()): Promise<ClaimedBatch | null> {
    const runs = await activeRuns(db);
    const after = lastServed === null ? -1 : runs.findIndex((run) => run.id === lastServed);
    const inTurn = [...runs.slice(after + 1), ...runs.slice(0, after + 1)];
    for (const run of inTurn) {
      if (run.cancelRequested) {
        await endRun(db, run.id, "cancelled", now);
        continue;
      }
      const batch = await claimBatch(db, run.id, worker, size, now, leaseMs);
      if (batch) {
        lastServed = run.id;
        return batch;
      }
      // Nothing free to claim: either every row is answered, or others hold the rest.
      if (!(await hasPendingRows(db, run.id))) await endRun(db, run.id, "done", now);
    }
    return null;
  };
}
