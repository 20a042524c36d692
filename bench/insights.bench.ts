// The inbox insights: the page's server time (everything it reads, lib/insights/query.ts) over the last 90 and
// 30 days, at 10k, 100k and 1M decisions spread over a year, on SQLite, or on PostgreSQL with
// BENCH_DATABASE=postgresql (bench/postgres.ts: BENCH_PG_SERVER, else a throwaway server). Each size is
// measured with the roll-up in use (as the page runs once the background pass caught up), beside a plain count
// of the decisions table and the same page with nothing rolled up yet (every decision counted one by one: what
// the page cost before the roll-up), all in the same run; the pass that rolls up the whole history is timed
// too. Seeding is done in SQL (a generated series), not through the app.
import { rmSync } from "node:fs";
import { createDb, type Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { migrate } from "@/lib/db/migrate";
import { queryInsights } from "@/lib/insights/query";
import { resolveRange } from "@/lib/insights/range";
import { rollUpDecisions } from "@/lib/insights/rollup";
import { benchDatabase } from "./postgres";
import { type Comparison, report } from "./server";

const NAME = "insights";
const SIZES = (process.env.BENCH_INSIGHTS_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const RUNS = 7;
const ZONE = "Asia/Jakarta";
const SPAN_SECONDS = 365 * 86_400;
const REVIEWERS = ["bench-r1", "bench-r2", "bench-r3", "bench-r4", "bench-r5"];
const REASONS = [
  '["Foto KTP tidak jelas"]',
  '["foto ktp tidak jelas."]',
  '["Selfie tidak cocok dengan KTP"]',
  '["SELFIE TIDAK COCOK DENGAN KTP!"]',
  '["Data tidak valid"]',
  '["Foto KTP tidak jelas","Selfie tidak cocok dengan KTP"]',
  '["Nama ibu kandung tidak sesuai"]',
  '["Dokumen kedaluwarsa"]',
];

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

/** `size` decisions, one every year/size seconds back from now: a third rejected, 80% reviewed. */
async function seed(db: Db, size: number, now: Date) {
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
  const series = sqlite
    ? `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${size - 1})`
    : "";
  const from = sqlite ? "s" : `generate_series(0, ${size - 1}) AS s(i)`;
  const time = (seconds: string) =>
    sqlite
      ? `strftime('%Y-%m-%dT%H:%M:%f', ${seconds}, 'unixepoch') || '+00:00'`
      : `to_timestamp(${seconds}) AT TIME ZONE 'UTC'`;
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
      await seed(db, size, now);
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
