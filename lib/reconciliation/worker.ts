import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Db, db } from "@/lib/db/client";
import { createJobSlots } from "@/lib/exports/job-slots";
import { log } from "@/lib/log";
import { codeBook } from "@/lib/provider-codes/code-text";
import { loadProviderCodes } from "@/lib/provider-codes/dictionary";
import type { AskProvider } from "./job/ask";
import { createBatchPicker } from "./job/next-batch";
import { askThroughClient } from "./job/provider-ask";
import type { ClaimedBatch } from "./job/rows";
import { runBatch } from "./job/run-batch";

/**
 * Batches one instance works side by side: the next batch's rows are being asked while the last answers of the
 * one before come in, so the provider's pace is kept between batches.
 */
export const BATCHES_AT_ONCE = 2;
const state = globalThis as unknown as { __reconcileWorker?: ReconcileWorker };

export interface ReconcileWorker {
  /** Claims and works batches until none is left or every slot is busy; resolves when it has started them. */
  pump(): Promise<void>;
  /** Resolves once no batch is being worked. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * A worker over the database: batches are claimed under a lease (lib/reconciliation/job/rows.ts), so any number
 * of instances share a run, each row asked once. `ask` is the way to the provider (tests and the bench pass
 * their own); `leaseMs` how soon another instance takes over the rows of one that stopped (tests shorten it).
 */
export function createReconcileWorker(
  client: Db,
  ask: AskProvider,
  options: { worker?: string; batchesAtOnce?: number; batchSize?: number; leaseMs?: number } = {},
): ReconcileWorker {
  const worker = options.worker ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const nextBatch = createBatchPicker(client, worker, options.batchSize, options.leaseMs);
  const slots = createJobSlots(options.batchesAtOnce ?? BATCHES_AT_ONCE, (error) =>
    log.error("reconcile_worker_error", { error }),
  );
  let pumping: Promise<void> | null = null;
  let stopped = false;
  const waiting: (() => void)[] = [];
  const settle = () => {
    if (slots.active > 0 || pumping) return;
    for (const resolve of waiting.splice(0)) resolve();
  };
  const work = async (batch: ClaimedBatch) => {
    try {
      // Read for each batch (one small read per BATCH_SIZE rows): what an admin records, such as a status marked
      // "not found", applies from the next batch on every instance, never after a per-instance delay.
      await runBatch({ db: client, ask, codes: codeBook(await loadProviderCodes(client)) }, batch);
    } finally {
      // The slot is freed after this returns: look for the next batch right after, not at the next tick.
      setImmediate(() => {
        void pump();
        settle();
      });
    }
  };
  const pump = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    pumping ??= slots
      .fill(() => nextBatch(), work)
      .then(() => undefined)
      .catch((error) => log.error("reconcile_worker_error", { error }))
      .finally(() => {
        pumping = null;
        settle();
      });
    return pumping;
  };
  return {
    pump,
    idle: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        settle();
      }),
    stop: () => {
      stopped = true;
    },
  };
}

/** Starts this instance's reconciliation worker (once per process), looking for work every `intervalMs`. */
export function startReconcileWorker(intervalMs = 1_000): void {
  if (state.__reconcileWorker) return;
  const worker = createReconcileWorker(db(), askThroughClient);
  state.__reconcileWorker = worker;
  setInterval(() => void worker.pump(), intervalMs).unref();
}
