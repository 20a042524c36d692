// Sustained throughput and latency of the 4.3 callback receiver at 50 concurrent senders, against the
// production build on SQLite and on PostgreSQL. Its baseline, measured on the same server in the same run:
// the cheapest route of the same build, GET /api/health/live (no database); the goal is at least 60% of its
// throughput, p99 at most 250 ms, no time-out, and every notification sent acknowledged and stored. For
// reference, also GET /api/health (one database round trip) and a minimal node:http server that inserts the
// same rows into the same database (bench/callbacks-plain-server.ts). Every notification is distinct.
// The app logs at `info`, a production instance's default, with its metrics on. With BENCH_PREVIOUS_ROOT (a
// git worktree of an earlier release, built in its own NEXT_DIST_DIR), the same load also runs against that
// build on the same database kind, right after this one's: the cost of what came since (issue 14: metrics,
// pino, request ids).
// BENCH_CALLBACKS_PORT moves the port, BENCH_PG_SERVER or BENCH_PG_PORT the database (bench/postgres.ts), so
// runs of other work trees can share the machine.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { createDb } from "@/lib/db/client";
import { upgradeNotification } from "@/sandbox/callbacks/payloads";
import { benchPostgres } from "./postgres";
import { type Comparison, report, startBenchServer } from "./server";

const PORT = Number(process.env.BENCH_CALLBACKS_PORT ?? 3203);
const PREVIOUS_ROOT = process.env.BENCH_PREVIOUS_ROOT;
const CONNECTIONS = 50;
const AMOUNT = Number(process.env.BENCH_CALLBACKS_AMOUNT ?? 6_000);
const WARM_UP = 300;
const PATH = "/v1.0/snap/account/upgrade/notify";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const runAutocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/**
 * autocannon, with the time from the start to the last answer: its own `duration`, and the end of a run of
 * `amount` requests, fall on its one-second ticks, coarse for a run of a few seconds.
 */
async function autocannon(options: Record<string, unknown>): Promise<AutocannonResult & { seconds: number }> {
  const started = performance.now();
  let lastAnswer = started;
  const requests = ((options.requests as Record<string, unknown>[] | undefined) ?? [{}]).map((request) => ({
    ...request,
    onResponse: () => {
      lastAnswer = performance.now();
    },
  }));
  const result = await runAutocannon({ ...options, requests });
  return { ...result, seconds: (lastAnswer - started) / 1000 };
}

/** `amount` distinct notifications from 50 connections; returns the figures and how many bodies were sent. */
async function load(baseUrl: string, token: string, label: string, amount: number) {
  let sent = 0;
  const result = await autocannon({
    url: `${baseUrl}${PATH}`,
    connections: CONNECTIONS,
    amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-callback-token": token,
        },
        setupRequest: (request: Record<string, unknown>) => {
          const index = sent++;
          const body = upgradeNotification(index, {
            seed: label,
            imageBaseUrl: "http://127.0.0.1:4010",
            includeVariant: true,
          });
          return {
            ...request,
            body: JSON.stringify({ ...body, originalReferenceNo: `BENCH-${label}-${index}` }),
          };
        },
      },
    ],
  });
  return { result, sent };
}

async function stored(databaseUrl: string, label: string): Promise<number> {
  const client = createDb(databaseUrl);
  try {
    return await client.upgradeDecision.count({
      where: { originalReferenceNo: { startsWith: `BENCH-${label}-` } },
    });
  } finally {
    await client.$disconnect();
  }
}

// Requests over the time to the last answer: autocannon's own average is of whole seconds.
const throughputOf = (result: { requests: { total: number }; seconds: number }) =>
  Math.round(result.requests.total / result.seconds);

interface Run {
  throughput: number;
  p50: number;
  p99: number;
  timeouts: number;
}

const figuresOf = (target: string, run: Run) => ({
  [`${target}: throughput (req/s)`]: run.throughput,
  [`${target}: latency p50 (ms)`]: run.p50,
  [`${target}: latency p99 (ms)`]: run.p99,
  [`${target}: time-outs`]: run.timeouts,
});

/** The same load shape on a GET route: 50 connections, `AMOUNT` requests, after a warm-up. */
async function loadRoute(url: string): Promise<Run> {
  await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, timeout: 30 });
  const result = await autocannon({ url, connections: CONNECTIONS, amount: AMOUNT, timeout: 30 });
  return {
    throughput: throughputOf(result),
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
  };
}

async function measure(target: string, baseUrl: string, token: string, databaseUrl: string) {
  await load(baseUrl, token, `warm-up ${target}`, WARM_UP);
  const { result, sent } = await load(baseUrl, token, target, AMOUNT);
  const count = await stored(databaseUrl, target);
  console.info(`${target}: ${throughputOf(result)} req/s, stored ${count} of ${sent}`);
  const run: Run = {
    throughput: throughputOf(result),
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
  };
  const complete = sent === result["2xx"] && sent === count;
  return {
    run,
    complete,
    figures: {
      ...figuresOf(target, run),
      [`${target}: sent / acknowledged / stored`]: `${sent} / ${result["2xx"]} / ${count}`,
      [`${target}: non-2xx, errors`]: `${result.non2xx}, ${result.errors}`,
    },
  };
}

async function untilFree(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} is still in use`);
}

async function startPlainServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn("npx", ["tsx", "bench/callbacks-plain-server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", () => reject(new Error("the plain server exited while starting")));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (line.includes("ready")) resolve();
    });
  });
  return child;
}

const stop = (child: ChildProcess) => {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
};

const previousRelease = () =>
  PREVIOUS_ROOT
    ? execFileSync("git", ["-C", PREVIOUS_ROOT, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()
    : "";

/** The receiver of the build in `root` (a previous release) under the same load, on a fresh database. */
async function measurePrevious(database: string, databaseUrl: string | undefined, root: string) {
  const app = await startBenchServer({
    port: PORT,
    name: "bench-callbacks-previous",
    databaseUrl,
    root,
    logLevel: "info",
  });
  try {
    const target = `previous release ${previousRelease()} on ${database}`;
    return await measure(target, app.baseUrl, app.sandbox.config.callbackToken, app.databaseUrl);
  } finally {
    await app.stop();
    await untilFree(PORT);
  }
}

/**
 * On one database: the app's trivial route, its health check and its receiver (one server, in that order),
 * then the plain server, then (BENCH_PREVIOUS_ROOT) the previous release's receiver, each on a fresh database
 * from `fresh` (undefined: SQLite). Returns the figures and the comparisons of the receiver with the trivial
 * route and with the previous release.
 */
async function compare(database: string, fresh: () => Promise<string | undefined>) {
  const app = await startBenchServer({
    port: PORT,
    name: "bench-callbacks",
    databaseUrl: await fresh(),
    logLevel: "info",
  });
  const url = app.databaseUrl;
  const target = `app on ${database}`;
  let live: Run;
  let health: Run;
  let receiver: Awaited<ReturnType<typeof measure>>;
  try {
    live = await loadRoute(`${app.baseUrl}/api/health/live`);
    health = await loadRoute(`${app.baseUrl}/api/health`);
    receiver = await measure(target, app.baseUrl, app.sandbox.config.callbackToken, url);
  } finally {
    await app.stop();
  }
  await untilFree(PORT);
  const plain = await startPlainServer(url);
  let plainFigures: Record<string, string | number>;
  try {
    plainFigures = (await measure(`plain node:http on ${database}`, `http://127.0.0.1:${PORT}`, "-", url))
      .figures;
  } finally {
    stop(plain);
    await untilFree(PORT);
  }
  const previous = PREVIOUS_ROOT ? await measurePrevious(database, await fresh(), PREVIOUS_ROOT) : null;
  const baselineName = `GET /api/health/live (same build, same run, ${database})`;
  const comparisons: Comparison[] = [
    {
      figure: `callback receiver on ${database}, 50 senders: throughput`,
      value: receiver.run.throughput,
      unit: "req/s",
      baselineName,
      baseline: live.throughput,
    },
    {
      figure: `callback receiver on ${database}, 50 senders: latency p99`,
      value: receiver.run.p99,
      unit: "ms",
      baselineName,
      baseline: live.p99,
    },
    {
      figure: `callback receiver on ${database}: client time-outs`,
      value: receiver.run.timeouts,
      unit: "requests",
      baselineName,
      baseline: null,
    },
  ];
  if (previous) {
    const previousName = `previous release ${previousRelease()}, same load (same run, ${database})`;
    comparisons.push(
      {
        figure: `callback receiver on ${database}, metrics and info logging on: throughput`,
        value: receiver.run.throughput,
        unit: "req/s",
        baselineName: previousName,
        baseline: previous.run.throughput,
      },
      {
        figure: `callback receiver on ${database}, metrics and info logging on: latency p50`,
        value: receiver.run.p50,
        unit: "ms",
        baselineName: previousName,
        baseline: previous.run.p50,
      },
    );
  }
  return {
    // The previous release's losses are a finding of the comparison, not a failure of this run.
    complete: receiver.complete,
    comparisons,
    figures: {
      ...figuresOf(`GET /api/health/live on ${database}`, live),
      ...figuresOf(`GET /api/health on ${database}`, health),
      ...receiver.figures,
      ...plainFigures,
      ...previous?.figures,
    },
  };
}

const sqlite = await compare("SQLite", async () => undefined);
const databases: { stop: () => Promise<void> }[] = [];
let pg: Awaited<ReturnType<typeof compare>>;
try {
  pg = await compare("PostgreSQL", async () => {
    const database = await benchPostgres(`callbacks_${databases.length}`);
    databases.push(database);
    return database.url;
  });
} finally {
  for (const database of databases) await database.stop();
}
await report(
  "callbacks",
  { connections: CONNECTIONS, "notifications per run": AMOUNT, ...sqlite.figures, ...pg.figures },
  [...sqlite.comparisons, ...pg.comparisons],
);
if (!sqlite.complete || !pg.complete) {
  throw new Error("a notification sent was not acknowledged or not stored: see sent / acknowledged / stored");
}
