import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether the presented `x-callback-token` is one of the accepted tokens (current, and previous during a
 * rotation). Both sides are hashed to equal length and every accepted token is compared, so neither the
 * time taken nor an early exit tells how much of a guess was right.
 */
export function callbackTokenMatches(presented: string | null, accepted: readonly string[]): boolean {
  if (presented === null || presented === "") return false;
  const candidate = digest(presented);
  let matched = false;
  for (const token of accepted) {
    if (!token) continue;
    matched = timingSafeEqual(candidate, digest(token)) || matched;
  }
  return matched;
}
