// The inbox's bulk "mark reviewed": every unreviewed decision of a filter (two days' arrivals, about a
// thousand) marked reviewed with an agreeing disposition in one action (lib/inbox/bulk.ts: each decision
// changed, trailed and audited on its own, a chunk per transaction, the insights' roll-up recounted), over the
// 1,000,000 decisions of bench/decision-seed.ts with the roll-up caught up, as a running instance keeps it; on
// SQLite, or on PostgreSQL with BENCH_DATABASE=postgresql. Each run takes other days (a run changes what it
// acted on), beside a plain count of the decisions table from the same run.
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { bulkAct } from "@/lib/inbox/bulk";
import { rollUpDecisions } from "@/lib/insights/rollup";
import { besideCount, median, round, runOnBenchDatabase } from "./database-bench";
import { REVIEWERS, seedDecisions } from "./decision-seed";
import type { Comparison } from "./server";

const NAME = "inbox-bulk";
const SIZE = Number(process.env.BENCH_INBOX_BULK_SIZE ?? 1_000_000);
const RUNS = 3;
const ZONE = "UTC";
const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

async function measure(label: string, url: string) {
  await migrate(url);
  const db = createDb(url);
  const figures: Record<string, number> = {};
  const rows: Comparison[] = [];
  try {
    const now = new Date();
    const seeding = performance.now();
    await seedDecisions(db, SIZE, now);
    figures[`${label} ${SIZE} seeded (s)`] = round((performance.now() - seeding) / 1000);
    const rolling = performance.now();
    await rollUpDecisions(db, now);
    figures[`${label} ${SIZE} roll-up of the whole history (s)`] = round(
      (performance.now() - rolling) / 1000,
    );

    await db.upgradeDecision.count();
    const counts: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      await db.upgradeDecision.count();
      counts.push(performance.now() - started);
    }
    const count = round(median(counts));
    figures[`${label} ${SIZE} plain count (ms)`] = count;

    const reviewer = REVIEWERS[0] ?? "bench-r1";
    const by = { user: { id: reviewer, email: `${reviewer}@bench.test` }, ip: null };
    const times: number[] = [];
    const sizes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Two days, ten and more days back: whole buckets long rolled up, as a reviewer's backlog would be.
      const from = new Date(now.getTime() - (10 + 2 * run) * DAY_MS);
      const filter = {
        review: "unreviewed",
        from: isoDay(from),
        to: isoDay(new Date(from.getTime() + DAY_MS)),
      } as const;
      const started = performance.now();
      const outcome = await bulkAct(
        db,
        by,
        { selection: { kind: "filter", filter }, operation: { kind: "review", dispositionId: "agrees" } },
        { timeZone: ZONE, now },
      );
      times.push(performance.now() - started);
      if (outcome.refused.length > 0)
        throw new Error(`the bench's decisions were refused: ${outcome.refused.length}`);
      sizes.push(outcome.done);
    }
    const ms = round(median(times));
    const decisions = Math.round(median(sizes));
    figures[`${label} ${SIZE} bulk mark reviewed, decisions per action`] = decisions;
    figures[`${label} ${SIZE} bulk mark reviewed (ms)`] = ms;
    rows.push(
      besideCount(
        `${label}, ${SIZE.toLocaleString("en-US")} decisions: bulk mark reviewed of ${decisions.toLocaleString("en-US")}`,
        ms,
        count,
      ),
    );
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

await runOnBenchDatabase(NAME, measure);
