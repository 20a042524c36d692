// The inbox insights: the page's server time (everything it reads, lib/insights/query.ts) over the last 90 and
// 30 days, at 10k, 100k and 1M decisions spread over a year, on SQLite, or on PostgreSQL with
// BENCH_DATABASE=postgresql (bench/postgres.ts: BENCH_PG_SERVER, else a throwaway server). Each size is
// measured with the roll-up in use (as the page runs once the background pass caught up), beside a plain count
// of the decisions table and the same page with nothing rolled up yet (every decision counted one by one: what
// the page cost before the roll-up), all in the same run; the pass that rolls up the whole history is timed
// too. Seeding is done in SQL (a generated series), not through the app.
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { queryInsights } from "@/lib/insights/query";
import { resolveRange } from "@/lib/insights/range";
import { rollUpDecisions } from "@/lib/insights/rollup";
import { besideCount, round, runOnBenchDatabase, timedMedian } from "./database-bench";
import { seedDecisions } from "./decision-seed";
import type { Comparison } from "./server";

const NAME = "insights";
const SIZES = (process.env.BENCH_INSIGHTS_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const RUNS = 7;
const ZONE = "Asia/Jakarta";

const timed = (run: () => Promise<unknown>) => timedMedian(RUNS, run);

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
      figures[`${label} ${size} seeded (s)`] = round((performance.now() - seeding) / 1000);
      const count = await timed(() => db.upgradeDecision.count());
      figures[`${label} ${size} plain count (ms)`] = count;
      const page = (period: "90" | "30") =>
        timed(() => queryInsights(db, resolveRange({ period }, ZONE, now), ZONE, now));
      const unrolled = { "90": await page("90"), "30": await page("30") };
      const rolling = performance.now();
      await rollUpDecisions(db, now);
      figures[`${label} ${size} roll-up of the whole history (s)`] = round(
        (performance.now() - rolling) / 1000,
      );
      for (const period of ["90", "30"] as const) {
        const ms = await page(period);
        figures[`${label} ${size} insights ${period} days (ms)`] = ms;
        figures[`${label} ${size} insights ${period} days, nothing rolled up (ms)`] = unrolled[period];
        const figure = `${label}, ${size.toLocaleString("en-US")} decisions: insights page, ${period} days`;
        rows.push(
          besideCount(figure, ms, count),
          besideCount(`${figure}, nothing rolled up`, unrolled[period], count),
        );
      }
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

await runOnBenchDatabase(NAME, measure);
