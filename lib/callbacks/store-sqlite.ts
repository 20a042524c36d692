import { open } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { sqliteFile } from "@/lib/db/dialect";
import { startCheckpointer, WAL_SIZE_LIMIT_BYTES } from "@/lib/db/sqlite-checkpointer";
import { log } from "@/lib/log";
import type { CallbackStore, SealedCallbackTokens } from "./store";
import { type DeliveryRow, type KnownDecision, planStore } from "./store-rows";
import { createSqliteGroupCommit } from "./store-sqlite-group-commit";

// Prisma's own format for a DateTime on SQLite (its adapter's "iso8601"): dates are compared as text there.
const sqliteTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

const INSERT_DECISION = `INSERT INTO "UpgradeDecision" ("id", "originalReferenceNo", "fingerprint", "status", "custId",
  "referenceSearch", "custIdSearch", "notificationType", "shape", "piiSealed", "rejectReasons", "receivedAt",
  "conflict", "updatedAt")
  VALUES (@id, @originalReferenceNo, @fingerprint, @status, @custId, @referenceSearch, @custIdSearch,
  @notificationType, @shape, @piiSealed, @rejectReasons, @receivedAt, @conflict, @receivedAt)`;
const INSERT_REASON = `INSERT INTO "DecisionReason" ("decisionId", "position", "text") VALUES (?, ?, ?)`;
const INSERT_BENEFIT = `INSERT INTO "DecisionBenefit" ("decisionId", "position", "text") VALUES (?, ?, ?)`;
const INSERT_DELIVERY = `INSERT INTO "CallbackDelivery" ("id", "receivedAt", "outcome", "httpStatus", "responseCode",
  "bodyBytes", "rawBodySealed", "originalReferenceNo", "shape", "problemField", "decisionId")
  VALUES (@id, @receivedAt, @outcome, @httpStatus, @responseCode, @bodyBytes, @rawBodySealed,
  @originalReferenceNo, @shape, @problemField, @decisionId)`;
const KNOWN = `SELECT "id", "fingerprint" FROM "UpgradeDecision" WHERE "originalReferenceNo" = ?`;
const FLAG_CONFLICTS = `UPDATE "UpgradeDecision" SET "conflict" = 1, "updatedAt" = ?
  WHERE "originalReferenceNo" = ? AND "conflict" = 0`;
const SEALED_TOKENS = `SELECT "callbackTokenSealed" AS "current", "previousCallbackTokenSealed" AS "previous"
  FROM "ProviderSettings" WHERE "id" = 'default'`;

/** fsync of one file (and, the first time, of its folder, where its name lives), in libuv's thread pool. */
function fsyncer(file: string): () => Promise<void> {
  let folderSynced = false;
  const fsync = async (target: string) => {
    const handle = await open(target, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  };
  return async () => {
    await fsync(file);
    if (!folderSynced) {
      await fsync(path.dirname(file));
      folderSynced = true;
    }
  };
}

/**
 * The receiver's own connection to the SQLite file, beside Prisma's:
 * - A commit is on disk (the WAL fsynced) before the provider is told so: the provider does not resend what
 *   it saw accepted. SQLite's `synchronous = FULL` would fsync inside COMMIT, blocking the event loop for the
 *   whole fsync (milliseconds, up to a hundred on a busy disk) and halving the receiver's throughput
 *   (bench/callbacks.bench.ts). So the connection commits with `synchronous = NORMAL` (no fsync at commit;
 *   the WAL header and checkpoints are still synced) and group commit (store-sqlite-group-commit.ts) fsyncs the WAL
 *   file itself in the thread pool, answering each delivery only after a sync begun after its commit; one
 *   fsync covers every delivery committed meanwhile, and the event loop keeps serving.
 * - `busy_timeout = 0`: a write lock held by another connection is waited for without blocking the event loop
 *   (the batcher retries), since Prisma's connection in this same process may be the holder.
 * - WAL, set by the migrations on the file, so readers never wait for the receiver; its checkpoints run in a
 *   thread of their own (lib/db/sqlite-checkpointer.ts), not inside a commit on the event loop.
 * Every statement of a delivery runs synchronously inside one IMMEDIATE transaction, so nothing interleaves
 * with it and what it reads (the decisions already stored) stays true until it commits.
 */
export function createSqliteCallbackStore(url: string): CallbackStore {
  const file = sqliteFile(url);
  const connection = new Database(file, { timeout: 0 });
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const checkpointer = checkpointOffTheLoop(connection, file);
  const statement = memoize((sql: string) => connection.prepare(sql));
  // The WAL file stays while this connection is open (SQLite deletes it only when the last one closes).
  const batcher = createSqliteGroupCommit(connection, { sync: fsyncer(`${connection.name}-wal`) });

  const insertDelivery = (row: DeliveryRow) =>
    statement(INSERT_DELIVERY).run({ ...row, receivedAt: sqliteTime(row.receivedAt) });

  return {
    store: ({ fingerprints, decision, lists, delivery }) =>
      batcher.run(() => {
        const known = statement(KNOWN).all(decision.originalReferenceNo) as KnownDecision[];
        const plan = planStore(known, fingerprints);
        const flag = () =>
          statement(FLAG_CONFLICTS).run(sqliteTime(delivery.receivedAt), decision.originalReferenceNo);
        if (plan.kind === "duplicate") {
          insertDelivery({ ...delivery, outcome: "duplicate", decisionId: plan.decisionId });
          if (plan.flagConflicts) flag();
          return { outcome: "duplicate", decisionId: plan.decisionId, deliveryId: delivery.id };
        }
        statement(INSERT_DECISION).run({
          ...decision,
          receivedAt: sqliteTime(decision.receivedAt),
          conflict: plan.outcome === "conflict" ? 1 : 0,
        });
        for (const [position, text] of lists.reasons.entries()) {
          statement(INSERT_REASON).run(decision.id, position, text);
        }
        for (const [position, text] of lists.benefits.entries()) {
          statement(INSERT_BENEFIT).run(decision.id, position, text);
        }
        insertDelivery({ ...delivery, outcome: plan.outcome, decisionId: decision.id });
        if (plan.outcome === "conflict") flag();
        return { outcome: plan.outcome, decisionId: decision.id, deliveryId: delivery.id };
      }),
    recordRefusal: (row) =>
      batcher.run(() => {
        insertDelivery(row);
        return row.id;
      }),
    readSealedCallbackTokens: async () =>
      (statement(SEALED_TOKENS).get() as SealedCallbackTokens | undefined) ?? {
        current: null,
        previous: null,
      },
    close: async () => {
      await batcher.drain();
      await checkpointer?.stop();
      connection.close();
    },
  };
}

/** The checkpoint thread, or null (then SQLite checkpoints in the commits, as it does by default). */
function checkpointOffTheLoop(connection: Database.Database, file: string) {
  const checkpointsInCommits = (error: unknown) => {
    connection.pragma("wal_autocheckpoint = 1000");
    log.warn("sqlite_checkpoint_thread_stopped", { error });
  };
  try {
    const checkpointer = startCheckpointer(file, { onStop: checkpointsInCommits });
    connection.pragma("wal_autocheckpoint = 0");
    return checkpointer;
  } catch (error) {
    checkpointsInCommits(error);
    return null;
  }
}

function memoize<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
