import type { Db } from "@/lib/db/client";

interface Rule {
  name: string;
  max: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;

// Failures are counted per account+address first: an attacker elsewhere cannot lock a user out of their own
// desk. The per-address rule stops one address spraying many accounts; the per-account rule slows a
// distributed guess at one account. Every lock ends by itself.
export const THROTTLE_RULES = {
  accountAddress: { name: "acct-ip", max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  address: { name: "ip", max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  account: { name: "acct", max: 100, windowMs: 60 * MINUTE, lockMs: 5 * MINUTE },
} as const satisfies Record<string, Rule>;

// Without a known address (no trusted proxy) every visitor would share one, so the address rule is left out
// rather than letting 50 failures anywhere lock everyone out.
function keysFor(email: string, ip: string | null): { rule: Rule; key: string }[] {
  const { accountAddress, address, account } = THROTTLE_RULES;
  return [
    { rule: accountAddress, key: `${accountAddress.name}:${email}|${ip ?? "unknown"}` },
    ...(ip ? [{ rule: address, key: `${address.name}:${ip}` }] : []),
    { rule: account, key: `${account.name}:${email}` },
  ];
}

/** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
export async function throttleWait(
  db: Db,
  email: string,
  ip: string | null,
  now = new Date(),
): Promise<number> {
  const rows = await db.signInThrottle.findMany({
    where: { key: { in: keysFor(email, ip).map((k) => k.key) }, lockedUntil: { gt: now } },
    select: { lockedUntil: true },
  });
  return Math.max(0, ...rows.map((r) => (r.lockedUntil?.getTime() ?? 0) - now.getTime()));
}

async function countFailure(db: Db, rule: Rule, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  await db.signInThrottle.updateMany({
    where: { key, windowStart: { lt: windowStart } },
    data: { failures: 0, windowStart: now, lockedUntil: null },
  });
  const row = await db.signInThrottle
    .upsert({
      where: { key },
      create: { key, failures: 1, windowStart: now },
      update: { failures: { increment: 1 } },
    })
    .catch(async (error: unknown) => {
      // Two first failures at once: the other insert won, so count on its row.
      if ((error as { code?: string }).code !== "P2002") throw error;
      return db.signInThrottle.update({ where: { key }, data: { failures: { increment: 1 } } });
    });
  if (row.failures >= rule.max) {
    await db.signInThrottle.update({
      where: { key },
      data: { lockedUntil: new Date(now.getTime() + rule.lockMs), failures: 0, windowStart: now },
    });
  }
}

export async function recordFailure(
  db: Db,
  email: string,
  ip: string | null,
  now = new Date(),
): Promise<void> {
  for (const { rule, key } of keysFor(email, ip)) await countFailure(db, rule, key, now);
}

export async function recordSuccess(db: Db, email: string, ip: string | null): Promise<void> {
  await db.signInThrottle.deleteMany({ where: { key: keysFor(email, ip)[0]!.key } });
}
