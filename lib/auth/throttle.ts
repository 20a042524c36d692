import type { Db, Prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/**
 * A bucket of attempts that slows down rather than locks: `free` attempts go at once, then each one waits
 * after the previous one, twice as long each time (firstDelayMs, 2×, 4×, … up to maxDelayMs). After forgetMs
 * without an attempt the bucket starts over.
 */
export interface Rule {
  prefix: string;
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

export type Admission = { ok: true } | { ok: false; retryAfterMs: number };

// Conditional updates lose only to a concurrent change of the same row; past this many rounds the attempt is
// refused rather than let through unchecked.
const MAX_ROUNDS = 4;
const CONTENDED: Admission = { ok: false, retryAfterMs: 1_000 };

/** How long the next attempt must wait after the last one, once `attempts` were made. */
export function delayAfter(rule: Rule, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (attempts - rule.free));
}

/** The rows that allow one more attempt at `now`, as one condition (the delay depends on the count). */
function allowedNow(rule: Rule, now: Date): Prisma.SignInThrottleWhereInput[] {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const allowed: Prisma.SignInThrottleWhereInput[] = [{ attempts: { lt: rule.free } }];
  let attempts = rule.free;
  for (; delayAfter(rule, attempts) < rule.maxDelayMs && attempts < rule.free + 64; attempts += 1) {
    allowed.push({ attempts, lastAttemptAt: { lte: since(delayAfter(rule, attempts)) } });
  }
  allowed.push({ attempts: { gte: attempts }, lastAttemptAt: { lte: since(rule.maxDelayMs) } });
  return allowed;
}

/** Makes the row exist and start over if it no longer matters; safe to run from many instances at once. */
async function freshen(
  db: Db,
  key: string,
  row: { expiresAt: Date } | null,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  if (!row) {
    await db.signInThrottle.create({ data: { key, attempts: 0, expiresAt } }).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
    return;
  }
  // Only a row still past its end is reset: a concurrent attempt that already renewed it keeps its count.
  await db.signInThrottle.updateMany({
    where: { key, expiresAt: { lte: now } },
    data: { attempts: 0, lastAttemptAt: null, expiresAt },
  });
}

/**
 * Counts one attempt in the bucket if it is allowed now, in one conditional update: of many attempts at once
 * (on any instance) exactly as many pass as the bucket allows. Counted before the password is checked.
 */
export async function claimAttempt(db: Db, rule: Rule, key: string, now: Date): Promise<Admission> {
  const renewed = new Date(now.getTime() + rule.forgetMs);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const { count } = await db.signInThrottle.updateMany({
      where: { key, expiresAt: { gt: now }, OR: allowedNow(rule, now) },
      data: { attempts: { increment: 1 }, lastAttemptAt: now, expiresAt: renewed },
    });
    if (count === 1) return { ok: true };
    const row = await db.signInThrottle.findUnique({ where: { key } });
    if (!row || row.expiresAt <= now) {
      await freshen(db, key, row, now, renewed);
      continue;
    }
    const retryAfterMs = (row.lastAttemptAt?.getTime() ?? 0) + delayAfter(rule, row.attempts) - now.getTime();
    if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  }
  return CONTENDED;
}

/** Takes back one counted attempt (one that turned out to be the right password). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db.signInThrottle.updateMany({
    where: { key, attempts: { gt: 0 } },
    data: { attempts: { decrement: 1 } },
  });
}

/** Empties a bucket (its owner proved who they are). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.signInThrottle.deleteMany({ where: { key } });
}

const MINUTE_MS = 60_000;

/**
 * Counts one unit of work in a shared per-minute budget if `limit` units were not spent yet this minute.
 * Callers with a lower limit leave the rest of the budget to those with a higher one.
 */
export async function claimBudget(db: Db, key: string, limit: number, now: Date): Promise<Admission> {
  const minuteEnd = new Date(now.getTime() + MINUTE_MS);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const { count } = await db.signInThrottle.updateMany({
      where: { key, expiresAt: { gt: now }, attempts: { lt: limit } },
      data: { attempts: { increment: 1 } },
    });
    if (count === 1) return { ok: true };
    const row = await db.signInThrottle.findUnique({ where: { key } });
    if (!row || row.expiresAt <= now) {
      await freshen(db, key, row, now, minuteEnd);
      continue;
    }
    if (row.attempts >= limit) return { ok: false, retryAfterMs: row.expiresAt.getTime() - now.getTime() };
  }
  return CONTENDED;
}

/** How long until the budget has room again for a caller with `limit`, without spending any of it (0: now). */
export async function budgetWait(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const row = await db.signInThrottle.findUnique({ where: { key } });
  if (!row || row.expiresAt <= now || row.attempts < limit) return 0;
  return row.expiresAt.getTime() - now.getTime();
}

/** Sets a mark that lasts until `until` (renewing it if it exists). */
export async function setMark(db: Db, key: string, until: Date): Promise<void> {
  const { count } = await db.signInThrottle.updateMany({ where: { key }, data: { expiresAt: until } });
  if (count === 1) return;
  await db.signInThrottle
    .create({ data: { key, attempts: 0, expiresAt: until } })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      await db.signInThrottle.updateMany({ where: { key }, data: { expiresAt: until } });
    });
}

export async function hasMark(db: Db, key: string, now: Date): Promise<boolean> {
  return (await db.signInThrottle.count({ where: { key, expiresAt: { gt: now } } })) === 1;
}
