import { describe, expect, it } from "vitest";
import { createAnonymousLimiter } from "./anonymous-limiter";

describe("createAnonymousLimiter", () => {
  it("admits the allowance of a bucket, then refuses it with a wait of at most a minute", async () => {
    const admit = createAnonymousLimiter(5);
    for (let i = 0; i < 5; i++) expect(await admit("203.0.113.7")).toEqual({ admitted: true });
    const refusals = [await admit("203.0.113.7"), await admit("203.0.113.7"), await admit("203.0.113.7")];
    for (const refusal of refusals) {
      expect(refusal.admitted).toBe(false);
      if (refusal.admitted) continue;
      expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Only the first refusal of the minute is worth a log line.
    expect(refusals.map((r) => !r.admitted && r.first)).toEqual([true, false, false]);
  });

  it("keeps buckets apart: one address over its limit does not limit another", async () => {
    const admit = createAnonymousLimiter(2);
    await admit("203.0.113.7");
    await admit("203.0.113.7");
    expect((await admit("203.0.113.7")).admitted).toBe(false);
    expect((await admit("198.51.100.1")).admitted).toBe(true);
    expect((await admit("unknown")).admitted).toBe(true);
  });
});
