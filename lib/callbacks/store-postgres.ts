import pg from "pg";
import { LOCKS } from "@/lib/db/locked-transaction";
import { log } from "@/lib/log";
import type { CallbackStore, SealedCallbackTokens } from "./store";
import {
  type DeliveryRow,
  type KnownDecision,
  type NotificationRows,
  planStore,
  type StoredDelivery,
} from "./store-rows";

// Connections of the receiver's own pool, per instance, beside Prisma's: a delivery holds one for two short
// statements, so a few keep up with many concurrent senders.
const POOL_SIZE = 5;

type Queryable = Pick<pg.PoolClient, "query">;

// Named, so each connection parses and plans a statement once, not at every delivery.
const named = (name: string, text: string) => ({ name: `callbacks_${name}`, text });
const run = <Row extends pg.QueryResultRow>(
  db: Queryable,
  statement: { name: string; text: string },
  values: unknown[] = [],
) => db.query<Row>({ ...statement, values });

// Dates go as UTC text into `timestamp(3)` columns, which ignore the zone: stored as Prisma stores them.
const time = (date: Date) => date.toISOString();

const DECISION_COLUMNS = `"id", "originalReferenceNo", "fingerprint", "status", "custId", "notificationType",
  "shape", "piiSealed", "benefits", "rejectReasons", "receivedAt", "conflict", "updatedAt"`;
const DELIVERY_COLUMNS = `"id", "receivedAt", "outcome", "httpStatus", "responseCode", "bodyBytes",
  "rawBodySealed", "originalReferenceNo", "shape", "problemField", "decisionId"`;

// The common case in one statement: the first decision of a reference and its delivery, inserted only if the
// reference has no decision yet (else nothing is inserted and the careful path below decides).
const INSERT_FIRST = named("insert_first", `WITH "decision" AS (
    INSERT INTO "UpgradeDecision" (${DECISION_COLUMNS})
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamp(3), false, $11::timestamp(3)
    WHERE NOT EXISTS (SELECT 1 FROM "UpgradeDecision" WHERE "originalReferenceNo" = $2)
    ON CONFLICT DO NOTHING
    RETURNING "id"
  )
  INSERT INTO "CallbackDelivery" (${DELIVERY_COLUMNS})
  SELECT $12, $11::timestamp(3), 'stored', $13::integer, $14, $15::integer, $16, $2, $7, NULL, "id" FROM "decision"
  RETURNING "id"`);
const INSERT_DECISION = named("insert_decision", `INSERT INTO "UpgradeDecision" (${DECISION_COLUMNS})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamp(3), $12, $11::timestamp(3))
  ON CONFLICT DO NOTHING RETURNING "id"`);
const INSERT_DELIVERY = named("insert_delivery", `INSERT INTO "CallbackDelivery" (${DELIVERY_COLUMNS})
  VALUES ($1, $2::timestamp(3), $3, $4, $5, $6, $7, $8, $9, $10, $11)`);
const KNOWN = named("known", `SELECT "id", "fingerprint" FROM "UpgradeDecision" WHERE "originalReferenceNo" = $1`);
const WINNER = named("winner", `SELECT "id" FROM "UpgradeDecision" WHERE "originalReferenceNo" = $1 AND "fingerprint" = $2`);
const FLAG_CONFLICTS_SQL = `UPDATE "UpgradeDecision" SET "conflict" = true, "updatedAt" = $2::timestamp(3)
  WHERE "originalReferenceNo" = $1 AND NOT "conflict"`;
// After the commit, so that two contradicting first decisions committed in parallel still see each other
// (neither saw the other before inserting): the later of the two finds both.
const FLAG_CONFLICTS = named("flag_conflicts", FLAG_CONFLICTS_SQL);
const FLAG_CONFLICTS_IF_SEVERAL = named("flag_conflicts_if_several", `${FLAG_CONFLICTS_SQL}
  AND (SELECT count(*) FROM "UpgradeDecision" WHERE "originalReferenceNo" = $1) > 1`);
const LOCK_REFERENCE = named("lock_reference", `SELECT pg_advisory_xact_lock(${LOCKS.callbackReference}, hashtext($1))`);
const SEALED_TOKENS = named("sealed_tokens", `SELECT "callbackTokenSealed" AS "current", "previousCallbackTokenSealed" AS "previous"
  FROM "ProviderSettings" WHERE "id" = 'default'`);

const deliveryValues = (row: DeliveryRow) => [
  row.id,
  time(row.receivedAt),
  row.outcome,
  row.httpStatus,
  row.responseCode,
  row.bodyBytes,
  row.rawBodySealed,
  row.originalReferenceNo,
  row.shape,
  row.problemField,
  row.decisionId,
];

/**
 * The careful path, for a reference that already has a decision (or a parallel delivery of the same content):
 * one transaction holding an advisory lock on the reference, so deliveries of one reference take turns and
 * what this one reads stays true until it commits.
 */
async function storeUnderLock(db: Queryable, rows: NotificationRows): Promise<StoredDelivery> {
  const { decision, delivery, fingerprints } = rows;
  const reference = decision.originalReferenceNo;
  const receivedAt = time(delivery.receivedAt);
  await run(db, LOCK_REFERENCE, [reference]);
  const known = (await run<KnownDecision>(db, KNOWN, [reference])).rows;
  let plan = planStore(known, fingerprints);
  if (plan.kind === "insert") {
    const inserted = await run(db, INSERT_DECISION, [
      decision.id,
      reference,
      decision.fingerprint,
      decision.status,
      decision.custId,
      decision.notificationType,
      decision.shape,
      decision.piiSealed,
      decision.benefits,
      decision.rejectReasons,
      time(decision.receivedAt),
      plan.outcome === "conflict",
    ]);
    if (inserted.rowCount === 0) {
      // A first delivery of the same content, outside the lock, committed in between.
      const winner = (await run<{ id: string }>(db, WINNER, [reference, decision.fingerprint])).rows[0];
      if (!winner) throw new Error("the decision that won the unique key is not visible");
      plan = { kind: "duplicate", decisionId: winner.id, flagConflicts: known.length > 0 };
    }
  }
  if (plan.kind === "duplicate") {
    await run(db, INSERT_DELIVERY, deliveryValues({ ...delivery, outcome: "duplicate", decisionId: plan.decisionId }));
    if (plan.flagConflicts) await run(db, FLAG_CONFLICTS, [reference, receivedAt]);
    return { outcome: "duplicate", decisionId: plan.decisionId, deliveryId: delivery.id };
  }
  await run(db, INSERT_DELIVERY, deliveryValues({ ...delivery, outcome: plan.outcome, decisionId: decision.id }));
  if (plan.outcome === "conflict") await run(db, FLAG_CONFLICTS, [reference, receivedAt]);
  return { outcome: plan.outcome, decisionId: decision.id, deliveryId: delivery.id };
}

export function createPostgresCallbackStore(url: string): CallbackStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // A database that does not answer makes the provider retry later (503), not wait for ever.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that breaks must not take the process down; the next query opens another.
  pool.on("error", (error) => log.warn("callback_store_connection_lost", { error }));

  async function inTransaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      client.release();
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      // The connection may be what failed: drop it rather than hand it to the next delivery.
      client.release(true);
      throw error;
    }
  }

  return {
    async store(rows) {
      const { decision, delivery } = rows;
      const reference = decision.originalReferenceNo;
      const receivedAt = time(delivery.receivedAt);
      const first = await run(pool, INSERT_FIRST, [
        decision.id,
        reference,
        decision.fingerprint,
        decision.status,
        decision.custId,
        decision.notificationType,
        decision.shape,
        decision.piiSealed,
        decision.benefits,
        decision.rejectReasons,
        receivedAt,
        delivery.id,
        delivery.httpStatus,
        delivery.responseCode,
        delivery.bodyBytes,
        delivery.rawBodySealed,
      ]);
      if (first.rowCount === 0) return inTransaction((db) => storeUnderLock(db, rows));
      await run(pool, FLAG_CONFLICTS_IF_SEVERAL, [reference, receivedAt]);
      return { outcome: "stored", decisionId: decision.id, deliveryId: delivery.id };
    },
    async recordRefusal(row) {
      await run(pool, INSERT_DELIVERY, deliveryValues(row));
      return row.id;
    },
    async readSealedCallbackTokens() {
      const result = await run<SealedCallbackTokens>(pool, SEALED_TOKENS);
      return result.rows[0] ?? { current: null, previous: null };
    },
    close: () => pool.end(),
  };
}
