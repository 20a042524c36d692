import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { signedInAs, signIn, signOut } from "./helpers";

const OWN_PASSWORD = "dewi-chose-this-one-herself";

/** The sign-in form filled and sent, wherever it leads (signIn expects it to lead past every step). */
async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("an admin creates an agent, who must choose their own password first, is refused admin pages, then signs out", async ({
  page,
  pageErrors,
}) => {
  await signIn(page, E2E.users.admin);
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("menuitem", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);

  await page.getByLabel("Name").fill("Dewi Agent");
  await page.getByLabel("Email").fill("dewi@e2e.test");
  await page.getByRole("checkbox", { name: /^Agent/ }).check();
  await page.getByRole("button", { name: "Create user" }).click();
  const password = await page.getByTestId("one-time-password").textContent();
  expect(password).toMatch(/^\S{20}$/);
  await expect(page.getByRole("link", { name: "Dewi Agent" })).toBeVisible();

  await signOut(page);
  await signInWith(page, "dewi@e2e.test", password ?? "");
  // The password the admin saw opens nothing but the step of choosing one only the agent knows.
  await expect(page).toHaveURL(/\/sign-in\/new-password/);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  expect((await page.request.get("/api/inbox/latest")).status()).toBe(401);
  await page.goto("/lookup");
  await expect(page).toHaveURL(/\/sign-in\/new-password\?callbackUrl=%2Flookup$/);
  await page.getByLabel("New password", { exact: true }).fill(password ?? "");
  await page.getByLabel("Repeat new password").fill(password ?? "");
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await expect(page.getByText("Choose a password other than the one you were given.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(OWN_PASSWORD);
  await page.getByLabel("Repeat new password").fill(OWN_PASSWORD);
  await page.getByRole("button", { name: "Save password and continue" }).click();
  // An agent starts where agents work: the transaction lookup.
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(page.getByRole("button", { name: "Settings" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);

  pageErrors.expect(failedLoad(403, "/settings/users"));
  const refused = await page.goto("/settings/users");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();

  await page.goto("/settings/account");
  await signOut(page);
  await expect(page.getByText("You have been signed out.")).toBeVisible();
  await page.goto("/settings/account");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fsettings%2Faccount/);

  // The issued password no longer signs in; the agent's own does, straight to work.
  await signInWith(page, "dewi@e2e.test", password ?? "");
  await expect(page.getByText("The email or password is not correct.")).toBeVisible();
  await signIn(page, "dewi@e2e.test", OWN_PASSWORD);
  await expect(page).toHaveURL(/\/lookup$/);
});

test("creating a user with bad input explains each problem and creates nothing", async ({ page }) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/users");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("This field is required.")).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Choose at least one role.")).toBeVisible();

  await page.getByLabel("Name").fill("Duplicate");
  await page.getByLabel("Email").fill(E2E.users.agent);
  await page.getByRole("checkbox", { name: /^Agent/ }).check();
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("A user with this email already exists.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Duplicate" })).toHaveCount(0);
});

test("the audit log shows what happened and filters it", async ({ page }) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByLabel("Action").selectOption({ label: "Sign in" });
  await page.getByLabel("Outcome").selectOption({ label: "Success" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/action=auth\.sign_in/);
  await expect(page.getByRole("cell", { name: E2E.users.admin }).first()).toBeVisible();
  // The action as a person reads it, its code on hover.
  const signInCell = page.getByRole("cell", { name: "Sign in", exact: true }).first();
  await expect(signInCell).toBeVisible();
  await expect(signInCell.getByText("Sign in", { exact: true })).toHaveAttribute("title", "auth.sign_in");
  await expect(page.getByRole("cell", { name: "User created", exact: true })).toHaveCount(0);
  await expect(page.locator('tbody [data-action]:not([data-action="auth.sign_in"])')).toHaveCount(0);
});
