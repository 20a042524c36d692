import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { passSecondFactor, signIn, signOut } from "./helpers";

const INBOX_QUEUE = /\/inbox\?review=unreviewed&sort=rejected_first$/;

test("each role starts where its work is: compliance the inbox queue, managers exports, agents lookup", async ({
  page,
}) => {
  await signIn(page, E2E.users.compliance);
  await expect(page).toHaveURL(INBOX_QUEUE);
  const reviewTabs = page.getByRole("navigation", { name: "Review" });
  await expect(reviewTabs.getByRole("link", { name: /^Unreviewed/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Order")).toHaveValue("rejected_first");

  await page.context().clearCookies();
  await signIn(page, E2E.users.manager);
  await expect(page).toHaveURL(/\/exports$/);

  await page.context().clearCookies();
  await signIn(page, E2E.users.agent);
  await expect(page).toHaveURL(/\/lookup$/);

  // A page asked for before signing in still wins.
  await page.context().clearCookies();
  await page.goto("/history?user=user-few");
  await page.getByLabel("Email").fill(E2E.users.compliance);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await passSecondFactor(page, E2E.users.compliance);
  await expect(page).toHaveURL(/\/history\?user=user-few$/);
});

test("a person picks their start page in My account; sign-in and Home follow it until they pick the default", async ({
  page,
}) => {
  await signIn(page, E2E.users.manager);
  await expect(page).toHaveURL(/\/exports$/);
  await page.goto("/settings/account");
  const startPage = page.getByLabel("Start page");
  await expect(startPage).toHaveValue("");
  await expect(startPage.locator("option")).toHaveText([
    "As my role decides (Exports)",
    "Lookup",
    "History",
    "Inbox: unreviewed, rejected first",
    "Exports",
  ]);
  await startPage.selectOption({ label: "Inbox: unreviewed, rejected first" });
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved.")).toBeVisible();

  await signOut(page);
  await signIn(page, E2E.users.manager);
  await expect(page).toHaveURL(INBOX_QUEUE);
  await page.goto("/history");
  await page.getByRole("link", { name: "Back Office" }).click();
  await expect(page).toHaveURL(INBOX_QUEUE);

  await page.goto("/settings/account");
  await expect(page.getByLabel("Start page")).toHaveValue("inbox");
  await page.getByLabel("Start page").selectOption("");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved.")).toBeVisible();
  await signOut(page);
  await signIn(page, E2E.users.manager);
  await expect(page).toHaveURL(/\/exports$/);
});
