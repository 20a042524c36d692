import { beforeEach, describe, expect, it } from "vitest";
import { createSession, resolveSession, type SessionUser } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import type { SignInClient } from "@/lib/auth/sign-in-throttle";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { confirmTotpEnrollment, removeOwnTotp, startTotpEnrollment } from "./account";
import { adminResetSecondFactors, adminSavePolicy } from "./admin";
import { SECOND_FACTOR_LIMITS } from "./throttle";
import { totpCode } from "./totp";
import { saveConfirmedTotp } from "./totp-factor";
import { verifySecondFactor } from "./verify";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const noClient = { ip: null, device: null };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

async function signIn(email: string, now = new Date()) {
  const result = await signInWithPassword(db(), { email, password: TEST_PASSWORD }, noClient, policy, now);
  if (!result.ok) throw new Error(result.reason);
  const session = await resolveSession(db(), result.sessionId, policy, now);
  if (!session) throw new Error("no session");
  return session;
}

const requester = (session: SessionUser) => asRequester(session);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: { code?: string }) => error.code,
  );
const actions = async () =>
  (await db().auditEvent.findMany({ orderBy: { at: "asc" } })).map((e) => [e.action, e.outcome]);

describe("second factor", () => {
  beforeEach(() => resetDb());

  it("takes a compliance user without a factor to enrollment, and the first code completes the session", async () => {
    const user = await makeUser(["compliance"]);
    const session = await signIn(user.email);
    expect(session.pendingFactor).toBe("enroll");
    const { secret } = await startTotpEnrollment(db(), requester(session));
    const { recoveryCodes } = await confirmTotpEnrollment(
      db(),
      requester(session),
      totpCode(secret, 30, new Date()),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect((await resolveSession(db(), session.sessionId, policy))?.pendingFactor).toBeNull();
    const stored = await db().totpFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.secretSealed).not.toContain(secret);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(10);
    expect(await actions()).toContainEqual(["second_factor.enroll", "success"]);
  });

  it("lets an agent without a factor straight in, and asks every user with one for it", async () => {
    const agent = await makeUser(["agent"]);
    expect((await signIn(agent.email)).pendingFactor).toBeNull();
    await saveConfirmedTotp(db(), agent.id, SECRET);
    expect((await signIn(agent.email)).pendingFactor).toBe("verify");
  });

  it("accepts a right code once: the same code on another session is refused", async () => {
    const user = await makeUser(["admin"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const first = await signIn(user.email);
    const second = await signIn(user.email);
    const code = totpCode(SECRET, 30, new Date());
    const later = totpCode(SECRET, 30, new Date(Date.now() + 10 * 60_000));
    expect(await refusal(verifySecondFactor(db(), requester(first), later))).toBe("invalid_code");
    const { sessionId } = await verifySecondFactor(db(), requester(first), code);
    // The session that waited for the code is replaced: its id, known before the proof, no longer signs in.
    expect(await resolveSession(db(), first.sessionId, policy)).toBeNull();
    expect(sessionId).not.toBe(first.sessionId);
    expect(await resolveSession(db(), sessionId ?? "", policy)).toMatchObject({
      id: user.id,
      pendingFactor: null,
    });
    expect(await refusal(verifySecondFactor(db(), requester(second), code))).toBe("code_used");
    expect((await resolveSession(db(), second.sessionId, policy))?.pendingFactor).toBe("verify");
    expect(await actions()).toContainEqual(["auth.second_factor", "failure"]);
  });

  it("accepts each recovery code once", async () => {
    const user = await makeUser(["compliance"]);
    const enrolling = await signIn(user.email);
    const { secret } = await startTotpEnrollment(db(), requester(enrolling));
    const { recoveryCodes } = await confirmTotpEnrollment(
      db(),
      requester(enrolling),
      totpCode(secret, 30, new Date()),
    );
    const [code = ""] = recoveryCodes;
    const first = await signIn(user.email);
    const second = await signIn(user.email);
    expect(await verifySecondFactor(db(), requester(first), code.toLowerCase())).toEqual({
      method: "recovery_code",
      recoveryCodesLeft: 9,
      sessionId: expect.any(String),
    });
    expect(await refusal(verifySecondFactor(db(), requester(second), code))).toBe("invalid_code");
    expect(await actions()).toContainEqual(["second_factor.recovery_use", "success"]);
  });

  it("slows wrong codes down like wrong passwords", async () => {
    const user = await makeUser(["admin"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const session = await signIn(user.email);
    const wrong = totpCode(SECRET, 30, new Date(Date.now() + 10 * 60_000));
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      outcomes.push(await refusal(verifySecondFactor(db(), requester(session), wrong)));
    expect(outcomes).toEqual([...Array(5).fill("invalid_code"), "throttled"]);
    // Even the right code waits its turn.
    expect(
      await refusal(verifySecondFactor(db(), requester(session), totpCode(SECRET, 30, new Date()))),
    ).toBe("throttled");
    expect(await actions()).toContainEqual(["auth.second_factor", "denied"]);
  });

  it("sends a signed-in user to enrollment as soon as the policy covers their role", async () => {
    const admin = await makeUser(["admin"]);
    const agent = await makeUser(["agent"]);
    const session = await createSession(db(), agent.id, policy);
    expect((await resolveSession(db(), session.id, policy))?.pendingFactor).toBeNull();
    await adminSavePolicy(db(), asRequester(admin), {
      agent: true,
      compliance: true,
      manager: false,
      admin: true,
    });
    expect((await resolveSession(db(), session.id, policy))?.pendingFactor).toBe("enroll");
    await adminSavePolicy(db(), asRequester(admin), {
      agent: false,
      compliance: false,
      manager: false,
      admin: false,
    });
    expect((await resolveSession(db(), session.id, policy))?.pendingFactor).toBeNull();
    expect(await actions()).toContainEqual(["second_factor.policy_update", "success"]);
  });

  it("keeps the last factor of a person whose role requires one", async () => {
    const user = await makeUser(["compliance"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    // Signed in a moment ago: the password and the app proven (lib/auth/step-up.ts).
    const proven = { password: true, factor: true };
    const session = await createSession(db(), user.id, policy, new Date(), undefined, proven);
    const me = await resolveSession(db(), session.id, policy);
    if (!me) throw new Error("no session");
    expect(await refusal(removeOwnTotp(db(), requester(me)))).toBe("second_factor_required");
    const agent = await makeUser(["agent"]);
    await saveConfirmedTotp(db(), agent.id, SECRET);
    const agentSession = await resolveSession(
      db(),
      (await createSession(db(), agent.id, policy, new Date(), undefined, proven)).id,
      policy,
    );
    if (!agentSession) throw new Error("no session");
    await removeOwnTotp(db(), requester(agentSession));
    expect(await db().totpFactor.count({ where: { userId: agent.id } })).toBe(0);
  });

  it("opens every session at the second-factor step when it is due, however the person signed in", async () => {
    const user = await makeUser(["manager"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const session = await createSession(db(), user.id, policy);
    expect((await resolveSession(db(), session.id, policy))?.pendingFactor).toBe("verify");
  });

  it("gives a session at the second-factor step fifteen minutes", async () => {
    const user = await makeUser(["admin"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const t0 = new Date(Date.now() + 1000);
    const session = await createSession(db(), user.id, policy, t0);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    expect((await resolveSession(db(), session.id, policy, at(10)))?.pendingFactor).toBe("verify");
    expect(await resolveSession(db(), session.id, policy, at(16))).toBeNull();
  });

  it("lets an admin reset a user's factors: audited, and the user's sessions end", async () => {
    const admin = await makeUser(["admin"]);
    const user = await makeUser(["compliance"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const session = await createSession(db(), user.id, policy);
    await adminResetSecondFactors(db(), asRequester(admin), user.id);
    expect(await db().totpFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await resolveSession(db(), session.id, policy)).toBeNull();
    expect((await signIn(user.email)).pendingFactor).toBe("enroll");
    const reset = await db().auditEvent.findFirstOrThrow({ where: { action: "user.reset_second_factor" } });
    expect(reset).toMatchObject({ actorId: admin.id, targetId: user.id, outcome: "success" });
  });
});

describe("second factor: whoever knows the password cannot slow the owner's code step down", () => {
  beforeEach(() => resetDb());

  const wrong = () => totpCode(SECRET, 30, new Date(Date.now() + 10 * 60_000));
  const codeOf = (offsetSeconds: number) => totpCode(SECRET, 30, new Date(Date.now() + offsetSeconds * 1000));

  /** A password sign-in from a browser and address, as the step's requester (with the device it remembers). */
  async function atStep(email: string, client: SignInClient) {
    const result = await signInWithPassword(db(), { email, password: TEST_PASSWORD }, client, policy);
    if (!result.ok) throw new Error(result.reason);
    const session = await resolveSession(db(), result.sessionId, policy);
    if (!session) throw new Error("no session");
    return { user: session, ip: client.ip, device: { userId: result.userId, deviceId: result.deviceId } };
  }

  /** The owner's browser at home, where they completed the step before (the code of the step before now). */
  async function ownersDevice(email: string) {
    const first = await atStep(email, { ip: "198.51.100.20", device: null });
    await verifySecondFactor(db(), first, codeOf(-30));
    return first.device;
  }

  async function attackerGuesses(email: string, ip: string, guesses: number) {
    const attacker = await atStep(email, { ip, device: null });
    const outcomes = [];
    for (let i = 0; i < guesses; i += 1)
      outcomes.push(await refusal(verifySecondFactor(db(), attacker, wrong())));
    return outcomes;
  }

  it("wrong codes from the attacker's browser leave the owner's usual device at once", async () => {
    const user = await makeUser(["admin"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const device = await ownersDevice(user.email);
    const outcomes = await attackerGuesses(user.email, "203.0.113.66", 12);
    expect(outcomes).toEqual([...Array(5).fill("invalid_code"), ...Array(7).fill("throttled")]);
    const owner = await atStep(user.email, { ip: "192.0.2.44", device });
    expect(await verifySecondFactor(db(), owner, codeOf(0))).toMatchObject({ method: "totp" });
    expect(await actions()).toContainEqual(["auth.second_factor", "denied"]);
  });

  it("nor the owner on a new browser at another address", async () => {
    const user = await makeUser(["admin"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    await attackerGuesses(user.email, "203.0.113.66", 12);
    const owner = await atStep(user.email, { ip: "192.0.2.44", device: null });
    expect(await verifySecondFactor(db(), owner, codeOf(0))).toMatchObject({ method: "totp" });
  });

  it("guessing from many addresses stops at the account's ceiling, which never counts the owner's device", async () => {
    const user = await makeUser(["admin"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const device = await ownersDevice(user.email);
    const ceiling = SECOND_FACTOR_LIMITS.account.free;
    const outcomes = [];
    for (let i = 0; i < ceiling + 5; i += 1)
      outcomes.push(...(await attackerGuesses(user.email, `2001:db8:${i.toString(16)}::1`, 1)));
    expect(outcomes).toEqual([...Array(ceiling).fill("invalid_code"), ...Array(5).fill("throttled")]);
    // A new device of the owner's waits with the attacker; the device they use does not.
    const newBrowser = await atStep(user.email, { ip: "192.0.2.44", device: null });
    expect(await refusal(verifySecondFactor(db(), newBrowser, codeOf(0)))).toBe("throttled");
    const owner = await atStep(user.email, { ip: "192.0.2.44", device });
    expect(await verifySecondFactor(db(), owner, codeOf(0))).toMatchObject({ method: "totp" });
  });
});
