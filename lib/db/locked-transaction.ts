import type { Db, DbTx } from "./client";

/**
 * Keys of PostgreSQL advisory locks, one per kind of change that must not interleave (migrate.ts uses 727001).
 * `callbackReference` is the first of two keys (the second: a hash of the reference), a key space of its own.
 */
export const LOCKS = {
  userAdmins: 727_002,
  callbackReference: 727_003,
  insightsRollup: 727_004,
  exportQueue: 727_005,
} as const;

function isPostgres(db: Db): boolean {
  // Both generated clients share one type here (client.ts); each knows which database it speaks to.
  return (db as unknown as { _activeProvider?: string })._activeProvider === "postgresql";
}

/**
 * Runs `work` in one transaction while no other transaction holding the same lock runs, on any instance. A
 * check followed by the write it protects ("another admin stays active, so this one may be disabled") needs
 * it: under PostgreSQL's READ COMMITTED, two such transactions could each see the other's row unchanged and
 * both write; with the lock the second one checks after the first committed. (SERIALIZABLE would abort one
 * of them instead, but an abort at COMMIT leaks a pooled connection in Prisma 6.19's transaction manager.)
 * SQLite runs one writing transaction at a time already.
 */
export async function inLockedTransaction<T>(
  db: Db,
  lock: number,
  work: (tx: DbTx) => Promise<T>,
  options?: { timeout?: number },
): Promise<T> {
  return db.$transaction(async (tx) => {
    if (isPostgres(db)) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lock})`;
    return work(tx);
  }, options);
}
