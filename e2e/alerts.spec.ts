import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { sandboxControl, signedInAs } from "./helpers";
import { acceptWebhookSecret, mailsTo, waitForMail, waitForPost } from "./outbox";

const OUTBOX = E2E.outbox.url;
const SANDBOX_HOST = new URL(E2E.sandboxUrl).host;
// The sandbox's well-known transactions of user-demo (sandbox/README.md).
const IDENTIFIERS = [
  "00000000-0000-4000-8000-000000000004",
  "ord-0000-00000001",
  "00000000-0000-4000-8000-000000000003",
];

let next = 0;
/** Looks up a well-known transaction (a different one each time, so no answer comes from a cache). */
async function lookUpSomething(page: Page) {
  const box = page.getByRole("textbox", { name: "Transaction identifier" });
  await box.fill(IDENTIFIERS[next++ % IDENTIFIERS.length]!);
  await box.press("Enter");
}

/** The operations recipients: an on-call address, and a signed webhook whose secret the outbox checks. */
async function operationsRecipients(page: Page, onCall: string, hook: string) {
  await page.goto("/settings/notifications");
  await page.getByLabel("SMTP server", { exact: true }).fill(E2E.outbox.smtpHost);
  await page.getByLabel("Port", { exact: true }).fill(String(E2E.outbox.smtpPort));
  await page.getByLabel("Security", { exact: true }).selectOption("none");
  await page.getByLabel("Sender address", { exact: true }).fill(E2E.outbox.from);
  await page.getByLabel("On-call addresses", { exact: true }).fill(onCall);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`Alerts ${hook}`);
  await page.getByLabel("Format", { exact: true }).selectOption("webhook");
  await page.getByLabel("Address", { exact: true }).fill(E2E.outbox.hookUrl("webhook", hook));
  await page.getByRole("checkbox", { name: "Operations alerts" }).check();
  await page.getByRole("button", { name: "Add webhook" }).click();
  const secret = (await page.getByTestId("one-time-password").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  await acceptWebhookSecret(OUTBOX, hook, secret);
}

test("a provider outage opens an alert that reaches on-call by mail and signed webhook; acknowledging records who; recovery resolves it", async ({
  page,
}) => {
  // The breaker stays open for its cool-down (10 s in e2e/env.ts); the rules are evaluated every 2 seconds.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const onCall = `on-call-${stamp}@e2e.test`;
  const hook = `alerts-${stamp}`;
  await signedInAs(page, "admin");
  await operationsRecipients(page, onCall, hook);

  // The circuit rule trips as soon as a breaker opens (its default waits a minute).
  await page.goto("/settings/alerts");
  await expect(page.getByRole("heading", { name: "Alerts", level: 1 })).toBeVisible();
  const circuit = page.getByRole("group", { name: "Circuit open" });
  await circuit.getByLabel("Not closed for (seconds)").fill("0");
  await page.getByRole("button", { name: "Save thresholds" }).click();
  await expect(page.getByText("Thresholds saved.")).toBeVisible();

  await sandboxControl("control", { fault: "5xx", faultCount: null, faultOperations: ["status"] });
  try {
    await page.goto("/lookup");
    for (let i = 0; i < 3; i++) {
      await lookUpSomething(page);
      await expect(page.getByText("The provider is not answering right now.")).toBeVisible();
    }
  } catch (error) {
    await sandboxControl("control", { fault: "none" });
    throw error;
  }

  // The page reads the alerts again by itself: no reload.
  await page.goto("/settings/alerts");
  const unresolved = page.getByRole("region", { name: "Open and acknowledged" });
  const alert = unresolved
    .getByTestId("alert")
    .and(page.locator(`[data-rule="circuitOpen"][data-subject="${SANDBOX_HOST}"]`));
  await expect(alert).toHaveAttribute("data-state", "open", { timeout: 30_000 });
  const id = (await alert.getAttribute("data-id")) ?? "";
  await expect(alert).toContainText("Circuit open");
  await expect(alert).toContainText(`The circuit breaker of ${SANDBOX_HOST} has not closed`);
  await expect(page.getByTestId("alerts-summary")).toContainText(/[1-9]\d* open alerts?/);

  // An on-call address has no account, so no language of its own: it reads the app's default, Bahasa Indonesia.
  const opened = await waitForMail(OUTBOX, onCall, {
    subject: `Peringatan: Sirkuit terbuka (${SANDBOX_HOST})`,
    timeoutMs: 60_000,
  });
  expect(opened.text).toContain(`${E2E.baseURL}/settings/alerts`);
  const post = await waitForPost(OUTBOX, "webhook", hook, { timeoutMs: 60_000 });
  expect(post.verified).toBe(true);
  expect(post.body).toContain("alert.opened");
  expect(post.body).toContain(id);

  // By keyboard: the button takes the focus and Enter presses it.
  const acknowledge = alert.getByRole("button", { name: "Acknowledge" });
  await acknowledge.focus();
  await page.keyboard.press("Enter");
  await expect(alert).toHaveAttribute("data-state", "acknowledged");
  await expect(alert).toContainText(`Acknowledged by admin (${E2E.users.admin})`);
  await expect(alert.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);

  await sandboxControl("control", { fault: "none" });
  await page.goto("/lookup");
  await expect(async () => {
    await lookUpSomething(page);
    await expect(page.getByTestId("lookup-result")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  await page.goto("/settings/alerts");
  const resolved = page
    .getByRole("region", { name: "Resolved in the last 7 days" })
    .locator(`[data-id="${id}"]`);
  await expect(resolved).toHaveAttribute("data-state", "resolved", { timeout: 30_000 });
  await expect(resolved).toContainText(`Acknowledged by admin (${E2E.users.admin})`);
  await expect(resolved).toContainText("its condition cleared");
  await waitForMail(OUTBOX, onCall, {
    subject: `Selesai: Sirkuit terbuka (${SANDBOX_HOST})`,
    timeoutMs: 60_000,
  });
  // One opening and one resolution: the alert was told once each, however often the rules were evaluated.
  const told = (await mailsTo(OUTBOX, onCall))
    .filter((mail) => mail.subject.includes(`Sirkuit terbuka (${SANDBOX_HOST})`))
    .map((mail) => mail.subject.split(":")[0])
    .sort();
  expect(told).toEqual(["Peringatan", "Selesai"]);

  // The shard's later specs open breakers of their own: back to the default wait.
  await page.getByRole("group", { name: "Circuit open" }).getByLabel("Not closed for (seconds)").fill("60");
  await page.getByRole("button", { name: "Save thresholds" }).click();
  await expect(page.getByText("Thresholds saved.")).toBeVisible();
});

test("the Alerts page and its actions are refused to every other role", async ({ browser, pageErrors }) => {
  pageErrors.expect(failedLoad(403, "/settings/alerts"));
  for (const role of ["agent", "compliance", "manager"] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedInAs(page, role);
    const response = await page.goto("/settings/alerts");
    expect(response?.status(), role).toBe(403);
    await context.close();
  }
});
