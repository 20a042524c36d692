import { describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS, retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  it("waits the base after the first failure, then twice as long each time", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("never waits longer than an hour, however many tries failed", () => {
    expect(retryDelayMs(8, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1_000, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(3, 1_000, 2_500)).toBe(2_500);
  });
});
