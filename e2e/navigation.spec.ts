import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// The Inbox's name goes on with its live count of unreviewed decisions when there are any.
const INBOX = /^Inbox(\s|$)/;
const WORK_AREAS = [/^Lookup$/, /^History$/, INBOX, /^Exports$/];
const SETTINGS = [
  "Users",
  "Provider",
  "Single sign-on",
  "Notifications",
  "System",
  "Alerts",
  "Audit log",
  "Delivery log",
];

async function headerFits(page: Page) {
  return page.locator("header").evaluate((header) => {
    const bar = header.firstElementChild as HTMLElement;
    return bar.scrollWidth <= bar.clientWidth && bar.getBoundingClientRect().right <= window.innerWidth;
  });
}

test("on a small laptop the bar shows the work areas and the settings under one menu, by keyboard too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signedInAs(page, "admin");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of WORK_AREAS) await expect(nav.getByRole("link", { name })).toBeInViewport();
  expect(await headerFits(page)).toBe(true);

  const settings = nav.getByRole("button", { name: "Settings" });
  // Reached with the keyboard, as a keyboard user would: from the link before it.
  await nav.getByRole("link", { name: "Exports", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(settings).toBeFocused();
  // The focus is visible: an outline, not only a colour change.
  expect(await settings.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  for (const name of SETTINGS) await expect(page.getByRole("menuitem", { name })).toBeInViewport();
  // The menu puts the focus on its first entry once it has opened; each arrow down moves it to the next one.
  await expect(page.getByRole("menuitem", { name: SETTINGS[0] })).toBeFocused();
  for (const name of SETTINGS.slice(1)) {
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/settings\/notifications\/log$/);
  await expect(settings).toHaveClass(/font-medium/);

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
});

test("on a tablet (820 px) nothing is cut: one menu button reaches every page", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signedInAs(page, "admin");
  expect(await headerFits(page)).toBe(true);
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toBeInViewport();

  await menu.focus();
  await page.keyboard.press("Enter");
  for (const name of WORK_AREAS) await expect(page.getByRole("menuitem", { name })).toBeInViewport();
  for (const name of SETTINGS)
    await expect(page.getByRole("menuitem", { name, exact: true })).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem")).toHaveCount(0);

  await menu.click();
  await page.getByRole("menuitem", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Users" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("menuitem", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);

  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "My account" })).toBeInViewport();
});

test("a page that arrives late leaves the focus where the person has put it meanwhile", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signedInAs(page, "admin");
  await page.goto("/history");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  // Lookup's content is held back (a slow machine, a slow link) until the person has moved on by keyboard.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/lookup\?_rsc=/, async (route) => {
    await held;
    await route.continue();
  });
  await nav.getByRole("link", { name: "Lookup", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const history = nav.getByRole("link", { name: "History", exact: true });
  await expect(history).toBeFocused();
  release();
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(page.getByRole("textbox", { name: "Transaction identifier" })).toBeVisible();
  // React runs the arrived page's effects once it has painted: the focus is looked at after that.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(history).toBeFocused();

  // Arrived by its own link with nothing else chosen, the box takes the focus, ready to type in.
  await page.unroute(/\/lookup\?_rsc=/);
  await nav.getByRole("link", { name: INBOX }).click();
  await expect(page).toHaveURL(/\/inbox/);
  await nav.getByRole("link", { name: "Lookup", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Transaction identifier" })).toBeFocused();
});

test("in Bahasa Indonesia on a small laptop the bar still fits", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signedInAs(page, "admin");
  await page.goto("/settings/account");
  await page.getByLabel("Language").selectOption("id");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("heading", { name: "Akun saya" })).toBeVisible();
  try {
    const nav = page.getByRole("navigation", { name: "Navigasi utama" });
    for (const name of [/^Cari transaksi$/, /^Riwayat$/, /^Kotak masuk(\s|$)/, /^Ekspor$/])
      await expect(nav.getByRole("link", { name })).toBeInViewport();
    await expect(nav.getByRole("button", { name: "Pengaturan" })).toBeInViewport();
    expect(await headerFits(page)).toBe(true);
  } finally {
    await page.getByLabel("Bahasa").selectOption("en");
    await page.getByRole("button", { name: "Simpan preferensi" }).click();
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  }
});
