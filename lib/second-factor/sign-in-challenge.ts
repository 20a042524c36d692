import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/**
 * The challenge of a passwordless sign-in is handed out to anyone who opens the sign-in page, so it is kept
 * by nobody: the browser gets it signed, with its expiry, and brings it back with the passkey's answer. A
 * flood of requests for options writes nothing. Only a sign-in whose answer holds stores it, as spent, so the
 * same answer cannot be replayed while the challenge is still valid.
 */

const VERSION = "s1";
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;
const SPENT = "sign_in_spent";

/** A key of its own, derived from AUTH_SECRET, so the token can never be mistaken for another signature. */
export function signInChallengeKey(authSecret: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", authSecret, "", "partner-back-office passkey sign-in challenge v1", 32),
  );
}

const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest();

/** The challenge id the browser carries: the challenge, when it expires, and their signature. */
export function issueSignInChallenge(key: Buffer, challenge: string, now = new Date()): string {
  const payload = [VERSION, challenge, Math.floor((now.getTime() + SIGN_IN_CHALLENGE_MS) / 1000)].join(".");
  return `${payload}.${mac(key, payload).toString("base64url")}`;
}

export interface OpenedChallenge {
  challenge: string;
  expiresAt: Date;
}

/** The challenge a token carries, or null when it is altered, expired or not one of these. */
export function openSignInChallenge(key: Buffer, token: string, now = new Date()): OpenedChallenge | null {
  const parts = /^(s1)\.([A-Za-z0-9_-]{16,128})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!parts) return null;
  const [, version = "", challenge = "", expires = "", signature = ""] = parts;
  const expected = mac(key, [version, challenge, expires].join("."));
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  return expiresAt > now ? { challenge, expiresAt } : null;
}

/** Marks a challenge used by a sign-in that held; false when it was used already (a replay). */
export async function spendSignInChallenge(
  db: Db,
  opened: OpenedChallenge,
  now = new Date(),
): Promise<boolean> {
  await db.webAuthnChallenge.deleteMany({ where: { purpose: SPENT, expiresAt: { lte: now } } });
  try {
    await db.webAuthnChallenge.create({
      data: { id: `spent:${opened.challenge}`, challenge: "", purpose: SPENT, expiresAt: opened.expiresAt },
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
