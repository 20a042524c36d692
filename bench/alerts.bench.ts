// The operations alerts: one evaluation of every rule (lib/alerts/evaluate.ts: each rule's reads, then the
// locked transaction that brings the alerts up to date) at 1,000,000 decisions, each of which arrived by
// callback, beside a plain count of the decisions table in the same run, on SQLite, or on PostgreSQL with
// BENCH_DATABASE=postgresql. Around them, a day of what the rules read: provider calls counted per minute, the
// last hour's refused callers, export jobs and reconciliation runs, instances (one silent), breakers (one open),
// retention passes and notifications (some given up), so several rules trip and the evaluation also writes.
// Seeding is done in SQL (a generated series), not through the app.
import { evaluateAlerts } from "@/lib/alerts/evaluate";
import { ALERT_RULES } from "@/lib/alerts/rules";
import { limitsOf, thresholdValues } from "@/lib/alerts/thresholds";
import { createDb, type Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { migrate } from "@/lib/db/migrate";
import { besideCount, round, runOnBenchDatabase, timedMedian } from "./database-bench";
import { generatedSeries, seedDecisions, sqlTime } from "./decision-seed";
import type { Comparison } from "./server";

const NAME = "alerts";
const SIZES = (process.env.BENCH_ALERTS_SIZES ?? "1000000").split(",").map(Number);
const RUNS = 7;
const MINUTE_MS = 60_000;

/** One callback delivery per decision, at its time: one in 40 refused for its body, one in 25 for its token. */
async function seedDeliveries(db: Db, size: number) {
  const sqlite = dialectOf(db) === "sqlite";
  const { series, from } = generatedSeries(sqlite, size);
  await db.callbackDelivery.deleteMany();
  await db.$executeRawUnsafe(
    `${series} INSERT INTO "CallbackDelivery" ("id", "receivedAt", "outcome", "httpStatus", "responseCode", "bodyBytes")
     SELECT 'bench-d' || ${sqlite ? "i" : "CAST(i AS TEXT)"}, d."receivedAt",
       CASE WHEN i % 40 = 0 THEN 'invalid' WHEN i % 25 = 0 THEN 'unauthorized' ELSE 'stored' END, 200, '00', 900
     FROM ${from} JOIN "UpgradeDecision" AS d ON d."id" = 'bench' || ${sqlite ? "i" : "CAST(i AS TEXT)"}`,
  );
  await db.$executeRawUnsafe(sqlite ? "ANALYZE" : 'ANALYZE "CallbackDelivery"');
}

async function seedOperations(db: Db, now: Date) {
  const sqlite = dialectOf(db) === "sqlite";
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const rows = [];
  for (let m = 0; m < 1_440; m += 1) {
    const minuteStart = new Date(minute - m * MINUTE_MS);
    for (const operation of ["token", "transaction-status", "history"]) {
      rows.push({ minuteStart, operation, outcome: "ok", latencyUpToMs: 250, count: 20 });
      // The last ten minutes, transaction-status fails: its rule trips.
      if (operation === "transaction-status" && m < 10)
        rows.push({ minuteStart, operation, outcome: "http_5xx", latencyUpToMs: 1_000, count: 40 });
    }
  }
  await db.providerCallCount.deleteMany();
  await db.providerCallCount.createMany({ data: rows });
  const refusals = Array.from({ length: 60 }, (_, m) => {
    const minuteStart = new Date(minute - m * MINUTE_MS);
    return {
      minuteStart,
      hourStart: minuteStart,
      address: `10.0.0.${m % 5}`,
      kind: "unauthorized",
      count: 3,
    };
  });
  await db.callbackRefusalCount.deleteMany();
  await db.callbackRefusalCount.createMany({ data: refusals });
  await db.appInstance.deleteMany();
  await db.appInstance.createMany({
    data: ["a", "b", "c"].map((id, k) => ({
      id: `bench-${id}`,
      version: "bench",
      host: "bench",
      pid: k,
      startedAt: new Date(minute - 86_400_000),
      lastSeenAt: new Date(now.getTime() - (k === 2 ? 10 * MINUTE_MS : 5_000)),
    })),
  });
  await db.circuitBreakerState.deleteMany();
  await db.circuitBreakerState.create({
    data: {
      instanceId: "bench-a",
      host: "provider.bench",
      state: "open",
      changedAt: new Date(now.getTime() - 5 * MINUTE_MS),
      updatedAt: now,
    },
  });
  await db.retentionRun.deleteMany();
  await db.retentionRun.createMany({
    data: Array.from({ length: 200 }, (_, k) => ({
      instanceId: "bench-a",
      startedAt: new Date(now.getTime() - k * 3_600_000),
      finishedAt: new Date(now.getTime() - k * 3_600_000 + 1_000),
      deleted: "{}",
      failure: k < 3 ? "database_error" : null,
    })),
  });
  const size = 50_000;
  const { series, from } = generatedSeries(sqlite, size);
  const end = Math.floor(now.getTime() / 1000);
  await db.notification.deleteMany();
  await db.$executeRawUnsafe(
    `${series} INSERT INTO "Notification" ("id", "kind", "params", "channel", "address", "dedupeKey", "state", "attempts",
       "nextAttemptAt", "createdAt")
     SELECT 'bench-n' || ${sqlite ? "i" : "CAST(i AS TEXT)"}, 'security.passwordChanged', '{}', 'email', 'a@bench.test',
       'bench-n' || ${sqlite ? "i" : "CAST(i AS TEXT)"}, CASE WHEN i % 500 = 0 THEN 'failed' ELSE 'sent' END, 1,
       ${sqlTime(sqlite, `${end} - i * 60`)}, ${sqlTime(sqlite, `${end} - i * 60`)}
     FROM ${from}`,
  );
  await db.$executeRawUnsafe(
    sqlite ? "ANALYZE" : 'ANALYZE "Notification", "ProviderCallCount", "CallbackRefusalCount"',
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
      await seedDeliveries(db, size);
      await seedOperations(db, now);
      figures[`${label} ${size} seeded (s)`] = round((performance.now() - seeding) / 1000);
      // The seed's write-ahead log is folded back first: the first commit after it would pay for it otherwise.
      if (dialectOf(db) === "sqlite") await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
      const count = await timedMedian(RUNS, () => db.upgradeDecision.count());
      figures[`${label} ${size} plain count (ms)`] = count;
      // The first call opens the alerts; the timed ones find them open and bring their figures up to date, as
      // every evaluation after the first does.
      const evaluation = await timedMedian(RUNS, (i) =>
        evaluateAlerts(db, new Date(now.getTime() + i * 1_000)),
      );
      figures[`${label} ${size} every rule evaluated (ms)`] = evaluation;
      figures[`${label} ${size} alerts open`] = await db.alert.count({ where: { openKey: { not: null } } });
      const values = await thresholdValues(db);
      const reads = await timedMedian(RUNS, () =>
        Promise.all(ALERT_RULES.map((rule) => rule.evaluate(db, now, limitsOf(values, rule.name)))),
      );
      figures[`${label} ${size} every rule read, no write (ms)`] = reads;
      const figure = `${label}, ${size.toLocaleString("en-US")} decisions: every alert rule evaluated`;
      rows.push(besideCount(figure, evaluation, count), besideCount(`${figure}, reads only`, reads, count));
    }
  } finally {
    await db.$disconnect();
  }
  return { figures, rows };
}

await runOnBenchDatabase(NAME, measure);
