import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningOutbox, startOutbox } from "@/e2e/outbox";
import { createSession, resolveSession } from "@/lib/auth/sessions";
import { keyringOf } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db/client";
import { deliverDue } from "@/lib/notifications/delivery/deliver";
import { asRequester, makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { changeAccountPassword } from "./account";
import { adminResetPassword } from "./admin";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const NEW_PASSWORD = "a new password long enough";

let outbox: RunningOutbox;
beforeAll(async () => {
  outbox = await startOutbox();
});
afterAll(() => outbox.close());

const deliver = () =>
  deliverDue(db(), {
    owner: "test",
    keys: keyringOf({ version: 1, key: randomBytes(32) }),
    settings: async () => ({
      smtp: {
        host: "127.0.0.1",
        port: outbox.smtpPort,
        security: "none",
        user: null,
        password: null,
        from: "bo@example.test",
      },
      appUrl: "https://bo.example.test",
      maxAttempts: 8,
    }),
    retryBaseMs: 1_000,
    allowPrivateNetwork: true,
    now: () => new Date(Date.now() + 1_000),
  });

describe("a password change tells its owner by mail", () => {
  beforeEach(() => resetDb());

  it("when an admin resets it: one mail to the person, without the password it issued", async () => {
    const [admin, person] = [
      await makeUser(["admin"]),
      await makeUser(["agent"], { email: "reset-notice@example.test" }),
    ];
    await db().user.update({ where: { id: person.id }, data: { locale: "en" } });
    const { password } = await adminResetPassword(db(), asRequester(admin), person.id);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const mails = outbox.mails().filter((mail) => mail.envelopeTo.includes("reset-notice@example.test"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your password was changed"]);
    expect(mails[0]?.text).toContain("An administrator reset the password");
    expect(mails[0]?.raw).not.toContain(password);
  });

  it("when the person changes it: one mail, without the old or the new password", async () => {
    const person = await makeUser(["agent"], { email: "own-change@example.test" });
    const session = await createSession(db(), person.id, policy, new Date(), false, {
      password: true,
      factor: true,
    });
    const resolved = await resolveSession(db(), session.id, policy);
    if (!resolved) throw new Error("no session");
    await changeAccountPassword(db(), asRequester(resolved), {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await deliver()).toMatchObject({ sent: 1 });
    const mails = outbox.mails().filter((mail) => mail.envelopeTo.includes("own-change@example.test"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Kata sandi Anda telah diubah"]);
    for (const secret of [TEST_PASSWORD, NEW_PASSWORD]) expect(mails[0]?.raw).not.toContain(secret);
  });
});
