import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";

/** A ceremony of a signed-in person (a passwordless sign-in's challenge is not stored: sign-in-challenge.ts). */
export type ChallengePurpose = "register" | "verify";

// A ceremony takes a person seconds; its challenge is worth nothing after this.
const CHALLENGE_MS = 5 * 60_000;

/**
 * Keeps a challenge the browser's answer must sign; the id goes to the browser with the options. A person
 * has one challenge per purpose at a time (a new one replaces theirs), so asking again and again keeps one row.
 */
export async function saveChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db.webAuthnChallenge.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { userId, purpose }] },
  });
  await db.webAuthnChallenge.create({
    data: { id, challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) },
  });
  return id;
}

/**
 * Takes a challenge out, once: the row is deleted before its answer is checked, so an answer replayed (or
 * sent twice at once) finds nothing. Null when it is unknown, expired, or for another purpose or person.
 */
export async function takeChallenge(
  db: Db,
  id: string,
  purpose: ChallengePurpose,
  userId: string,
  now = new Date(),
): Promise<string | null> {
  const row = await db.webAuthnChallenge.findUnique({ where: { id } });
  if (!row) return null;
  const { count } = await db.webAuthnChallenge.deleteMany({ where: { id } });
  if (count !== 1 || row.purpose !== purpose || row.expiresAt <= now) return null;
  if (row.userId !== userId) return null;
  return row.challenge;
}
