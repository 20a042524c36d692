import type { APIRequestContext, Page } from "@playwright/test";
import { ROLES } from "../lib/auth/roles";
import { expectAxisLabelsWhole } from "./chart-ticks";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { signedInAs } from "./helpers";

// The sandbox's well-known transactions of user-demo (sandbox/README.md).
const IDENTIFIERS = [
  "00000000-0000-4000-8000-000000000004",
  "ord-0000-00000001",
  "00000000-0000-4000-8000-000000000003",
  "ord-0000-00000006",
  "00000000-0000-4000-8000-000000000007",
  "ord-0000-00000000",
];
const SANDBOX_HOST = new URL(E2E.sandboxUrl).host;

async function sandboxControl(request: APIRequestContext, knobs: Record<string, unknown>) {
  const response = await request.post(`${E2E.sandboxUrl}/__sandbox/control`, { data: knobs });
  expect(response.ok()).toBe(true);
}

let next = 0;
/** Looks up a well-known transaction (a different one each time, so no answer comes from a cache). */
async function lookUpSomething(page: Page) {
  const box = page.getByRole("textbox", { name: "Transaction identifier" });
  await box.fill(IDENTIFIERS[next++ % IDENTIFIERS.length]!);
  await box.press("Enter");
}

const statusRow = (page: Page) => page.getByTestId("provider-transaction-status-hour");
const breaker = (page: Page) =>
  page.getByTestId("breaker").and(page.locator(`[data-host="${SANDBOX_HOST}"]`));

async function scrapeMetrics(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/metrics", {
    headers: { authorization: `Bearer ${E2E.serverEnv.METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

test("an admin sees a provider outage the sandbox simulates on the System page, then its recovery", async ({
  page,
  request,
}) => {
  // The breaker stays open for its cool-down (10 s in e2e/env.ts) before it lets a call through again.
  test.setTimeout(120_000);
  await signedInAs(page, "admin");
  await sandboxControl(request, { fault: "5xx", faultCount: null, faultOperations: ["status"] });
  try {
    await page.goto("/lookup");
    for (let i = 0; i < 3; i++) {
      await lookUpSomething(page);
      await expect(page.getByText("The provider is not answering right now.")).toBeVisible();
    }
  } catch (error) {
    await sandboxControl(request, { fault: "none" });
    throw error;
  }

  await page.goto("/settings/system");
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  // The breaker's state reaches the shared table within a second, while it is open; the counts a few seconds
  // after the calls. The page is read again until each shows.
  await expect(async () => {
    await page.reload();
    await expect(breaker(page).first()).toHaveAttribute("data-state", "open", { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(breaker(page).first()).toContainText("Open");
  const cooldown = E2E.serverEnv.PROVIDER_BREAKER_COOLDOWN_SECONDS;
  await expect(page.getByText(`an open breaker refuses calls for ${cooldown} seconds`)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(statusRow(page).locator('[data-error-kind="http_5xx"]')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  const chart = page.getByTestId("provider-chart");
  await expect(chart.getByRole("img", { name: /^Provider calls per hour/ })).toHaveAttribute(
    "aria-label",
    /calls, of which [1-9]\d* errors/,
  );
  // Assistive tech meets the chart as that one image: the legend's icons are not read as images of their own.
  await expect(chart.getByRole("img")).toHaveCount(1);
  await chart.getByText("Show as a table").click();
  await expect(chart.getByRole("table")).toBeVisible();

  const duringOutage = await scrapeMetrics(page.request);
  expect(duringOutage).toMatch(
    /backoffice_provider_calls_total\{operation="transaction-status",outcome="http_5xx"\} [1-9]/,
  );
  // Open, or already letting a trial call through if the cool-down has passed meanwhile.
  const host = SANDBOX_HOST.replaceAll(".", "\\.");
  const circuit = new RegExp(
    `backoffice_provider_circuit_state\\{host="${host}",state="(open|half-open)"\\} 1`,
  );
  expect(duringOutage).toMatch(circuit);

  await sandboxControl(request, { fault: "none" });
  await page.goto("/lookup");
  await expect(async () => {
    await lookUpSomething(page);
    await expect(page.getByTestId("lookup-result")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  await page.goto("/settings/system");
  await expect(async () => {
    await page.reload();
    await expect(breaker(page).first()).toHaveAttribute("data-state", "closed", { timeout: 1_000 });
    await expect(statusRow(page).locator('[data-field="success"]')).not.toHaveText(/^(0%|—)$/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  await expect(breaker(page).first()).toContainText("Closed");
  await expect(page.getByTestId("instance").first()).toContainText("serving this page");
  // The shards run on PostgreSQL, the SQLite lane on a file (e2e/shards.ts): the page names the one in use.
  const kind = E2E.serverEnv.DATABASE_URL.startsWith("file:") ? "SQLite" : "PostgreSQL";
  await expect(page.getByTestId("database-kind")).toHaveText(kind);
});

test("the System page's charts show each axis label whole", async ({ page }) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/system");
  for (const chart of ["provider-chart", "callbacks-chart"]) {
    await expectAxisLabelsWhole(page.getByTestId(chart));
  }
});

test("the System page and its figures are refused to every other role", async ({ browser, pageErrors }) => {
  pageErrors.expect(failedLoad(403, "/settings/system"));
  for (const role of ROLES.filter((r) => r !== "admin")) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedInAs(page, role);
    const response = await page.goto("/settings/system");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("You do not have access to this page")).toBeVisible();
    expect((await page.request.get("/api/system")).status()).toBe(403);
    await context.close();
  }
});

test("the metrics need the bearer token and hold no secret", async ({ request }) => {
  expect((await request.get("/api/metrics")).status()).toBe(401);
  const text = await scrapeMetrics(request);
  expect(text).toContain("# TYPE backoffice_callback_deliveries_total counter");
  for (const secret of [
    E2E.serverEnv.PROVIDER_CLIENT_SECRET,
    E2E.serverEnv.PROVIDER_CALLBACK_TOKEN,
    E2E.serverEnv.METRICS_TOKEN,
    E2E.serverEnv.AUTH_SECRET,
    E2E.password,
  ]) {
    expect(text).not.toContain(secret);
  }
});
