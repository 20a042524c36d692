// A reconciliation run of N pasted identifiers (BENCH_RECONCILE_ROWS, default 2,000; the issue's figure is
// 10,000), every one a transaction the sandbox knows, worked by the job (lib/reconciliation/worker.ts) against
// the sandbox answering in 50 ms and, where it has the knob, refusing above 100 requests a second; the job paced
// at 100/s. Figures: the time taken beside the time the limit allows (N / 100 s), rows lost and rows asked twice
// (from the sandbox's own request count), RSS growth, and the time until the run's first progress is visible.
import { spawn } from "node:child_process";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { askProvider } from "@/lib/lookup/ask-provider";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { createRun, type IncomingRow } from "@/lib/reconciliation/create-run";
import type { AskProvider } from "@/lib/reconciliation/job/ask";
import { createReconcileWorker } from "@/lib/reconciliation/worker";
import { sandboxConfigSchema } from "@/sandbox/config";
import { partnerTransactionId } from "@/sandbox/data/ids";
import { findTransaction } from "@/sandbox/data/transactions";
import { type RunningSandbox, startSandbox, TOKEN_PATH } from "@/sandbox/server";
import { readState, setKnobs } from "@/sandbox/testing";
import { type Measured, round, runOnBenchDatabase } from "./database-bench";
import { collectGarbage, trackMemory } from "./peak-memory";

const NAME = "reconcile-run";
const ROWS = Number(process.env.BENCH_RECONCILE_ROWS ?? 2_000);
const RATE = 100;
const LATENCY_MS = 50;
const MAX_CONCURRENT = 10;
const POLL_MS = 50;
const PROGRESS_POLL_MS = 250;
// How long the provider took to answer, as the job saw it: 50 ms set, more when the machine is busy.
let exchangeMs = 0;
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4223);
// The app's configuration, as a server would have it: a run's retention comes from it (lib/reconciliation).
process.env.AUTH_SECRET ??= "bench-auth-secret-bench-auth-secret-0123456789";
process.env.ENCRYPTION_KEY ??= Buffer.alloc(32, 5).toString("base64");

interface Pacer {
  run<T>(priority: "background", call: () => Promise<T>): Promise<T>;
}

/**
 * The provider pacer (lib/provider/pacer.ts, built beside this part) when this tree has it, as the job uses it
 * in production; without it, calls spaced 1/RATE s apart here, so the figure is still the job's at that pace.
 */
async function pacing(): Promise<{ pacer: Pacer | null; label: string; space: () => Promise<void> }> {
  const module = "@/lib/provider/pacer";
  const loaded = (await import(/* @vite-ignore */ module).catch(() => null)) as {
    ProviderPacer: new (
      settings: { requestsPerSecond: number; maxConcurrent: number },
      dependencies: { now: () => number; sleep: (ms: number) => Promise<void> },
    ) => Pacer;
  } | null;
  if (loaded) {
    const pacer = new loaded.ProviderPacer(
      { requestsPerSecond: RATE, maxConcurrent: MAX_CONCURRENT },
      { now: Date.now, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
    );
    return { pacer, label: "lib/provider/pacer.ts", space: async () => {} };
  }
  let nextAt = 0;
  const space = async () => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + 1_000 / RATE;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
  return { pacer: null, label: "calls spaced 1/100 s in the bench (no pacer in this tree)", space };
}

/** Transactions the sandbox of the default seed knows, by their partner id (what `auto` asks first). */
async function knownIdentifiers(count: number): Promise<string[]> {
  const local = await startSandbox({ host: "127.0.0.1", port: 0 });
  try {
    const identifiers: string[] = [];
    for (let user = 1; identifiers.length < count && user <= 100_000; user += 1) {
      for (let index = 0; index < 2_000 && identifiers.length < count; index += 1) {
        const id = partnerTransactionId(user, index);
        if (findTransaction(local.context.users, "partnerId", id, local.config.clientId))
          identifiers.push(id);
      }
    }
    if (identifiers.length < count)
      throw new Error(`the sandbox knows only ${identifiers.length} transactions`);
    return identifiers;
  } finally {
    await local.close();
  }
}

/**
 * The provider in a process of its own, as the real one is: in the bench's process its signing and answering
 * would share one core with the job it is meant to measure.
 */
async function sandboxProcess(): Promise<{ sandbox: RunningSandbox; stop: () => void }> {
  // A process group of its own: npx and tsx each start a child, and the whole group is stopped at the end.
  const child = spawn("npx", ["tsx", "sandbox/main.ts", "--port", String(SANDBOX_PORT)], {
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the sandbox exited (${code})`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
  });
  const config = sandboxConfigSchema.parse({ port: SANDBOX_PORT });
  const sandbox = { url: `http://127.0.0.1:${SANDBOX_PORT}`, port: SANDBOX_PORT, config } as RunningSandbox;
  const stop = () => {
    child.stdout.destroy();
    if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  };
  return { sandbox, stop };
}

async function measure(label: string, url: string): Promise<Measured> {
  const identifiers = await knownIdentifiers(ROWS);
  const { sandbox, stop } = await sandboxProcess();
  try {
    await setKnobs(sandbox, { latencyMs: LATENCY_MS });
    const limited = await setKnobs(sandbox, { rateLimitPerSecond: RATE } as never).then(
      () => true,
      () => false,
    );
    await migrate(url);
    const db = createDb(url);
    const owner = await db.user.create({
      data: { email: "bench@example.test", name: "Bench", passwordHash: "x" },
    });
    const { pacer, label: paced, space } = await pacing();
    const client = createProviderClient(
      {
        statusBaseUrl: sandbox.url,
        historyBaseUrl: sandbox.url,
        tokenUrl: `${sandbox.url}${TOKEN_PATH}`,
        clientId: sandbox.config.clientId,
        clientSecret: sandbox.config.clientSecret,
      },
      { tokenStore: new MemoryTokenStore(), ...(pacer ? { pacer } : {}) } as Parameters<
        typeof createProviderClient
      >[1],
    );
    // The job's way to the provider, as lib/reconciliation/job/provider-ask.ts wires it, with this client.
    const ask: AskProvider = (identifier, kind, codes) => {
      const call = () =>
        askProvider(
          {
            getTransactionStatus: async (id, k) => {
              await space();
              const sent = performance.now();
              try {
                return await client.getTransactionStatus(id, k);
              } finally {
                exchangeMs += performance.now() - sent;
              }
            },
          },
          { q: identifier, kind },
          codes,
        );
      return pacer ? pacer.run("background", call) : call();
    };
    await client.getTransactionStatus(identifiers[0] ?? "", "partnerId"); // the token, outside the figures

    const rows: IncomingRow[] = identifiers.map((identifier, i) => ({
      rowNumber: i + 1,
      identifier,
      identifierKind: "auto",
      expectedAmountMinor: null,
      expectedStatus: null,
      expectedDate: null,
      partnerReference: null,
    }));
    const run = await db.$transaction((tx) => createRun(tx, { ownerId: owner.id, source: "paste" }, rows), {
      timeout: 120_000,
    });
    const before = await readState(sandbox);
    collectGarbage();
    const { heapUsed: heapBefore } = process.memoryUsage();
    // The kernel's high-water mark of the RSS from here on, so a peak between two samples is not missed.
    const memory = trackMemory();
    const worker = createReconcileWorker(db, ask, { worker: "bench" });
    const started = performance.now();
    const tick = setInterval(() => void worker.pump(), 1_000);
    void worker.pump();
    let firstProgressMs: number | null = null;
    for (;;) {
      // Raw and, once progress shows, four times a second: the bench's own reads are garbage in the process it
      // measures (Prisma's findUnique every 50 ms allocated about as much as the job).
      const [state] = await db.$queryRaw<{ state: string; rowsDone: number }[]>`
        SELECT "state", "rowsDone" FROM "ReconcileRun" WHERE "id" = ${run.id}`;
      if (firstProgressMs === null && Number(state?.rowsDone ?? 0) > 0) {
        firstProgressMs = performance.now() - started;
      }
      if (state?.state === "done") break;
      await new Promise((resolve) =>
        setTimeout(resolve, firstProgressMs === null ? POLL_MS : PROGRESS_POLL_MS),
      );
    }
    const peak = memory.peak();
    const elapsedMs = performance.now() - started;
    clearInterval(tick);
    await worker.idle();
    collectGarbage();
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    const after = await readState(sandbox);
    const requests = (after.requestCounts.status ?? 0) - (before.requestCounts.status ?? 0);
    const found = await db.reconcileRow.count({ where: { runId: run.id, bucket: "found" } });
    const others = await db.reconcileRow.groupBy({
      by: ["bucket"],
      where: { runId: run.id, NOT: { bucket: "found" } },
      _count: { _all: true },
    });
    const maxAttempts = (
      await db.reconcileRow.aggregate({ where: { runId: run.id }, _max: { attempts: true } })
    )._max.attempts;
    await db.$disconnect();
    const allowedMs = (ROWS / RATE) * 1_000;
    const lost = ROWS - found;
    const askedTwice = Math.max(0, requests - ROWS);
    console.info(
      `  database ${label}; pacing: ${paced}; sandbox rate limit: ${limited ? `${RATE}/s` : "not in this tree"}`,
    );
    if (others.length) console.info(`  rows in other buckets: ${JSON.stringify(others)}`);
    return {
      figures: {
        rows: ROWS,
        "time taken (ms)": Math.round(elapsedMs),
        "time the limit allows (ms)": allowedMs,
        "ratio to the time allowed": round((elapsedMs / allowedMs) * 100) / 100,
        "4.1 requests the sandbox saw": requests,
        "rows lost (not found as asked)": lost,
        "requests beyond one per row": askedTwice,
        "most attempts of a row": maxAttempts ?? 0,
        "429s from the sandbox": (after as { rateLimited?: number }).rateLimited ?? 0,
        "first progress visible (ms)": Math.round(firstProgressMs ?? Number.NaN),
        "mean answer time of the provider as the job saw it (ms)": round(exchangeMs / Math.max(1, requests)),
        "RSS growth, peak during the run (MiB)": round(peak.rssMiB - memory.rest.rssMiB),
        "V8 heap in use (live and garbage), peak growth (MiB)": round(peak.heapMiB - memory.rest.heapMiB),
        "RSS at rest before the run (MiB)": round(memory.rest.rssMiB),
        "live heap growth after a full collection at the end (MiB)": round(heapGrowth / 2 ** 20),
      },
      rows: [
        {
          figure: `${ROWS.toLocaleString("en-US")} rows, job paced at ${RATE}/s, sandbox ${LATENCY_MS} ms${limited ? `, limit ${RATE}/s` : ""}`,
          value: Math.round(elapsedMs),
          unit: "ms",
          baselineName: `time the limit allows (${ROWS} / ${RATE} s; target ≤ 1.1×)`,
          baseline: allowedMs,
        },
        {
          figure: "rows lost or asked twice (target 0)",
          value: lost + askedTwice,
          unit: "",
          baselineName: "none",
          baseline: null,
        },
        {
          figure: "RSS growth during the run (target ≤ 100 MiB)",
          value: round(peak.rssMiB - memory.rest.rssMiB),
          unit: "MiB",
          baselineName: "none",
          baseline: null,
        },
        {
          // The RSS peak holds garbage V8 has not collected yet; this is what the run still keeps.
          figure: "live heap growth after a full collection at the end",
          value: round(heapGrowth / 2 ** 20),
          unit: "MiB",
          baselineName: "none",
          baseline: null,
        },
        {
          figure: "first progress visible after the start (target ≤ 2 s)",
          value: Math.round(firstProgressMs ?? Number.NaN),
          unit: "ms",
          baselineName: "none",
          baseline: null,
        },
      ],
    };
  } finally {
    stop();
  }
}

await runOnBenchDatabase(NAME, measure);
