import { beforeEach, describe, expect, it } from "vitest";
import { FACTOR_STEP_MS, resolveSession } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { adminSavePolicy } from "@/lib/second-factor/admin";
import { totpCode } from "@/lib/second-factor/totp";
import { saveConfirmedTotp } from "@/lib/second-factor/totp-factor";
import { verifySecondFactor } from "@/lib/second-factor/verify";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { adminCreateUser, adminResetPassword } from "./admin";
import { chooseAccountPassword } from "./choose-password";

// Issue 24, 8: a password an admin issued (and so knows) must be replaced by the person's own before it opens
// anything; only the "password" step's action serves such a session (app/actions-authorization.int.test.ts).
const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const noClient = { ip: null, device: null };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CHOSEN = "a password only I know";
const later = (ms: number) => new Date(Date.now() + ms);

async function signIn(email: string, password: string, now = later(1000)) {
  const result = await signInWithPassword(db(), { email, password }, noClient, policy, now);
  if (!result.ok) return null;
  return resolveSession(db(), result.sessionId, policy, now);
}

async function choose(session: NonNullable<Awaited<ReturnType<typeof signIn>>>, password = CHOSEN) {
  const { pendingFactor: _step, ...user } = session;
  return chooseAccountPassword(db(), asRequester(user), {
    newPassword: password,
    confirmPassword: password,
  }).then(
    () => "chosen",
    (error: { code?: string }) => error.code,
  );
}

describe("a password an admin issued", () => {
  beforeEach(() => resetDb());

  it("opens for a new user only the step of choosing their own; then the issued one signs in no more", async () => {
    const admin = await makeUser(["admin"]);
    const { email, password: issued } = await adminCreateUser(db(), asRequester(admin), {
      email: "dewi@example.test",
      name: "Dewi",
      roles: ["agent"],
    });
    const session = await signIn(email, issued);
    expect(session?.pendingFactor).toBe("password");
    if (!session) return;

    expect(await choose(session)).toBe("chosen");
    expect((await resolveSession(db(), session.sessionId, policy, later(2000)))?.pendingFactor).toBeNull();
    expect(await signIn(email, issued, later(3000))).toBeNull();
    expect((await signIn(email, CHOSEN, later(3000)))?.pendingFactor).toBeNull();
    const audited = await db().auditEvent.findMany({ where: { action: "account.choose_password" } });
    expect(audited.map((event) => [event.actorEmail, event.outcome])).toEqual([[email, "success"]]);
  });

  it("after a reset, asks the second factor first, then the person's own password", async () => {
    const admin = await makeUser(["admin"]);
    const user = await makeUser(["agent"]);
    await saveConfirmedTotp(db(), user.id, SECRET);
    const { password: issued } = await adminResetPassword(db(), asRequester(admin), user.id);

    const session = await signIn(user.email, issued);
    expect(session?.pendingFactor).toBe("verify");
    if (!session) return;
    // Whoever holds only the issued password reaches the code step, where choosing a password is not served.
    const { sessionId } = await verifySecondFactor(
      db(),
      asRequester(session),
      totpCode(SECRET, 30, later(1000)),
      later(1000),
    );
    expect((await resolveSession(db(), sessionId ?? "", policy, later(2000)))?.pendingFactor).toBe(
      "password",
    );
  });

  it("never takes the issued password as the chosen one, and is chosen once: a second session with it ends", async () => {
    const admin = await makeUser(["admin"]);
    const user = await makeUser(["agent"]);
    const { password: issued } = await adminResetPassword(db(), asRequester(admin), user.id);
    const person = await signIn(user.email, issued);
    const someoneElse = await signIn(user.email, issued);
    if (!person || !someoneElse) throw new Error("not signed in");

    expect(await choose(person, issued)).toBe("password_unchanged");
    expect(await choose(person)).toBe("chosen");
    expect(await resolveSession(db(), someoneElse.sessionId, policy, later(2000))).toBeNull();
    expect(await choose(someoneElse, "a password of my own too")).toBe("password_already_chosen");
    expect(await signIn(user.email, "a password of my own too", later(3000))).toBeNull();
  });

  it("makes a person whose role requires a factor choose the password, then enroll", async () => {
    const admin = await makeUser(["admin"]);
    await adminSavePolicy(db(), asRequester(admin), {
      admin: true,
      compliance: true,
      manager: false,
      agent: false,
    });
    const { email, password: issued } = await adminCreateUser(db(), asRequester(admin), {
      email: "sari@example.test",
      name: "Sari",
      roles: ["compliance"],
    });
    const session = await signIn(email, issued);
    expect(session?.pendingFactor).toBe("password");
    if (!session) return;
    await choose(session);
    expect((await resolveSession(db(), session.sessionId, policy, later(2000)))?.pendingFactor).toBe(
      "enroll",
    );
  });

  it("gives the step as long as the second factor's, then ends the session", async () => {
    const admin = await makeUser(["admin"]);
    const { email, password: issued } = await adminCreateUser(db(), asRequester(admin), {
      email: "budi@example.test",
      name: "Budi",
      roles: ["agent"],
    });
    const at = later(1000);
    const session = await signIn(email, issued, at);
    if (!session) throw new Error("not signed in");
    const late = new Date(at.getTime() + FACTOR_STEP_MS);
    expect(await resolveSession(db(), session.sessionId, policy, late)).toBeNull();
  });
});
