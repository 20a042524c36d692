import { beforeEach, describe, expect, it } from "vitest";
import { resolveSession } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { confirmTotpEnrollment, startTotpEnrollment } from "@/lib/second-factor/account";
import { totpCode } from "@/lib/second-factor/totp";
import { adminResetPassword } from "@/lib/users/admin";
import { chooseAccountPassword } from "@/lib/users/choose-password";
import { asRequester, makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { accountChangesToTell, dismissAccountChanges } from "./changes";

// Issue 24, 2: the person is told, at their next sign-in, of the password and factor changes since the last.
const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const noClient = { ip: null, device: null };
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

// Sign-ins and changes happen in the order written, on the real clock, as the audit log records them.
async function signIn(email: string, password: string) {
  const now = new Date();
  const result = await signInWithPassword(db(), { email, password }, noClient, policy, now);
  if (!result.ok) throw new Error(result.reason);
  const session = await resolveSession(db(), result.sessionId, policy, now);
  if (!session) throw new Error("no session");
  const { pendingFactor: _step, ...user } = session;
  return user;
}

const told = async (user: { id: string; sessionId: string }) =>
  (await accountChangesToTell(db(), user))?.changes.map(({ kind, method, by }) => [kind, method, by]) ?? null;

describe("the notice of account changes", () => {
  beforeEach(() => resetDb());

  it("lists at the next sign-in what changed since the previous one: who (named), what and when", async () => {
    const admin = await db().user.update({
      where: { id: (await makeUser(["admin"])).id },
      data: { name: "Rina Admin" },
    });
    const user = await makeUser(["agent"]);
    // Before the previous sign-in: already told then, not again.
    await db().auditEvent.create({
      data: {
        at: minutes(-120),
        action: "user.reset_password",
        actorId: admin.id,
        targetType: "user",
        targetId: user.id,
        outcome: "success",
      },
    });
    const previous = await signIn(user.email, TEST_PASSWORD);
    const { secret } = await startTotpEnrollment(db(), asRequester(previous));
    await confirmTotpEnrollment(db(), asRequester(previous), totpCode(secret, 30, new Date()));
    const { password: issued } = await adminResetPassword(db(), asRequester(admin), user.id);
    // Not a change of how one signs in: not listed.
    await db().auditEvent.create({
      data: {
        action: "user.update",
        actorId: admin.id,
        targetType: "user",
        targetId: user.id,
        outcome: "success",
      },
    });

    const next = await signIn(user.email, issued);
    expect(await told(next)).toEqual([
      ["second_factor.enroll", "totp", null],
      ["user.reset_password", null, "Rina Admin"],
    ]);
    const notice = await accountChangesToTell(db(), next);
    const signedIn = (await db().session.findUnique({ where: { id: previous.sessionId } }))?.createdAt;
    expect(notice?.changes.every((change) => signedIn && change.at > signedIn)).toBe(true);
  });

  it("tells nothing when nothing changed, and once dismissed tells it no more, nor at the sign-in after", async () => {
    const admin = await makeUser(["admin"]);
    const user = await makeUser(["agent"]);
    const first = await signIn(user.email, TEST_PASSWORD);
    expect(await accountChangesToTell(db(), first)).toBeNull();
    expect((await db().session.findUnique({ where: { id: first.sessionId } }))?.changesSince).toBeNull();

    const { password: issued } = await adminResetPassword(db(), asRequester(admin), user.id);
    const second = await signIn(user.email, issued);
    expect(await told(second)).toEqual([["user.reset_password", null, admin.name]]);
    await chooseAccountPassword(db(), asRequester(second), {
      newPassword: "my very own password",
      confirmPassword: "my very own password",
    });
    await dismissAccountChanges(db(), second);
    expect(await accountChangesToTell(db(), second)).toBeNull();

    // What the person did in that session is news at the next sign-in; the admin's reset is not.
    const third = await signIn(user.email, "my very own password");
    expect(await told(third)).toEqual([["account.choose_password", null, null]]);
  });

  it("does not take a password step that was never finished for a sign-in: the changes still show after it", async () => {
    const admin = await makeUser(["admin"]);
    const user = await makeUser(["agent"]);
    await signIn(user.email, TEST_PASSWORD);
    const { password: issued } = await adminResetPassword(db(), asRequester(admin), user.id);
    // Someone with the issued password gets to the code step and no further (the person has an app).
    await db().totpFactor.create({
      data: { userId: user.id, secretSealed: "x", confirmedAt: new Date() },
    });
    await signIn(user.email, issued);
    await db().totpFactor.deleteMany({ where: { userId: user.id } });

    const person = await signIn(user.email, issued);
    expect(await told(person)).toEqual([["user.reset_password", null, admin.name]]);
  });
});
