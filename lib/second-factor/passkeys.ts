import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { type RelyingParty, RP_NAME } from "./relying-party";
import {
  issueSignInChallenge,
  type OpenedChallenge,
  openSignInChallenge,
  signInChallengeKey,
  spendSignInChallenge,
} from "./sign-in-challenge";
import { saveChallenge, takeChallenge } from "./webauthn-challenge";

// The WebAuthn ceremonies (SimpleWebAuthn), without audit: the audited functions around them say who did what.

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.passkey.findMany({
    where: { userId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "asc" },
  });
}

const transportsOf = (stored: string) => (stored ? stored.split(",") : undefined);

/**
 * Options for a new passkey: discoverable (so it also signs in without a password) and verifying the person
 * (PIN or biometrics), never one the authenticator holds for this person already.
 */
export async function registrationOptions(
  db: Db,
  user: { id: string; email: string; name: string },
  rp: RelyingParty,
) {
  const existing = await db.passkey.findMany({ where: { userId: user.id } });
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { options, challengeId: await saveChallenge(db, options.challenge, "register", user.id) };
}

/** Checks the authenticator's answer and saves the passkey; false when it does not hold. */
export async function registerPasskey(
  db: Db,
  userId: string,
  input: { challengeId: string; name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
): Promise<boolean> {
  const challenge = await takeChallenge(db, input.challengeId, "register", userId);
  if (!challenge) return false;
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  await db.passkey.create({
    data: {
      id: credential.id,
      userId,
      name: input.name,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: BigInt(credential.counter),
      transports: (credential.transports ?? []).join(","),
    },
  });
  return true;
}

/**
 * Options to prove a passkey: of this person (the second factor), or of anyone (`userId` null: passwordless
 * sign-in, where the authenticator offers its discoverable passkeys for this site and must verify the person;
 * its challenge is signed, not stored: sign-in-challenge.ts).
 */
export async function authenticationOptions(db: Db, userId: string | null, rp: RelyingParty) {
  const keys = userId ? await db.passkey.findMany({ where: { userId } }) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    userVerification: userId ? "preferred" : "required",
  });
  const challengeId = userId
    ? await saveChallenge(db, options.challenge, "verify", userId)
    : issueSignInChallenge(signInChallengeKey(env().AUTH_SECRET), options.challenge);
  return { options, challengeId };
}

/**
 * The person whose passkey signed the challenge, or null. The signature counter must rise when the
 * authenticator keeps one (a cloned key would fall behind); it is saved with the time of use.
 */
export async function provePasskey(
  db: Db,
  userId: string | null,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  rp: RelyingParty,
  now = new Date(),
): Promise<{ userId: string; passkeyId: string } | null> {
  const signIn: OpenedChallenge | null = userId
    ? null
    : openSignInChallenge(signInChallengeKey(env().AUTH_SECRET), input.challengeId, now);
  const challenge = userId ? await takeChallenge(db, input.challengeId, "verify", userId) : signIn?.challenge;
  if (!challenge) return null;
  const key = await db.passkey.findUnique({ where: { id: input.response.id } });
  if (!key || (userId !== null && key.userId !== userId)) return null;
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
      counter: Number(key.counter),
      transports: transportsOf(key.transports),
    },
    requireUserVerification: userId === null,
  }).catch(() => null);
  if (!verification?.verified) return null;
  if (signIn && !(await spendSignInChallenge(db, signIn, now))) return null;
  const { newCounter } = verification.authenticationInfo;
  const { count } = await db.passkey.updateMany({
    where: { id: key.id, counter: key.counter },
    data: { counter: BigInt(newCounter), lastUsedAt: now },
  });
  if (count !== 1) return null;
  return { userId: key.userId, passkeyId: key.id };
}
