import { expect, type Page } from "@playwright/test";

// The sandbox's well-known transactions of user-demo (sandbox/README.md), with what 4.1 answers of each.
export const DEMO = {
  settled: {
    requestId: "00000000-0000-4000-8000-000000000000",
    partnerId: "ord-0000-00000000",
    paid: "58500.00",
  },
  pending: {
    requestId: "00000000-0000-4000-8000-000000000001",
    partnerId: "ord-0000-00000001",
    paid: "130500.00",
  },
  qrSettled: {
    requestId: "00000000-0000-4000-8000-000000000004",
    partnerId: "ord-0000-00000004",
    paid: "100000.00",
  },
  settledToo: {
    requestId: "00000000-0000-4000-8000-000000000006",
    partnerId: "ord-0000-00000006",
    paid: "54500.00",
  },
} as const;
/** A partner id of the sandbox's form that it has no transaction for. */
export const UNKNOWN_ID = "ord-0000-99999999";

/** A run's state as its page shows it. */
export const runState = (page: Page) => page.getByTestId("run-state");

/** Pastes identifiers on /reconcile, starts the run, and waits on its page until it is done. */
export async function pasteRun(page: Page, identifiers: string) {
  await page.goto("/reconcile");
  await page.getByRole("textbox", { name: "Transaction identifiers" }).fill(identifiers);
  await page.getByRole("button", { name: "Check identifiers" }).click();
  await expect(page).toHaveURL(/\/reconcile\/[^/?]+$/);
  await expect(runState(page)).toHaveText("Done", { timeout: 30_000 });
}

/** The count a run's summary shows for a bucket. */
export const bucketCount = (page: Page, bucket: string) =>
  page.getByTestId("run-summary").locator(`tr[data-bucket="${bucket}"]`).getByTestId("bucket-count");

/** A file for a file input, as Playwright hands one to the page. */
export const fileOf = (name: string, text: string, mimeType = "text/csv") => ({
  name,
  mimeType,
  buffer: Buffer.from(text, "utf8"),
});
