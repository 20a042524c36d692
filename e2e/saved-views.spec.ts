import Database from "better-sqlite3";
import pg from "pg";
import { dialectOfUrl, sqliteFile } from "../lib/db/dialect";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

const QUEUE = "E2E rejected queue";
const RENAMED = "E2E renamed queue";
const FILTERS = "status=rejected&sort=oldest";

// Whatever a failed test left behind (a default view of a seeded person would send their next inbox elsewhere).
async function dropE2eViews() {
  const url = E2E.serverEnv.DATABASE_URL;
  const sql = `DELETE FROM "SavedView" WHERE "name" LIKE 'E2E %'`;
  if (dialectOfUrl(url) === "sqlite") {
    const sqlite = new Database(sqliteFile(url), { fileMustExist: true });
    try {
      sqlite.prepare(sql).run();
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeEach(dropE2eViews);
test.afterEach(dropE2eViews);

test("a reviewer saves the inbox's filters as a view by keyboard, and opening the bare inbox lands on it once it is their default", async ({
  page,
}) => {
  // Five pages open one after the other, one a document load after a redirect.
  test.setTimeout(60_000);
  await signedInAs(page, "compliance");
  await page.goto(`/inbox?${FILTERS}&page=1`);
  const views = page.getByRole("button", { name: "Views", exact: true });
  await views.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toContainText("No saved views yet.");
  // Home reaches the first item whether the menu gave it the focus on opening or kept the focus itself (it does
  // when it takes the page's pointer to have moved, as it may with a long list under it).
  await page.keyboard.press("Home");
  await expect(page.getByRole("menuitem", { name: "Save current filters…" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Save the current filters" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type(QUEUE);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const current = page.getByRole("button", { name: `Views: ${QUEUE}` });
  await expect(current).toBeFocused();

  // Not yet the default: the bare inbox is the whole inbox.
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/inbox$/);
  await page.getByRole("button", { name: "Views", exact: true }).click();
  await page.getByRole("menuitem", { name: QUEUE }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?${FILTERS}$`));
  await expect(page.getByLabel("Order")).toHaveValue("oldest");

  // The view just opened may still be drawing its list, and a menu opened in that moment was once closed again
  // by it (the page left with the focus on the closed button): open it until it stays open.
  const manageItem = page.getByRole("menuitem", { name: `Manage “${QUEUE}”…` });
  await expect(async () => {
    if (!(await manageItem.isVisible())) await current.click();
    await expect(manageItem).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await manageItem.click();
  const manage = page.getByRole("dialog", { name: `View “${QUEUE}”` });
  await manage.getByRole("button", { name: "Make default" }).click();
  await expect(manage.getByText(`This page now opens with “${QUEUE}”.`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(current).toBeFocused();

  await page.goto("/inbox");
  await expect(page).toHaveURL(new RegExp(`/inbox\\?${FILTERS}$`));
  await expect(page.getByLabel("Order")).toHaveValue("oldest");
  await current.click();
  await expect(page.getByRole("menuitem", { name: new RegExp(`^${QUEUE}\\s*\\(default\\)`) })).toBeVisible();
  await page.getByRole("menuitem", { name: "Show without a view" }).click();
  await expect(page).toHaveURL(/\/inbox\?view=none$/);
  await expect(page.getByLabel("Order")).toHaveValue("newest");
});

test("a view shared with a role is seen by a person of that role, not by another, and never becomes their default", async ({
  page,
  browser,
}) => {
  // Three people sign in.
  test.setTimeout(90_000);
  await signedInAs(page, "compliance");
  await page.goto(`/inbox?${FILTERS}`);
  await page.getByRole("button", { name: "Views", exact: true }).click();
  await page.getByRole("menuitem", { name: "Save current filters…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save the current filters" });
  await dialog.getByLabel("Name").fill(QUEUE);
  await dialog.getByRole("checkbox", { name: "Admin" }).check();
  await dialog.getByRole("button", { name: "Save view" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Views: ${QUEUE}` }).click();
  await page.getByRole("menuitem", { name: `Manage “${QUEUE}”…` }).click();
  await page.getByRole("button", { name: "Make default" }).click();
  await expect(page.getByText(`This page now opens with “${QUEUE}”.`)).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/inbox");
  await expect(admin).toHaveURL(/\/inbox$/);
  await admin.getByRole("button", { name: "Views", exact: true }).click();
  const shared = admin.getByRole("menuitem", { name: new RegExp(`^${QUEUE}\\s*from compliance$`) });
  await expect(shared).toBeVisible();
  await shared.click();
  await expect(admin).toHaveURL(new RegExp(`/inbox\\?${FILTERS}$`));
  // Theirs to open, not to change: no rename, sharing or deletion.
  await admin.getByRole("button", { name: `Views: ${QUEUE}` }).click();
  await admin.getByRole("menuitem", { name: `Manage “${QUEUE}”…` }).click();
  const seen = admin.getByRole("dialog", { name: `View “${QUEUE}”` });
  await expect(seen.getByRole("button", { name: "Make default" })).toBeVisible();
  await expect(seen.getByRole("button", { name: "Rename" })).toHaveCount(0);
  await expect(seen.getByRole("button", { name: "Delete view" })).toHaveCount(0);

  const manager = await (await browser.newContext()).newPage();
  await signedInAs(manager, "manager");
  await manager.goto(`/inbox?${FILTERS}`);
  await manager.getByRole("button", { name: "Views", exact: true }).click();
  await expect(manager.getByRole("menu")).toContainText("No saved views yet.");
  await expect(manager.getByRole("menuitem", { name: new RegExp(QUEUE) })).toHaveCount(0);
});

test("renaming and deleting a view: a taken name is refused at the field, and the audit log shows both", async ({
  page,
  browser,
}) => {
  // Two people sign in, and three views are saved, renamed and deleted.
  test.setTimeout(90_000);
  await signedInAs(page, "compliance");
  for (const [name, query] of [
    [QUEUE, FILTERS],
    [RENAMED, "status=approved"],
  ] as const) {
    await page.goto(`/inbox?${query}`);
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save current filters…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save the current filters" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Save view" }).click();
    await expect(dialog).toBeHidden();
  }

  await page.goto(`/inbox?${FILTERS}`);
  await page.getByRole("button", { name: `Views: ${QUEUE}` }).click();
  await page.getByRole("menuitem", { name: `Manage “${QUEUE}”…` }).click();
  let manage = page.getByRole("dialog", { name: `View “${QUEUE}”` });
  const name = manage.getByLabel("Name");
  await name.fill(RENAMED);
  await manage.getByRole("button", { name: "Rename" }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("You already have a view of this page with this name.");

  await name.fill("E2E queue, renamed");
  await manage.getByRole("button", { name: "Rename" }).click();
  manage = page.getByRole("dialog", { name: "View “E2E queue, renamed”" });
  await expect(manage.getByText("View renamed.")).toBeVisible();
  await manage.getByRole("button", { name: "Delete view" }).click();
  await expect(manage).toContainText("Delete “E2E queue, renamed”? People it is shared with lose it too.");
  await manage.getByRole("button", { name: "Delete view" }).click();
  await expect(manage).toBeHidden();
  const views = page.getByRole("button", { name: "Views", exact: true });
  await expect(views).toBeFocused();
  await views.click();
  await expect(page.getByRole("menuitem", { name: RENAMED })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /E2E queue, renamed/ })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/settings/audit?action=saved_view.rename");
  await expect(admin.locator("tbody tr").first()).toContainText("View renamed");
  await expect(admin.locator("tbody tr").first()).toContainText(E2E.users.compliance);
  await admin.goto("/settings/audit?action=saved_view.delete");
  await expect(admin.locator("tbody tr").first()).toContainText("View deleted");
});
