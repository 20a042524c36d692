import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { budgetWait, claimAttempt, claimBudget, delayAfter, type Rule, refundAttempt } from "./throttle";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const rule: Rule = {
  prefix: "test",
  free: 3,
  firstDelayMs: 30 * SECOND,
  maxDelayMs: 4 * MINUTE,
  forgetMs: 60 * MINUTE,
};
const t0 = new Date("2026-11-22T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("claimAttempt", () => {
  beforeEach(() => resetDb());

  it("lets exactly the free attempts of a parallel burst through, on a fresh bucket", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => claimAttempt(db(), rule, "k", t0)));
    expect(results.filter((r) => r.ok)).toHaveLength(rule.free);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 20 - rule.free }, () => ({ ok: false, retryAfterMs: 30 * SECOND })),
    );
    expect((await db().signInThrottle.findUniqueOrThrow({ where: { key: "k" } })).attempts).toBe(rule.free);
  });

  it("makes each attempt past the free ones wait twice as long, up to the cap, and counts no refusal", async () => {
    for (let i = 0; i < rule.free; i += 1)
      expect(await claimAttempt(db(), rule, "k", t0)).toEqual({ ok: true });
    let now = t0.getTime();
    for (const wait of [30, 60, 120, 240, 240, 240]) {
      expect(await claimAttempt(db(), rule, "k", new Date(now))).toEqual({
        ok: false,
        retryAfterMs: wait * SECOND,
      });
      expect(await claimAttempt(db(), rule, "k", new Date(now + wait * SECOND - 1))).toMatchObject({
        ok: false,
      });
      now += wait * SECOND;
      expect(await claimAttempt(db(), rule, "k", new Date(now))).toEqual({ ok: true });
    }
  });

  it("starts over after a quiet period, and never for a bucket still in use", async () => {
    for (let i = 0; i < 5; i += 1) await claimAttempt(db(), rule, "k", at(i * 5 * MINUTE));
    expect(await claimAttempt(db(), rule, "k", at(20 * MINUTE + 1))).toMatchObject({ ok: false });
    const quiet = 20 * MINUTE + rule.forgetMs;
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => claimAttempt(db(), rule, "k", at(quiet))),
    );
    expect(burst.filter((r) => r.ok)).toHaveLength(rule.free);
  });

  it("gives one attempt back", async () => {
    for (let i = 0; i < rule.free; i += 1) await claimAttempt(db(), rule, "k", t0);
    await refundAttempt(db(), "k");
    expect(await claimAttempt(db(), rule, "k", t0)).toEqual({ ok: true });
    expect(await claimAttempt(db(), rule, "k", t0)).toMatchObject({ ok: false });
  });

  it("keeps buckets apart", async () => {
    for (let i = 0; i < 10; i += 1) await claimAttempt(db(), rule, "attacked", t0);
    expect(await claimAttempt(db(), rule, "other", t0)).toEqual({ ok: true });
  });

  it("says when the row stops mattering", async () => {
    await claimAttempt(db(), rule, "k", t0);
    const row = await db().signInThrottle.findUniqueOrThrow({ where: { key: "k" } });
    expect(row.expiresAt).toEqual(at(rule.forgetMs));
    expect(rule.forgetMs).toBeGreaterThan(rule.maxDelayMs);
    expect(delayAfter(rule, 100)).toBe(rule.maxDelayMs);
  });
});

describe("claimBudget", () => {
  beforeEach(() => resetDb());

  it("spends exactly the limit of a parallel burst in a minute, then the next minute starts afresh", async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => claimBudget(db(), "work", 12, t0)));
    expect(burst.filter((r) => r.ok)).toHaveLength(12);
    expect(burst.find((r) => !r.ok)).toEqual({ ok: false, retryAfterMs: MINUTE });
    expect(await budgetWait(db(), "work", 12, at(30 * SECOND))).toBe(30 * SECOND);
    expect(await budgetWait(db(), "work", 12, at(MINUTE))).toBe(0);
    expect(await claimBudget(db(), "work", 12, at(MINUTE))).toEqual({ ok: true });
  });

  it("leaves what a lower limit may not spend to a higher one", async () => {
    for (let i = 0; i < 8; i += 1) await claimBudget(db(), "work", 8, t0);
    expect(await claimBudget(db(), "work", 8, t0)).toMatchObject({ ok: false });
    expect(await budgetWait(db(), "work", 12, t0)).toBe(0);
    expect(await claimBudget(db(), "work", 12, t0)).toEqual({ ok: true });
  });
});
