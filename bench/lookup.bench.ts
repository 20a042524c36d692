// Transaction lookup (issue 4), in Debian's chromium against the production build and the sandbox:
// - from pressing Enter to the result card on screen (performance marks the page sets), median and p95;
// - the server action's added latency over a direct provider-client call for the same identifiers, in the
//   same run: the bench process calls the client itself (sharing the app's database token store, so neither
//   side retires the other's token) right before the page looks the identifier up; measured both from the
//   page's call (the browser's JavaScript included) and from the action's HTTP exchange (Resource Timing);
// - the first lookup's POST sent again from the bench process, each beside a direct call: what the server and
//   the connection add without a browser rendering at the same time (on a machine with few cores, the page's
//   own work right after Enter slows the server's answer in the figures above).
// The app logs at `info` (a production instance's default). BENCH_DATABASE=postgresql runs it on PostgreSQL
// (bench/postgres.ts). With BENCH_PREVIOUS_ROOT (a git worktree of an earlier release, built in its own
// NEXT_DIST_DIR), the same lookups then run against that build: the cost of what came since (issue 14).
import { execFileSync } from "node:child_process";
import type { Browser, Request } from "@playwright/test";
import { keyringOf } from "@/lib/crypto/secret-box";
import { createDb } from "@/lib/db/client";
import { createProviderClient } from "@/lib/provider/client";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
import { createDbTokenStore } from "@/lib/provider-connection/token-store-db";
import { partnerTransactionId } from "@/sandbox/data/ids";
import { findTransaction } from "@/sandbox/data/transactions";
import { TOKEN_PATH } from "@/sandbox/server";
import { launchBenchBrowser } from "./browser";
import { benchDatabase } from "./postgres";
import { type BenchServer, type Comparison, report, startBenchServer } from "./server";

const NAME = "lookup";
const PORT = Number(process.env.BENCH_LOOKUP_PORT ?? 3201);
const PREVIOUS_ROOT = process.env.BENCH_PREVIOUS_ROOT;
const LOOKUPS = 40;
const WARM_UP = 4;
// The key startBenchServer gives the app (bench/server.ts).
const APP_ENCRYPTION_KEY = Buffer.alloc(32, 5);
const ENTER_TO_RESULT = "lookup:enter-to-result";
const ACTION_ROUND_TRIP = "lookup:action";

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[rank] ?? Number.NaN;
}
const ms = (value: number) => Math.round(value * 10) / 10;

/** Transactions that exist in the server's sandbox, half looked up by the provider's requestId and half by the partner's id. */
function targetsOf(server: BenchServer): { id: string; kind: TransactionIdKind }[] {
  const { context: sandbox, config } = server.sandbox;
  const targets: { id: string; kind: TransactionIdKind }[] = [];
  for (let user = 1; targets.length < LOOKUPS + WARM_UP && user <= 300; user += 1) {
    for (let index = 0; index < 3 && targets.length < LOOKUPS + WARM_UP; index += 1) {
      const record = findTransaction(
        sandbox.users,
        "partnerId",
        partnerTransactionId(user, index),
        config.clientId,
      );
      if (!record) continue;
      const kind: TransactionIdKind = targets.length % 2 === 0 ? "requestId" : "partnerId";
      targets.push({ id: kind === "requestId" ? record.requestId : record.transactionId, kind });
    }
  }
  return targets;
}

/** The client the bench calls itself, sharing the app's database token store. */
function directClient(server: BenchServer) {
  const { config } = server.sandbox;
  return createProviderClient(
    {
      statusBaseUrl: server.sandbox.url,
      historyBaseUrl: server.sandbox.url,
      tokenUrl: `${server.sandbox.url}${TOKEN_PATH}`,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
    },
    {
      tokenStore: createDbTokenStore(createDb(server.databaseUrl), {
        key: keyringOf({ version: 1, key: APP_ENCRYPTION_KEY }),
      }),
    },
  );
}

interface Lookups {
  enterToCard: number[];
  actionTrips: number[];
  exchanges: number[];
  directCalls: number[];
  /** The first lookup's POST sent again from the bench, each beside a direct call for the same identifier. */
  replays: number[];
  replayDirectCalls: number[];
}

/**
 * An agent signed in to `server` looks up every target (the first WARM_UP not counted); with `direct`, the
 * bench makes the same call itself right before each.
 */
async function lookUpAll(
  browser: Browser,
  server: BenchServer,
  direct: ReturnType<typeof directClient> | null,
): Promise<Lookups> {
  const context = await browser.newContext({ locale: "en-US", timezoneId: "Asia/Jakarta" });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/sign-in`);
  await page.getByLabel("Email").fill("agent@e2e.test");
  await page.getByLabel("Password").fill(server.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/lookup$/);
  const box = page.getByRole("textbox", { name: "Transaction identifier" });
  // The first POST to the page after Enter is the first lookup's action (the recent-lookups action follows).
  let firstAction: Request | null = null;
  page.on("request", (request) => {
    if (!firstAction && request.method() === "POST" && new URL(request.url()).pathname === "/lookup")
      firstAction = request;
  });

  const lookups: Lookups = {
    enterToCard: [],
    actionTrips: [],
    exchanges: [],
    directCalls: [],
    replays: [],
    replayDirectCalls: [],
  };
  const targets = targetsOf(server);
  for (const [n, target] of targets.entries()) {
    const started = performance.now();
    await direct?.getTransactionStatus(target.id, target.kind);
    const directMs = performance.now() - started;

    await page.evaluate(() => {
      performance.clearMeasures();
      performance.clearResourceTimings();
    });
    await box.fill(target.id);
    await box.press("Enter");
    await page.getByTestId("lookup-result").filter({ hasText: target.id }).waitFor();
    const timings = await page
      .waitForFunction(
        // No named helper inside: tsx would wrap it in a __name() call that the page does not have.
        (names) => {
          const enter = performance.getEntriesByName(names.enter).at(-1)?.duration;
          const action = performance.getEntriesByName(names.action).at(-1)?.duration;
          return enter !== undefined && action !== undefined ? { enter, action } : null;
        },
        { enter: ENTER_TO_RESULT, action: ACTION_ROUND_TRIP },
      )
      .then((handle) => handle.jsonValue() as Promise<{ enter: number; action: number }>);
    // The page refreshes the recent list after each lookup; wait, as an agent would, so that the next
    // lookup's action does not queue behind it.
    await page
      .getByTestId("recent-lookups")
      .getByRole("listitem")
      .first()
      .filter({ hasText: target.id })
      .waitFor();
    // The lookup action's HTTP exchange as the browser's network stack saw it (the first POST to the page
    // after Enter; the recent-lookups action follows it): the server's share of the round trip.
    const exchange = (await page.evaluate(`(() => {
      const post = performance.getEntriesByType("resource").find((entry) =>
        entry.initiatorType === "fetch" && new URL(entry.name).pathname === "/lookup" && !entry.name.includes("_rsc="));
      return post ? post.responseEnd - post.startTime : NaN;
    })()`)) as number;
    if (n < WARM_UP) continue;
    lookups.enterToCard.push(timings.enter);
    lookups.actionTrips.push(timings.action);
    lookups.exchanges.push(exchange);
    lookups.directCalls.push(directMs);
  }
  // The same action without a page rendering beside it: what the server and the connection add on their own.
  const [first] = targets;
  const captured = firstAction as Request | null;
  if (direct && first && captured) {
    const replay = { method: "POST", headers: await captured.allHeaders(), body: captured.postData() ?? "" };
    for (let n = 0; n < LOOKUPS + WARM_UP; n += 1) {
      const started = performance.now();
      await direct.getTransactionStatus(first.id, first.kind);
      const directMs = performance.now() - started;
      const sent = performance.now();
      await (await fetch(captured.url(), replay)).text();
      if (n < WARM_UP) continue;
      lookups.replays.push(performance.now() - sent);
      lookups.replayDirectCalls.push(directMs);
    }
  }
  await context.close();
  return lookups;
}

const database = await benchDatabase(NAME);
const browser = await launchBenchBrowser();
try {
  const server = await startBenchServer({
    port: PORT,
    name: NAME,
    databaseUrl: database.url,
    logLevel: "info",
  });
  let lookups: Lookups;
  try {
    lookups = await lookUpAll(browser, server, directClient(server));
  } finally {
    await server.stop();
  }
  let previous: { release: string; lookups: Lookups } | null = null;
  if (PREVIOUS_ROOT) {
    await database.stop();
    const again = await benchDatabase(NAME);
    const old = await startBenchServer({
      port: PORT,
      name: `${NAME}-previous`,
      databaseUrl: again.url,
      root: PREVIOUS_ROOT,
      logLevel: "info",
    });
    try {
      const release = execFileSync("git", ["-C", PREVIOUS_ROOT, "rev-parse", "--short", "HEAD"], {
        encoding: "utf8",
      }).trim();
      previous = { release, lookups: await lookUpAll(browser, old, null) };
    } finally {
      await old.stop();
      await again.stop();
    }
  }
  const { enterToCard, actionTrips, exchanges, directCalls, replays, replayDirectCalls } = lookups;
  const added = actionTrips.map((trip, i) => trip - (directCalls[i] ?? 0));
  const addedByExchange = exchanges.map((exchange, i) => exchange - (directCalls[i] ?? 0));
  const addedByReplay = replays.map((replay, i) => replay - (replayDirectCalls[i] ?? 0));

  const on = database.label;
  const addedMedian = ms(percentile(added, 50));
  const directMedian = ms(percentile(directCalls, 50));
  const comparisons: Comparison[] = [
    {
      figure: `lookup server action on ${on}: added latency over the direct call, median of pairs`,
      value: addedMedian,
      unit: "ms",
      baselineName: "direct provider-client call, median (same identifiers, same run)",
      baseline: directMedian,
    },
    {
      figure: `lookup server action on ${on}, its HTTP exchange only: added latency over the direct call, median of pairs`,
      value: ms(percentile(addedByExchange, 50)),
      unit: "ms",
      baselineName: "direct provider-client call, median (same identifiers, same run)",
      baseline: directMedian,
    },
    {
      figure: `lookup server action on ${on}, sent again from the bench (no page rendering beside it): added latency over the direct call, median of pairs`,
      value: ms(percentile(addedByReplay, 50)),
      unit: "ms",
      baselineName: "direct provider-client call, median (same identifier, same run)",
      baseline: ms(percentile(replayDirectCalls, 50)),
    },
  ];
  const previousFigures: Record<string, number> = {};
  if (previous) {
    const baselineName = `previous release ${previous.release}, same lookups (same run, ${on})`;
    comparisons.push(
      {
        figure: `lookup server action on ${on}, metrics and info logging on: round trip from the page, median`,
        value: ms(percentile(actionTrips, 50)),
        unit: "ms",
        baselineName,
        baseline: ms(percentile(previous.lookups.actionTrips, 50)),
      },
      {
        figure: `lookup on ${on}, metrics and info logging on: Enter to result card, median`,
        value: ms(percentile(enterToCard, 50)),
        unit: "ms",
        baselineName,
        baseline: ms(percentile(previous.lookups.enterToCard, 50)),
      },
    );
    previousFigures[`previous release ${previous.release}: server action round trip, median (ms)`] = ms(
      percentile(previous.lookups.actionTrips, 50),
    );
    previousFigures[`previous release ${previous.release}: Enter to result card, median (ms)`] = ms(
      percentile(previous.lookups.enterToCard, 50),
    );
  }
  await report(
    `${NAME}${database.suffix}`,
    {
      database: on,
      lookups: enterToCard.length,
      "Enter to result card, median (ms)": ms(percentile(enterToCard, 50)),
      "Enter to result card, p95 (ms)": ms(percentile(enterToCard, 95)),
      "server action round trip from the page, median (ms)": ms(percentile(actionTrips, 50)),
      "direct provider-client call, median (ms)": directMedian,
      "action's added latency, median of pairs (ms)": addedMedian,
      "action's added latency, p95 of pairs (ms)": ms(percentile(added, 95)),
      "action's HTTP exchange (Resource Timing), median (ms)": ms(percentile(exchanges, 50)),
      "exchange's added latency over the direct call, median of pairs (ms)": ms(
        percentile(addedByExchange, 50),
      ),
      "the action sent again from the bench, median (ms)": ms(percentile(replays, 50)),
      "its added latency over the direct call, median of pairs (ms)": ms(percentile(addedByReplay, 50)),
      ...previousFigures,
    },
    comparisons,
  );
} finally {
  await browser.close();
  await database.stop();
}
