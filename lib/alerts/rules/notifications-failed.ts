import { defineRule, MINUTE_MS } from "../rule";

/** Notifications given up (state "failed", after the maximum attempts) among those queued in the window. */
export const notificationsFailed = defineRule({
  name: "notificationsFailed",
  thresholds: {
    windowHours: { default: 24, min: 1, max: 720, unit: "hours" },
    minFailed: { default: 1, min: 1, max: 100_000, unit: "count" },
  },
  async evaluate(db, now, { windowHours, minFailed }) {
    const failed = await db.notification.count({
      where: { state: "failed", createdAt: { gte: new Date(now.getTime() - windowHours * 60 * MINUTE_MS) } },
    });
    return failed < minFailed ? [] : [{ subject: "notifications", figures: { windowHours, failed } }];
  },
});
