// The inbox insights: the page's server time (everything it reads, lib/insights/query.ts) over the last 90 and
// 30 days, at 10k, 100k and 1M decisions spread over a year, on SQLite, or on PostgreSQL with
// BENCH_DATABASE=postgresql (bench/postgres.ts: BENCH_PG_SERVER, else a throwaway server). Each size is
// measured with the roll-up in use (as the page runs once the background pass caught up), beside a plain count
// of the decisions table and the same page with nothing rolled up yet (every decision counted one by one: what
// the page cost before the roll-up), all in the same run; the pass that rolls up the whole history is timed
// too. Seeding is done in SQL (a generated series), not through the app.
import { rmSync } from "node:fs";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { queryInsights } from "@/lib/insights/query";
import { resolveRange } from "@/lib/insights/range";
import { rollUpDecisions } from "@/lib/insights/rollup";
import { seedDecisions } from "./decision-seed";
import { benchDatabase } from "./postgres";
import { type Comparison, report } from "./server";

const NAME = "insights";
const SIZES = (process.env.BENCH_INSIGHTS_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const RUNS = 7;
const ZONE = "Asia/Jakarta";
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const round = (value: number) => Math.round(value * 10) / 10;

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm the statement cache and the database's pages
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return round(median(times));
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
          { figure, value: ms, unit: "ms", baselineName: "plain count of the table", baseline: count },
          {
            figure: `${figure}, nothing rolled up`,
            value: unrolled[period],
            unit: "ms",
            baselineName: "plain count of the table",
            baseline: count,
          },
        );
      }
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

const database = await benchDatabase(NAME);
const file = `data/bench-insights${process.env.BENCH_SUFFIX ?? ""}.db`;
const removeFile = () => {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
};
removeFile();
try {
  const result = await measure(database.label, database.url ?? `file:./${file}`);
  await report(`${NAME}${database.suffix}`, result.figures, result.rows);
} finally {
  removeFile();
  await database.stop();
}
