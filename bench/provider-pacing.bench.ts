// N background 4.1 calls through the pacer at 100/s against the sandbox answering in 50 ms and refusing above
// 100 requests a second: the time taken beside the time the limit allows (N / 100 s), the 429s seen, and the
// wait of an agent's lookup made meanwhile beside the same lookup with nothing else running.
// BENCH_PACING_CALLS raises N (default 2,000; the figure is 10,000).
import { createProviderClient } from "@/lib/provider/client";
import { ProviderStatusError } from "@/lib/provider/errors";
import { ProviderPacer } from "@/lib/provider/pacer";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { startSandbox, TOKEN_PATH } from "@/sandbox/server";
import { readState, setKnobs } from "@/sandbox/testing";
import { type Comparison, report } from "./server";
import { percentiles } from "./stats";

const CALLS = Number(process.env.BENCH_PACING_CALLS ?? 2_000);
const RATE = 100;
const LATENCY_MS = 50;
// 100/s at 50 ms each keeps 5 in flight; twice that leaves room for the sandbox's own time.
const MAX_CONCURRENT = 10;
// A job that claims rows in batches keeps this many calls waiting for the pacer, not all N.
const BACKGROUND_WORKERS = 50;
const LONE_LOOKUPS = 20;
const LOOKUP_EVERY_MS = 500;

const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
try {
  await setKnobs(sandbox, { latencyMs: LATENCY_MS, rateLimitPerSecond: RATE });
  let pauses = 0;
  const pacer = new ProviderPacer(
    { requestsPerSecond: RATE, maxConcurrent: MAX_CONCURRENT },
    {
      now: Date.now,
      sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
      observer: { waiting: () => {}, rateLimited: () => (pauses += 1) },
    },
  );
  const client = createProviderClient(
    {
      statusBaseUrl: sandbox.url,
      historyBaseUrl: sandbox.url,
      tokenUrl: `${sandbox.url}${TOKEN_PATH}`,
      clientId: sandbox.config.clientId,
      clientSecret: sandbox.config.clientSecret,
    },
    { tokenStore: new MemoryTokenStore(), pacer },
  );
  const identifier = (i: number) => `ord-0000-${String(i % 1_000).padStart(8, "0")}`;
  /** One 4.1 call; an answer with another status (the sandbox's "not found") is as good as any for pacing. */
  const ask = async (priority: "interactive" | "background", i: number) => {
    try {
      await pacer.run(priority, () => client.getTransactionStatus(identifier(i), "partnerId"));
    } catch (error) {
      if (!(error instanceof ProviderStatusError)) throw error;
    }
  };
  const timedLookup = async (i: number) => {
    const started = performance.now();
    await ask("interactive", i);
    return performance.now() - started;
  };

  await ask("interactive", 0); // the token, outside the figures
  const lone: number[] = [];
  for (let i = 0; i < LONE_LOOKUPS; i += 1) lone.push(await timedLookup(i));

  const before = await readState(sandbox);
  const rssBefore = process.memoryUsage().rss;
  let next = 0;
  let failed = 0;
  let running = true;
  const started = performance.now();
  const workers = Array.from({ length: BACKGROUND_WORKERS }, async () => {
    for (let i = next++; i < CALLS; i = next++) {
      await ask("background", i).catch(() => (failed += 1));
    }
  });
  const duringRun: number[] = [];
  const lookups = (async () => {
    for (let i = 0; running; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_EVERY_MS));
      if (running) duringRun.push(await timedLookup(i));
    }
  })();
  await Promise.all(workers);
  const elapsedMs = performance.now() - started;
  running = false;
  await lookups;
  const rssGrowthMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  const after = await readState(sandbox);
  const rateLimited = after.rateLimited - before.rateLimited;
  const allowedMs = (CALLS / RATE) * 1_000;

  const alone = percentiles(lone);
  const loaded = percentiles(duringRun);
  const comparisons: Comparison[] = [
    {
      figure: `${CALLS.toLocaleString("en-US")} background 4.1 calls, pacer and sandbox at ${RATE}/s, ${LATENCY_MS} ms latency`,
      value: Math.round(elapsedMs),
      unit: "ms",
      baselineName: `time the limit allows (${CALLS} / ${RATE} s)`,
      baseline: allowedMs,
    },
    {
      figure: "an agent's lookup while the background calls run (median)",
      value: loaded.median,
      unit: "ms",
      baselineName: "the same lookup with nothing else running (median)",
      baseline: alone.median,
    },
    {
      figure: "an agent's lookup while the background calls run (p95)",
      value: loaded.p95,
      unit: "ms",
      baselineName: "the same lookup with nothing else running (p95)",
      baseline: alone.p95,
    },
    {
      figure: "429s from the sandbox during the background calls (target 0)",
      value: rateLimited,
      unit: "",
      baselineName: "none",
      baseline: null,
    },
  ];
  await report(
    "provider-pacing",
    {
      "background calls": CALLS,
      "pacer: requests per second / at once": `${RATE} / ${MAX_CONCURRENT}`,
      "sandbox: latency / rate limit": `${LATENCY_MS} ms / ${RATE} per s`,
      "time taken": `${Math.round(elapsedMs)} ms (${(elapsedMs / allowedMs).toFixed(3)}× the ${allowedMs} ms allowed)`,
      "4.1 requests the sandbox saw": (after.requestCounts.status ?? 0) - (before.requestCounts.status ?? 0),
      "429s from the sandbox": rateLimited,
      "pauses for a Retry-After": pauses,
      "calls failed": failed,
      "lookup alone": `median ${alone.median} ms, p95 ${alone.p95} ms (n=${alone.n})`,
      "lookup during the run": `median ${loaded.median} ms, p95 ${loaded.p95} ms (n=${loaded.n})`,
      "RSS growth during the run": `${rssGrowthMiB.toFixed(1)} MiB`,
    },
    comparisons,
  );
} finally {
  await sandbox.close();
}
