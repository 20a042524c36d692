import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { countExportJobFinished } from "@/lib/metrics/record";
import { providerClient } from "@/lib/provider-connection/client";
import { exportLimits } from "./config";
import { claimNext, failAbandoned, finishJob, purgeExpired } from "./jobs";
import { runExport } from "./run-job";

const PURGE_EVERY_MS = 60_000;
const state = globalThis as unknown as { __exportWorker?: NodeJS.Timeout };

/** One pass: retire abandoned jobs, delete expired files now and then, run the next queued job if any. */
export async function workOnce(worker: string, lastPurge: { at: number }): Promise<boolean> {
  const client = db();
  await failAbandoned(client);
  if (Date.now() - lastPurge.at > PURGE_EVERY_MS) {
    lastPurge.at = Date.now();
    await purgeExpired(client);
  }
  const job = await claimNext(client, worker);
  if (!job) return false;
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
  return true;
}

/** Starts this instance's export worker (once per process); jobs are claimed through the database. */
export function startExportWorker(intervalMs = 1_000): void {
  if (state.__exportWorker) return;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lastPurge = { at: 0 };
  let busy = false;
  state.__exportWorker = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      // Keep going while there is work, then wait for the next tick.
      while (await workOnce(worker, lastPurge)) {}
    } catch (error) {
      log.error("export_worker_error", { error });
    } finally {
      busy = false;
    }
  }, intervalMs);
  state.__exportWorker.unref();
}
