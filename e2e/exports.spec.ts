import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { sandboxControl, signedInAs } from "./helpers";

async function startExport(page: Page, userId: string, format: "CSV" | "Excel (XLSX)" | "JSON Lines") {
  await page.goto("/exports");
  await page.getByRole("textbox", { name: "User ID" }).fill(userId);
  await page.getByRole("radio", { name: "The whole history" }).check();
  await page.getByRole("radio", { name: format }).check();
  // The e2e server's cap (3,000) is below the confirmation threshold: no confirmation is asked.
  await expect(page.getByRole("spinbutton", { name: "Stop after (entries)" })).toHaveValue("3000");
  await expect(page.getByRole("checkbox", { name: "I understand, start it" })).toHaveCount(0);
  await page.getByRole("button", { name: "Start export" }).click();
  await expect(page.getByText("Export queued.")).toBeVisible();
}

test.afterEach(async () => {
  await sandboxControl("reset");
});

test("a manager exports a history, watches it progress and downloads the file", async ({ page }) => {
  await sandboxControl("control", { latencyMs: 40 });
  await signedInAs(page, "manager");
  await startExport(page, "user-big", "CSV");
  const job = page.getByTestId("export-job").first();
  await expect(job.getByTestId("export-progress")).toContainText(/[1-9][\d,]* entries written/);
  await expect(job.getByText("Done")).toBeVisible({ timeout: 60_000 });
  await expect(job).toContainText("stopped at its limit of entries");

  const downloading = page.waitForEvent("download");
  await job.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^history_user-big_\d{8}\.csv$/);
  const lines = readFileSync((await download.path()) ?? "", "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Seq","Time (WIB, UTC+07:00)","Type","Type (label)","Amount","Status","Status (label)","Merchant or description","Duplicate event","Message ID","Reference ID","User ID"',
  );
  // Each code as received, then as the page shows it: the shipped labels of the documented entry types.
  expect(lines[1]).toMatch(/,("qr_invoice","QRIS payment"|"payment_bill","Bill payment"),/);
  expect(lines).toHaveLength(1 + Number(E2E.serverEnv.EXPORT_MAX_ENTRIES));
});

test("a manager cancels a running export; another manager cannot download theirs", async ({
  page,
  browser,
}) => {
  await sandboxControl("control", { latencyMs: 200 });
  await signedInAs(page, "manager");
  await startExport(page, "user-big", "JSON Lines");
  const job = page.getByTestId("export-job").first();
  await expect(job.getByText("Running")).toBeVisible();
  await job.getByRole("button", { name: "Cancel" }).click();
  await expect(job.getByText("Cancelled")).toBeVisible({ timeout: 15_000 });

  // The earlier finished export belongs to this manager: an admin may fetch it, an agent may not even list.
  const list = await page.request.get("/api/exports");
  const done = ((await list.json()) as { jobs: { id: string; state: string }[] }).jobs.find(
    (j) => j.state === "done",
  );
  expect(done).toBeDefined();
  const agent = await (await browser.newContext()).newPage();
  await signedInAs(agent, "agent");
  expect((await agent.request.get(`/api/exports/${done?.id}/download`)).status()).toBe(403);
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  expect((await admin.request.get(`/api/exports/${done?.id}/download`)).status()).toBe(200);
});

test("bad export input is explained and starts nothing", async ({ page }) => {
  await signedInAs(page, "manager");
  await page.goto("/exports");
  await page.getByRole("radio", { name: "Entries since a date" }).check();
  await page.getByRole("spinbutton", { name: "Stop after (entries)" }).fill("0");
  await page.getByRole("button", { name: "Start export" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await expect(page.getByText("Enter a number of entries from 1 to 5,000,000.")).toBeVisible();
  await expect(page.getByText("Export queued.")).toHaveCount(0);
});

test("the form asks to confirm only an export above 10,000 entries, and the server holds to it", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/exports");
  await page.getByRole("textbox", { name: "User ID" }).fill("user-few");
  const limit = page.getByRole("spinbutton", { name: "Stop after (entries)" });
  const confirm = page.getByRole("checkbox", { name: "I understand, start it" });
  await limit.fill("10000");
  await expect(confirm).toHaveCount(0);
  await limit.fill("10001");
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/^This export may write up to 3,000 entries\. Above 10,000/)).toBeVisible();
  // The form checks nothing itself: this refusal is the server's (lib/exports/schemas.ts).
  await page.getByRole("button", { name: "Start export" }).click();
  await expect(page.getByText("Confirm that you want to start a large export.")).toBeVisible();
  await expect(confirm).toBeFocused();
  await expect(page.getByText("Export queued.")).toHaveCount(0);

  await limit.fill("20");
  await expect(confirm).toHaveCount(0);
  await page.getByRole("button", { name: "Start export" }).click();
  await expect(page.getByText("Export queued.")).toBeVisible();
  const job = page.getByTestId("export-job").first();
  await expect(job.getByText("Done")).toBeVisible({ timeout: 30_000 });
  await expect(job).toContainText("3 entries");
});

test("an export of a user ID with no entries finishes as a warning to check the ID, not as Done", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/exports");
  // user-demo has entries; user IDs are case-sensitive, so the provider has none for "User-Demo".
  await page.getByRole("textbox", { name: "User ID" }).fill("User-Demo");
  await page.getByRole("button", { name: "Start export" }).click();
  await expect(page.getByText("Export queued.")).toBeVisible();
  const job = page.getByTestId("export-job").first();
  await expect(job).toContainText("User-Demo");
  await expect(job.getByText("No entries", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(job.getByTestId("export-empty")).toHaveText(
    "0 entries: check the user ID. The provider returned no entries for it, and user IDs are case-sensitive.",
  );
  await expect(job.getByText("Done", { exact: true })).toHaveCount(0);
});

test("a manager exports exactly the entries loaded on the history page", async ({ page }) => {
  await signedInAs(page, "manager");
  await page.goto("/history?user=user-few");
  await expect(page.getByTestId("history-loaded")).toContainText("3");
  await page.getByRole("link", { name: "Export…" }).click();
  await expect(page).toHaveURL(/\/exports\?user=user-few&untilSeq=\d+&loaded=3/);
  await expect(page.getByRole("radio", { name: "The 3 entries loaded on the history page" })).toBeChecked();
  await page.getByRole("radio", { name: "JSON Lines" }).check();
  await page.getByRole("checkbox", { name: "Include entries flagged as duplicate events" }).check();
  await page.getByRole("button", { name: "Start export" }).click();
  const job = page.getByTestId("export-job").first();
  await expect(job.getByText("Done")).toBeVisible({ timeout: 30_000 });
  await expect(job).toContainText("3 entries");
});

test("an agent sees no export action on the history page", async ({ page }) => {
  await signedInAs(page, "agent");
  await page.goto("/history?user=user-few");
  await expect(page.getByTestId("history-loaded")).toBeVisible();
  await expect(page.getByRole("link", { name: "Export…" })).toHaveCount(0);
});
