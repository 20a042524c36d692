import { startPeriodic } from "@/lib/background/periodic";
import { type Db, db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { recordRetentionRun } from "@/lib/system/retention-runs";
import { thisInstance } from "@/lib/system/this-instance";
import { type RetentionPeriods, retentionPeriods } from "./periods";
import { type PurgeResult, purgeExpiredRecords } from "./purge";

const FIRST_PASS_AFTER_MS = 60_000;
const EVERY_MS = 15 * 60_000;

/** The error's code or class name: a database message may quote values, so it is not kept. */
function failureName(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.name : "unknown";
}

/** One pass, recorded whatever its outcome (the System page shows the last one); a failure is rethrown. */
export async function retentionPass(
  client: Db,
  periods: RetentionPeriods,
  instanceId: string,
  now = new Date(),
): Promise<PurgeResult> {
  let result: PurgeResult | null = null;
  let failure: string | null = null;
  try {
    result = await purgeExpiredRecords(client, periods, now);
    if (Object.values(result).some((count) => count > 0)) log.info("retention_purge", { ...result });
    return result;
  } catch (error) {
    failure = failureName(error);
    throw error;
  } finally {
    await recordRetentionRun(client, {
      instanceId,
      startedAt: now,
      finishedAt: new Date(),
      deleted: { ...result },
      failure,
    }).catch((error) => log.warn("retention_run_not_recorded", { error }));
  }
}

/**
 * Starts this instance's retention purge (once per process): a first pass a minute after start, then every
 * quarter hour. Every instance runs it; the batches make concurrent passes harmless.
 */
export function startRetentionPurge(): void {
  startPeriodic("retention-purge", () => retentionPass(db(), retentionPeriods(), thisInstance().id), {
    everyMs: EVERY_MS,
    firstAfterMs: FIRST_PASS_AFTER_MS,
    onError: (error) => log.error("retention_purge_error", { error }),
  });
}
