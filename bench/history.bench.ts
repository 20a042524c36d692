// The history page against user-big (60,000 entries) in Debian's chromium: time to the first rows, then a
// continuous scroll through 10,000 entries measuring frame times, the DOM and JS heap there, then on to the
// end of all 60,000 (the full volume the e2e tests prove on the sandbox's LONG_USER_ENTRY_COUNT, 2,000): each
// entry once, nothing lost.
// BENCH_DATABASE=postgresql runs the app on PostgreSQL (bench/postgres.ts).
import type { Page } from "@playwright/test";
import { launchBenchBrowser } from "./browser";
import { benchDatabase } from "./postgres";
import { type Comparison, report, startBenchServer } from "./server";

const ENTRIES_TO_SCROLL = 10_000;
const PIXELS_PER_FRAME = 200;
const FIRST_ROWS_RUNS = 5;

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

/**
 * Milliseconds from navigation start to the first history row in the DOM, and to the first contentful paint
 * of the same navigation (the page's own frame: how long the rows come after it).
 */
async function timeToFirstRows(page: Page, url: string): Promise<{ rows: number; paint: number }> {
  await page.goto(url);
  await page.waitForSelector("article[data-history-row]");
  return (await page.evaluate(
    `({ rows: window.__firstRowAt, paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN })`,
  )) as { rows: number; paint: number };
}

// In-page code is passed as text: tsx would wrap named functions in a helper the page does not have.
const SCROLL_THROUGH = `(({ target, step }) => new Promise((resolve) => {
  const deltas = [];
  const started = performance.now();
  let last = started;
  const frame = (now) => {
    deltas.push(now - last);
    last = now;
    window.scrollBy(0, step);
    const indexes = [...document.querySelectorAll("article[data-history-row]")].map((row) =>
      Number(row.getAttribute("data-index")),
    );
    if (indexes.length > 0 && Math.min(...indexes) >= target) {
      resolve({
        deltas: deltas.slice(1),
        ms: now - started,
        loaded: document.querySelector("[data-testid=history-loaded]")?.textContent ?? "",
      });
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}))`;

const SCROLL_TO_END = `new Promise((resolve) => {
  const started = performance.now();
  const frame = () => {
    const end = document.querySelector("[data-testid=history-end]");
    if (end) {
      resolve({
        ms: performance.now() - started,
        end: end.textContent ?? "",
        loaded: document.querySelector("[data-testid=history-loaded]")?.textContent ?? "",
      });
    } else {
      window.scrollTo(0, document.documentElement.scrollHeight);
      requestAnimationFrame(frame);
    }
  };
  requestAnimationFrame(frame);
})`;

const FIRST_ROW_OBSERVER = `new MutationObserver((_records, observer) => {
  if (document.querySelector("article[data-history-row]")) {
    window.__firstRowAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

/** Scrolls the window by a fixed step every frame until the entry at `target` is passed; frame deltas. */
function scrollThrough(page: Page, target: number, step: number) {
  return page.evaluate(`${SCROLL_THROUGH}(${JSON.stringify({ target, step })})`) as Promise<{
    deltas: number[];
    ms: number;
    loaded: string;
  }>;
}

const database = await benchDatabase("history");
const server = await startBenchServer({
  port: Number(process.env.BENCH_HISTORY_PORT ?? 3202),
  name: "bench-history",
  databaseUrl: database.url,
  logLevel: "info",
});
const browser = await launchBenchBrowser();
try {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: "en-US",
    timezoneId: "Asia/Jakarta",
  });
  await context.addInitScript(FIRST_ROW_OBSERVER);
  const page = await context.newPage();
  await signIn(page, server.baseUrl, "agent@e2e.test", server.password);
  const url = `${server.baseUrl}/history?user=user-big`;
  await timeToFirstRows(page, url); // warm-up: access token, compiled routes
  const firstRows: number[] = [];
  const firstPaints: number[] = [];
  for (let run = 0; run < FIRST_ROWS_RUNS; run += 1) {
    const { rows, paint } = await timeToFirstRows(page, url);
    firstRows.push(rows);
    firstPaints.push(paint);
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const heapBefore = (await cdp.send("Runtime.getHeapUsage")).usedSize;

  const scroll = await scrollThrough(page, ENTRIES_TO_SCROLL, PIXELS_PER_FRAME);
  await page.waitForTimeout(500);
  const dom = await page.evaluate(() => ({
    rows: document.querySelectorAll("article[data-history-row]").length,
    elements: document.getElementsByTagName("*").length,
  }));
  await cdp.send("HeapProfiler.collectGarbage");
  const heapAfter = (await cdp.send("Runtime.getHeapUsage")).usedSize;

  const toEnd = (await page.evaluate(SCROLL_TO_END)) as { ms: number; end: string; loaded: string };
  if (toEnd.loaded !== "60,000 entries loaded") {
    throw new Error(`the scroll to the end loaded "${toEnd.loaded}" (${toEnd.end}), not 60,000 entries`);
  }

  const comparisons: Comparison[] = [
    {
      figure: `history on ${database.label}: first rows visible, median of ${FIRST_ROWS_RUNS}`,
      value: round(median(firstRows)),
      unit: "ms",
      baselineName: "first contentful paint of the same navigations (median)",
      baseline: round(median(firstPaints)),
    },
  ];
  await report(
    `history${database.suffix}`,
    {
      database: database.label,
      "time to first rows visible, median of 5 (ms)": round(median(firstRows)),
      "time to first rows visible, worst of 5 (ms)": round(Math.max(...firstRows)),
      "first contentful paint of the same navigations, median of 5 (ms)": round(median(firstPaints)),
      [`scroll through ${ENTRIES_TO_SCROLL} entries at ${PIXELS_PER_FRAME} px/frame (s)`]: round(
        scroll.ms / 1000,
      ),
      "entries loaded at the end of the scroll": scroll.loaded,
      "frame time median (ms)": round(median(scroll.deltas)),
      "frame time p95 (ms)": round(percentile(scroll.deltas, 95)),
      "frame time max (ms)": round(Math.max(...scroll.deltas)),
      "frames over 50 ms": scroll.deltas.filter((delta) => delta > 50).length,
      "frames measured": scroll.deltas.length,
      "history rows in the DOM after the scroll": dom.rows,
      "DOM elements in the page after the scroll": dom.elements,
      "JS heap before the scroll, after GC (MiB)": round(heapBefore / 1024 / 1024),
      "JS heap after the scroll, after GC (MiB)": round(heapAfter / 1024 / 1024),
      "scroll on to the end of 60,000 entries (s)": round(toEnd.ms / 1000),
      "entries loaded at the end of history": toEnd.loaded,
    },
    comparisons,
  );
} finally {
  await browser.close();
  await server.stop();
  await database.stop();
}
