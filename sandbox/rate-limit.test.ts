import { describe, expect, it } from "vitest";
import { RateLimit } from "./rate-limit";

describe("RateLimit", () => {
  it("lets a second's requests through at once and refuses the next, saying when to come back", () => {
    const limit = new RateLimit(4, 0);
    for (let i = 0; i < 4; i++) expect(limit.take(0)).toEqual({ allowed: true });
    expect(limit.take(0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("holds the rate when kept up: one request per 1/N s", () => {
    const limit = new RateLimit(10, 0);
    for (let i = 0; i < 10; i++) limit.take(0);
    expect(limit.take(99).allowed).toBe(false);
    expect(limit.take(100).allowed).toBe(true);
    expect(limit.take(150).allowed).toBe(false);
    expect(limit.take(200).allowed).toBe(true);
  });

  it("never gathers more than a second's requests while idle", () => {
    const limit = new RateLimit(2, 0);
    expect([0, 0, 0].map(() => limit.take(60_000).allowed)).toEqual([true, true, false]);
  });

  it("asks a client of a slow limit to wait the whole seconds until its next request", () => {
    const limit = new RateLimit(1, 0);
    limit.take(0);
    expect(limit.take(0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const slow = new RateLimit(1, 0);
    slow.take(0);
    expect(slow.take(400)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
