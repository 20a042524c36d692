import pg from "pg";
import { log } from "@/lib/log";
import type { CallbackStore, SealedCallbackTokens } from "./store";
import { createPostgresGroupCommit } from "./store-postgres-group-commit";
import {
  deliveryValues,
  FLAG_CONFLICTS,
  INSERT_DECISION,
  INSERT_DELIVERY,
  INSERT_LISTS,
  KNOWN,
  LOCK_REFERENCE,
  type Queryable,
  run,
  SEALED_TOKENS,
  time,
  WINNER,
} from "./store-postgres-sql";
import { type KnownDecision, type NotificationRows, planStore, type StoredDelivery } from "./store-rows";

// The receiver's own pool, per instance, beside Prisma's: a group of deliveries holds a connection only for
// the length of a statement, so a few keep up with many concurrent senders.
const POOL_SIZE = 5;

/**
 * The careful path, for a reference that already has a decision (or a parallel delivery of the same content):
 * one transaction holding an advisory lock on the reference, so deliveries of one reference take turns and
 * what this one reads stays true until it commits.
 */
async function storeUnderLock(db: Queryable, rows: NotificationRows): Promise<StoredDelivery> {
  const { decision, delivery, fingerprints, lists } = rows;
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
      decision.referenceSearch,
      decision.custIdSearch,
      decision.notificationType,
      decision.shape,
      decision.piiSealed,
      decision.rejectReasons,
      time(decision.receivedAt),
      plan.outcome === "conflict",
    ]);
    if (inserted.rowCount === 0) {
      // A first delivery of the same content, outside the lock, committed in between.
      const winner = (await run<{ id: string }>(db, WINNER, [reference, decision.fingerprint])).rows[0];
      if (!winner) throw new Error("the decision that won the unique key is not visible");
      plan = { kind: "duplicate", decisionId: winner.id, flagConflicts: known.length > 0 };
    } else {
      await run(db, INSERT_LISTS, [decision.id, lists.reasons, lists.benefits]);
    }
  }
  const decisionId = plan.kind === "duplicate" ? plan.decisionId : decision.id;
  const outcome = plan.kind === "duplicate" ? "duplicate" : plan.outcome;
  await run(db, INSERT_DELIVERY, deliveryValues({ ...delivery, outcome, decisionId }));
  const flag = plan.kind === "duplicate" ? plan.flagConflicts : plan.outcome === "conflict";
  if (flag) await run(db, FLAG_CONFLICTS, [reference, receivedAt]);
  return { outcome, decisionId, deliveryId: delivery.id };
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

  const store = createPostgresGroupCommit(pool, (rows) => inTransaction((db) => storeUnderLock(db, rows)), {
    inFlight: POOL_SIZE,
    maxGroup: 100,
  });

  return {
    store,
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
