// The inbox's customer page: its server reads (lib/inbox/customer.ts: the customer's decisions, their reviews
// and notes, who viewed or revealed what) and what a decision page adds for the customer (the other decisions,
// the notes thread), at 1,000,000 decisions (bench/decision-seed.ts: custIds 'user-' || i % 50000, so about
// 20 decisions per customer), on SQLite, or on PostgreSQL with BENCH_DATABASE=postgresql. Beside them a plain
// count of the decisions table and the inbox search (its note clause) from the same run. Besides the
// decisions, a view in the audit log for every other decision, a reveal for every tenth, a note for every
// tenth and unrelated audit entries, so the indexes are read as in a log that has lived.
import { createDb, type Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { migrate } from "@/lib/db/migrate";
import {
  customerAuditTrail,
  listCustomerDecisions,
  listCustomerNotes,
  listOtherDecisions,
} from "@/lib/inbox/customer";
import { listDecisionNotes } from "@/lib/inbox/notes";
import { listDecisions } from "@/lib/inbox/query";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { besideCount, round, runOnBenchDatabase, timedMedian } from "./database-bench";
import { REVIEWERS, seedDecisions } from "./decision-seed";
import type { Comparison } from "./server";

const NAME = "inbox-customer";
const SIZE = Number(process.env.BENCH_CUSTOMER_SIZE ?? 1_000_000);
const RUNS = 15;
const ZONE = "Asia/Jakarta";

/** p50 of `run` over RUNS calls, each on the next of `subjects` (a different customer each time). */
function timed<T>(subjects: T[], run: (subject: T) => Promise<unknown>): Promise<number> {
  return timedMedian(RUNS, (i) => run(subjects[i % subjects.length] as T));
}

async function seedTrail(db: Db, now: Date) {
  const sqlite = dialectOf(db) === "sqlite";
  const at = (offset: string) =>
    sqlite
      ? `strftime('%Y-%m-%dT%H:%M:%f', ${Math.floor(now.getTime() / 1000)} - ${offset}, 'unixepoch') || '+00:00'`
      : `to_timestamp(${Math.floor(now.getTime() / 1000)} - ${offset}) AT TIME ZONE 'UTC'`;
  const text = (expression: string) => (sqlite ? `(${expression})` : `CAST(${expression} AS TEXT)`);
  // The seed's ids are 'bench' || i.
  const num = `CAST(substr("id", 6) AS INTEGER)`;
  await db.$executeRawUnsafe('DELETE FROM "AuditEvent"');
  await db.$executeRawUnsafe(
    `INSERT INTO "AuditEvent" ("id", "at", "actorId", "actorEmail", "action", "targetType", "targetId", "outcome")
     SELECT 'view' || "id", ${at(`${num} * 7`)}, 'bench-r1', 'bench-r1@bench.test', 'inbox.view_decision',
       'upgrade_decision', "id", 'success'
     FROM "UpgradeDecision" WHERE ${num} % 2 = 0`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "AuditEvent" ("id", "at", "actorId", "actorEmail", "action", "targetType", "targetId", "outcome")
     SELECT 'reveal' || "id", ${at(`${num} * 7 + 60`)}, 'bench-r2', 'bench-r2@bench.test', 'inbox.reveal',
       'upgrade_decision', "id", 'success'
     FROM "UpgradeDecision" WHERE ${num} % 10 = 0`,
  );
  // Entries about other things: sign-ins and searches, no target of the customer's.
  await db.$executeRawUnsafe(
    `INSERT INTO "AuditEvent" ("id", "at", "actorId", "actorEmail", "action", "targetType", "targetId", "outcome")
     SELECT 'other' || "id", ${at(`${num} * 7 + 30`)}, 'bench-r3', 'bench-r3@bench.test', 'lookup.search',
       NULL, NULL, 'success'
     FROM "UpgradeDecision" WHERE ${num} % 4 = 1`,
  );
  await db.$executeRawUnsafe('DELETE FROM "DecisionNote"');
  await db.$executeRawUnsafe(
    `INSERT INTO "DecisionNote" ("id", "decisionId", "authorId", "body", "createdAt")
     SELECT 'note' || "id", "id", 'bench-r4', 'Checked KTP ' || ${text(num)}, ${at(`${num} * 7 - 120`)}
     FROM "UpgradeDecision" WHERE ${num} % 10 = 0`,
  );
  // As addDecisionNote writes it: the decision's notes in the search spelling.
  await db.$executeRawUnsafe(
    `UPDATE "UpgradeDecision" SET "notesSearch" = 'checked ktp ' || ${text(num)} WHERE ${num} % 10 = 0`,
  );
  await db.$executeRawUnsafe(sqlite ? "ANALYZE" : 'ANALYZE "UpgradeDecision", "AuditEvent", "DecisionNote"');
}

async function measure(label: string, url: string) {
  await migrate(url);
  const db = createDb(url);
  const figures: Record<string, number> = {};
  const rows: Comparison[] = [];
  try {
    const now = new Date();
    const started = performance.now();
    await seedDecisions(db, SIZE, now);
    await seedTrail(db, now);
    figures[`${label} ${SIZE} seeded (s)`] = round((performance.now() - started) / 1000);
    const count = await timed([null], () => db.upgradeDecision.count());
    figures[`${label} ${SIZE} plain count (ms)`] = count;
    const customers = Array.from({ length: RUNS }, (_, i) => `user-${(i * 3_331) % 50_000}`);
    const page = await timed(customers, (custId) =>
      Promise.all([
        listCustomerDecisions(db, custId, 1),
        listCustomerNotes(db, custId),
        customerAuditTrail(db, custId, 1),
      ]),
    );
    const trail = await timed(customers, (custId) => customerAuditTrail(db, custId, 1));
    const decisions = customers.map((custId) => ({ custId, id: `bench${custId.slice(5)}` }));
    const onDecision = await timed(decisions, ({ custId, id }) =>
      Promise.all([listOtherDecisions(db, custId, id), listDecisionNotes(db, id)]),
    );
    const search = await timed(["checked ktp 12340", "upg99999", "no such text"], (q) =>
      listDecisions(db, inboxFilterSchema.parse({ q }), REVIEWERS[0] ?? "", ZONE, now),
    );
    const entries = await db.auditEvent.count();
    figures[`${label} ${SIZE} audit entries`] = entries;
    const named: [string, number][] = [
      ["customer page, server reads", page],
      ["customer page, who viewed or revealed what", trail],
      ["decision page, other decisions and notes", onDecision],
      ["inbox search (reference, custId, note text)", search],
    ];
    for (const [name, ms] of named) {
      figures[`${label} ${SIZE} ${name} (ms)`] = ms;
      rows.push(besideCount(`${label}, ${SIZE.toLocaleString("en-US")} decisions: ${name}`, ms, count));
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

await runOnBenchDatabase(NAME, measure);
