import { describe, expect, it } from "vitest";
import { NOT_TIMED } from "./latency-buckets";
import { callStats } from "./provider-overview";

describe("callStats", () => {
  it("counts calls, the answered share, errors by kind and latency quantiles from the buckets", () => {
    const stats = callStats([
      { operation: "history", outcome: "ok", latencyUpToMs: 100, count: 6 },
      { operation: "history", outcome: "status_error", latencyUpToMs: 100, count: 2 },
      { operation: "history", outcome: "http_5xx", latencyUpToMs: 250, count: 1 },
      { operation: "history", outcome: "timeout", latencyUpToMs: 5_000, count: 1 },
      { operation: "history", outcome: "circuit_open", latencyUpToMs: NOT_TIMED, count: 2 },
    ]);
    expect(stats).toMatchObject({
      calls: 12,
      successRate: 6 / 12,
      errors: { status_error: 2, http_5xx: 1, timeout: 1, circuit_open: 2 },
    });
    // 10 timed calls: the median is the 5th, inside (50, 100]; the 95th percentile is inside (2500, 5000].
    expect(stats.p50Ms).toBeCloseTo(50 + 50 * (5 / 8));
    expect(stats.p95Ms).toBeCloseTo(2_500 + 2_500 * 0.5);
  });

  it("has no rate or latency without calls", () => {
    expect(callStats([])).toEqual({ calls: 0, successRate: null, p50Ms: null, p95Ms: null, errors: {} });
  });
});
