import Database from "better-sqlite3";
import type { CallbackStore, SealedCallbackTokens } from "./store";
import { type DeliveryRow, type KnownDecision, planStore } from "./store-rows";
import { createWriteBatcher } from "./store-sqlite-batch";

// Prisma's own format for a DateTime on SQLite (its adapter's "iso8601"): dates are compared as text there.
const sqliteTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

const INSERT_DECISION = `INSERT INTO "UpgradeDecision" ("id", "originalReferenceNo", "fingerprint", "status", "custId",
  "notificationType", "shape", "piiSealed", "benefits", "rejectReasons", "receivedAt", "conflict", "updatedAt")
  VALUES (@id, @originalReferenceNo, @fingerprint, @status, @custId, @notificationType, @shape, @piiSealed,
  @benefits, @rejectReasons, @receivedAt, @conflict, @receivedAt)`;
const INSERT_DELIVERY = `INSERT INTO "CallbackDelivery" ("id", "receivedAt", "outcome", "httpStatus", "responseCode",
  "bodyBytes", "rawBodySealed", "originalReferenceNo", "shape", "problemField", "decisionId")
  VALUES (@id, @receivedAt, @outcome, @httpStatus, @responseCode, @bodyBytes, @rawBodySealed,
  @originalReferenceNo, @shape, @problemField, @decisionId)`;
const KNOWN = `SELECT "id", "fingerprint" FROM "UpgradeDecision" WHERE "originalReferenceNo" = ?`;
const FLAG_CONFLICTS = `UPDATE "UpgradeDecision" SET "conflict" = 1, "updatedAt" = ?
  WHERE "originalReferenceNo" = ? AND "conflict" = 0`;
const SEALED_TOKENS = `SELECT "callbackTokenSealed" AS "current", "previousCallbackTokenSealed" AS "previous"
  FROM "ProviderSettings" WHERE "id" = 'default'`;

/**
 * The receiver's own connection to the SQLite file, beside Prisma's:
 * - `synchronous = FULL`: a commit is on disk (the WAL fsynced) before the provider is told so; WAL's default,
 *   NORMAL, may lose the last commits to a power cut, and the provider does not resend what it saw accepted.
 *   Group commit (store-sqlite-batch.ts) pays that fsync once for every delivery that arrived meanwhile.
 * - `busy_timeout = 0`: a write lock held by another connection is waited for without blocking the event loop
 *   (the batcher retries), since Prisma's connection in this same process may be the holder.
 * - WAL, set by the migrations on the file, so readers never wait for the receiver.
 * Every statement of a delivery runs synchronously inside one IMMEDIATE transaction, so nothing interleaves
 * with it and what it reads (the decisions already stored) stays true until it commits.
 */
export function createSqliteCallbackStore(url: string): CallbackStore {
  const connection = new Database(url.replace(/^file:/, ""), { timeout: 0 });
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  const statement = memoize((sql: string) => connection.prepare(sql));
  const batcher = createWriteBatcher(connection);

  const insertDelivery = (row: DeliveryRow) =>
    statement(INSERT_DELIVERY).run({ ...row, receivedAt: sqliteTime(row.receivedAt) });

  return {
    store: ({ fingerprints, decision, delivery }) =>
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
      connection.close();
    },
  };
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
