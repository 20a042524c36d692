import type { Page, Request } from "@playwright/test";
import { HISTORY_PAGE_SIZE } from "../lib/history/schemas";
import type { Locale, TIME_ZONES } from "../lib/i18n/config";
import { DEMO_TRAITS } from "../sandbox/data/traits";
import { createUserDirectory, LONG_USER_ENTRY_COUNT } from "../sandbox/data/users";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";
import { markSandboxNotFound } from "./provider-codes";

async function sandboxControl(change: Record<string, unknown>) {
  const response = await fetch(`${E2E.sandboxUrl}/__sandbox/control`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(change),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function sandboxReset() {
  await fetch(`${E2E.sandboxUrl}/__sandbox/reset`, { method: "POST" });
}

const entry = (page: Page, seq: number) => page.locator(`article[data-seq="${seq}"]`);

async function openHistory(page: Page, user: string) {
  await page.goto("/history");
  await page.getByLabel("User ID").fill(user);
  await page.getByRole("button", { name: "Show history" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]user=${user}`));
}

/**
 * Scrolls down, as a person reading the list would, until the entry is rendered: the feed is virtualized, so
 * only the rows near the view are in the page (on user-demo the list starts near the bottom of the window).
 */
async function reveal(page: Page, seq: number) {
  const row = entry(page, seq);
  await expect(async () => {
    if ((await row.count()) === 0) await page.mouse.wheel(0, 300);
    await expect(row).toHaveCount(1, { timeout: 250 });
  }).toPass({ timeout: 10_000 });
  return row;
}

/** Scrolls to the end of a short list (user-demo's thirteen entries), so that all its rows are rendered. */
async function scrollToListEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

async function expand(page: Page, seq: number) {
  await reveal(page, seq);
  await entry(page, seq).getByRole("button").first().click();
  await expect(entry(page, seq).getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  return entry(page, seq);
}

/** Scrolls to the bottom every frame, as a person holding End would, until the end marker shows. */
async function scrollToEnd(page: Page, timeoutMs: number) {
  await page.evaluate(
    (timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const frame = () => {
          if (document.querySelector("[data-testid=history-end]")) return resolve();
          if (performance.now() - started > timeoutMs)
            return reject(new Error("the end was not reached in time"));
          window.scrollTo(0, document.documentElement.scrollHeight);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    timeoutMs,
  );
}

/**
 * The history pages the browser asks the server for (the page action's `seqId`), and any request given up before
 * its answer came. A page read to its end as a stream (React's Flight reader) is reported by Chromium as
 * `net::ERR_ABORTED` after its whole answer arrived, whatever the app does (a plain `fetch` read with
 * `getReader()` to `done` is too; `text()` is not): that is not a page given up, and its entries are counted below.
 */
function watchHistoryPages(page: Page) {
  const seqIdOf = (request: Request) => {
    if (request.method() !== "POST" || !request.headers()["next-action"]) return null;
    const seqId = /"seqId":(\d+)/.exec(request.postData() ?? "")?.[1];
    return seqId === undefined ? null : Number(seqId);
  };
  const watched = { requested: [] as number[], failed: [] as string[], rerendered: [] as string[] };
  const answered = new Set<Request>();
  page.on("request", (request) => {
    const seqId = seqIdOf(request);
    if (seqId !== null) watched.requested.push(seqId);
    // The page itself asked for again from the server (not a link's prefetch): what Next.js does after an action
    // that changed state, scrolling the page back to its top.
    const headers = request.headers();
    if (
      headers.rsc === "1" &&
      !headers["next-router-prefetch"] &&
      new URL(request.url()).pathname === "/history"
    )
      watched.rerendered.push(request.url());
  });
  page.on("response", (response) => {
    if (response.ok() && seqIdOf(response.request()) !== null) answered.add(response.request());
  });
  page.on("requestfailed", (request) => {
    const seqId = seqIdOf(request);
    if (seqId !== null && !answered.has(request))
      watched.failed.push(`${seqId}: ${request.failure()?.errorText ?? "failed"}`);
  });
  return watched;
}

test.afterEach(async () => {
  await sandboxReset();
});

// Enough pages (20) to prove the paging; the full 60,000 of user-big are scrolled by `npm run bench history`.
const LONG = LONG_USER_ENTRY_COUNT.toLocaleString("en-US");

for (const paging of ["inclusive", "exclusive"] as const) {
  test(`an agent scrolls ${LONG} entries to the end, each once, from a provider with ${paging} paging`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await sandboxControl({ paging });
    await signedInAs(page, "agent");
    const pages = watchHistoryPages(page);
    await page.goto("/history?user=user-long");
    // The first page may be the server's first provider call (the access token first): more than a click's wait.
    await expect(page.locator("article[data-history-row]").first()).toBeVisible({ timeout: 15_000 });

    await scrollToEnd(page, 100_000);
    await expect(page.getByTestId("history-end")).toHaveText(`End of history · ${LONG} entries`);
    await expect(page.getByTestId("history-loaded")).toHaveText(`${LONG} entries loaded`);
    // Each page was asked for once and used: none asked twice, none given up while the server worked on it.
    expect(pages.requested.length).toBeGreaterThanOrEqual(LONG_USER_ENTRY_COUNT / HISTORY_PAGE_SIZE);
    expect(new Set(pages.requested).size).toBe(pages.requested.length);
    expect(pages.failed).toEqual([]);
    // Reading a page changes nothing: the page around the list is never rendered again.
    expect(pages.rerendered).toEqual([]);
    // Virtualized: a screenful of rows in the DOM, not sixty thousand.
    expect(await page.locator("article[data-history-row]").count()).toBeLessThan(80);
    const lastSeq = Number(await page.locator("article[data-history-row]").last().getAttribute("data-seq"));
    expect(lastSeq).toBeGreaterThan(0);
    await expect(page.getByRole("feed")).toHaveAttribute("aria-busy", "false");
  });
}

test("an expanded QR payment shows the merchant, the amounts, the decoded QR and the record agreeing", async ({
  page,
}) => {
  // Its lookup link finds the record only after the first kind says "not found", as an admin marked it.
  markSandboxNotFound();
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  const details = await expand(page, 318);

  await expect(details.getByText("Invoice amount")).toBeVisible();
  await expect(details.getByText("Payable amount")).toBeVisible();
  await expect(details.getByText("Source of fund")).toBeVisible();
  await expect(details.getByText("Balance", { exact: true })).toBeVisible();
  await expect(details.getByTestId("merchant-template-26")).toContainText("ID.CO.NETZME.WWW");
  await expect(details.getByTestId("merchant-template-51")).toContainText("ID.CO.QRIS.WWW");
  // The customer's PAN is masked; the merchant's is not.
  const customerPan = details
    .locator("dt", { hasText: "Customer PAN" })
    .locator("xpath=following-sibling::dd[1]");
  await expect(customerPan).toHaveText(/^936008•+\d{4}$/);

  await expect(details.getByTestId("crc-status")).toHaveText(/^CRC valid \([0-9A-F]{4}\)$/);
  await expect(details.getByTestId("qr-conformance")).toHaveText("Follows the QRIS rules");
  await expect(details.getByTestId("qr-comparison-summary")).toHaveText(
    "The provider's record agrees with the QR.",
  );
  const fields = details.getByTestId("qr-fields");
  await expect(fields.locator('tr[data-tag="01"]')).toContainText("12 (dynamic)");
  await expect(fields.locator('tr[data-tag="55"]')).toContainText("Tip or convenience indicator");
  await expect(fields.locator('tr[data-tag="56"]')).toContainText("Convenience fee (fixed)");
  await expect(fields.locator('tr[data-tag="26.01"]')).toContainText("Merchant PAN");
  await expect(fields.locator('tr[data-tag="26.01"]')).not.toContainText("dynamic");
  await expect(fields.locator("tr[data-differs]")).toHaveCount(0);

  await details.getByRole("button", { name: "Show QR code" }).click();
  await expect(details.getByTestId("qr-image")).toBeVisible();
  // The contract does not say what the entry's transactionId is: the link says how it is used.
  const lookup = details.getByRole("link", {
    name: "Look up transactionId as the partner's ID (00000000-0000-4000-8000-000000000004)",
  });
  await expect(lookup).toHaveAttribute(
    "href",
    "/lookup?q=00000000-0000-4000-8000-000000000004&kind=partnerId&from=history",
  );
  await lookup.click();
  // The sandbox's QR transactionId is its record's requestId: the lookup says it found it only as that.
  await expect(page.getByTestId("lookup-matched")).toHaveText(
    "Found as provider requestId, after partner transaction ID found nothing.",
  );
});

test("a QR whose record contradicts it shows each contradiction in words, and a wrong CRC the expected value", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");

  const mismatch = await expand(page, 329);
  await expect(mismatch.getByTestId("qr-comparison-summary")).toHaveText(
    "2 fields contradict the provider's record",
  );
  await expect(mismatch.locator("tr[data-differs]")).toHaveCount(2);
  await expect(mismatch.locator('tr[data-tag="59"]')).toContainText("Differs from the record");
  // The comparison names each field in words, the provider's path on hover.
  const comparison = mismatch.getByTestId("qr-comparison");
  const differing = comparison.locator('tr[data-status="differs"]');
  await expect(differing).toHaveCount(2);
  await expect(differing.first().locator("td").first()).toHaveText("Amount");
  await expect(differing.first().locator("td").last()).toHaveText("Contradicts");
  await expect(differing.first().locator("[title]")).toHaveAttribute("title", "transactionAmount");
  const pan = comparison.locator('tr[data-field="merchantInfo.26.merchantPan"] td').first();
  await expect(pan).toHaveText("Template 26 · Merchant PAN");
  await expect(pan.locator("[title]")).toHaveAttribute("title", "merchantInfo.26.merchantPan");
  await expect(
    comparison.locator('tr[data-field="merchantInfo.51.globalUniqueIndentifier"] td').first(),
  ).toHaveText("Template 51 · Global unique identifier");
  await expect(comparison).not.toContainText("merchantInfo.");

  const badCrc = await expand(page, 333);
  await expect(badCrc.getByTestId("crc-status")).toHaveText(
    /^CRC invalid: the QR says [0-9A-F]{4}, the payload computes to [0-9A-F]{4}$/,
  );
  await expect(badCrc.getByTestId("qr-errors")).toContainText("The CRC does not match the payload.");
  // The demo's broken code is also static with an amount: a warning, with the tag it concerns and its code.
  const warning = badCrc.getByTestId("qr-warnings").locator('li[data-code="static_with_amount"]');
  await expect(warning).toContainText("A static QR (tag 01 = 11) normally carries no amount");
  await expect(warning).toContainText("54 · static_with_amount");
  await expect(badCrc.getByTestId("qr-conformance")).toHaveText("2 findings against the QRIS rules");
});

test("an expanded entry has no heading without content, and names missing keys in words", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  for (const seq of [318, 336]) {
    const details = await expand(page, seq);
    const headings = details.locator("h3, h4");
    expect(await headings.count()).toBeGreaterThan(0);
    for (const heading of await headings.all()) {
      // What follows the heading in its section or group says something.
      const after = heading.locator("xpath=following-sibling::*[1]");
      await expect(after, `heading "${await heading.textContent()}" of entry ${seq}`).toHaveCount(1);
      await expect(after).not.toHaveText("");
    }
  }
  // Entry 336 lacks four of the keys the contract lists: each named in words, the key on hover.
  const missing = entry(page, 336).getByTestId("details-missing");
  await expect(missing).toContainText("Not in the details:");
  const keys = missing.locator("[data-key]");
  await expect(keys).toHaveCount(4);
  for (const key of await keys.all()) {
    const raw = await key.getAttribute("data-key");
    await expect(key).toHaveAttribute("title", raw ?? "");
    await expect(key).not.toHaveText(raw ?? "");
  }
});

test("a bill payment shows its fields in words, the provider's values on hover, and no lookup it cannot back", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  const bill = await expand(page, 305);
  for (const label of [
    "Description",
    "Transaction ID",
    "Bill ID",
    "Source",
    "Source name",
    "Balance after",
  ]) {
    await expect(bill.locator("dt", { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  const billField = (label: string) =>
    bill.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  // The contract explains no bill status: shown as received. `db` and `payment_aggregator` are documented values
  // with shipped labels (the provider code dictionary).
  await expect(billField("Status")).toHaveText("Status 1");
  await expect(billField("Status").locator("[title]")).toHaveAttribute("title", "As the provider sent it: 1");
  await expect(billField("Direction")).toHaveText("Debit (db)");
  await expect(billField("Direction").locator("[title]")).toHaveAttribute(
    "title",
    "As the provider sent it: db",
  );
  await expect(billField("Bill type")).toHaveText("Payment aggregator");
  await expect(billField("Bill type").locator("[title]")).toHaveAttribute(
    "title",
    "As the provider sent it: payment_aggregator",
  );
  await expect(bill.getByText("payment_aggregator")).toHaveCount(0);
  // A bill's trxId shares no name with an identifier 4.1 accepts: it is copied, never offered for a lookup.
  await expect(bill.getByRole("button", { name: "Copy Transaction ID" })).toBeVisible();
  await expect(bill.getByRole("link", { name: /^Look up/ })).toHaveCount(0);
});

test("every row has a status as received or in the dictionary's words, and the totals keep each status apart", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  await expect(page.getByTestId("history-end")).toHaveText("End of history · 13 entries");
  await scrollToListEnd(page);
  const status = (seq: number) => entry(page, seq).getByTestId("status-badge");
  // A bill's integer status means nothing the contract says: shown as received, neutral, never red or green.
  await expect(status(305)).toHaveText("Status 1");
  await expect(status(305)).toHaveAttribute("title", "As the provider sent it: 1");
  await expect(status(308)).toHaveText("Status 0");
  await expect(status(311)).toHaveText("Status 2");
  await expect(status(315)).toHaveText("Status 2");
  for (const seq of [305, 308, 311]) await expect(status(seq)).toHaveClass(/bg-muted/);
  // `success` is the contract's value of a QR entry's status: the shipped label, in the success colour.
  await expect(status(318)).toHaveText("Success");
  await expect(status(318)).toHaveClass(/text-success/);
  // Details that are not JSON carry no status, and the row says so rather than leave a gap.
  await expect(status(340)).toHaveText("No status");
  await expect(page.locator("article[data-history-row]")).toHaveCount(13);
  await expect(page.getByTestId("status-badge")).toHaveCount(13);

  const bills = page.getByTestId("total-payment_bill");
  await expect(bills.getByRole("heading")).toHaveText("Bill payment · 5 entries");
  const line = (text: string) => bills.getByTestId("status-total").filter({ hasText: text });
  await expect(line("Status 1 · 1 entry")).toContainText(/IDR\s58,500\.00/);
  await expect(line("Status 0 · 1 entry")).toContainText(/IDR\s130,500\.00/);
  await expect(line("Status 2 · 2 entries")).toContainText(/IDR\s1,847,417\.71/);
  await expect(line("No status · 1 entry")).toContainText(/IDR\s163,000\.00/);
  await expect(bills).not.toContainText("2,198,917.71");
  // No bill status counts as paid until an admin says so; a QR entry's `success` does, as shipped.
  await expect(bills.getByTestId("paid-total")).toHaveCount(0);
  await expect(page.getByTestId("total-qr_invoice").getByTestId("paid-total")).toContainText(
    "Counted as paid",
  );

  // A type the app does not know says so, in the list and in the totals.
  await expect(entry(page, 341)).toContainText("Unknown type: cashback");
  await expect(page.getByTestId("total-cashback").getByRole("heading")).toHaveText(
    "Unknown type: cashback · 1 entry",
  );

  // The same in Bahasa Indonesia.
  await page.goto("/settings/account");
  await page.getByLabel("Language").selectOption("id");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("heading", { name: "Akun saya" })).toBeVisible();
  try {
    await page.goto("/history?user=user-demo");
    await expect(page.getByTestId("history-end")).toBeVisible();
    await scrollToListEnd(page);
    await expect(status(305)).toHaveText("Status 1");
    await expect(status(318)).toHaveText("Berhasil (success)");
    await expect(status(340)).toHaveText("Tanpa status");
    await expect(entry(page, 341)).toContainText("Jenis tidak dikenal: cashback");
  } finally {
    await page.goto("/settings/account");
    await page.getByLabel("Bahasa").selectOption("en");
    await page.getByRole("button", { name: "Simpan preferensi" }).click();
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  }
});

test("a QR with a real problem is marked compactly after the whole merchant name, and found with one filter", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  await expect(page.getByTestId("history-end")).toHaveText("End of history · 13 entries");
  await scrollToListEnd(page);
  await expect(page.locator("article[data-history-row]")).toHaveCount(13);
  // Marked: the record that names another merchant and amount, and the wrong CRC. The broken demo code is also
  // static with an amount, a QRIS warning: it does not add to the mark. Every other demo QR is unmarked.
  const marked = page.locator("article[data-history-row]", { has: page.getByTestId("qr-problem-badge") });
  await expect(marked).toHaveCount(2);
  const mark = (seq: number) => entry(page, seq).getByTestId("qr-problem-badge");
  await expect(mark(329).getByTestId("qr-problem-mark")).toHaveText("QR 2");
  await expect(mark(333).getByTestId("qr-problem-mark")).toHaveText("QR 1");
  // The whole text: read with the row, and shown beside the mark on hover.
  const row329 = entry(page, 329).getByRole("button").first();
  await expect(row329).toHaveAccessibleName(/QR problem: 2 fields contradict the provider's record/);
  await expect(entry(page, 333).getByRole("button").first()).toHaveAccessibleName(/QR problem: CRC fails/);
  const tooltip = mark(329).getByTestId("qr-problem-tooltip");
  await expect(tooltip).toBeHidden();
  await mark(329).hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText("QR problem: 2 fields contradict the provider's record");
  // The merchant name comes first, whole.
  await expect(entry(page, 329).getByTestId("row-headline")).toHaveText("Warung Makan Bu Tini");

  await page.getByLabel("QR problems only").check();
  await expect(page).toHaveURL(/qrProblems=true/);
  await expect(page.locator("article[data-history-row]")).toHaveCount(2);
  await expect(entry(page, 329)).toHaveCount(1);
  await expect(entry(page, 333)).toHaveCount(1);
  await expect(page.getByTestId("history-loaded")).toHaveText("13 entries loaded · 2 shown");

  // With the keyboard: the row that has the focus shows its mark's text.
  await page.mouse.move(0, 0);
  await entry(page, 333).getByRole("button").first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(row329).toBeFocused();
  await expect(tooltip).toBeVisible();
  await expect(mark(333).getByTestId("qr-problem-tooltip")).toBeHidden();

  await page.reload();
  await expect(page.getByLabel("QR problems only")).toBeChecked();
  await expect(page.locator("article[data-history-row]")).toHaveCount(2);
  // The reloaded rows are the server's: a click before the page's scripts run does nothing, so it is repeated.
  await expect(async () => {
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByTestId("history-loaded")).toHaveText("13 entries loaded", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await scrollToListEnd(page);
  await expect(page.locator("article[data-history-row]")).toHaveCount(13);
});

test("on a phone the merchant name stays whole beside the QR mark", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signedInAs(page, "agent");
  await page.goto("/history?user=user-demo&qrProblems=true");
  await expect(page.locator("article[data-history-row]")).toHaveCount(2);
  for (const [seq, name] of [
    [329, "Warung Makan Bu Tini"],
    [333, "Apotek Sehat Sentosa"],
  ] as const) {
    const headline = entry(page, seq).getByTestId("row-headline");
    await expect(headline).toHaveText(name);
    await expect(entry(page, seq).getByTestId("qr-problem-mark")).toBeVisible();
    // Nothing of the name is cut off: its box holds all of its text.
    expect(await headline.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
});

test("malformed entries show what there is, never a broken page", async ({ page }) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");

  const notJson = await expand(page, 340);
  await expect(notJson.getByTestId("raw-details")).toContainText("The details are not valid JSON.");

  const unknown = await expand(page, 341);
  await expect(entry(page, 341)).toContainText("Unknown type: cashback");
  await expect(unknown.getByTestId("raw-details")).toContainText('"program": "cashback"');

  const missing = await expand(page, 336);
  await expect(missing.getByTestId("details-missing").locator("[data-key]")).toHaveCount(4);
});

test("duplicates carry a badge, can be hidden, and are left out of the totals", async ({ page }) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  await expect(page.getByTestId("history-end")).toHaveText("End of history · 13 entries");
  await expect(entry(page, 322).getByTestId("duplicate-badge")).toHaveText("Duplicate");
  await expect(page.getByTestId("history-totals")).toContainText("1 duplicate left out");
  // Six QR payments and the duplicate of one: the total counts six.
  await expect(page.getByTestId("total-qr_invoice")).toContainText("QRIS payment · 6 entries");

  await page.getByLabel("Hide duplicates").check();
  await expect(entry(page, 322)).toHaveCount(0);
  await expect(page.getByTestId("history-loaded")).toHaveText("13 entries loaded · 12 shown");

  await page.getByLabel("Type").selectOption({ label: "Bill payment" });
  await expect(page.locator("article[data-history-row]")).toHaveCount(5);
  await page.getByLabel("Search loaded entries").fill("00000000-0000-4000-8000-000000000003");
  await expect(page.locator("article[data-history-row]")).toHaveCount(1);
  await expect(page).toHaveURL(/type=payment_bill/);
  // The reloaded rows are the server's: a click before the page's scripts run does nothing, so it is repeated.
  await expect(async () => {
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByTestId("history-loaded")).toHaveText("13 entries loaded", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await scrollToListEnd(page);
  await expect(page.locator("article[data-history-row]")).toHaveCount(13);
});

test("a user ID with no entries says the provider returned none for that exact ID, never that the customer exists", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-empty");
  await expect(page.getByRole("status").filter({ hasText: "user-empty" })).toHaveText(
    "The provider returned no entries for the user ID “user-empty”. User IDs are case-sensitive: check it character by character, capitals included.",
  );
  // user-demo has entries; the same letters in capitals are another ID to the provider.
  await openHistory(page, "User-Demo");
  await expect(page.getByRole("status").filter({ hasText: "User-Demo" })).toContainText(
    "The provider returned no entries for the user ID “User-Demo”.",
  );
  await expect(page.getByText(/has no transaction history/)).toHaveCount(0);
});

test("a provider failure mid-scroll keeps the loaded entries and a retry continues", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAs(page, "agent");
  await page.goto("/history?user=user-big");
  await expect(page.getByTestId("history-loaded")).toHaveText(/^[\d,]+ entries loaded$/);

  await sandboxControl({ fault: "5xx" });
  const failure = page.getByTestId("history-next-page-error");
  while (!(await failure.isVisible())) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
  }
  await expect(failure).toContainText("The provider is not answering right now.");
  const loadedText = await page.getByTestId("history-loaded").textContent();
  const loadedBefore = Number(loadedText?.replace(/\D/g, ""));
  expect(loadedBefore).toBeGreaterThanOrEqual(100);
  await expect(page.locator("article[data-history-row]").first()).toBeVisible();

  await sandboxControl({ fault: "none" });
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(failure).toHaveCount(0);
  await expect
    .poll(async () => Number((await page.getByTestId("history-loaded").textContent())?.replace(/\D/g, "")))
    .toBeGreaterThan(loadedBefore);
});

test("Back from the lookup page returns to the same place with the same entries loaded", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAs(page, "agent");
  await page.goto("/history?user=user-big");
  const loaded = page.getByTestId("history-loaded");
  await expect(loaded).toHaveText(/entries loaded/);
  for (let i = 0; i < 6; i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  await page.evaluate(() => window.scrollBy(0, -600));
  await page.waitForTimeout(300);
  const loadedBefore = await loaded.textContent();
  const seq = Number(
    await page
      .locator("article[data-history-row]")
      .filter({ has: page.locator('button:has-text("QRIS payment")') })
      .nth(8)
      .getAttribute("data-seq"),
  );
  const details = await expand(page, seq);
  const link = details.getByRole("link", { name: /^Look up transactionId as the partner's ID / });
  // Playwright scrolls a target into view before clicking: do it first, so "before" is what was left.
  await link.scrollIntoViewIfNeeded();
  const topOf = async () => (await entry(page, seq).boundingBox())?.y ?? Number.NaN;
  const topBefore = await topOf();

  await link.click();
  await expect(page).toHaveURL(/\/lookup\?q=/);
  await page.goBack();

  await expect(page).toHaveURL(/\/history\?user=user-big/);
  await expect(loaded).toHaveText(loadedBefore ?? "");
  await expect(entry(page, seq).getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  await expect(entry(page, seq)).toBeInViewport();
  // The same entry at the same height in the window: what the person sees is where they left it.
  expect(Math.abs((await topOf()) - topBefore)).toBeLessThan(30);
});

test("reading a user's history is audited once per ten minutes, not once per page", async ({ page }) => {
  // A generated user of the e2e sandbox (default seed) with a few pages of history, read by no other test.
  const users = createUserDirectory("1", DEMO_TRAITS.length);
  const user = users
    .ids()
    .find((id) => /^user-0[1-9]\d\d$/.test(id) && (users.find(id)?.entryCount ?? 0) > 250);
  expect(user).toBeDefined();
  await signedInAs(page, "agent");
  await page.goto(`/history?user=${user}`);
  await scrollToEnd(page, 60_000);
  await expect(page.getByTestId("history-end")).toBeVisible();
  await page.context().clearCookies();

  await signedInAs(page, "admin");
  await page.goto("/settings/audit?action=history.view");
  const rows = page.locator("tbody tr", { hasText: `history_user:${user}` });
  // Three pages or more were read; a scroll that crosses the turn of a ten-minute window makes two entries.
  await expect(rows.last()).toContainText("seqId=0");
  expect(await rows.count()).toBeLessThanOrEqual(2);
  await expect(rows.last()).toContainText("agent@e2e.test");
  await expect(rows.last()).toContainText("entries=100");
  await expect(page.getByLabel("Action")).toContainText("User history read");
});

test("a history page asked for directly with any seqId is audited, with the page read", async ({ page }) => {
  // Two generated users with several pages of history, read by no other test.
  const users = createUserDirectory("1", DEMO_TRAITS.length);
  const [first, target] = users
    .ids()
    .filter((id) => /^user-0[1-9]\d\d$/.test(id) && (users.find(id)?.entryCount ?? 0) > 250)
    .slice(1, 3);
  expect(target).toBeDefined();
  await signedInAs(page, "agent");
  // The page-reading action as the browser sends it, taken from a scroll through another user's history.
  const action = page.waitForRequest(
    (request) => request.method() === "POST" && /"seqId":[1-9]/.test(request.postData() ?? ""),
  );
  await page.goto(`/history?user=${first}`);
  await scrollToEnd(page, 60_000);
  const sent = await action;
  // An agent replays it for another customer, asking for the newest page by the largest seqId.
  const answer = await page.request.post(sent.url(), {
    headers: Object.fromEntries(
      Object.entries(await sent.allHeaders()).filter(([name]) =>
        ["next-action", "next-router-state-tree", "content-type", "accept", "origin"].includes(name),
      ),
    ),
    data: (sent.postData() ?? "")
      .replace(/"userId":"[^"]*"/, `"userId":"${target}"`)
      .replace(/"seqId":\d+/, '"seqId":2147483647'),
  });
  expect(answer.ok()).toBe(true);
  expect(await answer.text()).toContain('"seq":');
  await page.context().clearCookies();

  await signedInAs(page, "admin");
  await page.goto("/settings/audit?action=history.view");
  const rows = page.locator("tbody tr", { hasText: `history_user:${target}` });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("seqId=2147483647");
  await expect(rows).toContainText("agent@e2e.test");
});

test("Reload from newest reads the history again from its first page", async ({ page }) => {
  await signedInAs(page, "agent");
  await openHistory(page, "user-demo");
  await expand(page, 318);
  await page.getByRole("button", { name: "Reload from newest" }).click();
  await expect(page.getByTestId("history-end")).toHaveText("End of history · 13 entries");
  await expect(entry(page, 318).getByRole("button").first()).toHaveAttribute("aria-expanded", "false");
});

/** Saves the person's language and time zone in My account, as they would; the form speaks either language. */
async function savePreferences(page: Page, locale: Locale, timeZone: string) {
  await page.goto("/settings/account");
  await page.locator("select[name=locale]").selectOption(locale);
  await page.locator("select[name=timeZone]").selectOption(timeZone);
  await page.getByRole("button", { name: /^(Save preferences|Simpan preferensi)$/ }).click();
  await expect(page.getByText(/^(Preferences saved\.|Preferensi tersimpan\.)$/)).toBeVisible();
}

// Histories opened from the address bar, so the server renders the first rows and the browser hydrates them:
// one that fits a screen, one that nearly does, and two longer than any screen (a generated user of the e2e
// sandbox's default seed with a few pages that no other test counts the audit of, and user-long).
const generated = createUserDirectory("1", DEMO_TRAITS.length);
const SCREENFULS = [
  "user-few",
  "user-demo",
  generated
    .ids()
    .find(
      (id) =>
        /^user-0[1-9]\d\d$/.test(id) &&
        (generated.find(id)?.entryCount ?? 0) > 100 &&
        (generated.find(id)?.entryCount ?? 0) <= 250,
    ) ?? "",
  "user-long",
];
// Rows are one line in columns from 1024 pixels up and two lines below, so both sides of that width.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const ZONE_ABBREVIATIONS: Record<(typeof TIME_ZONES)[number], string> = {
  "Asia/Jakarta": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
  UTC: "UTC",
};

// Each language with two zones, every zone once; the browser's own zone stays WIB (playwright.config.ts).
const PREFERENCES: [Locale, (typeof TIME_ZONES)[number]][] = [
  ["en", "Asia/Makassar"],
  ["en", "UTC"],
  ["id", "Asia/Jayapura"],
  ["id", "Asia/Jakarta"],
];

for (const [locale, timeZone] of PREFERENCES) {
  test(`histories of every length hydrate without an error, in ${locale} and ${timeZone}, on a narrow and a wide screen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(SCREENFULS).not.toContain("");
    await signedInAs(page, "agent");
    await savePreferences(page, locale, timeZone);
    try {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const user of SCREENFULS) {
          await page.goto(`/history?user=${user}`);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          const rows = page.locator("article[data-history-row]");
          await expect(rows.first()).toBeVisible({ timeout: 15_000 });
          if (viewport.width >= 1024)
            await expect(page.getByText(`(${ZONE_ABBREVIATIONS[timeZone]})`, { exact: false })).toBeVisible();
          // Opening an entry needs the page's scripts, so the page has hydrated (or failed to) once one opens; a
          // click before the scripts run does nothing, so it is tried again.
          const toggle = rows.first().getByRole("button").first();
          await expect(async () => {
            await toggle.click();
            await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
          }).toPass({ timeout: 15_000 });
          expect(await rows.count()).toBeGreaterThanOrEqual(user === "user-few" ? 3 : 10);
        }
      }
    } finally {
      await savePreferences(page, "en", "Asia/Jakarta");
    }
  });
}
