import { ANSWERED_OUTCOMES, type ProviderCallOutcome } from "@/lib/provider/call-observer";
import { windowStart } from "@/lib/system/time-windows";
import { defineRule, MINUTE_MS, type Trip } from "../rule";

/**
 * Per provider operation: calls that failed (no answer, a 5xx, refused by an open circuit…) at or above a share of
 * its calls in the window, once there were enough calls to judge.
 */
export const providerErrors = defineRule({
  name: "providerErrors",
  thresholds: {
    windowMinutes: { default: 15, min: 1, max: 1_440, unit: "minutes" },
    minCalls: { default: 10, min: 1, max: 100_000, unit: "count" },
    errorPercent: { default: 50, min: 1, max: 100, unit: "percent" },
  },
  async evaluate(db, now, { windowMinutes, minCalls, errorPercent }) {
    const rows = await db.providerCallCount.groupBy({
      by: ["operation", "outcome"],
      where: { minuteStart: { gte: windowStart(now, windowMinutes * MINUTE_MS) } },
      _sum: { count: true },
    });
    const byOperation = new Map<string, { calls: number; errors: number; circuitOpen: number }>();
    for (const row of rows) {
      const count = row._sum.count ?? 0;
      const stats = byOperation.get(row.operation) ?? { calls: 0, errors: 0, circuitOpen: 0 };
      stats.calls += count;
      if (!ANSWERED_OUTCOMES.includes(row.outcome as ProviderCallOutcome)) stats.errors += count;
      if (row.outcome === "circuit_open") stats.circuitOpen += count;
      byOperation.set(row.operation, stats);
    }
    const trips: Trip[] = [];
    for (const [operation, stats] of byOperation) {
      if (stats.calls < minCalls || stats.errors * 100 < stats.calls * errorPercent) continue;
      trips.push({ subject: operation, figures: { windowMinutes, ...stats } });
    }
    return trips;
  },
});
