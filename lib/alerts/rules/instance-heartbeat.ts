import { defineRule, type Trip } from "../rule";

/**
 * Per instance: its heartbeat (every 15 s) not seen for `missingSeconds`. It clears when the instance beats
 * again, or when the retention pass removes the row of an instance that stopped for good.
 */
export const instanceHeartbeat = defineRule({
  name: "instanceHeartbeat",
  thresholds: { missingSeconds: { default: 60, min: 30, max: 86_400, unit: "seconds" } },
  async evaluate(db, now, { missingSeconds }) {
    const silent = await db.appInstance.findMany({
      where: { lastSeenAt: { lt: new Date(now.getTime() - missingSeconds * 1_000) } },
      select: { id: true, lastSeenAt: true },
    });
    return silent.map(
      (instance): Trip => ({
        subject: instance.id,
        figures: { secondsSinceSeen: Math.floor((now.getTime() - instance.lastSeenAt.getTime()) / 1_000) },
      }),
    );
  },
});
