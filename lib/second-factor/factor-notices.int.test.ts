import { beforeEach, describe, expect, it } from "vitest";
import { createSession } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { addSoftwarePasskey } from "@/test/software-passkey";
import { confirmTotpEnrollment, removeOwnTotp, startTotpEnrollment } from "./account";
import { adminResetSecondFactors } from "./admin";
import { removePasskey } from "./passkey-account";
import { totpCode } from "./totp";

// Each change to a person's sign-in queues one message, to that person only, in the change's transaction.
const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };

const queued = async () =>
  (
    await db().notification.findMany({
      orderBy: { createdAt: "asc" },
      select: { kind: true, userId: true, params: true, channel: true },
    })
  ).map((row) => ({ ...row, params: JSON.parse(row.params) as Record<string, unknown> }));

async function provenRequester(user: { id: string; email: string; name: string; timeZone: string }) {
  const session = await createSession(db(), user.id, policy, new Date(), false, {
    password: true,
    factor: true,
  });
  return asRequester({ ...user, roles: ["agent" as const], locale: null, sessionId: session.id });
}

describe("own security notices", () => {
  beforeEach(() => resetDb());

  it("tells the person who added an authenticator app, naming it, and then its removal", async () => {
    const [person, bystander] = [await makeUser(["agent"]), await makeUser(["agent"])];
    const by = await provenRequester(person);
    const { secret } = await startTotpEnrollment(db(), by);
    await confirmTotpEnrollment(db(), by, totpCode(secret, 30, new Date()));
    await removeOwnTotp(db(), by);

    const rows = await queued();
    expect(rows.map((r) => [r.kind, r.userId, r.channel, r.params.method])).toEqual([
      ["security.factorAdded", person.id, "email", "totp"],
      ["security.factorRemoved", person.id, "email", "totp"],
    ]);
    expect(rows.some((r) => r.userId === bystander.id)).toBe(false);
  });

  it("tells a passkey's removal once, however many removals of it race", async () => {
    const person = await makeUser(["agent"]);
    await addSoftwarePasskey(db(), person.id, "key-one");
    await addSoftwarePasskey(db(), person.id, "key-two");
    const by = await provenRequester(person);
    const [key] = (await db().passkey.findMany({ where: { userId: person.id }, select: { id: true } })).map(
      (p) => p.id,
    );
    await Promise.all([removePasskey(db(), by, key ?? ""), removePasskey(db(), by, key ?? "")]);

    const rows = await queued();
    expect(rows.map((r) => [r.kind, r.userId, r.params.method])).toEqual([
      ["security.factorRemoved", person.id, "passkey"],
    ]);
  });

  it("tells the person whose factors an admin reset, and not the admin", async () => {
    const [admin, person] = [await makeUser(["admin"]), await makeUser(["agent"])];
    await addSoftwarePasskey(db(), person.id);
    await adminResetSecondFactors(db(), asRequester(admin), person.id);
    expect((await queued()).map((r) => [r.kind, r.userId])).toEqual([["security.factorsReset", person.id]]);
  });

  it("tells a sign-in from a browser without the account's device note, not one from a known device", async () => {
    const person = await makeUser(["agent"]);
    const credentials = { email: person.email, password: TEST_PASSWORD };
    const first = await signInWithPassword(db(), credentials, { ip: "203.0.113.9", device: null }, policy);
    if (!first.ok) throw new Error(first.reason);
    expect((await queued()).map((r) => [r.kind, r.userId])).toEqual([
      ["security.newDeviceSignIn", person.id],
    ]);

    const device = { userId: person.id, deviceId: first.deviceId };
    const again = await signInWithPassword(db(), credentials, { ip: "203.0.113.9", device }, policy);
    expect(again.ok).toBe(true);
    expect(await queued()).toHaveLength(1);

    // A device note of another account counts as none: a new device for this one.
    const other = await makeUser(["agent"]);
    const foreign = { userId: other.id, deviceId: first.deviceId };
    expect((await signInWithPassword(db(), credentials, { ip: null, device: foreign }, policy)).ok).toBe(
      true,
    );
    expect((await queued()).filter((r) => r.userId === person.id)).toHaveLength(2);
    // Nothing in the message names the address or the browser.
    expect(JSON.stringify((await queued()).map((r) => r.params))).not.toContain("203.0.113.9");
  });

  it("queues no notice when the change is refused", async () => {
    const person = await makeUser(["compliance"]);
    const by = await provenRequester(person);
    await startTotpEnrollment(db(), by);
    await expect(confirmTotpEnrollment(db(), by, "000000")).rejects.toMatchObject({ code: "invalid_code" });
    expect(await queued()).toEqual([]);
  });
});
