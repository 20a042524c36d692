import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Db, db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { countExportJobFinished } from "@/lib/metrics/record";
import { providerClient } from "@/lib/provider-connection/client";
import { exportLimits } from "./config";
import { createJobSlots } from "./job-slots";
import { claimNext, failAbandoned, finishJob, purgeExpired } from "./jobs";
import { runExport } from "./run-job";

const PURGE_EVERY_MS = 60_000;
/**
 * Exports one instance runs side by side: an export of a long history takes many minutes, and a short one
 * started meanwhile must not wait for it to end.
 */
export const EXPORTS_AT_ONCE = 3;
const state = globalThis as unknown as { __exportWorker?: NodeJS.Timeout };

type Claimed = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

/** Retires abandoned jobs, and deletes expired files now and then. */
async function tidy(client: Db, lastPurge: { at: number }): Promise<void> {
  await failAbandoned(client);
  if (Date.now() - lastPurge.at > PURGE_EVERY_MS) {
    lastPurge.at = Date.now();
    await purgeExpired(client);
  }
}

async function runClaimed(client: Db, job: Claimed, worker: string): Promise<void> {
  const { pageSize, retentionHours } = exportLimits();
  const startedAt = job.startedAt?.getTime() ?? Date.now();
  let ended = "failed";
  try {
    ended = await runExport(client, await providerClient(), job, worker, { pageSize, retentionHours });
  } catch (error) {
    // No connection configured, or its secret cannot be opened: the job cannot start.
    const failureReason = error instanceof AppError ? error.code : "unexpected";
    await finishJob(client, job.id, worker, {
      state: "failed",
      failureReason,
      entriesWritten: 0,
      pagesFetched: 0,
    });
  } finally {
    countExportJobFinished(ended, Date.now() - startedAt);
  }
}

/** One pass: tidy up, then run the next queued job to its end if there is one. */
export async function workOnce(worker: string, lastPurge: { at: number }): Promise<boolean> {
  const client = db();
  await tidy(client, lastPurge);
  const job = await claimNext(client, worker);
  if (!job) return false;
  await runClaimed(client, job, worker);
  return true;
}

/**
 * Starts this instance's export worker (once per process): every tick it tidies up and starts queued jobs
 * while fewer than EXPORTS_AT_ONCE run here. Jobs are claimed through the database.
 */
export function startExportWorker(intervalMs = 1_000): void {
  if (state.__exportWorker) return;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lastPurge = { at: 0 };
  const slots = createJobSlots(EXPORTS_AT_ONCE, (error) => log.error("export_worker_error", { error }));
  let ticking = false;
  state.__exportWorker = setInterval(async () => {
    if (ticking) return;
    ticking = true;
    try {
      const client = db();
      await tidy(client, lastPurge);
      await slots.fill(
        () => claimNext(client, worker),
        (job) => runClaimed(client, job, worker),
      );
    } catch (error) {
      log.error("export_worker_error", { error });
    } finally {
      ticking = false;
    }
  }, intervalMs);
  state.__exportWorker.unref();
}
