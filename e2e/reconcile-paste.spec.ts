import { expect, failedLoad, test } from "./fixtures";
import { sandboxControl, signedInAs } from "./helpers";
import { markSandboxNotFound } from "./provider-codes";
import { bucketCount, DEMO, pasteRun, runState, UNKNOWN_ID } from "./reconcile";

// The contract does not say how the provider says "no such transaction": each test starts with the sandbox's
// way marked in the code dictionary, as an admin does (e2e/lookup.spec.ts does it through the page).
test.beforeEach(() => markSandboxNotFound());

test("an agent pastes identifiers of both kinds, mixed, and sees which the provider found", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  // One per line, and separated by commas and spaces, as they come from a chat or a spreadsheet's column.
  await pasteRun(
    page,
    `${DEMO.settled.partnerId}, ${DEMO.qrSettled.requestId}\n${UNKNOWN_ID} ${DEMO.pending.partnerId}`,
  );

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Run: pasted identifiers");
  await expect(bucketCount(page, "found")).toHaveText("3");
  await expect(bucketCount(page, "not_found")).toHaveText("1");
  await expect(bucketCount(page, "provider_error")).toHaveText("0");
  // A paste has nothing to compare: the comparison's buckets are not offered.
  await expect(page.getByTestId("run-summary").locator('tr[data-bucket="matched"]')).toHaveCount(0);

  const rows = page.getByTestId("run-row");
  await expect(rows).toHaveCount(4);
  const settled = rows.filter({ hasText: DEMO.settled.partnerId });
  await expect(settled.getByTestId("row-bucket")).toHaveText("Found");
  // The provider's status in the dictionary's words, its amount as money.
  await expect(settled.getByTestId("row-provider-status")).toHaveText("Settled");
  await expect(settled).toContainText(/IDR\s58,500\.00/);
  await expect(rows.filter({ hasText: DEMO.qrSettled.requestId })).toContainText(/IDR\s100,000\.00/);
  // A value the dictionary gives no meaning is shown as the provider sent it.
  await expect(
    rows.filter({ hasText: DEMO.pending.partnerId }).getByTestId("row-provider-status"),
  ).toHaveText("pending");
  await expect(rows.filter({ hasText: UNKNOWN_ID }).getByTestId("row-bucket")).toHaveText(
    "Not found at the provider",
  );

  // Narrowed to one bucket, then searched.
  await page
    .getByRole("navigation", { name: "Rows by bucket" })
    .getByRole("link", { name: /^Not found/ })
    .click();
  await expect(page).toHaveURL(/bucket=not_found/);
  await expect(rows).toHaveCount(1);
  await page.getByRole("navigation", { name: "Rows by bucket" }).getByRole("link", { name: /^All/ }).click();
  await expect(page).not.toHaveURL(/bucket=/);
  await expect(rows).toHaveCount(4);
  await page
    .getByRole("searchbox", { name: "Identifier or partner reference" })
    .fill(DEMO.qrSettled.requestId);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(DEMO.qrSettled.requestId);

  // The run is in the agent's list, done.
  await page.getByRole("link", { name: "All runs" }).click();
  const run = page.getByTestId("reconcile-run").first();
  await expect(run.getByTestId("run-state")).toHaveText("Done");
  await expect(run).toContainText("4 rows");
});

test("a paste that cannot be a run is refused and kept as typed", async ({ page }) => {
  await signedInAs(page, "agent");
  await page.goto("/reconcile");
  const box = page.getByRole("textbox", { name: "Transaction identifiers" });
  await page.getByRole("button", { name: "Check identifiers" }).click();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toBeFocused();

  const tooMany = Array.from({ length: 1_001 }, (_, i) => `ord-0001-${String(i).padStart(8, "0")}`).join(
    "\n",
  );
  await box.fill(tooMany);
  await page.getByRole("button", { name: "Check identifiers" }).click();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/reconcile$/);
  await expect(box).toHaveValue(tooMany);
});

test("a paste with identifiers that cannot be checked names each one, by line, and keeps the text", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await page.goto("/reconcile");
  const box = page.getByRole("textbox", { name: "Transaction identifiers" });
  // Copied from a chat: an invisible character inside one identifier, two run together into a long one.
  const long = `${DEMO.pending.partnerId}${"0".repeat(120)}`;
  const typed = [
    DEMO.settled.partnerId,
    `ord-0000\u200B-00000004, ${DEMO.qrSettled.requestId}`,
    "",
    `${DEMO.settled.partnerId} ${long}`,
  ].join("\n");
  await box.fill(typed);
  await page.getByRole("button", { name: "Check identifiers" }).click();

  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\/reconcile$/);
  await expect(box).toHaveValue(typed);
  // The refusal and each refused identifier are what the field is described by: read with it, not only seen.
  await expect(box).toHaveAccessibleDescription(
    /The identifiers listed below cannot be checked\..*Line 2, identifier 2 “ord-0000⟨U\+200B⟩-00000004”: The identifier contains spaces or invisible characters.*Line 4, identifier 5 “ord-0000-00000001000+…”: The identifier is longer than 128 characters\./,
  );
  // The repeat on line 4 is no refusal: it would have been a duplicate row.
  await expect(box).not.toHaveAccessibleDescription(/identifier 4 /);

  // Corrected where it says, the rest kept: the run starts.
  await box.fill(typed.replace("\u200B", "").replace(long, DEMO.pending.partnerId));
  await page.getByRole("button", { name: "Check identifiers" }).click();
  await expect(page).toHaveURL(/\/reconcile\/[^/?]+$/);
  await expect(runState(page)).toHaveText("Done", { timeout: 30_000 });
  await expect(page.getByTestId("run-row")).toHaveCount(5);
});

test("the runs list pages: the agent sees their own runs fifty at a time, a manager sees theirs too", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signedInAs(page, "agent");
  const box = page.getByRole("textbox", { name: "Transaction identifiers" });
  const started: string[] = [];
  for (let index = 0; index < 51; index += 1) {
    await page.goto("/reconcile");
    await box.fill(`ord-7777-${String(index).padStart(8, "0")}`);
    await page.getByRole("button", { name: "Check identifiers" }).click();
    await expect(page).toHaveURL(/\/reconcile\/[^/?]+$/);
    started.push(new URL(page.url()).pathname);
  }
  const first = started[0] ?? "";
  const last = started.at(-1) ?? "";

  await page.goto("/reconcile");
  const runs = page.getByTestId("reconcile-run");
  const pages = page.getByRole("navigation", { name: "Pages of runs" });
  await expect(runs).toHaveCount(50);
  await expect(pages).toContainText(/Page 1 of [2-9]/);
  // Newest first: the last started leads, the first started is past this page.
  await expect(runs.first().getByRole("link", { name: "Pasted identifiers" })).toHaveAttribute("href", last);
  await expect(page.locator(`a[href="${first}"]`)).toHaveCount(0);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/reconcile\?page=2$/);
  await expect(page.locator(`a[href="${first}"]`)).toHaveCount(1);
  await expect(pages.getByRole("link", { name: "Previous" })).toBeVisible();

  // A manager (reconcile.viewAll) sees the agent's runs, with whose they are.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signedInAs(manager, "manager");
  await manager.goto("/reconcile");
  const agentsRun = manager
    .getByTestId("reconcile-run")
    .filter({ has: manager.locator(`a[href="${last}"]`) });
  await expect(agentsRun).toContainText("agent@");
  await context.close();
});

test("an agent is offered no ledger upload, and another person's run is not found", async ({
  page,
  browser,
  pageErrors,
}) => {
  await signedInAs(page, "agent");
  await page.goto("/reconcile");
  await expect(page.getByRole("heading", { name: "Check identifiers" })).toBeVisible();
  await expect(page.getByLabel("Ledger file")).toHaveCount(0);

  // The manager's run, by its address: to the agent it does not exist, and nor does its export.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signedInAs(manager, "manager");
  await pasteRun(manager, DEMO.settled.partnerId);
  const managersRun = new URL(manager.url()).pathname;
  await context.close();

  pageErrors.expect(failedLoad(404, managersRun));
  expect((await page.goto(managersRun))?.status()).toBe(404);
  const exported = await page.request.get(
    `/api/reconcile/${managersRun.split("/").at(-1)}/export?format=csv`,
  );
  expect(exported.status()).toBe(404);
  // Whereas the agent's own runs open.
  await pasteRun(page, DEMO.settled.partnerId);
  await expect(runState(page)).toHaveText("Done");
});

test("a running check is cancelled, then deleted with its results", async ({ page, pageErrors }) => {
  test.setTimeout(90_000);
  await signedInAs(page, "agent");
  // A slow provider keeps the run going long enough to cancel it.
  await sandboxControl("control", { latencyMs: 2_000 });
  try {
    await page.goto("/reconcile");
    const many = Array.from({ length: 30 }, (_, i) => `ord-0000-${String(i).padStart(8, "0")}`).join("\n");
    await page.getByRole("textbox", { name: "Transaction identifiers" }).fill(many);
    await page.getByRole("button", { name: "Check identifiers" }).click();
    await expect(page).toHaveURL(/\/reconcile\/[^/?]+$/);
    await expect(page.getByRole("progressbar", { name: "Progress" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel run pasted identifiers" }).click();
    await expect(runState(page)).toHaveText("Cancelled", { timeout: 30_000 });
  } finally {
    await sandboxControl("reset");
  }
  const cancelledRun = new URL(page.url()).pathname;

  await page.getByRole("button", { name: "Delete run pasted identifiers" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/reconcile$/);
  pageErrors.expect(failedLoad(404, cancelledRun));
  expect((await page.goto(cancelledRun))?.status()).toBe(404);
});
