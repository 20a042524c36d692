import { beforeEach, describe, expect, it } from "vitest";
import { resolveSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { addSoftwarePasskey } from "@/test/software-passkey";
import { signInWithPasskey } from "./passkey-sign-in";
import { authenticationOptions } from "./passkeys";
import { SIGN_IN_CHALLENGE_MS } from "./sign-in-challenge";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const rp = { rpID: "backoffice.example", origin: "https://backoffice.example" };

async function answered(passkey: Awaited<ReturnType<typeof addSoftwarePasskey>>) {
  const { options, challengeId } = await authenticationOptions(db(), null, rp);
  return { challengeId, response: passkey.answer(options.challenge, rp.origin, rp.rpID) };
}

describe("passwordless sign-in with a passkey", () => {
  beforeEach(() => resetDb());

  it("hands out challenges to anyone without writing a row: a flood of requests for options stores nothing", async () => {
    for (let i = 0; i < 200; i++) await authenticationOptions(db(), null, rp);
    expect(await db().webAuthnChallenge.count()).toBe(0);
    expect(await db().auditEvent.count()).toBe(0);
  });

  it("signs in with an answer that holds, once: the same answer sent again is refused", async () => {
    const user = await makeUser(["agent"]);
    const passkey = await addSoftwarePasskey(db(), user.id);
    const input = await answered(passkey);
    const first = await signInWithPasskey(db(), input, null, policy, rp);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const session = await resolveSession(db(), first.sessionId, policy);
    expect(session).toMatchObject({ id: user.id, pendingFactor: null });
    expect(await signInWithPasskey(db(), input, null, policy, rp)).toEqual({
      ok: false,
      reason: "passkey_failed",
    });
    // Another challenge answered by the same key still signs in.
    expect((await signInWithPasskey(db(), await answered(passkey), null, policy, rp)).ok).toBe(true);
  });

  it("refuses a challenge that was altered, expired or answered for another site", async () => {
    const user = await makeUser(["agent"]);
    const passkey = await addSoftwarePasskey(db(), user.id);
    const input = await answered(passkey);
    const [version, challenge, expires, signature] = input.challengeId.split(".");
    const extended = [version, challenge, String(Number(expires) + 3600), signature].join(".");
    expect((await signInWithPasskey(db(), { ...input, challengeId: extended }, null, policy, rp)).ok).toBe(
      false,
    );
    const late = new Date(Date.now() + SIGN_IN_CHALLENGE_MS + 1000);
    expect((await signInWithPasskey(db(), input, null, policy, rp, late)).ok).toBe(false);
    const { options, challengeId } = await authenticationOptions(db(), null, rp);
    const elsewhere = passkey.answer(options.challenge, "https://evil.example", "evil.example");
    expect((await signInWithPasskey(db(), { challengeId, response: elsewhere }, null, policy, rp)).ok).toBe(
      false,
    );
    expect(await db().session.count()).toBe(0);
    // The untouched answer still holds: refusals of forgeries did not spend it.
    expect((await signInWithPasskey(db(), input, null, policy, rp)).ok).toBe(true);
  });

  it("audits forged answers from one address once a minute, however many are sent", async () => {
    const user = await makeUser(["agent"]);
    const passkey = await addSoftwarePasskey(db(), user.id);
    const forged = async () => {
      const input = await answered(passkey);
      const response = { ...input.response, id: "an-unknown-key", rawId: "an-unknown-key" };
      return signInWithPasskey(db(), { ...input, response }, "198.51.100.7", policy, rp);
    };
    const results = await Promise.all(Array.from({ length: 100 }, forged));
    expect(results.every((result) => !result.ok)).toBe(true);
    const audited = await db().auditEvent.findMany({ where: { action: "auth.sign_in" } });
    expect(audited.map((event) => [event.outcome, event.ip])).toEqual([["failure", "198.51.100.7"]]);
  });
});
