// Sustained throughput and latency of the 4.3 callback receiver at 50 concurrent senders, against the
// production build on SQLite and on PostgreSQL, beside a minimal node:http server that inserts the same rows
// into the same database (bench/callbacks-plain-server.ts); every notification is distinct, and the count
// acknowledged must equal the count stored.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { createDb } from "@/lib/db/client";
import { upgradeNotification } from "@/sandbox/callbacks/payloads";
import { report, startBenchServer } from "./server";

const PORT = 3203;
const PG_PORT = 55436;
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
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

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

async function measure(target: string, baseUrl: string, token: string, databaseUrl: string) {
  await load(baseUrl, token, `warm-up ${target}`, WARM_UP);
  const { result, sent } = await load(baseUrl, token, target, AMOUNT);
  const count = await stored(databaseUrl, target);
  console.info(`${target}: ${Math.round(result.requests.average)} req/s, stored ${count} of ${sent}`);
  return {
    [`${target}: throughput (req/s)`]: Math.round(result.requests.average),
    [`${target}: latency p50 (ms)`]: result.latency.p50,
    [`${target}: latency p99 (ms)`]: result.latency.p99,
    [`${target}: sent / acknowledged / stored`]: `${sent} / ${result["2xx"]} / ${count}`,
    [`${target}: non-2xx, errors`]: `${result.non2xx}, ${result.errors}`,
  };
}

async function untilFree(port: number) {
  for (let i = 0; i < 100; i++) {
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

/** The app and then the plain server, one after the other, on one database. */
async function compare(database: string, databaseUrl: string | undefined) {
  const app = await startBenchServer({ port: PORT, name: "bench-callbacks", databaseUrl });
  const url = databaseUrl ?? "file:./data/bench-callbacks.db";
  let figures: Record<string, string | number>;
  try {
    figures = await measure(`app on ${database}`, app.baseUrl, app.sandbox.config.callbackToken, url);
  } finally {
    await app.stop();
  }
  await untilFree(PORT);
  const plain = await startPlainServer(url);
  try {
    return {
      ...figures,
      ...(await measure(`plain node:http on ${database}`, `http://127.0.0.1:${PORT}`, "-", url)),
    };
  } finally {
    stop(plain);
    await untilFree(PORT);
  }
}

/** A throwaway PostgreSQL (scripts/postgres.sh); it stops when its shell's stdin closes. */
async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const shell = spawn(
    "bash",
    [
      "-c",
      `source scripts/postgres.sh; PG_TEST_PORT=${PG_PORT} start_postgres >&2 && echo "$PG_TEST_URL" && cat >/dev/null`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    shell.once("exit", () => reject(new Error("PostgreSQL did not start")));
    createInterface({ input: shell.stdout as NodeJS.ReadableStream }).once("line", resolve);
  });
  return { url, stop: () => shell.stdin?.end() };
}

const sqlite = await compare("SQLite", undefined);
const postgres = await startPostgres();
let pg: Record<string, string | number>;
try {
  pg = await compare("PostgreSQL", postgres.url);
} finally {
  postgres.stop();
}
await report("callbacks", { connections: CONNECTIONS, "notifications per run": AMOUNT, ...sqlite, ...pg });
