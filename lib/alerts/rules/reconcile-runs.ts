import { defineRule } from "../rule";
import { failedSince, JOB_THRESHOLDS, jobQueueTrip } from "./job-queue";

/** Reconciliation runs failing, or waiting in the queue too long (no reconcile worker is taking them). */
export const reconcileRuns = defineRule({
  name: "reconcileRuns",
  thresholds: JOB_THRESHOLDS,
  async evaluate(db, now, limits) {
    const [failed, queued, oldest] = await Promise.all([
      db.reconcileRun.count({ where: { state: "failed", finishedAt: { gte: failedSince(now, limits) } } }),
      db.reconcileRun.count({ where: { state: "queued" } }),
      db.reconcileRun.findFirst({
        where: { state: "queued" },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      }),
    ]);
    return jobQueueTrip(
      "reconciliation",
      { failed, queued, oldestQueuedAt: oldest?.createdAt ?? null },
      now,
      limits,
    );
  },
});
