import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { retentionPeriods } from "./periods";
import { purgeExpiredRecords } from "./purge";

const FIRST_PASS_AFTER_MS = 60_000;
const EVERY_MS = 15 * 60_000;
const state = globalThis as unknown as { __retentionPurge?: NodeJS.Timeout };

async function purgeOnce(): Promise<void> {
  const result = await purgeExpiredRecords(db(), retentionPeriods());
  if (Object.values(result).some((count) => count > 0)) log.info("retention_purge", { ...result });
}

/**
 * Starts this instance's retention purge (once per process): a first pass a minute after start, then every
 * quarter hour. Every instance runs it; the batches make concurrent passes harmless.
 */
export function startRetentionPurge(): void {
  if (state.__retentionPurge) return;
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await purgeOnce();
    } catch (error) {
      log.error("retention_purge_error", { error });
    } finally {
      busy = false;
    }
  };
  state.__retentionPurge = setTimeout(() => {
    void run();
    state.__retentionPurge = setInterval(run, EVERY_MS);
    state.__retentionPurge.unref();
  }, FIRST_PASS_AFTER_MS);
  state.__retentionPurge.unref();
}
