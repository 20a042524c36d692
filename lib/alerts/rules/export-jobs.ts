import { defineRule } from "../rule";
import { failedSince, JOB_THRESHOLDS, jobQueueTrip } from "./job-queue";

/** History exports failing, or waiting in the queue too long (no export worker is taking them). */
export const exportJobs = defineRule({
  name: "exportJobs",
  thresholds: JOB_THRESHOLDS,
  async evaluate(db, now, limits) {
    const [failed, queued, oldest] = await Promise.all([
      db.exportJob.count({ where: { state: "failed", finishedAt: { gte: failedSince(now, limits) } } }),
      db.exportJob.count({ where: { state: "queued" } }),
      db.exportJob.findFirst({
        where: { state: "queued" },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      }),
    ]);
    return jobQueueTrip(
      "exports",
      { failed, queued, oldestQueuedAt: oldest?.createdAt ?? null },
      now,
      limits,
    );
  },
});
