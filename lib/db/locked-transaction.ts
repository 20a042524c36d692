import type { Db, DbTx } from "./client";
import { dialectOf } from "./dialect";

/**
 * Keys of the locks `inLockedTransaction` takes (PostgreSQL advisory locks), one per kind of change that must not interleave (migrate.ts uses 727001).
 * `callbackReference` is the first of two keys (the second: a hash of the reference), a key space of its own.
 */
export const LOCKS = {
  userAdmins: 727_002,
  callbackReference: 727_003,
  insightsRollup: 727_004,
  exportQueue: 727_005,
  // One person's views of one page: the count bound is checked with the insert.
  savedViews: 727_026,
  // Opening, reminding and resolving alerts: two instances evaluating at once change each alert once.
  alerts: 727_028,
} as const;

// SQLite has no named locks, only its one write lock. A deferred transaction (Prisma's BEGIN) that reads and
// then writes fails with SQLITE_BUSY instead of waiting when another connection (the callback store's, another
// process) writes meanwhile; a write as its first statement takes the write lock at once, waiting the busy
// timeout for it, so what it reads next is the latest commit. This write changes nothing.
const SQLITE_TAKE_WRITE_LOCK = 'DELETE FROM "app_migrations" WHERE 0';

/**
 * Inside a transaction someone else opened (a function given a `DbTx`): holds `lock` until that transaction
 * ends, as `inLockedTransaction` does for its own. PostgreSQL: the advisory lock `lock`; SQLite: the write lock,
 * which excludes every other writer.
 */
export async function takeLock(tx: DbTx, lock: number): Promise<void> {
  if (dialectOf(tx) === "postgres") await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lock})`;
  else await tx.$executeRawUnsafe(SQLITE_TAKE_WRITE_LOCK);
}

/**
 * Runs `work` in one transaction while no other transaction holding the same lock runs, on any instance. A
 * check followed by the write it protects ("another admin stays active, so this one may be disabled") needs
 * it: under PostgreSQL's READ COMMITTED, two such transactions could each see the other's row unchanged and
 * both write; with the lock the second one checks after the first committed. (SERIALIZABLE would abort one
 * of them instead, but an abort at COMMIT leaks a pooled connection in Prisma 6.19's transaction manager.)
 * On SQLite the transaction holds the write lock from its start, so it too reads only after the last commit.
 */
export async function inLockedTransaction<T>(
  db: Db,
  lock: number,
  work: (tx: DbTx) => Promise<T>,
  options?: { timeout?: number },
): Promise<T> {
  return db.$transaction(async (tx) => {
    await takeLock(tx, lock);
    return work(tx);
  }, options);
}
