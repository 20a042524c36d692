import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { passSecondFactor } from "./helpers";
import { expectFocusRing, tabTo } from "./keyboard";

// The main flows with the keyboard alone: no click, no fill; every stop shows where the focus is.
// The inbox's review with N is in inbox.spec.ts, which owns the decisions it reviews.

// The sandbox's settled QR payment of user-demo (sandbox/README.md).
const QR_SETTLED = "00000000-0000-4000-8000-000000000004";

async function signInByKeyboard(page: Page, email: string) {
  await page.goto("/sign-in");
  const emailBox = page.getByLabel("Email");
  await expectFocusRing(emailBox);
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expectFocusRing(page.getByLabel("Password"));
  await page.keyboard.type(E2E.password);
  await page.keyboard.press("Enter");
  await passSecondFactor(page, email, { keyboard: true });
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test("lookup: type, Enter, choose the kind with the arrows, and copy an identifier", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E.baseURL });
  await signInByKeyboard(page, E2E.users.agent);
  const box = page.getByRole("textbox", { name: "Transaction identifier" });
  await expectFocusRing(box);

  // The kind toggle: radios, moved between with the arrows; the ring is drawn on the visible choice.
  await tabTo(page, page.getByRole("radio", { name: "Detect" }));
  await page.keyboard.press("ArrowRight");
  const second = page.getByRole("radio", { name: "Provider requestId" });
  await expect(second).toBeChecked();
  await expectFocusRing(second, second.locator("xpath=following-sibling::span"));
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Detect" })).toBeChecked();

  await tabTo(page, box, { back: true });
  await page.keyboard.type(QR_SETTLED);
  await page.keyboard.press("Enter");
  const card = page.getByTestId("lookup-result");
  await expect(card.getByTestId("lookup-status")).toHaveText("Settled");

  const copy = card.getByRole("button", { name: "Copy Answer requestId" });
  await tabTo(page, copy);
  await expectFocusRing(copy);
  await page.keyboard.press("Enter");
  const value = await copy.locator("xpath=preceding-sibling::span").textContent();
  expect(value).toBeTruthy();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
});

test("history: open a user, walk the entries with the arrows, open and close one with Enter and Space", async ({
  page,
}) => {
  await signInByKeyboard(page, E2E.users.agent);
  await page.goto("/history");
  const userId = page.getByRole("textbox", { name: "User ID" });
  await tabTo(page, userId);
  await expectFocusRing(userId);
  await page.keyboard.type("user-demo");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]user=user-demo/);

  const toggle = (index: number) => page.locator(`[data-row-toggle="${index}"]`);
  await tabTo(page, toggle(0));
  await expectFocusRing(toggle(0));
  await page.keyboard.press("Enter");
  await expect(toggle(0)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(toggle(0)).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("ArrowDown");
  await expectFocusRing(toggle(1));
  await page.keyboard.press("ArrowDown");
  await expect(toggle(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(toggle(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect
    .poll(() => page.evaluate(() => Number(document.activeElement?.getAttribute("data-row-toggle"))))
    .toBeGreaterThan(2);
  await page.keyboard.press("Home");
  await expect(toggle(0)).toBeFocused();
});

test("exports: fill the form, confirm a large one, start, and reach the file, with the keyboard alone", async ({
  page,
}) => {
  await signInByKeyboard(page, E2E.users.manager);
  await page.goto("/exports");
  const userId = page.getByRole("textbox", { name: "User ID" });
  await tabTo(page, userId);
  await page.keyboard.type("user-few");
  await page.keyboard.press("Tab");
  const whole = page.getByRole("radio", { name: "The whole history" });
  await expectFocusRing(whole);
  await expect(whole).toBeChecked();

  const limit = page.getByRole("spinbutton", { name: "Stop after (entries)" });
  await tabTo(page, limit);
  await expectFocusRing(limit);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("20000");

  await tabTo(page, page.getByRole("radio", { name: "CSV" }));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "JSON Lines" })).toBeChecked();

  const confirm = page.getByRole("checkbox", { name: "I understand, start it" });
  await tabTo(page, confirm);
  await expectFocusRing(confirm);
  await page.keyboard.press("Space");
  await expect(confirm).toBeChecked();
  const start = page.getByRole("button", { name: "Start export" });
  await tabTo(page, start);
  await expectFocusRing(start);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Export queued.")).toBeVisible();

  const job = page.getByTestId("export-job").first();
  await expect(job).toContainText("user-few");
  await expect(job.getByText("Done")).toBeVisible({ timeout: 30_000 });
  const download = job.getByRole("link", { name: "Download" });
  await tabTo(page, download);
  await expectFocusRing(download);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await downloading).suggestedFilename()).toMatch(/^history_user-few_\d{8}\.jsonl$/);
});

test("every page starts with a way past the navigation, and the menus open and close by keyboard", async ({
  page,
}) => {
  await signInByKeyboard(page, E2E.users.admin);
  await page.goto("/settings/users");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expectFocusRing(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement))).toBe(
    true,
  );

  const account = page.getByRole("button", { name: "Account menu" });
  await tabTo(page, account, { back: true });
  await expectFocusRing(account);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "My account" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(account).toBeFocused();
});
