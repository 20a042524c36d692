import type Database from "better-sqlite3";
import { isLockTimeout } from "@/lib/db/errors";

export interface SqliteGroupCommit {
  /** Runs `work` (synchronous statements) in the next group commit; resolves with its result after the commit. */
  run<T>(work: () => T): Promise<T>;
  /** Resolves once every write submitted so far is committed or refused. */
  drain(): Promise<void>;
}

export interface SqliteGroupCommitOptions {
  /** How long a write waits for another connection's write lock before it is refused (then: 503, retry). */
  lockWaitMs?: number;
  /** The pause between two attempts to take the write lock. */
  retryMs?: number;
  /** The most writes one transaction holds, so one commit never blocks the event loop for long. */
  maxBatch?: number;
  /**
   * Makes every commit so far durable (the WAL fsynced off the event loop, `store-sqlite.ts`); a write is
   * resolved only after a sync begun after its commit. None: a write is resolved at its commit.
   */
  sync?: () => Promise<void>;
}

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  deadline: number;
}

/**
 * Group commit on one SQLite connection: the writes submitted during one turn of the event loop run in one
 * IMMEDIATE transaction, each in its own savepoint (a failing one is undone and refused alone), and each is
 * resolved only once the transaction committed, so its fsync is paid once for all of them. The transaction
 * runs synchronously from BEGIN to COMMIT: nothing else in this process can slip a statement into it.
 * When another connection holds the write lock, the batch waits on a timer, not in SQLite's busy handler,
 * which would block the event loop and with it the holder, if the holder is Prisma in this very process.
 * With `sync`, the next batches commit while a sync is in flight, and one sync covers every batch committed
 * before it began.
 */
export function createSqliteGroupCommit(
  connection: Database.Database,
  { lockWaitMs = 5_000, retryMs = 2, maxBatch = 200, sync }: SqliteGroupCommitOptions = {},
): SqliteGroupCommit {
  const sql = (text: string) => {
    let prepared: Database.Statement | undefined;
    return () => {
      prepared ??= connection.prepare(text);
      prepared.run();
    };
  };
  const begin = sql("BEGIN IMMEDIATE");
  const commit = sql("COMMIT");
  const rollback = sql("ROLLBACK");
  const savepoint = sql("SAVEPOINT delivery");
  const release = sql("RELEASE delivery");
  const undo = sql("ROLLBACK TO delivery");

  const queue: Job[] = [];
  let timer: NodeJS.Immediate | NodeJS.Timeout | null = null;
  let idle: (() => void)[] = [];
  const unsynced: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let syncing = false;

  const schedule = (delayMs = 0) => {
    if (timer) return;
    timer = delayMs > 0 ? setTimeout(flush, delayMs) : setImmediate(flush);
  };

  function settleIdle() {
    if (queue.length > 0 || timer || syncing || unsynced.length > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  }

  function flush() {
    timer = null;
    const batch = queue.splice(0, maxBatch);
    if (batch.length > 0) commitBatch(batch);
    if (queue.length > 0) schedule();
    settleIdle();
  }

  /** Syncs every write committed so far; the writes committed meanwhile wait for the next sync. */
  function startSync() {
    if (!sync || syncing || unsynced.length === 0) return;
    syncing = true;
    const group = unsynced.splice(0);
    sync()
      .then(
        () => {
          for (const write of group) write.resolve();
        },
        (error: unknown) => {
          // Committed but not known to be on disk: refused, so the provider sends it again (a duplicate).
          for (const write of group) write.reject(error);
        },
      )
      .finally(() => {
        syncing = false;
        startSync();
        settleIdle();
      });
  }

  /** Puts the batch back to wait for the write lock, refusing the writes that waited long enough. */
  function waitForLock(batch: Job[], error: unknown) {
    const now = Date.now();
    const waiting: Job[] = [];
    for (const job of batch) {
      if (job.deadline > now) waiting.push(job);
      else job.reject(error);
    }
    queue.unshift(...waiting);
    if (waiting.length > 0) schedule(retryMs);
  }

  function commitBatch(batch: Job[]) {
    try {
      begin();
    } catch (error) {
      if (isLockTimeout(error)) waitForLock(batch, error);
      else for (const job of batch) job.reject(error);
      return;
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      for (const job of batch) {
        savepoint();
        let outcome: (typeof outcomes)[number];
        try {
          outcome = { ok: true, value: job.work() };
        } catch (error) {
          outcome = { ok: false, error };
        }
        // Some errors (I/O, full disk) end the whole transaction: then every write of the batch is refused.
        if (!outcome.ok && !connection.inTransaction) throw outcome.error;
        if (!outcome.ok) undo();
        release();
        outcomes.push(outcome);
      }
      commit();
    } catch (error) {
      try {
        if (connection.inTransaction) rollback();
      } catch {
        // SQLite ended the transaction itself
      }
      for (const job of batch) job.reject(error);
      return;
    }
    for (const [index, job] of batch.entries()) {
      const outcome = outcomes[index];
      if (!outcome?.ok) job.reject(outcome?.error);
      else if (!sync) job.resolve(outcome.value);
      else unsynced.push({ resolve: () => job.resolve(outcome.value), reject: job.reject });
    }
    startSync();
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          work,
          resolve: resolve as (value: unknown) => void,
          reject,
          deadline: Date.now() + lockWaitMs,
        });
        schedule();
      });
    },
    drain: () =>
      new Promise<void>((resolve) => {
        idle.push(resolve);
        settleIdle();
      }),
  };
}
