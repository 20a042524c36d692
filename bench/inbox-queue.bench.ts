// The inbox's list and its queue: the server reads the list page runs (lib/inbox/query.ts `listDecisions`: the
// page of rows, its total, the status, review and queue tab counts) with each filter, and the overdue count the
// Inbox tab of the navigation shows (`queueCounts`), at BENCH_INBOX_SIZES decisions (default 1,000,000; the
// insights' seed, bench/decision-seed.ts) on SQLite, or on PostgreSQL with BENCH_DATABASE=postgresql, beside a
// plain count of the decisions table from the same run. The seed assigns nobody; a tenth of the unreviewed
// decisions are given to the viewer here (claimed: in review), so "assigned to me" has rows to find; one rejected
// decision in a thousand names a rare reason; last, "disagreeing" where few reviews disagree.
import { createDb, type Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { migrate } from "@/lib/db/migrate";
import { queueCounts } from "@/lib/inbox/overdue";
import { listDecisions } from "@/lib/inbox/query";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { reasonKey } from "@/lib/insights/reasons";
import { besideCount, round, runOnBenchDatabase, timedMedian } from "./database-bench";
import { REVIEWERS, seedDecisions } from "./decision-seed";
import type { Comparison } from "./server";

const NAME = "inbox-queue";
const SIZES = (process.env.BENCH_INBOX_SIZES ?? "1000000").split(",").map(Number);
const RUNS = 7;
const ZONE = "Asia/Jakarta";
const [VIEWER = "", OTHER = ""] = REVIEWERS;

const timed = (run: () => Promise<unknown>) => timedMedian(RUNS, run);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every filter of the list, each on its own, as the URL would carry it. */
function filters(now: Date): Record<string, Record<string, string>> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  return {
    "no filter": {},
    "status rejected": { status: "rejected" },
    "review unreviewed": { review: "unreviewed" },
    "review reviewed": { review: "reviewed" },
    "assigned to me": { assignee: "me" },
    unassigned: { assignee: "none" },
    "assigned to another": { assignee: OTHER },
    "received in the last 7 days": { from: day(weekAgo), to: day(now) },
    "search a reference": { q: "UPG123456" },
    "search a customer": { q: "user-4242" },
    "search a reason": { q: "selfie tidak" },
    "search, nothing found": { q: "no such text" },
    "conflicts only": { conflict: "1" },
    "a rejection reason": { reason: reasonKey("Foto KTP tidak jelas") },
    "a rare rejection reason": { reason: reasonKey(RARE_REASON) },
    "any disposition": { disposition: "any" },
    "no disposition": { disposition: "none" },
    disagreeing: { disposition: "disagreeing" },
    "one disposition": { disposition: "agrees" },
    "one reviewer": { reviewer: OTHER },
    "reviewer gone": { reviewer: "none" },
    "waiting under a day": { age: "lt1d" },
    "waiting over 3 days": { age: "older" },
    overdue: { overdue: "1" },
    "overdue and mine": { overdue: "1", assignee: "me" },
    "oldest first": { sort: "oldest" },
    "rejected first": { sort: "rejected_first" },
  };
}

// A reason few decisions name (the seed's name a sixth of the table each), added to one rejected in a thousand.
const RARE_REASON = "Alasan langka";

async function nameRareReason(db: Db) {
  await db.$executeRawUnsafe(
    `INSERT INTO "DecisionReason" ("decisionId", "position", "text")
     SELECT "id", 9, '${RARE_REASON}' FROM "UpgradeDecision" WHERE "status" = 'rejected' AND "id" LIKE '%111'`,
  );
}

/**
 * The seed's reviews disagree with the provider half the time; where few do, "disagreeing" is the rare filter.
 * All but one review in a thousand made to agree, measured after every other filter (it changes their data).
 */
async function fewDisagree(db: Db) {
  await db.$executeRawUnsafe(
    `UPDATE "UpgradeDecision" SET "dispositionId" = 'agrees'
     WHERE "dispositionId" IN ('disagrees', 'raise_with_provider') AND "id" NOT LIKE '%001'`,
  );
  // PostgreSQL's index keeps the changed rows' old entries until a vacuum, as autovacuum soon would.
  await db.$executeRawUnsafe(dialectOf(db) === "sqlite" ? "ANALYZE" : 'VACUUM ANALYZE "UpgradeDecision"');
}

/** A tenth of the unreviewed decisions claimed by the viewer (the seed assigns nobody). */
async function assignSome(db: Db) {
  await db.$executeRawUnsafe(
    `UPDATE "UpgradeDecision" SET "assigneeId" = '${VIEWER}', "assignedAt" = "receivedAt", "reviewState" = 'in_review'
     WHERE "reviewState" = 'new' AND "id" LIKE '%08'`,
  );
}

async function measure(
  label: string,
  url: string,
): Promise<{ figures: Record<string, number>; rows: Comparison[] }> {
  await migrate(url);
  const db = createDb(url);
  const figures: Record<string, number> = {};
  const rows: Comparison[] = [];
  try {
    for (const size of SIZES) {
      const now = new Date();
      const seeding = performance.now();
      await seedDecisions(db, size, now);
      await assignSome(db);
      await nameRareReason(db);
      figures[`${label} ${size} seeded (s)`] = round((performance.now() - seeding) / 1000);
      const count = await timed(() => db.upgradeDecision.count());
      figures[`${label} ${size} plain count (ms)`] = count;
      const add = (name: string, ms: number) => {
        figures[`${label} ${size} ${name} (ms)`] = ms;
        rows.push(besideCount(`${label}, ${size.toLocaleString("en-US")} decisions: ${name}`, ms, count));
      };
      for (const [name, query] of Object.entries(filters(now))) {
        const filter = inboxFilterSchema.parse(query);
        add(`inbox list, ${name}`, await timed(() => listDecisions(db, filter, VIEWER, ZONE, now)));
      }
      add("overdue count (Inbox tab)", await timed(() => queueCounts(db, now)));
      await fewDisagree(db);
      const disagreeing = inboxFilterSchema.parse({ disposition: "disagreeing" });
      add(
        "inbox list, disagreeing where few reviews disagree",
        await timed(() => listDecisions(db, disagreeing, VIEWER, ZONE, now)),
      );
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

await runOnBenchDatabase(NAME, measure);
