import { jobNow } from "@/lib/background/job-clock";
import { startPeriodic } from "@/lib/background/periodic";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { queueDueExports } from "./scheduler";

/**
 * Looks for scheduled exports whose hour has come every EXPORT_SCHEDULE_SECONDS on this instance; each slot
 * becomes one job however many instances look (scheduler.ts). Any instance's export worker then runs it.
 */
export function startExportScheduler(): void {
  startPeriodic(
    "export-scheduler",
    async () => {
      const queued = await queueDueExports(db(), jobNow());
      if (queued > 0) log.info("scheduled_exports_queued", { queued });
    },
    {
      everyMs: env().EXPORT_SCHEDULE_SECONDS * 1_000,
      onError: (error) => log.error("export_scheduler_error", { error }),
    },
  );
}
