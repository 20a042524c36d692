// The inbox's keyboard flow: what "Mark reviewed" waits for before the next decision opens (nextUnreviewed,
// lib/inbox/next-unreviewed.ts), on the filtered list a reviewer works through (rejected, unreviewed), newest and
// oldest first, from a decision in the middle of the queue and with a round of passed-over decisions, at 1M
// decisions (bench/decision-seed.ts, shared with the insights), beside a plain count of the table from the same
// run; on SQLite, or on PostgreSQL with BENCH_DATABASE=postgresql (bench/postgres.ts).
import { rmSync } from "node:fs";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { nextUnreviewed } from "@/lib/inbox/next-unreviewed";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { REVIEWERS, seedDecisions } from "./decision-seed";
import { benchDatabase } from "./postgres";
import { type Comparison, report } from "./server";

const NAME = "inbox-keys";
const SIZES = (process.env.BENCH_INBOX_KEYS_SIZES ?? "1000000").split(",").map(Number);
const RUNS = 7;
const viewer = { id: REVIEWERS[0] ?? "bench-r1", timeZone: "Asia/Jakarta" };
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

async function measure(label: string, url: string) {
  await migrate(url);
  const db = createDb(url);
  const figures: Record<string, number> = {};
  const rows: Comparison[] = [];
  try {
    for (const size of SIZES) {
      await seedDecisions(db, size, new Date());
      const count = await timed(() => db.upgradeDecision.count());
      figures[`${label} ${size} plain count (ms)`] = count;
      for (const sort of ["newest", "oldest"] as const) {
        const { page: _page, ...filter } = inboxFilterSchema.parse({
          status: "rejected",
          review: "unreviewed",
          sort,
        });
        // A round under way: 50 decisions passed over, the one on screen after them.
        const passedOver: string[] = [];
        for (let i = 0; i < 51; i += 1) {
          const { id } = await nextUnreviewed(db, viewer, { filter, passedOver });
          if (!id) break;
          passedOver.push(id);
        }
        const current = passedOver.pop();
        const cases = {
          "the first": () => nextUnreviewed(db, viewer, { filter, passedOver: [] }),
          "after a reviewed one, 50 passed over": () =>
            nextUnreviewed(db, viewer, { filter, current, passedOver }),
        };
        for (const [name, run] of Object.entries(cases)) {
          const ms = await timed(run);
          const figure = `${label}, ${size.toLocaleString("en-US")} decisions: next unreviewed (rejected, ${sort} first), ${name}`;
          figures[figure] = ms;
          rows.push({
            figure,
            value: ms,
            unit: "ms",
            baselineName: "plain count of the table",
            baseline: count,
          });
        }
      }
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

const database = await benchDatabase(NAME);
const file = `data/bench-inbox-keys${process.env.BENCH_SUFFIX ?? ""}.db`;
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
