// The inbox's keyboard flow: what "Mark reviewed" waits for before the next decision opens (nextUnreviewed,
// lib/inbox/next-unreviewed.ts), on the filtered list a reviewer works through (rejected, unreviewed), newest and
// oldest first, from a decision in the middle of the queue and with a round of passed-over decisions, at 1M
// decisions (bench/decision-seed.ts, shared with the insights), beside a plain count of the table from the same
// run; on SQLite, or on PostgreSQL with BENCH_DATABASE=postgresql (bench/postgres.ts).
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { nextUnreviewed } from "@/lib/inbox/next-unreviewed";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { besideCount, runOnBenchDatabase, timedMedian } from "./database-bench";
import { REVIEWERS, seedDecisions } from "./decision-seed";
import type { Comparison } from "./server";

const NAME = "inbox-keys";
const SIZES = (process.env.BENCH_INBOX_KEYS_SIZES ?? "1000000").split(",").map(Number);
const RUNS = 7;
const viewer = { id: REVIEWERS[0] ?? "bench-r1", timeZone: "Asia/Jakarta" };

const timed = (run: () => Promise<unknown>) => timedMedian(RUNS, run);

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
          rows.push(besideCount(figure, ms, count));
        }
      }
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

await runOnBenchDatabase(NAME, measure);
