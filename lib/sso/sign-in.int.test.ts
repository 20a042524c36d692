import { beforeEach, describe, expect, it } from "vitest";
import { resolveSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import type { SsoClaims } from "./claims";
import { signInWithSso } from "./sign-in";
import type { SsoConfig } from "./sso-config";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const t0 = new Date("2026-11-23T01:00:00Z");
const config: SsoConfig = {
  issuer: "https://idp.example.test",
  clientId: "back-office",
  clientSecret: "s3cret",
  displayName: "Example ID",
  scopes: "openid email profile",
  createUsers: false,
  defaultRole: "agent",
  groupsClaim: "groups",
  roleGroups: {},
};
const mapped: SsoConfig = {
  ...config,
  roleGroups: { admin: ["it-admins"], compliance: ["kyc"], agent: ["staff"] },
};

const claims = (email: string | null, more: Partial<SsoClaims> = {}): SsoClaims => ({
  issuer: config.issuer,
  subject: `sub-${email}`,
  email,
  emailVerified: true,
  name: null,
  groups: [],
  ...more,
});

const rolesOf = async (email: string) =>
  (await db().userRole.findMany({ where: { user: { email } }, orderBy: { role: "asc" } })).map((r) => r.role);
const entries = () => db().auditEvent.findMany({ orderBy: [{ at: "asc" }, { id: "asc" }] });

describe("single sign-on: who signs in", () => {
  beforeEach(() => resetDb());

  it("opens the app's own session for an existing user matched by verified email, audited", async () => {
    const user = await makeUser(["agent"], { email: "ana@example.test" });
    // After the user's password was set (makeUser: now), or the session would count as ended by it.
    const now = new Date();
    const result = await signInWithSso(db(), claims("ana@example.test"), config, "203.0.113.5", policy, now);
    expect(result).toMatchObject({ ok: true, userId: user.id, email: "ana@example.test" });
    if (!result.ok) return;
    const session = await db().session.findUniqueOrThrow({ where: { id: result.sessionId } });
    // The same expiry as a password sign-in's.
    expect(session.expiresAt.getTime() - now.getTime()).toBe(policy.maxMs);
    expect(await resolveSession(db(), result.sessionId, policy, now)).toMatchObject({
      id: user.id,
      roles: ["agent"],
      pendingFactor: null,
    });
    expect(await entries()).toMatchObject([
      {
        action: "auth.sso_sign_in",
        outcome: "success",
        actorId: user.id,
        targetId: user.id,
        ip: "203.0.113.5",
      },
    ]);
  });

  it("counts as the first factor only: a role that requires a second factor still has its step to do", async () => {
    await makeUser(["compliance"], { email: "kyc@example.test" });
    const now = new Date();
    const result = await signInWithSso(db(), claims("kyc@example.test"), config, null, policy, now);
    expect(result).toMatchObject({ ok: true, factorPending: true });
    if (!result.ok) return;
    // Without a factor yet, the session reaches only enrollment (lib/second-factor's policy decides).
    expect(await resolveSession(db(), result.sessionId, policy, now)).toMatchObject({
      pendingFactor: "enroll",
    });
  });

  it("refuses an email the provider has not verified, even of an existing user, and opens no session", async () => {
    await makeUser(["admin"], { email: "ana@example.test" });
    const result = await signInWithSso(
      db(),
      claims("ana@example.test", { emailVerified: false }),
      config,
      null,
      policy,
      t0,
    );
    expect(result).toEqual({ ok: false, reason: "unverified_email" });
    expect(await signInWithSso(db(), claims(null), config, null, policy, t0)).toEqual({
      ok: false,
      reason: "unverified_email",
    });
    expect(await db().session.count()).toBe(0);
    expect(await entries()).toMatchObject([
      { action: "auth.sso_sign_in", outcome: "denied", actorId: null },
      { action: "auth.sso_sign_in", outcome: "denied", actorId: null },
    ]);
  });

  it("refuses an unknown email and creates nobody while creation is off", async () => {
    const result = await signInWithSso(db(), claims("new@example.test"), config, null, policy, t0);
    expect(result).toEqual({ ok: false, reason: "unknown_user" });
    expect(await db().user.count()).toBe(0);
  });

  it("refuses a disabled user whatever the provider says (verified, in the admin group)", async () => {
    const user = await makeUser(["admin"], { email: "gone@example.test", disabledAt: t0 });
    const result = await signInWithSso(
      db(),
      claims("gone@example.test", { groups: ["it-admins"] }),
      { ...mapped, createUsers: true },
      null,
      policy,
      t0,
    );
    expect(result).toEqual({ ok: false, reason: "disabled" });
    expect(await db().session.count()).toBe(0);
    expect(await entries()).toMatchObject([{ outcome: "denied", targetId: user.id }]);
    expect(JSON.parse((await entries())[0]?.detail ?? "{}")).toMatchObject({ reason: "disabled" });
  });

  it("with creation on, creates an unknown person with the default role and signs them in", async () => {
    const result = await signInWithSso(
      db(),
      claims("new@example.test", { name: "New Person" }),
      { ...config, createUsers: true, defaultRole: "manager" },
      null,
      policy,
      t0,
    );
    expect(result).toMatchObject({ ok: true, email: "new@example.test", name: "New Person" });
    expect(await rolesOf("new@example.test")).toEqual(["manager"]);
    expect((await entries()).map((e) => `${e.action}:${e.outcome}`).sort()).toEqual([
      "auth.sso_sign_in:success",
      "user.create:success",
    ]);
  });
});

describe("single sign-on: roles from groups", () => {
  beforeEach(() => resetDb());

  it("sets the roles the groups give at every sign-in, audited", async () => {
    await makeUser(["agent"], { email: "ana@example.test" });
    await makeUser(["admin"], { email: "other-admin@example.test" });
    const first = await signInWithSso(
      db(),
      claims("ana@example.test", { groups: ["kyc", "it-admins", "unrelated"] }),
      mapped,
      null,
      policy,
      t0,
    );
    expect(first.ok).toBe(true);
    expect(await rolesOf("ana@example.test")).toEqual(["admin", "compliance"]);
    await signInWithSso(db(), claims("ana@example.test", { groups: ["staff"] }), mapped, null, policy, t0);
    expect(await rolesOf("ana@example.test")).toEqual(["agent"]);
    expect((await entries()).filter((e) => e.action === "user.update")).toHaveLength(2);
  });

  it("refuses someone whose groups give no role, and leaves their roles as they were", async () => {
    await makeUser(["compliance"], { email: "ana@example.test" });
    const result = await signInWithSso(
      db(),
      claims("ana@example.test", { groups: ["marketing"] }),
      mapped,
      null,
      policy,
      t0,
    );
    expect(result).toEqual({ ok: false, reason: "no_role" });
    expect(await rolesOf("ana@example.test")).toEqual(["compliance"]);
    expect(await db().session.count()).toBe(0);
  });

  it("creates a person with the roles their groups give, not the default role", async () => {
    await signInWithSso(
      db(),
      claims("new@example.test", { groups: ["kyc"] }),
      { ...mapped, createUsers: true, defaultRole: "manager" },
      null,
      policy,
      t0,
    );
    expect(await rolesOf("new@example.test")).toEqual(["compliance"]);
  });

  it("keeps the roles of the last active user manager, so someone can still manage users", async () => {
    await makeUser(["admin"], { email: "only-admin@example.test" });
    const result = await signInWithSso(
      db(),
      claims("only-admin@example.test", { groups: ["staff"] }),
      mapped,
      null,
      policy,
      t0,
    );
    expect(result.ok).toBe(true);
    expect(await rolesOf("only-admin@example.test")).toEqual(["admin"]);
    const signIn = (await entries()).find((e) => e.action === "auth.sso_sign_in");
    expect(JSON.parse(signIn?.detail ?? "{}")).toMatchObject({ rolesKept: true, roles: "admin" });
  });
});

describe("single sign-on: the identity provider's subject, not the email, says who signs in", () => {
  beforeEach(() => resetDb());

  const links = () => db().ssoIdentity.findMany({ select: { userId: true, issuer: true, subject: true } });
  const sessionsOf = (userId: string) => db().session.count({ where: { userId } });

  it("links the issuer and subject at the first sign-in by email", async () => {
    const ana = await makeUser(["agent"], { email: "ana@example.test" });
    const result = await signInWithSso(
      db(),
      claims("ana@example.test", { subject: "ana-1" }),
      config,
      null,
      policy,
    );
    expect(result).toMatchObject({ ok: true, userId: ana.id });
    expect(await links()).toEqual([{ userId: ana.id, issuer: config.issuer, subject: "ana-1" }]);
    const signedIn = (await entries()).find((e) => e.action === "auth.sso_sign_in");
    expect(JSON.parse(signedIn?.detail ?? "{}")).toMatchObject({ linked: true });
  });

  it("an email reassigned at the provider to someone else signs into nobody's account: refused, audited", async () => {
    const ana = await makeUser(["admin"], { email: "ana@example.test" });
    await signInWithSso(db(), claims("ana@example.test", { subject: "ana-1" }), config, null, policy);
    // Ana left; the provider gave her address to a new person, with a subject of their own.
    const successor = claims("ana@example.test", { subject: "successor-2", groups: ["it-admins"] });
    const result = await signInWithSso(db(), successor, config, "203.0.113.9", policy);
    expect(result).toEqual({ ok: false, reason: "other_identity" });
    expect(await sessionsOf(ana.id)).toBe(1);
    expect(await links()).toEqual([{ userId: ana.id, issuer: config.issuer, subject: "ana-1" }]);
    const refusal = (await entries()).at(-1);
    expect(refusal).toMatchObject({
      action: "auth.sso_sign_in",
      outcome: "denied",
      actorId: null,
      targetId: ana.id,
      ip: "203.0.113.9",
    });
    expect(JSON.parse(refusal?.detail ?? "{}")).toMatchObject({ reason: "other_identity" });
    // Even with creation on and roles from groups: the address is not theirs here.
    expect(await signInWithSso(db(), successor, { ...mapped, createUsers: true }, null, policy)).toEqual({
      ok: false,
      reason: "other_identity",
    });
    expect(await db().user.count()).toBe(1);
  });

  it("a linked person signs into their own account whatever email the provider sends now", async () => {
    const ana = await makeUser(["agent"], { email: "ana@example.test" });
    const bob = await makeUser(["admin"], { email: "bob@example.test" });
    await signInWithSso(db(), claims("ana@example.test", { subject: "ana-1" }), config, null, policy);
    // Her address changed at the provider: first to one unknown here, then to Bob's (reassigned to her).
    for (const email of ["ana.new@example.test", "bob@example.test", null]) {
      const result = await signInWithSso(
        db(),
        claims(email, { subject: "ana-1", emailVerified: email !== null }),
        config,
        null,
        policy,
      );
      expect(result).toMatchObject({ ok: true, userId: ana.id, email: "ana@example.test" });
    }
    expect(await sessionsOf(bob.id)).toBe(0);
    expect(await db().user.findUniqueOrThrow({ where: { id: ana.id } })).toMatchObject({
      email: "ana@example.test",
    });
  });

  it("a linked person who was disabled is refused, whatever the provider says", async () => {
    const ana = await makeUser(["agent"], { email: "ana@example.test" });
    await signInWithSso(db(), claims("ana@example.test", { subject: "ana-1" }), config, null, policy);
    await db().user.update({ where: { id: ana.id }, data: { disabledAt: new Date() } });
    expect(
      await signInWithSso(db(), claims("other@example.test", { subject: "ana-1" }), config, null, policy),
    ).toEqual({ ok: false, reason: "disabled" });
  });

  it("links by email once per issuer: another identity provider's subject is linked on its own", async () => {
    const ana = await makeUser(["agent"], { email: "ana@example.test" });
    await signInWithSso(db(), claims("ana@example.test", { subject: "ana-1" }), config, null, policy);
    const otherIdp = { ...config, issuer: "https://login.other.test" };
    const result = await signInWithSso(
      db(),
      claims("ana@example.test", { issuer: otherIdp.issuer, subject: "ana-1" }),
      otherIdp,
      null,
      policy,
    );
    expect(result).toMatchObject({ ok: true, userId: ana.id });
    expect(await db().ssoIdentity.count({ where: { userId: ana.id } })).toBe(2);
  });

  it("of two subjects claiming one unlinked email at once, exactly one is linked and signed in", async () => {
    const ana = await makeUser(["agent"], { email: "ana@example.test" });
    const results = await Promise.all(
      ["first", "second"].map((subject) =>
        signInWithSso(db(), claims("ana@example.test", { subject }), config, null, policy),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "other_identity" }]);
    expect(await db().ssoIdentity.count({ where: { userId: ana.id } })).toBe(1);
  });

  it("a person created by single sign-on is linked from the start", async () => {
    const result = await signInWithSso(
      db(),
      claims("new@example.test", { subject: "new-1" }),
      { ...config, createUsers: true },
      null,
      policy,
    );
    expect(result).toMatchObject({ ok: true });
    expect(await links()).toMatchObject([{ issuer: config.issuer, subject: "new-1" }]);
  });
});
