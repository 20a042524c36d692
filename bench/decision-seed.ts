// The decisions the benches measure against, seeded in SQL (a generated series), not through the app: the
// insights, the inbox's lists and counts share one seed so their figures describe the same table.
import type { Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";

const SPAN_SECONDS = 365 * 86_400;
export const REVIEWERS = ["bench-r1", "bench-r2", "bench-r3", "bench-r4", "bench-r5"];
export const REASONS = [
  '["Foto KTP tidak jelas"]',
  '["foto ktp tidak jelas."]',
  '["Selfie tidak cocok dengan KTP"]',
  '["SELFIE TIDAK COCOK DENGAN KTP!"]',
  '["Data tidak valid"]',
  '["Foto KTP tidak jelas","Selfie tidak cocok dengan KTP"]',
  '["Nama ibu kandung tidak sesuai"]',
  '["Dokumen kedaluwarsa"]',
];

/** A generated series of `i` from 0 to size - 1: the WITH clause (SQLite) and the FROM item. */
export function generatedSeries(sqlite: boolean, size: number): { series: string; from: string } {
  return {
    series: sqlite
      ? `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${size - 1})`
      : "",
    from: sqlite ? "s" : `generate_series(0, ${size - 1}) AS s(i)`,
  };
}

/** A time stored as Prisma stores it, from an SQL expression of Unix seconds. */
export const sqlTime = (sqlite: boolean, seconds: string) =>
  sqlite
    ? `strftime('%Y-%m-%dT%H:%M:%f', ${seconds}, 'unixepoch') || '+00:00'`
    : `to_timestamp(${seconds}) AT TIME ZONE 'UTC'`;

/** `size` decisions, one every year/size seconds back from now: a third rejected, 80% reviewed. */
export async function seedDecisions(db: Db, size: number, now: Date) {
  const sqlite = dialectOf(db) === "sqlite";
  await db.upgradeDecision.deleteMany();
  await db.insightRollup.deleteMany();
  await db.insightDecisionCount.deleteMany();
  await db.insightReviewerCount.deleteMany();
  await db.insightReviewTimeCount.deleteMany();
  await db.user.deleteMany({ where: { id: { in: REVIEWERS } } });
  await db.user.createMany({
    data: REVIEWERS.map((id) => ({ id, email: `${id}@bench.test`, name: id, passwordHash: "unused" })),
  });
  const end = Math.floor(now.getTime() / 1000);
  const step = SPAN_SECONDS / size;
  const { series, from } = generatedSeries(sqlite, size);
  const time = (seconds: string) => sqlTime(sqlite, seconds);
  const received = `(${end} - CAST(i * ${step} AS INTEGER))`;
  const reasons = `CASE WHEN i % 3 = 0 THEN (CASE i % ${REASONS.length} ${REASONS.map((r, k) => `WHEN ${k} THEN '${r}'`).join(" ")} END) ELSE '[]' END`;
  const reviewed = "i % 10 < 8";
  const text = (expression: string) => (sqlite ? `(${expression})` : `CAST(${expression} AS TEXT)`);
  await db.$executeRawUnsafe(
    `${series} INSERT INTO "UpgradeDecision" ("id", "originalReferenceNo", "fingerprint", "status", "custId",
       "referenceSearch", "custIdSearch", "notificationType", "shape", "piiSealed", "rejectReasons", "receivedAt",
       "conflict", "reviewState", "reviewedById", "reviewedAt", "dispositionId", "updatedAt")
     SELECT 'bench' || ${text("i")}, 'UPG' || ${text("i")}, 'f', CASE WHEN i % 3 = 0 THEN 'rejected' ELSE 'approved' END,
       'user-' || ${text("i % 50000")}, 'upg' || ${text("i")}, 'user-' || ${text("i % 50000")},
       'upgrade', 'documented', 'unused', ${reasons}, ${time(received)}, false,
       CASE WHEN ${reviewed} THEN 'reviewed' ELSE 'new' END,
       CASE WHEN ${reviewed} THEN 'bench-r' || ${text("1 + i % 5")} END,
       CASE WHEN ${reviewed} THEN ${time(`${received} + (i % 97) * 1800`)} END,
       CASE WHEN ${reviewed} THEN (CASE i % 4 WHEN 0 THEN 'agrees' WHEN 1 THEN 'disagrees'
         WHEN 2 THEN 'raise_with_provider' ELSE 'contact_customer' END) END,
       ${time(received)}
     FROM ${from}`,
  );
  // Each list's reasons as rows, as the callback receiver writes them.
  await db.$executeRawUnsafe(
    sqlite
      ? `INSERT INTO "DecisionReason" ("decisionId", "position", "text")
         SELECT "d"."id", CAST("item"."key" AS INTEGER), "item"."value"
         FROM "UpgradeDecision" AS "d", json_each("d"."rejectReasons") AS "item"`
      : `INSERT INTO "DecisionReason" ("decisionId", "position", "text")
         SELECT "d"."id", "item"."n" - 1, "item"."text"
         FROM "UpgradeDecision" AS "d", jsonb_array_elements_text("d"."rejectReasons"::jsonb)
           WITH ORDINALITY AS "item"("text", "n")`,
  );
  await db.$executeRawUnsafe(sqlite ? "ANALYZE" : 'ANALYZE "UpgradeDecision", "DecisionReason"');
}
