import { describe, expect, it } from "vitest";
import {
  BEYOND_LAST_BUCKET_MS,
  LATENCY_BUCKETS_MS,
  latencyBucket,
  latencyQuantile,
  NOT_TIMED,
} from "./latency-buckets";

describe("latency buckets", () => {
  it("puts a latency in the smallest bucket it does not exceed", () => {
    expect(latencyBucket(0)).toBe(25);
    expect(latencyBucket(25)).toBe(25);
    expect(latencyBucket(25.1)).toBe(50);
    expect(latencyBucket(999)).toBe(1_000);
    expect(latencyBucket(60_000)).toBe(60_000);
    expect(latencyBucket(60_001)).toBe(BEYOND_LAST_BUCKET_MS);
    expect(latencyBucket(null)).toBe(NOT_TIMED);
  });

  it("interpolates a quantile inside its bucket, as Prometheus's histogram_quantile does", () => {
    // 10 calls up to 100 ms, 10 more up to 250 ms: the median is the top of the first bucket.
    const buckets = [
      { upToMs: 100, count: 10 },
      { upToMs: 250, count: 10 },
    ];
    expect(latencyQuantile(buckets, 0.5)).toBe(100);
    // The 95th percentile is 19 calls in: 9 of the 10 in (100, 250].
    expect(latencyQuantile(buckets, 0.95)).toBeCloseTo(100 + 150 * 0.9);
    expect(latencyQuantile([{ upToMs: 25, count: 4 }], 0.5)).toBe(12.5);
  });

  it("ignores untimed calls, and reports a quantile past the last bound as that bound", () => {
    expect(latencyQuantile([{ upToMs: NOT_TIMED, count: 5 }], 0.5)).toBeNull();
    expect(latencyQuantile([], 0.95)).toBeNull();
    const slow = [
      { upToMs: NOT_TIMED, count: 100 },
      { upToMs: BEYOND_LAST_BUCKET_MS, count: 3 },
    ];
    expect(latencyQuantile(slow, 0.5)).toBe(LATENCY_BUCKETS_MS.at(-1));
  });
});
