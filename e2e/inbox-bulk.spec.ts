import type { Browser } from "@playwright/test";
import { expectAccessible } from "./axe";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// Decisions of its own, found by their reference: more than a page (50) of rejected ones, so "all matching"
// reaches past the page in view. Not in inbox.spec.ts's shard, which counts the decisions it stores.
const NOTIFY_URL = `${E2E.baseURL}/v1.0/snap/account/upgrade/notify`;
const TOKEN = E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN;
const COUNT = 55;
const reference = (i: number) => `E2E-BULK-${String(i).padStart(3, "0")}`;
const LIST = "/inbox?q=E2E-BULK&review=unreviewed";

function rejection(i: number) {
  const custId = `user-${String(100 + i).padStart(4, "0")}`;
  return {
    originalReferenceNo: reference(i),
    custId,
    motherMaidenName: "Siti Aminah",
    status: "rejected",
    additionalInfo: {
      type: "upgrade_account",
      identificationCardImageUrl: `${E2E.sandboxUrl}/images/ktp/${custId}.png`,
      selfieImageUrl: `${E2E.sandboxUrl}/images/selfie/${custId}.png`,
      rejectReasons: ["Foto KTP buram atau tidak terbaca"],
    },
  };
}

/** Another reviewer (the admin may review) claims two of them in bulk, from the list. */
async function claimedByAdmin(browser: Browser, references: string[]) {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const page = await context.newPage();
  await signedInAs(page, "admin");
  await page.goto(LIST);
  for (const ref of references) await page.getByRole("checkbox", { name: `Select ${ref}` }).check();
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Claim" }).click();
  await expect(page.getByTestId("bulk-result")).toHaveText(/2 decisions done\./);
  await context.close();
}

test("a reviewer marks reviewed some decisions, then all matching the filter, and sees by reference the ones left", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  for (let i = 1; i <= COUNT; i++) {
    const response = await request.post(NOTIFY_URL, {
      headers: { "x-callback-token": TOKEN },
      data: rejection(i),
    });
    expect(response.status()).toBe(200);
  }
  // The newest two, on the first page (newest first).
  const claimed = [reference(COUNT), reference(COUNT - 1)];
  await claimedByAdmin(browser, claimed);

  await signedInAs(page, "compliance");
  await page.goto(LIST);
  const rows = page.getByTestId("inbox-row");
  await expect(rows).toHaveCount(50);
  const bar = page.getByRole("region", { name: "Bulk actions" });
  const count = bar.getByTestId("bulk-count");
  await expect(count).toHaveText("No decisions selected");

  // Some, by keyboard: Space on each row's checkbox, named by its reference.
  for (const i of [10, 11]) {
    await page.getByRole("checkbox", { name: `Select ${reference(i)}` }).focus();
    await page.keyboard.press("Space");
  }
  await expect(count).toHaveText("2 decisions selected");
  // Only the dispositions that agree with the provider are offered.
  const disposition = bar.getByLabel("Disposition");
  await expect(disposition.getByRole("option")).toHaveText(["Agrees with the provider's decision"]);
  await bar.getByRole("button", { name: "Mark 2 decisions reviewed" }).click();
  await expect(bar.getByTestId("bulk-result")).toHaveText("2 decisions done.");
  await expect(page.getByRole("link", { name: reference(10) })).toHaveCount(0);
  await expect(count).toHaveText("No decisions selected");

  // All matching the filter, past the page in view.
  await page.getByRole("checkbox", { name: "Select every decision on this page" }).check();
  await expect(count).toHaveText("50 decisions selected");
  await bar.getByRole("button", { name: "Select all 53 matching the filter" }).click();
  await expect(count).toHaveText("All 53 decisions matching the filter selected");
  // Acting on decisions out of view asks first, saying what each will get.
  await bar.getByRole("button", { name: "Mark 53 decisions reviewed" }).click();
  const confirm = page.getByRole("dialog", { name: "Act on all 53 decisions matching the filter?" });
  await expect(confirm).toContainText(
    "Each is marked reviewed as “Agrees with the provider's decision” and audited on its own.",
  );
  await expectAccessible(page, "the bulk bar's confirmation of all matching");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(count).toHaveText("All 53 decisions matching the filter selected");
  await bar.getByRole("button", { name: "Mark 53 decisions reviewed" }).click();
  await confirm.getByRole("button", { name: "Mark 53 decisions reviewed" }).click();

  await expectAccessible(page, "the bulk bar with all matching selected");
  const result = bar.getByTestId("bulk-result");
  await expect(result).toContainText("51 decisions done.");
  await expect(result).toContainText("2 decisions were left as they were:");
  await expect(result.getByRole("listitem")).toHaveText(
    [...claimed].reverse().map((ref) => `${ref}: Another reviewer has claimed this decision.`),
  );
  // The list shows what is left to review: the two the other reviewer holds.
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole("link")).toHaveText(claimed);
});
