import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { signInWithPassword } from "./sign-in";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const t0 = new Date("2026-11-22T01:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

async function attempt(email: string, password: string, ip: string | null = "10.0.0.1", now = t0) {
  return signInWithPassword(db(), { email, password }, ip, policy, now);
}

describe("signInWithPassword", () => {
  beforeEach(() => resetDb());

  it("signs in with the right password, opens a session and audits it", async () => {
    const user = await makeUser(["agent"]);
    const result = await attempt(user.email, TEST_PASSWORD);
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

  it("locks an account on one address after five failures, even for the right password, for 15 minutes", async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i += 1) await attempt(user.email, "wrong password!", "10.0.0.9", at(i));
    const locked = await attempt(user.email, TEST_PASSWORD, "10.0.0.9", at(5));
    expect(locked).toMatchObject({ ok: false, reason: "throttled" });
    expect(locked.ok === false && locked.reason === "throttled" && locked.retryAfterMs).toBeGreaterThan(0);
    expect(await attempt(user.email, TEST_PASSWORD, "10.0.0.9", at(4 + 15))).toMatchObject({ ok: true });
  });

  it("lets the real user in from their own address while an attacker is locked out elsewhere", async () => {
    const user = await makeUser();
    for (let i = 0; i < 8; i += 1) await attempt(user.email, "guess", "203.0.113.7", at(0));
    expect(await attempt(user.email, TEST_PASSWORD, "203.0.113.7", at(1))).toMatchObject({
      reason: "throttled",
    });
    expect(await attempt(user.email, TEST_PASSWORD, "10.0.0.2", at(1))).toMatchObject({ ok: true });
  });

  it("without a known address, failures on other accounts never lock a user out", async () => {
    const user = await makeUser();
    for (let i = 0; i < 60; i += 1) await attempt(`other${i}@example.test`, "guess", null, at(0));
    expect(await attempt(user.email, TEST_PASSWORD, null, at(1))).toMatchObject({ ok: true });
  });

  it("forgets failures older than the window", async () => {
    const user = await makeUser();
    for (let i = 0; i < 4; i += 1) await attempt(user.email, "wrong", "10.0.0.3", at(0));
    await attempt(user.email, "wrong", "10.0.0.3", at(16));
    expect(await attempt(user.email, TEST_PASSWORD, "10.0.0.3", at(17))).toMatchObject({ ok: true });
  });

  it("counts concurrent failures without losing any", async () => {
    const user = await makeUser();
    await Promise.all(Array.from({ length: 5 }, () => attempt(user.email, "wrong", "10.0.0.4", at(0))));
    expect(await attempt(user.email, TEST_PASSWORD, "10.0.0.4", at(1))).toMatchObject({
      reason: "throttled",
    });
  });
});
