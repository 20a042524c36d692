import type { Page } from "@playwright/test";
import { CALLBACK_TOKEN, NOTIFY_URL } from "./callback-batch";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { shortcutsListening, signedInAs } from "./helpers";

// A compliance reviewer works through a queue of rejected decisions with the keyboard alone, and every key
// press is counted: each `press` is one (a chord such as Ctrl+Enter too), each character typed one.
// Each test sends rejected decisions of its own (a customer ID of this run), so the filtered list holds exactly
// them, whatever other specs stored or reviewed; the name sorts after inbox.spec.ts, which counts what it stores.

const RUN = Date.now().toString(36);
const AGREES = "Agrees with the provider's decision";
const DISAGREES = "Disagrees with the provider's decision";

/** The page's keyboard with a count of the key presses made on it. */
class CountedKeys {
  presses = 0;
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.presses += text.length;
    await this.page.keyboard.type(text);
  }
}

/** Sends `count` rejected decisions of customers `keys-<run>-<queue>-<n>`; answers the filtered list's address. */
async function sendQueue(queue: string, count: number): Promise<string> {
  const customers = `keys-${RUN}-${queue}`;
  for (let n = 0; n < count; n += 1) {
    const custId = `${customers}-${n}`;
    const response = await fetch(NOTIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-callback-token": CALLBACK_TOKEN },
      body: JSON.stringify({
        originalReferenceNo: `UPGK${RUN}${queue}${n}`.toUpperCase(),
        custId,
        motherMaidenName: "Siti Aminah",
        status: "rejected",
        additionalInfo: {
          type: "upgrade_account",
          identificationCardImageUrl: `${E2E.sandboxUrl}/images/ktp/${custId}.png`,
          selfieImageUrl: `${E2E.sandboxUrl}/images/selfie/${custId}.png`,
          rejectReasons: ["Foto KTP tidak jelas"],
        },
      }),
    });
    expect(await response.json()).toMatchObject({ responseCode: "2000000" });
  }
  return `/inbox?status=rejected&review=unreviewed&q=${customers}`;
}

const heading = (page: Page, reference: string) =>
  page.getByRole("heading", { level: 1, name: `Upgrade ${reference}` });

/** The references in the list's order, once the page's shortcuts listen (the help button says so). */
async function openList(page: Page, address: string, count: number): Promise<string[]> {
  await page.goto(address);
  await expect(page.getByTestId("inbox-row")).toHaveCount(count);
  await shortcutsListening(page);
  return page.getByTestId("inbox-row").locator("a[data-row-link]").allTextContents();
}

/** A decision's page as it now stands, opened afresh: its review and its trail. */
async function reviewOf(page: Page, reference: string) {
  await page.goto(`/inbox?q=${encodeURIComponent(reference)}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(heading(page, reference)).toBeVisible();
}

// A bound on a hang, not a timing: each test sends its decisions and walks several pages on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("from the filtered list, open the first decision, claim, agree, submit and land on the next in 4 key presses", async ({
  page,
}) => {
  const address = await sendQueue("agree", 3);
  await signedInAs(page, "compliance");
  const [first, second] = await openList(page, address, 3);
  const keys = new CountedKeys(page);

  await keys.press("o");
  await expect(heading(page, first ?? "")).toBeVisible();
  await expect(page).toHaveURL(/status=rejected&review=unreviewed&q=keys-/);
  await shortcutsListening(page);

  await keys.press("c");
  await expect(page.getByTestId("assignee")).toContainText("compliance");

  await keys.press("1");
  await expect(page.getByLabel("Disposition")).toHaveValue("agrees");
  await expect(page.getByText("Optional: this disposition agrees with the provider.")).toBeVisible();

  await keys.press("Control+Enter");
  await expect(heading(page, second ?? "")).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "Now open" });
  await expect(notice).toHaveText(
    `Reviewed ${first}. Now open: ${second}, the next unreviewed decision in this view.`,
  );
  await expect(notice).toBeFocused();
  expect(keys.presses).toBe(4);
  test.info().annotations.push({ type: "key presses (agree)", description: String(keys.presses) });

  // The review is in the reviewed decision's trail, without a note, and it left the unreviewed list.
  await reviewOf(page, first ?? "");
  await expect(page.getByText(/Reviewed by compliance \(compliance@e2e\.test\) on/)).toBeVisible();
  await expect(page.getByTestId("disposition")).toHaveText(`Disposition: ${AGREES}`);
  await expect(page.getByText("compliance (compliance@e2e.test) marked it reviewed")).toBeVisible();
  await page.goto(address);
  await expect(page.getByTestId("inbox-row")).toHaveCount(2);
  await expect(page.getByRole("link", { name: first })).toHaveCount(0);
});

test("a disagreeing review with a short note takes 4 key presses and the note's characters", async ({
  page,
}) => {
  const address = await sendQueue("disagree", 2);
  await signedInAs(page, "compliance");
  const [first, second] = await openList(page, address, 2);
  const keys = new CountedKeys(page);
  const note = "KTP is sharp";

  await keys.press("o");
  await expect(heading(page, first ?? "")).toBeVisible();
  await shortcutsListening(page);
  await keys.press("c");
  await expect(page.getByTestId("assignee")).toContainText("compliance");
  // A disposition that disagrees needs a note: choosing it takes the focus there.
  await keys.press("2");
  await expect(page.getByLabel("Disposition")).toHaveValue("disagrees");
  const noteField = page.getByLabel("Review note");
  await expect(noteField).toBeFocused();
  await expect(
    page.getByText("Required: this disposition disagrees with the provider or asks for a follow-up."),
  ).toBeVisible();
  await keys.type(note);
  await keys.press("Control+Enter");
  await expect(heading(page, second ?? "")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Now open" })).toHaveText(
    `Reviewed ${first}. Now open: ${second}, the next unreviewed decision in this view.`,
  );
  expect(keys.presses).toBe(4 + note.length);
  test.info().annotations.push({
    type: "key presses (disagree with a note)",
    description: `${keys.presses} = 4 + ${note.length} characters`,
  });

  await reviewOf(page, first ?? "");
  await expect(page.getByTestId("disposition")).toHaveText(`Disposition: ${DISAGREES}`);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "compliance (compliance@e2e.test) marked it reviewed" })
      .locator("blockquote"),
  ).toHaveText(note);
});

test("no shortcut fires while typing in the note; Ctrl+Enter there submits, and a refusal keeps what was typed", async ({
  page,
}) => {
  const address = await sendQueue("typing", 1);
  await signedInAs(page, "compliance");
  const [only] = await openList(page, address, 1);
  await page.keyboard.press("o");
  await expect(heading(page, only ?? "")).toBeVisible();
  await shortcutsListening(page);

  await page.keyboard.press("e");
  const note = page.getByLabel("Review note");
  await expect(note).toBeFocused();
  const typed = "Checked: c1 n e u? all typed";
  await page.keyboard.type(typed);
  await page.keyboard.press("Escape");
  await expect(note).toHaveValue(typed);
  await expect(heading(page, only ?? "")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("assignee")).toHaveText("—");
  await expect(page.getByLabel("Disposition")).toHaveValue("");

  // Submitted from the note without a disposition: refused, and the note keeps what was typed.
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText("This field is required.")).toBeVisible();
  await expect(note).toHaveValue(typed);

  // Out of the note, a modifier other than the documented one makes no shortcut.
  await page.getByLabel("Disposition").focus();
  await page.keyboard.press("Tab");
  await expect(note).toBeFocused();
  await note.blur();
  for (const chord of ["Shift+C", "Control+c", "Alt+c", "Alt+1", "Shift+1"]) await page.keyboard.press(chord);
  await expect(page.getByTestId("assignee")).toHaveText("—");
  await expect(page.getByLabel("Disposition")).toHaveValue("");
  await expect(heading(page, only ?? "")).toBeVisible();

  // A follow-up disposition needs the note too; with it the review is taken, and no other is left.
  await page.keyboard.press("4");
  await expect(page.getByLabel("Disposition")).toHaveValue("contact_customer");
  await expect(note).toBeFocused();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText("No unreviewed decisions left in this view.").first()).toBeVisible();
  await expect(heading(page, only ?? "")).toBeVisible();
  await expect(page.getByText(/Reviewed by compliance \(compliance@e2e\.test\) on/)).toBeVisible();
});

test("? opens and closes the help sheet by keyboard alone, the focus kept inside and given back", async ({
  page,
}) => {
  const address = await sendQueue("help", 2);
  await signedInAs(page, "compliance");
  const [first, second] = await openList(page, address, 2);

  // The list: J and K move along the rows, Enter opens the one in focus; ? lists them.
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Move to the next decision in the list");
  await page.keyboard.press("?");
  await expect(sheet).toHaveCount(0);
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: first })).toBeFocused();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: second })).toBeFocused();
  await page.keyboard.press("k");
  await expect(page.getByRole("link", { name: first })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading(page, first ?? "")).toBeVisible();
  await shortcutsListening(page);

  // The decision page: the sheet lists its keys and the dispositions by number.
  const claim = page.getByRole("button", { name: "Claim" });
  await claim.focus();
  await page.keyboard.press("Shift+?");
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Claim the decision");
  await expect(sheet).toContainText(`1: ${AGREES}`);
  await expect(sheet).toContainText("Back to the list, with its filters");
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // Escape closes the sheet only: the page stays, and the focus is back on Claim.
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(claim).toBeFocused();
  await expect(heading(page, first ?? "")).toBeVisible();

  // Escape again: back to the list, with its filters.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/inbox\\?status=rejected&review=unreviewed&q=keys-${RUN}-help$`));
  await expect(page.getByTestId("inbox-row")).toHaveCount(2);
});

test("with 'Stay on the reviewed decision' chosen in My account, a review keeps the person on it", async ({
  page,
}) => {
  const address = await sendQueue("stay", 2);
  await signedInAs(page, "compliance");
  const choose = async (label: string) => {
    await page.goto("/settings/account");
    await page.getByLabel("After “Mark reviewed”").selectOption({ label });
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Preferences saved.")).toBeVisible();
  };
  await choose("Stay on the reviewed decision");
  try {
    const [first] = await openList(page, address, 2);
    await page.keyboard.press("o");
    await expect(heading(page, first ?? "")).toBeVisible();
    await shortcutsListening(page);
    await page.keyboard.press("1");
    await expect(page.getByLabel("Disposition")).toHaveValue("agrees");
    await page.keyboard.press("Control+Enter");
    await expect(page.getByText(/Reviewed by compliance \(compliance@e2e\.test\) on/)).toBeVisible();
    await expect(page.getByText("compliance (compliance@e2e.test) marked it reviewed")).toBeVisible();
    await expect(heading(page, first ?? "")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Now open" })).toHaveCount(0);
  } finally {
    await choose("Open the next unreviewed decision");
  }
});
