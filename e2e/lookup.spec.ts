import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { passSecondFactor, signedInAs, signIn, signOut } from "./helpers";
import { markSandboxNotFound, unmarkSandboxNotFound } from "./provider-codes";

// The sandbox's well-known transactions of user-demo (sandbox/README.md).
const QR_SETTLED = { requestId: "00000000-0000-4000-8000-000000000004", partnerId: "ord-0000-00000004" };
const PENDING = { requestId: "00000000-0000-4000-8000-000000000001", partnerId: "ord-0000-00000001" };
const REFUNDED = { requestId: "00000000-0000-4000-8000-000000000003", partnerId: "ord-0000-00000003" };
const UNKNOWN = "ord-0000-99999999";

// How the sandbox says "no such transaction" is not in the contract: an admin marks it (the first test below does
// it through the page); every test here starts with it marked.
test.beforeEach(() => markSandboxNotFound());

const box = (page: Page) => page.getByRole("textbox", { name: "Transaction identifier" });
const card = (page: Page) => page.getByTestId("lookup-result");

async function lookUp(page: Page, identifier: string) {
  await box(page).fill(identifier);
  await box(page).press("Enter");
}

/** Turns a sandbox fault on for the body, and always back off afterwards. */
async function withFault(
  request: APIRequestContext,
  knobs: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  const control = await request.post(`${E2E.sandboxUrl}/__sandbox/control`, { data: knobs });
  expect(control.ok()).toBe(true);
  try {
    await body();
  } finally {
    await request.post(`${E2E.sandboxUrl}/__sandbox/reset`);
  }
}

test("an agent finds a payment by the provider's requestId and sees the whole record, formatted", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(box(page)).toBeFocused();

  await lookUp(page, QR_SETTLED.requestId);
  await expect(page).toHaveURL(new RegExp(`/lookup\\?q=${QR_SETTLED.requestId}$`));
  const result = card(page);
  // The contract's one documented value, in the shipped words of the dictionary, the provider's beside it.
  await expect(result.getByTestId("lookup-status")).toHaveText("Settled");
  await expect(result.getByTestId("lookup-status")).toHaveAttribute("data-raw", "settled");
  await expect(result.getByTestId("lookup-matched")).toHaveText("Found as provider requestId.");
  await expect(result.getByTestId("lookup-paid")).toHaveText(/^IDR\s100,000\.00$/);
  await expect(result.getByText(/^IDR\s693\.00$/)).toBeVisible();
  await expect(result.getByTestId("lookup-net")).toHaveText(/^IDR\s99,307\.00$/);
  await expect(result.getByText(QR_SETTLED.partnerId)).toBeVisible();
  await expect(result.getByText("SPBU0007")).toBeVisible();
  await expect(result.getByText("QRIS SPBU 34.12345").first()).toBeVisible();

  // Paid 2024-11-05T06:07:22.242+07:00: WIB on screen, UTC and the text as sent on hover.
  const paid = result.getByRole("button", { name: /Nov 5, 2024, 6:07:22\sAM WIB/ });
  await expect(paid).toBeVisible();
  await paid.hover();
  const details = result.getByTestId("time-details").first();
  await expect(details).toContainText("UTC: 2024-11-04 23:07:22.242 UTC");
  await expect(details).toContainText("As sent: 2024-11-05T06:07:22.242+07:00 (offset +07:00)");
  await expect(result.getByText(/Answer requestId/)).toBeVisible();
  await expect(result.getByRole("button", { name: "Copy Answer requestId" })).toBeVisible();
});

test("a pasted partner ID is cleaned of quotes and spaces, and the partner's kind is tried first", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await lookUp(page, `  "${REFUNDED.partnerId}"  `);
  await expect(box(page)).toHaveValue(REFUNDED.partnerId);
  // A value the contract does not explain is shown as received, and said to be so.
  await expect(card(page).getByTestId("lookup-status")).toHaveText("refunded");
  await expect(
    card(page).getByText("Shown as the provider sent it: no meaning is recorded for this value."),
  ).toBeVisible();
  await expect(card(page).getByTestId("lookup-matched")).toHaveText("Found as partner transaction ID.");
  await expect(card(page).getByTestId("lookup-paid")).toHaveText(/^IDR\s1,663,917\.71$/);
  await expect(card(page).getByText(REFUNDED.requestId)).toBeVisible();
});

test("when the chosen kind finds nothing the other is tried, and the answer says which matched", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await page.getByText("Partner transaction ID", { exact: true }).click();
  await lookUp(page, PENDING.requestId);
  await expect(page).toHaveURL(/kind=partnerId/);
  await expect(card(page).getByTestId("lookup-matched")).toHaveText(
    "Found as provider requestId, after partner transaction ID found nothing.",
  );
  await expect(card(page).getByTestId("lookup-status")).toHaveText("pending");
  await expect(card(page).getByText("Not settled", { exact: true })).toBeVisible();
});

test("an unknown identifier is an error shown as received until an admin marks the provider's status as not found", async ({
  browser,
  page,
}) => {
  unmarkSandboxNotFound();
  await signedInAs(page, "agent");
  await lookUp(page, UNKNOWN);
  const error = page.getByTestId("lookup-error");
  // The contract does not say how the provider says "no such transaction": its answer, as received.
  await expect(error).toContainText("The provider answered with status 404, which it does not document.");
  await expect(error).toContainText("The provider said: “transaction not found”");
  await expect(page.getByTestId("lookup-not-found")).toHaveCount(0);

  const admin = await browser.newPage();
  try {
    await signedInAs(admin, "admin");
    await admin.goto("/settings/provider");
    const form = admin.getByTestId("provider-codes").getByTestId("provider-code-new");
    await form
      .getByLabel("Field")
      .selectOption({ label: "Status of a failed lookup or history answer (status)" });
    await form.getByLabel("Code as the provider sends it").fill("404");
    await form.getByLabel("Label in Bahasa Indonesia").fill("Transaksi tidak ada");
    await form.getByLabel("Label in English").fill("No such transaction");
    await form.getByLabel("Means the provider has no such transaction").check();
    await form.getByRole("button", { name: "Save the meaning" }).click();
    await expect(form.getByText("Saved.")).toBeVisible();
    const saved = admin.locator('[data-testid="provider-code"][data-code="404"]');
    await expect(saved.getByTestId("provider-code-not-found")).toHaveText("Read as “not found”");
  } finally {
    await admin.close();
  }

  await error.getByRole("button", { name: "Try again" }).click();
  const panel = page.getByTestId("lookup-not-found");
  await expect(panel).toContainText(`No transaction found for “${UNKNOWN}”`);
  await expect(panel).toContainText("Tried as partner transaction ID and provider requestId.");
  await expect(page.getByTestId("lookup-error")).toHaveCount(0);
});

test("an unknown identifier is reported as not found, with the kinds that were tried", async ({ page }) => {
  await signedInAs(page, "agent");
  await lookUp(page, UNKNOWN);
  const panel = page.getByTestId("lookup-not-found");
  await expect(panel).toContainText(`No transaction found for “${UNKNOWN}”`);
  await expect(panel).toContainText("Tried as partner transaction ID and provider requestId.");
  await expect(card(page)).toHaveCount(0);
});

test("an identifier that cannot be one is refused before asking the provider", async ({ page }) => {
  await signedInAs(page, "agent");
  await lookUp(page, "ord-0000 00000001");
  await expect(page.getByText("An identifier has no spaces or line breaks inside")).toBeVisible();
  await expect(box(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/lookup$/);
});

test("when the provider is down the agent keeps the input and can retry", async ({ page, request }) => {
  await signedInAs(page, "agent");
  // Three 503s: every attempt of the client's retry policy fails, the next lookup goes through.
  await withFault(request, { fault: "5xx", faultCount: 3 }, async () => {
    await lookUp(page, QR_SETTLED.partnerId);
    const error = page.getByTestId("lookup-error");
    await expect(error).toContainText("The provider is not answering right now.");
    await expect(error).toContainText("Your search is kept.");
    await expect(box(page)).toHaveValue(QR_SETTLED.partnerId);
    expect(await page.content()).not.toMatch(/HTTP 503|at .*\.js:\d+/);
    await error.getByRole("button", { name: "Try again" }).click();
    await expect(card(page).getByTestId("lookup-status")).toHaveText("Settled");
    await expect(page.getByTestId("lookup-error")).toHaveCount(0);
  });
});

test("when the provider rate limits, the agent is told when to retry", async ({ page, request }) => {
  await signedInAs(page, "agent");
  // Above the client's 5 s retry cap, so the agent is told; short, because the app honours it for every
  // caller: this test ends once the wait is over, and the next spec's calls are not paused.
  await withFault(request, { fault: "429", retryAfter: "7", faultCount: 1 }, async () => {
    await lookUp(page, PENDING.partnerId);
    const error = page.getByTestId("lookup-error");
    await expect(error).toContainText("The provider asks us to wait 7 seconds before the next lookup.");
    await expect(error.getByRole("button", { name: /Try again in \d+ seconds?/ })).toBeDisabled();
    await error.getByRole("button", { name: "Try again", exact: true }).click({ timeout: 15_000 });
    await expect(card(page)).toContainText(PENDING.partnerId);
  });
});

test("misconfigured credentials: the agent is sent to an administrator, who sees which setting", async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  const agent = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/settings/provider");
  await admin.getByLabel("Client secret").fill("not-the-secret");
  await admin.getByRole("button", { name: "Save connection" }).click();
  await expect(admin.getByText("Connection saved.")).toBeVisible();
  try {
    await signedInAs(agent, "agent");
    await lookUp(agent, PENDING.partnerId);
    const agentError = agent.getByTestId("lookup-error");
    await expect(agentError).toContainText("The provider refused our credentials");
    await expect(agentError).toContainText("Please contact an administrator");
    await expect(agent.getByTestId("lookup-admin-detail")).toHaveCount(0);
    await expect(agentError.getByRole("link", { name: "Open provider connection" })).toHaveCount(0);
    expect(await agent.content()).not.toContain("not-the-secret");

    await admin.goto(`/lookup?q=${PENDING.partnerId}`);
    await expect(admin.getByTestId("lookup-admin-detail")).toContainText(
      "Check the configured client id, client secret",
    );
    await expect(admin.getByRole("link", { name: "Open provider connection" })).toBeVisible();
    expect(await admin.content()).not.toContain("not-the-secret");
  } finally {
    await admin.goto("/settings/provider");
    await admin.getByLabel("Client secret").fill(E2E.sandboxEnv.SANDBOX_CLIENT_SECRET);
    await admin.getByRole("button", { name: "Save connection" }).click();
    await expect(admin.getByText("Connection saved.")).toBeVisible();
  }
});

test("a deep link opens the same result for another agent after sign-in", async ({ page }) => {
  await page.goto(`/lookup?q=${REFUNDED.partnerId}`);
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Flookup%3Fq%3Dord-0000-00000003/);
  await page.getByLabel("Email").fill(E2E.users.manager);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/lookup\\?q=${REFUNDED.partnerId}$`));
  await expect(box(page)).toHaveValue(REFUNDED.partnerId);
  await expect(card(page).getByTestId("lookup-status")).toHaveText("refunded");
});

test("a lookup after the session ended is refused and leads back through sign-in", async ({
  page,
  context,
}) => {
  await signIn(page, E2E.users.compliance);
  await page.goto("/lookup");
  const other = await context.newPage();
  await other.goto("/settings/account");
  await signOut(other);

  await lookUp(page, PENDING.partnerId);
  const error = page.getByTestId("lookup-error");
  await expect(error).toContainText("Your session has ended.");
  await expect(card(page)).toHaveCount(0);
  await error.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Flookup%3Fq%3Dord-0000-00000001/);
  await page.getByLabel("Email").fill(E2E.users.compliance);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await passSecondFactor(page, E2E.users.compliance);
  await expect(card(page).getByTestId("lookup-status")).toHaveText("pending");
});

test("recent lookups are kept per agent and repeat with one click; Esc clears and / refocuses", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await page.goto("/lookup");
  await lookUp(page, REFUNDED.requestId);
  await expect(card(page).getByTestId("lookup-status")).toHaveText("refunded");
  await lookUp(page, UNKNOWN);
  await expect(page.getByTestId("lookup-not-found")).toBeVisible();

  await page.reload();
  const recent = page.getByTestId("recent-lookups");
  await expect(recent.getByRole("listitem").first()).toContainText(UNKNOWN);
  await expect(recent.getByRole("listitem").first()).toContainText("Not found");
  await recent.getByRole("button", { name: new RegExp(REFUNDED.requestId) }).click();
  await expect(page).toHaveURL(new RegExp(`q=${REFUNDED.requestId}`));
  await expect(card(page).getByTestId("lookup-status")).toHaveText("refunded");

  await box(page).press("Escape");
  await expect(box(page)).toHaveValue("");
  await expect(card(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/lookup$/);

  await page.getByRole("heading", { name: "Transaction lookup" }).click();
  await page.keyboard.press("/");
  await expect(box(page)).toBeFocused();

  await page.goBack();
  await expect(box(page)).toHaveValue(REFUNDED.requestId);
  await expect(card(page).getByTestId("lookup-status")).toHaveText("refunded");
});

test("Check again says it checked just now, never in the future, and then counts up", async ({ page }) => {
  await page.clock.install();
  await signedInAs(page, "agent");
  await lookUp(page, PENDING.requestId);
  const result = card(page);
  await expect(result.getByTestId("lookup-status")).toHaveText("pending");

  // The card's clock last ticked when it appeared; the new check is stamped six seconds later.
  await page.clock.fastForward(6_000);
  await result.getByRole("button", { name: "Check again" }).click();
  await expect(result.getByRole("button", { name: "Check again" })).toBeEnabled();
  await expect(result.getByText("Checked now")).toBeVisible();
  await expect(result.getByText(/^Checked in /)).toHaveCount(0);

  await page.clock.fastForward(20_000);
  await expect(result.getByText(/^Checked \d+ seconds ago$/)).toBeVisible();
});

test("a not-found opened from a history entry's link is not kept in recent lookups", async ({ page }) => {
  await signedInAs(page, "agent");
  // The address a history entry's "Look up transactionId as the partner's ID" link opens (lib/history/lookup-offer.ts).
  const fromHistory = "ord-history-not-in-sandbox";
  await page.goto(`/lookup?q=${fromHistory}&kind=partnerId&from=history`);
  const panel = page.getByTestId("lookup-not-found");
  await expect(panel).toContainText(`No transaction found for “${fromHistory}”`);
  await expect(panel.getByTestId("lookup-not-remembered")).toContainText(
    "this result is not added to your recent lookups",
  );
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(page.getByTestId("recent-lookups").getByText(fromHistory)).toHaveCount(0);

  // Searched by the person, the same identifier is theirs: kept like any other lookup.
  await lookUp(page, fromHistory);
  await expect(page).toHaveURL(new RegExp(`/lookup\\?q=${fromHistory}&kind=partnerId$`));
  await expect(panel.getByTestId("lookup-not-remembered")).toHaveCount(0);
  await expect(page.getByTestId("recent-lookups").getByText(fromHistory)).toHaveCount(1);
});

test("the same requestId in capitals, or without its dashes, is one recent lookup, not two", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await page.goto("/lookup");
  // A UUID with letters (the sandbox's well-known ids are all digits), which no other test looks up.
  const uuid = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const recent = page.getByTestId("recent-lookups");
  const sameUuid = recent
    .getByRole("listitem")
    .filter({ hasText: /0a1b2c3d-?4e5f-?4a6b-?8c7d-?9e0f1a2b3c4d/i });
  for (const typed of [uuid, uuid.toUpperCase(), uuid.replaceAll("-", "").toUpperCase()]) {
    await lookUp(page, typed);
    await expect(page.getByTestId("lookup-not-found")).toContainText(`No transaction found for “${typed}”`);
    await expect(recent.getByRole("listitem").first()).toContainText(typed);
    await expect(sameUuid).toHaveCount(1);
  }
  await page.reload();
  await expect(sameUuid).toHaveCount(1);
});
