import type pg from "pg";
import { LOCKS } from "@/lib/db/locked-transaction";
import type { DeliveryRow, NotificationRows } from "./store-rows";

export type Queryable = Pick<pg.PoolClient, "query">;
export interface Statement {
  name: string;
  text: string;
}

// Named, so each connection parses and plans a statement once, not at every delivery.
const named = (name: string, text: string): Statement => ({ name: `callbacks_${name}`, text });

export const run = <Row extends pg.QueryResultRow>(
  db: Queryable,
  statement: Statement,
  values: unknown[] = [],
) => db.query<Row>({ ...statement, values });

// Dates go as UTC text into `timestamp(3)` columns, which ignore the zone: stored as Prisma stores them.
export const time = (date: Date) => date.toISOString();

const DECISION_COLUMNS = `"id", "originalReferenceNo", "fingerprint", "status", "custId", "referenceSearch",
  "custIdSearch", "notificationType", "shape", "piiSealed", "rejectReasons", "receivedAt", "conflict", "updatedAt"`;
const DELIVERY_COLUMNS = `"id", "receivedAt", "outcome", "httpStatus", "responseCode", "bodyBytes",
  "rawBodySealed", "originalReferenceNo", "shape", "problemField", "decisionId"`;

/**
 * The common case for a group of deliveries in one statement: each first decision of a reference with its
 * delivery, inserted only where the reference has no decision yet; returns the decisions inserted. A
 * delivery left out (its reference known, or the same content twice) takes the careful path.
 */
export const INSERT_FIRSTS = named(
  "insert_firsts",
  `WITH "input" AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
      $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamp(3)[], $13::text[], $14::integer[],
      $15::text[], $16::integer[], $17::text[])
    AS "i"("id", "reference", "fingerprint", "status", "custId", "referenceSearch", "custIdSearch",
      "notificationType", "shape", "piiSealed", "rejectReasons", "receivedAt", "deliveryId", "httpStatus",
      "responseCode", "bodyBytes", "rawBodySealed")
  ), "decision" AS (
    INSERT INTO "UpgradeDecision" (${DECISION_COLUMNS})
    SELECT "id", "reference", "fingerprint", "status", "custId", "referenceSearch", "custIdSearch",
      "notificationType", "shape", "piiSealed", "rejectReasons", "receivedAt", false, "receivedAt"
    FROM "input"
    WHERE NOT EXISTS (
      SELECT 1 FROM "UpgradeDecision" AS "known" WHERE "known"."originalReferenceNo" = "input"."reference"
    )
    ON CONFLICT DO NOTHING
    RETURNING "id"
  ), "reasons" AS (
    INSERT INTO "DecisionReason" ("decisionId", "position", "text")
    SELECT "item"."decisionId", "item"."position", "item"."text"
    FROM unnest($18::text[], $19::integer[], $20::text[]) AS "item"("decisionId", "position", "text")
    JOIN "decision" ON "decision"."id" = "item"."decisionId"
  ), "benefits" AS (
    INSERT INTO "DecisionBenefit" ("decisionId", "position", "text")
    SELECT "item"."decisionId", "item"."position", "item"."text"
    FROM unnest($21::text[], $22::integer[], $23::text[]) AS "item"("decisionId", "position", "text")
    JOIN "decision" ON "decision"."id" = "item"."decisionId"
  )
  INSERT INTO "CallbackDelivery" (${DELIVERY_COLUMNS})
  SELECT "input"."deliveryId", "input"."receivedAt", 'stored', "input"."httpStatus", "input"."responseCode",
    "input"."bodyBytes", "input"."rawBodySealed", "input"."reference", "input"."shape", NULL, "decision"."id"
  FROM "decision" JOIN "input" ON "input"."id" = "decision"."id"
  RETURNING "decisionId"`,
);

/** A list of every decision of a group as three columns (decision, position, text), for unnest. */
function listColumns(
  group: readonly NotificationRows[],
  list: (rows: NotificationRows) => readonly string[],
) {
  const items = group.flatMap((rows) =>
    list(rows).map((text, position) => ({ decisionId: rows.decision.id, position, text })),
  );
  return [items.map((i) => i.decisionId), items.map((i) => i.position), items.map((i) => i.text)];
}

export function firstsValues(group: readonly NotificationRows[]): unknown[][] {
  const column = <T>(pick: (rows: NotificationRows) => T) => group.map(pick);
  return [
    column((r) => r.decision.id),
    column((r) => r.decision.originalReferenceNo),
    column((r) => r.decision.fingerprint),
    column((r) => r.decision.status),
    column((r) => r.decision.custId),
    column((r) => r.decision.referenceSearch),
    column((r) => r.decision.custIdSearch),
    column((r) => r.decision.notificationType),
    column((r) => r.decision.shape),
    column((r) => r.decision.piiSealed),
    column((r) => r.decision.rejectReasons),
    column((r) => time(r.decision.receivedAt)),
    column((r) => r.delivery.id),
    column((r) => r.delivery.httpStatus),
    column((r) => r.delivery.responseCode),
    column((r) => r.delivery.bodyBytes),
    column((r) => r.delivery.rawBodySealed),
    ...listColumns(group, (r) => r.lists.reasons),
    ...listColumns(group, (r) => r.lists.benefits),
  ];
}

// After the commit, so that two contradicting first decisions committed in parallel still see each other
// (neither saw the other before inserting): the later of the two finds both.
export const FLAG_CONFLICTS_AMONG = named(
  "flag_conflicts_among",
  `UPDATE "UpgradeDecision" SET "conflict" = true, "updatedAt" = $2::timestamp(3)
  WHERE NOT "conflict" AND "originalReferenceNo" IN (
    SELECT "originalReferenceNo" FROM "UpgradeDecision" WHERE "originalReferenceNo" = ANY($1::text[])
    GROUP BY "originalReferenceNo" HAVING count(*) > 1
  )`,
);

export const INSERT_DECISION = named(
  "insert_decision",
  `INSERT INTO "UpgradeDecision" (${DECISION_COLUMNS})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamp(3), $13, $12::timestamp(3))
  ON CONFLICT DO NOTHING RETURNING "id"`,
);

/** A decision's lists ($2 reasons, $3 benefits), each text at its place in the list as received. */
export const INSERT_LISTS = named(
  "insert_lists",
  `WITH "reasons" AS (
    INSERT INTO "DecisionReason" ("decisionId", "position", "text")
    SELECT $1, "item"."n" - 1, "item"."text" FROM unnest($2::text[]) WITH ORDINALITY AS "item"("text", "n")
  )
  INSERT INTO "DecisionBenefit" ("decisionId", "position", "text")
  SELECT $1, "item"."n" - 1, "item"."text" FROM unnest($3::text[]) WITH ORDINALITY AS "item"("text", "n")`,
);

export const INSERT_DELIVERY = named(
  "insert_delivery",
  `INSERT INTO "CallbackDelivery" (${DELIVERY_COLUMNS})
  VALUES ($1, $2::timestamp(3), $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
);

export const deliveryValues = (row: DeliveryRow) => [
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

export const KNOWN = named(
  "known",
  `SELECT "id", "fingerprint" FROM "UpgradeDecision" WHERE "originalReferenceNo" = $1`,
);
export const WINNER = named(
  "winner",
  `SELECT "id" FROM "UpgradeDecision" WHERE "originalReferenceNo" = $1 AND "fingerprint" = $2`,
);
export const FLAG_CONFLICTS = named(
  "flag_conflicts",
  `UPDATE "UpgradeDecision" SET "conflict" = true, "updatedAt" = $2::timestamp(3)
  WHERE "originalReferenceNo" = $1 AND NOT "conflict"`,
);
export const LOCK_REFERENCE = named(
  "lock_reference",
  `SELECT pg_advisory_xact_lock(${LOCKS.callbackReference}, hashtext($1))`,
);
export const SEALED_TOKENS = named(
  "sealed_tokens",
  `SELECT "callbackTokenSealed" AS "current", "previousCallbackTokenSealed" AS "previous"
  FROM "ProviderSettings" WHERE "id" = 'default'`,
);
