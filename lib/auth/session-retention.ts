import type { Db } from "@/lib/db/client";
import { type BatchLimits, DEFAULT_BATCH_LIMITS } from "@/lib/retention/delete-in-batches";

/**
 * Deletes sessions that expired before `cutoff`, in bounded batches, except each user's most recent one: the
 * users page shows "last active" from it, and a user away for months is still not "never" active. A session
 * ends (sign-out, idle, revocation) by `revokedAt` before its `expiresAt`, so `expiresAt` bounds them all.
 */
export async function purgeEndedSessions(
  db: Db,
  cutoff: Date,
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<number> {
  let deleted = 0;
  let after: string | undefined;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const candidates = await db.session.findMany({
      where: { expiresAt: { lt: cutoff }, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: limits.batchSize,
      select: { id: true, userId: true, lastSeenAt: true },
    });
    if (candidates.length === 0) break;
    after = candidates.at(-1)?.id;
    const newest = await db.session.groupBy({
      by: ["userId"],
      where: { userId: { in: [...new Set(candidates.map((c) => c.userId))] } },
      _max: { lastSeenAt: true },
    });
    const latest = new Map(newest.map((row) => [row.userId, row._max.lastSeenAt?.getTime() ?? 0]));
    const ids = candidates
      .filter((c) => c.lastSeenAt.getTime() < (latest.get(c.userId) ?? 0))
      .map((c) => c.id);
    if (ids.length > 0) deleted += (await db.session.deleteMany({ where: { id: { in: ids } } })).count;
    if (candidates.length < limits.batchSize) break;
  }
  return deleted;
}
