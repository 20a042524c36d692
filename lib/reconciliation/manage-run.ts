import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getRun } from "./runs";
import { runViewer } from "./viewer";

type Actor = Requester<{ id: string; email: string; roles: readonly Role[] }>;
const target = (id: string) => ({ type: "reconcile_run", id });

/**
 * Cancels a run the person may see: a queued one at once, a running one between two batches (the worker sees
 * `cancelRequested` before it claims the next). Rows not asked yet stay unasked. A run that ended is refused.
 */
export async function cancelRun(db: Db, by: Actor, id: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const run = await getRun(tx, runViewer(by.user), id);
    if (run.state !== "queued" && run.state !== "running") throw new AppError("reconcile_run_ended");
    await tx.reconcileRun.updateMany({
      where: { id, state: "queued" },
      data: { state: "cancelled", finishedAt: now, cancelRequested: true },
    });
    await tx.reconcileRun.updateMany({ where: { id, state: "running" }, data: { cancelRequested: true } });
    await audit(tx, by, { action: "reconcile.cancel", target: target(id), outcome: "success" });
  });
}

/** Deletes a run the person may see, its sealed file and all its rows; audited with the run's size. */
export async function deleteRun(db: Db, by: Actor, id: string): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const run = await getRun(tx, runViewer(by.user), id);
      await tx.reconcileRow.deleteMany({ where: { runId: id } });
      await tx.reconcileRun.delete({ where: { id } });
      await audit(tx, by, {
        action: "reconcile.delete",
        target: target(id),
        outcome: "success",
        detail: { source: run.source, fileName: run.fileName, rows: run.rowCount },
      });
    },
    { timeout: 60_000 },
  );
}

/**
 * Puts the rows in "provider error" back to pending (only those: an answered row is never asked again), and the
 * run back in the queue. Returns how many rows will be asked again.
 */
export async function retryProviderErrors(db: Db, by: Actor, id: string): Promise<{ rows: number }> {
  return db.$transaction(async (tx) => {
    const run = await getRun(tx, runViewer(by.user), id);
    if (run.state === "queued" || run.state === "running") throw new AppError("reconcile_run_active");
    const { count } = await tx.reconcileRow.updateMany({
      where: { runId: id, bucket: "provider_error", state: "done" },
      data: {
        state: "pending",
        bucket: null,
        providerError: null,
        leaseOwner: null,
        leaseUntil: null,
      },
    });
    if (count > 0) {
      await tx.reconcileRun.update({
        where: { id },
        data: {
          state: "queued",
          cancelRequested: false,
          finishedAt: null,
          failureReason: null,
          rowsDone: { decrement: count },
        },
      });
    }
    await audit(tx, by, {
      action: "reconcile.retry_errors",
      target: target(id),
      outcome: "success",
      detail: { rows: count },
    });
    return { rows: count };
  });
}
