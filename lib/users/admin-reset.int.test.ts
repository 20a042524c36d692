import { beforeEach, describe, expect, it } from "vitest";
import { createSession, resolveSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { removeOwnTotp } from "@/lib/second-factor/account";
import { adminResetSecondFactors } from "@/lib/second-factor/admin";
import { removePasskey } from "@/lib/second-factor/passkey-account";
import { signInWithPasskey } from "@/lib/second-factor/passkey-sign-in";
import { authenticationOptions } from "@/lib/second-factor/passkeys";
import { replaceRecoveryCodes } from "@/lib/second-factor/recovery-store";
import { saveConfirmedTotp } from "@/lib/second-factor/totp-factor";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { addSoftwarePasskey, type SoftwarePasskey } from "@/test/software-passkey";
import { adminResetPassword } from "./admin";

// Issue 24, 2: a stolen session or a passkey someone added must not outlive an admin's reset, and recovery
// codes must not outlive the last factor they stand in for.
const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const rp = { rpID: "backoffice.example", origin: "https://backoffice.example" };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const later = (ms: number) => new Date(Date.now() + ms);

async function signInWith(passkey: SoftwarePasskey, now = new Date()) {
  const { options, challengeId } = await authenticationOptions(db(), null, rp);
  const response = passkey.answer(options.challenge, rp.origin, rp.rpID);
  return signInWithPasskey(db(), { challengeId, response }, null, policy, rp, now);
}

async function signedInSession(userId: string) {
  const session = await createSession(db(), userId, policy, new Date(), false);
  expect(await resolveSession(db(), session.id, policy)).not.toBeNull();
  return session.id;
}

// A session that proved the password and a factor a moment ago, as changing one's factors asks (step-up).
async function signedInJustNow(user: { id: string; email: string; name: string; timeZone: string }) {
  const proven = { password: true, factor: true };
  const session = await createSession(db(), user.id, policy, new Date(), false, proven);
  return asRequester({ ...user, roles: ["agent" as const], locale: null, sessionId: session.id });
}

const sessionOf = async (id: string, now: Date) => ({
  resolved: await resolveSession(db(), id, policy, now),
  revoked: (await db().session.findUnique({ where: { id } }))?.revokedAt !== null,
});
const passkeyIds = async (userId: string) =>
  (await db().passkey.findMany({ where: { userId }, select: { id: true } })).map(({ id }) => id);

describe("an admin's reset", () => {
  beforeEach(() => resetDb());

  it("of the password: a session from before authorizes nothing, and a passkey added before signs in no more", async () => {
    const [admin, user] = [await makeUser(["admin"]), await makeUser(["agent"])];
    const passkey = await addSoftwarePasskey(db(), user.id);
    // What someone with a borrowed session did: a passkey that signs in without any password.
    expect((await signInWith(passkey)).ok).toBe(true);
    const before = await signedInSession(user.id);

    await adminResetPassword(db(), asRequester(admin), user.id);

    expect(await sessionOf(before, later(1000))).toEqual({ resolved: null, revoked: true });
    expect(await signInWith(passkey, later(2000))).toEqual({ ok: false, reason: "passkey_failed" });
    expect(await db().passkey.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("of the password keeps the authenticator app and its recovery codes, and drops the codes when passkeys were the only factor", async () => {
    const admin = await makeUser(["admin"]);
    const withApp = await makeUser(["agent"]);
    await saveConfirmedTotp(db(), withApp.id, SECRET);
    await addSoftwarePasskey(db(), withApp.id, "key-of-app-user");
    await replaceRecoveryCodes(db(), withApp.id);
    const passkeyOnly = await makeUser(["agent"]);
    await addSoftwarePasskey(db(), passkeyOnly.id, "key-of-passkey-user");
    await replaceRecoveryCodes(db(), passkeyOnly.id);

    await adminResetPassword(db(), asRequester(admin), withApp.id);
    await adminResetPassword(db(), asRequester(admin), passkeyOnly.id);

    expect(await db().totpFactor.count({ where: { userId: withApp.id } })).toBe(1);
    expect(await db().recoveryCode.count({ where: { userId: withApp.id } })).toBe(10);
    expect(await db().recoveryCode.count({ where: { userId: passkeyOnly.id } })).toBe(0);
  });

  it("of the second factors: a session from before authorizes nothing, and a passkey added before signs in no more", async () => {
    const [admin, user] = [await makeUser(["admin"]), await makeUser(["agent"])];
    const passkey = await addSoftwarePasskey(db(), user.id);
    const before = await signedInSession(user.id);

    await adminResetSecondFactors(db(), asRequester(admin), user.id);

    expect(await sessionOf(before, later(1000))).toEqual({ resolved: null, revoked: true });
    expect(await signInWith(passkey, later(2000))).toEqual({ ok: false, reason: "passkey_failed" });
  });
});

describe("removing one's last second factor", () => {
  beforeEach(() => resetDb());

  it("removes the recovery codes with the last passkey, and keeps them while another factor is left", async () => {
    const user = await makeUser(["agent"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    await addSoftwarePasskey(db(), user.id);
    await replaceRecoveryCodes(db(), user.id);
    const by = await signedInJustNow(user);

    await removeOwnTotp(db(), by);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(10);
    const [key = ""] = await passkeyIds(user.id);
    await removePasskey(db(), by, key);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it("leaves no recovery codes when the last two passkeys are removed at once", async () => {
    const user = await makeUser(["agent"]);
    await addSoftwarePasskey(db(), user.id, "first-key");
    await addSoftwarePasskey(db(), user.id, "second-key");
    await replaceRecoveryCodes(db(), user.id);
    const by = await signedInJustNow(user);

    await Promise.all((await passkeyIds(user.id)).map((key) => removePasskey(db(), by, key)));
    expect(await db().passkey.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });
});
