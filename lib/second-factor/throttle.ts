import { type Admission, claimAttempt, forgetAttempts, type Rule } from "@/lib/auth/throttle";
import type { Db } from "@/lib/db/client";

// Like a password (lib/auth/sign-in-throttle.ts): five codes at once, then each waits twice as long as the
// last, 30 s up to 15 min. Counted per person: only someone who knows the password gets here at all.
export const SECOND_FACTOR_RULE: Rule = {
  prefix: "second-factor",
  free: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 2 * 3_600_000,
};

const keyOf = (userId: string) => `${SECOND_FACTOR_RULE.prefix}:${userId}`;

/** Counts a code before it is checked; refused with how long to wait when the person's bucket is spent. */
export function admitCode(db: Db, userId: string, now: Date, rule = SECOND_FACTOR_RULE): Promise<Admission> {
  return claimAttempt(db, rule, keyOf(userId), now);
}

export function codeSucceeded(db: Db, userId: string): Promise<void> {
  return forgetAttempts(db, keyOf(userId));
}
