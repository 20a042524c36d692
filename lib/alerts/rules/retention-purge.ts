import { defineRule, minutesBetween } from "../rule";

/** The retention purge's last `failedRuns` passes all failed (records past their period are not being deleted). */
export const retentionPurge = defineRule({
  name: "retentionPurge",
  thresholds: { failedRuns: { default: 2, min: 1, max: 50, unit: "count" } },
  async evaluate(db, now, { failedRuns }) {
    const last = await db.retentionRun.findMany({
      orderBy: { startedAt: "desc" },
      take: failedRuns,
      select: { failure: true, startedAt: true },
    });
    if (last.length < failedRuns || last.some((run) => run.failure === null)) return [];
    const succeeded = await db.retentionRun.findFirst({
      where: { failure: null },
      orderBy: { startedAt: "desc" },
      select: { startedAt: true },
    });
    return [
      {
        subject: "retention",
        figures: {
          failedRuns,
          ...(succeeded ? { minutesSinceSuccess: minutesBetween(succeeded.startedAt, now) } : {}),
        },
      },
    ];
  },
});
