import { createHash, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: read from paper and typed again.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 10;

/** Ten random codes, `XXXXX-XXXXX` (about 49 bits each): shown once, stored only as hashes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person typed, as the code it means: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(typed: string): boolean {
  const code = normalizeRecoveryCode(typed);
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char));
}

/**
 * Random codes of this length need no slow hash (nothing to guess from a dictionary); SHA-256 keeps them
 * unreadable in a copy of the database. The user id is mixed in, so equal codes of two people never collide.
 */
export function hashRecoveryCode(userId: string, typed: string): string {
  return createHash("sha256")
    .update(`${userId}:${normalizeRecoveryCode(typed)}`)
    .digest("base64url");
}
