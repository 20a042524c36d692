import { beforeEach, describe, expect, it } from "vitest";
import type { Requester } from "@/lib/audit/requester";
import { createSession, resolveSession, type SessionUser } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { changeAccountPassword } from "@/lib/users/account";
import { asRequester, makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { regenerateRecoveryCodes, removeOwnTotp, startTotpEnrollment } from "./account";
import { removePasskey, startPasskeyRegistration } from "./passkey-account";
import { replaceRecoveryCodes } from "./recovery-store";
import { confirmIdentity } from "./step-up";
import { totpCode } from "./totp";
import { saveConfirmedTotp } from "./totp-factor";
import { verifySecondFactor } from "./verify";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const rp = () => ({ rpID: "localhost", origin: "http://localhost:3000" });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: { code?: string }) => error.code ?? String(error),
  );

/** A person whose password was set an hour ago, so sessions of the last minutes are theirs. */
async function person() {
  const user = await makeUser(["agent"]);
  return db().user.update({ where: { id: user.id }, data: { passwordChangedAt: minutesAgo(60) } });
}

/** A person with an authenticator app, a passkey and recovery codes: every change below is theirs to make. */
async function personWithFactors() {
  const user = await person();
  await saveConfirmedTotp(db(), user.id, SECRET);
  await db().passkey.create({
    data: {
      id: `key-${user.id}`,
      userId: user.id,
      name: "Laptop",
      publicKey: "AA",
      counter: 0n,
      transports: "",
    },
  });
  const recoveryCodes = await replaceRecoveryCodes(db(), user.id);
  return { user, passkeyId: `key-${user.id}`, recoveryCodes };
}

/** Signs in with the password and the app's code at `at`, as the sign-in pages do. */
async function signIn(email: string, at: Date): Promise<Requester<SessionUser>> {
  const result = await signInWithPassword(
    db(),
    { email, password: TEST_PASSWORD },
    { ip: null, device: null },
    policy,
    at,
  );
  if (!result.ok) throw new Error(result.reason);
  let sessionId = result.sessionId;
  const pending = await resolveSession(db(), sessionId, policy, at);
  if (!pending) throw new Error("no session");
  if (pending.pendingFactor === "verify") {
    const verified = await verifySecondFactor(db(), asRequester(pending), totpCode(SECRET, 30, at), at);
    sessionId = verified.sessionId ?? "";
  }
  const session = await resolveSession(db(), sessionId, policy, at);
  if (!session) throw new Error("no session");
  return asRequester(session);
}

/** A session that proved nothing itself (opened before this change, or by a test of the session alone). */
async function unprovenSession(userId: string): Promise<Requester<SessionUser>> {
  const session = await createSession(db(), userId, policy, new Date(), false);
  const resolved = await resolveSession(db(), session.id, policy);
  if (!resolved) throw new Error("no session");
  return asRequester(resolved);
}

const OPERATIONS: Record<string, (by: Requester<SessionUser>, passkeyId: string) => Promise<unknown>> = {
  "adding a passkey": (by) => startPasskeyRegistration(db(), by, rp()),
  "removing a passkey": (by, passkeyId) => removePasskey(db(), by, passkeyId),
  "removing the authenticator app": (by) => removeOwnTotp(db(), by),
  "regenerating recovery codes": (by) => regenerateRecoveryCodes(db(), by),
  "changing the password": (by) =>
    changeAccountPassword(db(), by, {
      currentPassword: TEST_PASSWORD,
      newPassword: "a new password long enough",
      confirmPassword: "a new password long enough",
    }),
};

const auditOf = async (action: string) =>
  (await db().auditEvent.findMany({ where: { action }, orderBy: { at: "asc" } })).map((event) => [
    event.outcome,
    event.detail,
  ]);

describe("step-up before a change to the person's factors or password", () => {
  beforeEach(() => resetDb());

  for (const [name, operation] of Object.entries(OPERATIONS)) {
    it(`refuses ${name} to a session that proved nothing, or did more than five minutes ago`, async () => {
      const { user, passkeyId } = await personWithFactors();
      expect(await outcome(operation(await unprovenSession(user.id), passkeyId))).toBe("step_up_required");
      const stale = await signIn(user.email, minutesAgo(6));
      expect(await outcome(operation(stale, passkeyId))).toBe("step_up_required");
      // Nothing changed.
      expect(await db().passkey.count({ where: { userId: user.id } })).toBe(1);
      expect(await db().totpFactor.count({ where: { userId: user.id } })).toBe(1);
    });

    it(`accepts ${name} right after signing in, and after a step-up`, async () => {
      const fresh = await personWithFactors();
      expect(await outcome(operation(await signIn(fresh.user.email, minutesAgo(1)), fresh.passkeyId))).toBe(
        "accepted",
      );
      const { user, passkeyId } = await personWithFactors();
      const stale = await signIn(user.email, minutesAgo(6));
      await confirmIdentity(
        db(),
        stale,
        { password: TEST_PASSWORD, code: totpCode(SECRET, 30, new Date()) },
        rp,
      );
      expect(await outcome(operation(stale, passkeyId))).toBe("accepted");
      expect(await auditOf("auth.step_up")).toEqual([["success", JSON.stringify({ method: "totp" })]]);
    });
  }

  it("grants nothing for a wrong password, a wrong code, or no code from someone who has a factor", async () => {
    const { user } = await personWithFactors();
    const stale = await signIn(user.email, minutesAgo(6));
    const code = totpCode(SECRET, 30, new Date());
    const wrongCode = totpCode(SECRET, 30, new Date(Date.now() + 10 * 60_000));
    expect(await outcome(confirmIdentity(db(), stale, { password: "not the password", code }, rp))).toBe(
      "wrong_password",
    );
    expect(
      await outcome(confirmIdentity(db(), stale, { password: TEST_PASSWORD, code: wrongCode }, rp)),
    ).toBe("invalid_code");
    expect(await outcome(confirmIdentity(db(), stale, { password: TEST_PASSWORD }, rp))).toBe(
      "step_up_factor_missing",
    );
    expect(await outcome(regenerateRecoveryCodes(db(), stale))).toBe("step_up_required");
    expect(await auditOf("auth.step_up")).toEqual([
      ["failure", JSON.stringify({ method: "password", reason: "wrong_password" })],
      ["failure", JSON.stringify({ method: "totp", reason: "wrong" })],
      ["failure", JSON.stringify({ method: "none" })],
    ]);
  });

  it("takes a recovery code as the second factor, as the sign-in does, once", async () => {
    const { user, recoveryCodes } = await personWithFactors();
    const [recoveryCode = ""] = recoveryCodes;
    const other = await signIn(user.email, minutesAgo(7));
    const stale = await signIn(user.email, minutesAgo(6));
    await confirmIdentity(db(), stale, { password: TEST_PASSWORD, code: recoveryCode }, rp);
    expect(await outcome(regenerateRecoveryCodes(db(), stale))).toBe("accepted");
    expect(
      await outcome(confirmIdentity(db(), other, { password: TEST_PASSWORD, code: recoveryCode }, rp)),
    ).toBe("invalid_code");
  });

  it("asks only the password of someone without a factor, before they add one", async () => {
    const user = await person();
    const stale = await signIn(user.email, minutesAgo(6));
    expect(await outcome(startTotpEnrollment(db(), stale))).toBe("step_up_required");
    await confirmIdentity(db(), stale, { password: TEST_PASSWORD }, rp);
    expect(await outcome(startTotpEnrollment(db(), stale))).toBe("accepted");
    expect(await auditOf("auth.step_up")).toEqual([["success", JSON.stringify({ method: "password" })]]);
  });

  it("counts step-up passwords like sign-ins: past the free attempts even the right one waits", async () => {
    const { user } = await personWithFactors();
    const stale = await signIn(user.email, minutesAgo(6));
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      outcomes.push(await outcome(confirmIdentity(db(), stale, { password: "not the password" }, rp)));
    expect(outcomes).toEqual([...Array(5).fill("wrong_password"), "throttled"]);
    const code = totpCode(SECRET, 30, new Date());
    expect(await outcome(confirmIdentity(db(), stale, { password: TEST_PASSWORD, code }, rp))).toBe(
      "throttled",
    );
    expect(await outcome(regenerateRecoveryCodes(db(), stale))).toBe("step_up_required");
    expect((await auditOf("auth.step_up")).at(-1)).toEqual([
      "denied",
      JSON.stringify({ method: "password", reason: "throttled" }),
    ]);
  });

  it("does not carry one session's step-up to another session of the same person", async () => {
    const { user } = await personWithFactors();
    const second = await signIn(user.email, minutesAgo(7));
    const first = await signIn(user.email, minutesAgo(6));
    await confirmIdentity(
      db(),
      first,
      { password: TEST_PASSWORD, code: totpCode(SECRET, 30, new Date()) },
      rp,
    );
    expect(await outcome(regenerateRecoveryCodes(db(), second))).toBe("step_up_required");
    expect(await outcome(regenerateRecoveryCodes(db(), first))).toBe("accepted");
  });
});
