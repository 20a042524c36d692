import { INSTANCE_GONE_AFTER_MS } from "@/lib/system/heartbeat";
import { defineRule, type Trip } from "../rule";

/**
 * Per provider host: a running instance's circuit breaker has not been closed for `openSeconds` (open, or letting
 * a trial call through after its cool-down: only a call that succeeds closes it). Breakers are per process; the
 * rule reads the rows every instance writes, so any instance sees every breaker.
 */
export const circuitOpen = defineRule({
  name: "circuitOpen",
  thresholds: { openSeconds: { default: 60, min: 0, max: 3_600, unit: "seconds" } },
  async evaluate(db, now, { openSeconds }) {
    const [breakers, live] = await Promise.all([
      db.circuitBreakerState.findMany({
        where: {
          state: { not: "closed" },
          changedAt: { lte: new Date(now.getTime() - openSeconds * 1_000) },
        },
        select: { instanceId: true, host: true, changedAt: true },
      }),
      db.appInstance.findMany({
        where: { lastSeenAt: { gte: new Date(now.getTime() - INSTANCE_GONE_AFTER_MS) } },
        select: { id: true },
      }),
    ]);
    const running = new Set(live.map((instance) => instance.id));
    const byHost = new Map<string, { instances: number; openSince: Date }>();
    for (const breaker of breakers) {
      if (!running.has(breaker.instanceId)) continue;
      const host = byHost.get(breaker.host);
      if (!host) byHost.set(breaker.host, { instances: 1, openSince: breaker.changedAt });
      else {
        host.instances += 1;
        if (breaker.changedAt < host.openSince) host.openSince = breaker.changedAt;
      }
    }
    return [...byHost].map(
      ([host, { instances, openSince }]): Trip => ({
        subject: host,
        figures: {
          instances,
          openSeconds: Math.max(0, Math.floor((now.getTime() - openSince.getTime()) / 1_000)),
        },
      }),
    );
  },
});
