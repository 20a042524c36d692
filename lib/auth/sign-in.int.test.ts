import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { clientAddress } from "@/lib/request-ip";
import { makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import * as password from "./password";
import { type SignInResult, signInWithPassword } from "./sign-in";
import { SIGN_IN_LIMITS, type SignInClient, type SignInLimits } from "./sign-in-throttle";

// Counts the password-hash checks, which are what a throttle must keep from an attacker.
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return {
    ...actual,
    verifyPassword: vi.fn(actual.verifyPassword),
    verifyNothing: vi.fn(actual.verifyNothing),
  };
});
const hashChecks = () =>
  vi.mocked(password.verifyPassword).mock.calls.length + vi.mocked(password.verifyNothing).mock.calls.length;

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const t0 = new Date("2026-11-22T01:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const stranger: SignInClient = { ip: null, device: null };
const from = (ip: string): SignInClient => ({ ip, device: null });

function attempt(
  email: string,
  secret: string,
  client: SignInClient = stranger,
  now = t0,
  limits: SignInLimits = SIGN_IN_LIMITS,
) {
  return signInWithPassword(db(), { email, password: secret }, client, policy, now, limits);
}

/** Signs in once, as the real user does on their own computer, and returns the device it remembers. */
async function deviceOf(email: string, client: SignInClient = stranger): Promise<SignInClient> {
  const result = await attempt(email, TEST_PASSWORD, client, at(-60 * 24));
  if (!result.ok) throw new Error(`the real user could not sign in: ${result.reason}`);
  return { ip: client.ip, device: { userId: result.userId, deviceId: result.deviceId } };
}

const verified = (results: SignInResult[]) =>
  results.filter((r) => !r.ok && r.reason === "invalid_credentials").length;

describe("signInWithPassword", () => {
  beforeEach(async () => {
    await resetDb();
    vi.mocked(password.verifyPassword).mockClear();
    vi.mocked(password.verifyNothing).mockClear();
  });

  it("signs in with the right password, opens a session and audits it with the address used", async () => {
    const user = await makeUser(["agent"]);
    const result = await attempt(user.email, TEST_PASSWORD, from("10.0.0.1"));
    expect(result).toMatchObject({ ok: true, userId: user.id });
    expect(await db().session.count({ where: { userId: user.id } })).toBe(1);
    const events = await db().auditEvent.findMany({ where: { action: "auth.sign_in" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "success", actorId: user.id, ip: "10.0.0.1" });
  });

  it("answers the same for a wrong password and an unknown user, and never stores the password", async () => {
    const user = await makeUser();
    expect(await attempt(user.email, "wrong password!")).toEqual({
      ok: false,
      reason: "invalid_credentials",
    });
    expect(await attempt("nobody@example.test", "wrong password!")).toEqual({
      ok: false,
      reason: "invalid_credentials",
    });
    expect(await db().session.count()).toBe(0);
    const stored = JSON.stringify(await db().auditEvent.findMany());
    expect(stored).not.toContain("wrong password!");
  });

  it("refuses a disabled user who knows the password, without opening a session", async () => {
    const user = await makeUser(["agent"], { disabledAt: t0 });
    expect(await attempt(user.email, TEST_PASSWORD)).toEqual({ ok: false, reason: "disabled" });
    expect(await db().session.count()).toBe(0);
  });

  it("slows strangers guessing at an account down, without locking it: the wait doubles, then ends", async () => {
    const user = await makeUser();
    for (let i = 0; i < 10; i += 1) await attempt(user.email, `guess ${i}`);
    expect(await attempt(user.email, TEST_PASSWORD)).toEqual({
      ok: false,
      reason: "throttled",
      retryAfterMs: 30_000,
    });
    expect(await attempt(user.email, "guess 11", stranger, at(0.5))).toMatchObject({
      reason: "invalid_credentials",
    });
    expect(await attempt(user.email, TEST_PASSWORD, stranger, at(1))).toMatchObject({
      reason: "throttled",
      retryAfterMs: 30_000,
    });
    expect(await attempt(user.email, TEST_PASSWORD, stranger, at(1.5))).toMatchObject({ ok: true });
    const refused = await db().auditEvent.findMany({ where: { outcome: "denied" } });
    expect(refused.map((e) => JSON.parse(e.detail ?? "{}"))).toEqual([
      { reason: "throttled", client: "stranger", limit: "acct" },
      { reason: "throttled", client: "stranger", limit: "acct" },
    ]);
  });

  it("a flood of throttled attempts is audited once a minute per bucket, not once per request", async () => {
    const user = await makeUser();
    const results: SignInResult[] = [];
    for (const minute of [10, 10.5, 11]) {
      const burst = Array.from({ length: 40 }, (_, i) =>
        attempt(user.email, `guess ${i}`, from("203.0.113.9"), at(minute)),
      );
      results.push(...(await Promise.all(burst)));
    }
    const refused = results.filter((r) => !r.ok && r.reason === "throttled").length;
    expect(refused).toBeGreaterThan(100);
    // Every guess that was checked is audited; the refusals once a minute per bucket that refused them (the
    // address's and the account-at-address one): at 10 and 11, not again at 10.5.
    const failed = await db().auditEvent.count({ where: { action: "auth.sign_in", outcome: "failure" } });
    expect(failed).toBe(verified(results));
    const denied = await db().auditEvent.findMany({ where: { action: "auth.sign_in", outcome: "denied" } });
    const perBucket = new Map<string, number>();
    for (const event of denied) {
      const { limit } = JSON.parse(event.detail ?? "{}") as { limit: string };
      perBucket.set(limit, (perBucket.get(limit) ?? 0) + 1);
    }
    expect([...perBucket.keys()].every((limit) => ["addr", "acct-addr"].includes(limit))).toBe(true);
    expect(Math.max(...perBucket.values())).toBeLessThanOrEqual(2);
    expect(denied.every((event) => event.ip === "203.0.113.9")).toBe(true);
  });

  it("without any address, 100 failures of strangers leave the real user's browser signing in at once", async () => {
    const user = await makeUser(["admin"]);
    const realUser = await deviceOf(user.email);
    const guesses: SignInResult[] = [];
    for (let i = 0; i < 100; i += 1)
      guesses.push(await attempt(user.email, `guess ${i}`, stranger, at(i / 10)));
    // Ten at once, then one after 30 s, 1, 2 and 4 minutes: 14 checked in ten minutes, not 100.
    expect(verified(guesses)).toBe(14);
    expect(await attempt(user.email, TEST_PASSWORD, realUser, at(10))).toMatchObject({ ok: true });
  });

  it("100 failures from other addresses leave the real user at their usual address signing in at once", async () => {
    const user = await makeUser(["admin"]);
    const office = from("198.51.100.20");
    await deviceOf(user.email, office);
    for (let i = 0; i < 100; i += 1)
      await attempt(user.email, `guess ${i}`, from(`203.0.113.${i}`), at(i / 10));
    expect(await attempt(user.email, "guess", from("203.0.113.200"), at(10))).toMatchObject({
      reason: "throttled",
    });
    // Cookies cleared: the address alone is known.
    expect(await attempt(user.email, TEST_PASSWORD, office, at(10))).toMatchObject({ ok: true });
  });

  it("one address hammering an account does not keep strangers elsewhere waiting", async () => {
    const user = await makeUser();
    for (let i = 0; i < 50; i += 1) await attempt(user.email, `guess ${i}`, from("203.0.113.66"));
    expect(await attempt(user.email, TEST_PASSWORD, from("198.51.100.90"))).toMatchObject({ ok: true });
  });

  it("a device remembered by one account is a stranger to another", async () => {
    const victim = await makeUser();
    const insider = await makeUser();
    const insiderDevice = await deviceOf(insider.email);
    for (let i = 0; i < 10; i += 1) await attempt(victim.email, `guess ${i}`, insiderDevice);
    expect(await attempt(victim.email, TEST_PASSWORD, insiderDevice)).toMatchObject({ reason: "throttled" });
  });

  it.each([
    ["a stranger without an address", 10, stranger],
    ["a stranger at one address", 5, from("203.0.113.9")],
  ])("20 parallel wrong attempts by %s get at most %i password checks", async (_, allowed, client) => {
    const user = await makeUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(user.email, `parallel ${i}`, client)),
    );
    expect(hashChecks()).toBe(allowed);
    expect(verified(results)).toBe(hashChecks());
    expect(results.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(20 - hashChecks());
  });

  it("20 parallel wrong attempts with a stolen device cookie get at most 5 password checks", async () => {
    const user = await makeUser();
    const stolen = await deviceOf(user.email);
    vi.mocked(password.verifyPassword).mockClear();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(user.email, `parallel ${i}`, stolen)),
    );
    expect(hashChecks()).toBe(5);
    expect(verified(results)).toBe(hashChecks());
  });

  it("a forged X-Forwarded-For does not buy more guesses: the address is the one our proxy wrote", async () => {
    const user = await makeUser();
    const results: SignInResult[] = [];
    const addresses = new Set<string | null>();
    for (let i = 0; i < 20; i += 1) {
      const headers = new Headers({ "x-forwarded-for": `10.${i}.0.1, 192.0.2.${i}, 203.0.113.50` });
      const ip = clientAddress(headers, { trustProxy: true, hops: 1 });
      addresses.add(ip);
      results.push(await attempt(user.email, `guess ${i}`, from(ip ?? "")));
    }
    expect([...addresses]).toEqual(["203.0.113.50"]);
    expect(verified(results)).toBe(5);
    const audited = await db().auditEvent.findMany({ where: { action: "auth.sign_in" } });
    expect(new Set(audited.map((e) => e.ip))).toEqual(new Set(["203.0.113.50"]));
  });

  it("an attacker rotating IPv6 addresses inside one /64 stays one address", async () => {
    const user = await makeUser();
    const results: SignInResult[] = [];
    for (let i = 0; i < 10; i += 1)
      results.push(await attempt(user.email, "guess", from(`2001:db8:1:2::${i}`)));
    expect(verified(results)).toBe(5);
  });

  it("one address spraying many accounts is slowed down after 30, and stops leaving rows behind", async () => {
    const spray = (i: number, ip = "203.0.113.77") =>
      attempt(`person${i}@example.test`, "Summer2026!", from(ip));
    for (let i = 0; i < 30; i += 1) await spray(i);
    expect(await spray(30)).toMatchObject({ reason: "throttled" });
    for (let i = 31; i < 100; i += 1) await spray(i);
    expect(await db().signInThrottle.count({ where: { key: { startsWith: "acct" } } })).toBe(2 * 30);
    expect(await spray(100, "203.0.113.78")).toMatchObject({ reason: "invalid_credentials" });
  });

  it("a holder of one IPv6 /48 is one address: spraying from its /64s cannot spend the strangers' hash budget", async () => {
    const limits = { ...SIGN_IN_LIMITS, hashWork: { perMinute: 60, strangersPerMinute: 40 } };
    const user = await makeUser();
    const flood: SignInResult[] = [];
    for (let i = 0; i < 100; i += 1) {
      const ip = `2001:db8:77:${i.toString(16)}::1`;
      flood.push(await attempt(`person${i}@example.test`, "Summer2026!", from(ip), t0, limits));
    }
    expect(verified(flood)).toBe(SIGN_IN_LIMITS.rules.address.free);
    // Someone elsewhere, a stranger too (a new browser), still has their password checked this minute.
    expect(await attempt(user.email, "typo", from("2001:db8:5555::1"), t0, limits)).toMatchObject({
      reason: "invalid_credentials",
    });
    expect(await attempt(user.email, TEST_PASSWORD, from("198.51.100.9"), t0, limits)).toMatchObject({
      ok: true,
    });
  });

  it("caps password-hash work per minute, keeping a share for known devices", async () => {
    const limits = { ...SIGN_IN_LIMITS, hashWork: { perMinute: 6, strangersPerMinute: 4 } };
    const user = await makeUser();
    const realUser = await deviceOf(user.email);
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(`target${i}@example.test`, "guess", stranger, t0, limits)),
    );
    expect(verified(flood)).toBe(4);
    expect(flood.filter((r) => !r.ok && r.reason === "throttled")).toHaveLength(8);
    expect(await attempt(user.email, TEST_PASSWORD, realUser, t0, limits)).toMatchObject({ ok: true });
    expect(await attempt("late@example.test", "guess", stranger, at(1), limits)).toMatchObject({
      reason: "invalid_credentials",
    });
  });

  it("signing in many times in a row never slows the person down", async () => {
    const user = await makeUser();
    for (let i = 0; i < 40; i += 1) {
      expect(await attempt(user.email, TEST_PASSWORD, stranger, at(i))).toMatchObject({ ok: true });
    }
  });

  it("forgets failures after a quiet period", async () => {
    const user = await makeUser();
    for (let i = 0; i < 12; i += 1) await attempt(user.email, "wrong", stranger, at(i));
    expect(await attempt(user.email, TEST_PASSWORD, stranger, at(12))).toMatchObject({ reason: "throttled" });
    expect(await attempt(user.email, TEST_PASSWORD, stranger, at(11 + 120))).toMatchObject({ ok: true });
  });

  it("forgets a usual address 90 days after the last sign-in from it", async () => {
    const user = await makeUser();
    const home = from("198.51.100.33");
    await deviceOf(user.email, home);
    const later = at(-60 * 24 + 91 * 24 * 60);
    for (let i = 0; i < 10; i += 1) await attempt(user.email, "guess", from(`203.0.113.${i}`), later);
    expect(await attempt(user.email, TEST_PASSWORD, home, later)).toMatchObject({ reason: "throttled" });
  });

  it("keeps the device the browser already had, and names a new one otherwise", async () => {
    const user = await makeUser();
    const known = await deviceOf(user.email);
    const again = await attempt(user.email, TEST_PASSWORD, known, at(1));
    expect(again).toMatchObject({ ok: true, deviceId: known.device?.deviceId });
    const fresh = await attempt(user.email, TEST_PASSWORD, stranger, at(2));
    expect(fresh.ok && fresh.deviceId).not.toBe(known.device?.deviceId);
  });
});
