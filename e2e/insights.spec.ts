import type { Page } from "@playwright/test";
import type { UpgradeNotificationWire } from "../lib/provider/schemas/upgrade-notification";
import { sendBatch, sent } from "./callback-batch";
import { expectAxisLabelsWhole } from "./chart-ticks";
import { expect, failedLoad, test } from "./fixtures";
import { signedInAs } from "./helpers";

const statusOf = (n: UpgradeNotificationWire) => n.status ?? n.additionalInfo.status;
// The last rejected decision of the batch: the inbox spec reviews the oldest ones.
const decision = sent.filter((n) => statusOf(n) === "rejected").at(-1);
const reference = decision?.originalReferenceNo ?? "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Repeats of the shared batch (callback-batch.ts): the decisions exist whichever spec ran first.
  await sendBatch();
});

async function openDecision(page: Page) {
  await page.goto(`/inbox?q=${encodeURIComponent(reference)}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Upgrade ${reference}` })).toBeVisible();
}

test("a reviewer records a disposition with the review, and the inbox filters by it", async ({
  page,
  pageErrors,
}) => {
  // The decision's image links have expired (callback-batch.ts): the image proxy answers 404 for each.
  pageErrors.expect(failedLoad(404, /\/api\/inbox\/images\/[^/]+\/(ktp|selfie)/));
  await signedInAs(page, "compliance");
  await openDecision(page);
  const reopen = page.getByRole("button", { name: "Reopen" });
  if (await reopen.isVisible()) {
    await reopen.click();
    await expect(page.getByRole("button", { name: "Mark reviewed" })).toBeVisible();
  }

  // Without a disposition the review is refused, and what was typed stays.
  await page.getByLabel("Review note").fill("The KTP photo is sharp: the rejection looks wrong.");
  await page.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(page.getByText(/Reviewed by compliance \(compliance@e2e\.test\) on/)).not.toBeVisible();

  await page.getByLabel("Disposition").selectOption({ label: "Disagrees, raise with the provider" });
  await page.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(page.getByText(/Reviewed by compliance \(compliance@e2e\.test\) on/)).toBeVisible();
  await expect(page.getByTestId("disposition")).toHaveText("Disposition: Disagrees, raise with the provider");

  await page.goto("/inbox");
  await page.getByLabel("Disposition").selectOption({ label: "Disagrees with the provider" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/disposition=disagreeing/);
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  // The list says which disposition each review recorded.
  await expect(
    page.getByTestId("inbox-row").filter({ hasText: reference }).getByTestId("inbox-row-disposition"),
  ).toHaveText("Disagrees, raise with the provider");
});

test("a manager follows a bar of the insights into the inbox, which holds as many decisions", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/inbox");
  await page.getByRole("navigation", { name: "Inbox views" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();

  const chart = page.getByTestId("decisions-chart");
  // The table view gives the day's figure; the chart's last rejected bar is the latest day with rejections.
  await chart.getByText("Show as a table").click();
  const rows = chart.locator("tbody tr");
  const days = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      day: tr.querySelector("time")?.getAttribute("datetime") ?? "",
      rejected: Number(tr.querySelectorAll("td")[2]?.textContent ?? "0"),
    })),
  );
  const latest = days.filter((row) => row.rejected > 0).at(-1);
  expect(latest).toBeDefined();

  const rejectedBars = chart.locator(".recharts-bar").nth(1).locator(".recharts-bar-rectangle");
  await rejectedBars.last().click();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?from=${latest?.day}&to=${latest?.day}&status=rejected$`));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  const decisions = latest?.rejected ?? 0;
  await expect(
    page.getByText(`${decisions} ${decisions === 1 ? "decision matches" : "decisions match"}`),
  ).toBeVisible();
  await expect(page.getByTestId("inbox-row")).toHaveCount(Math.min(decisions, 50));
});

test("every rejection reason has its label, and no axis label is cut at the chart's edge", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/inbox/insights");
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();

  const reasons = page.getByTestId("reasons-chart");
  await reasons.getByText("Show as a table").click();
  const wordings = await reasons
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("td, th")?.textContent?.trim() ?? ""));
  expect(wordings.length).toBeGreaterThan(1);
  // One label per bar, none skipped; each carries the whole wording, shown on hover when shortened.
  const labels = reasons.locator(".recharts-yAxis-tick-labels text[data-label]");
  await expect(labels).toHaveCount(wordings.length);
  expect(await labels.evaluateAll((texts) => texts.map((text) => text.getAttribute("data-label")))).toEqual(
    wordings,
  );
  expect(
    await labels.evaluateAll((texts) => texts.map((text) => text.querySelector("title")?.textContent)),
  ).toEqual(wordings);

  for (const chart of ["decisions-chart", "backlog-chart", "reasons-chart"]) {
    await expectAxisLabelsWhole(page.getByTestId(chart));
  }
});
