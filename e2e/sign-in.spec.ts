import { expect, test } from "@playwright/test";
import { E2E } from "./env";
import { signIn } from "./helpers";

async function attempt(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  // Wait for the server's answer, so that the next attempt is not sent while this one is pending.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
}

test("a wrong password, an unknown user and a malformed email each get a clear message", async ({ page }) => {
  await page.goto("/sign-in");
  await attempt(page, E2E.users.agent, "wrong-password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
  await attempt(page, "nobody@e2e.test", "whatever");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
  await attempt(page, "not-an-email", "x");
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("after five failures the account is locked for a while, even with the right password", async ({
  page,
}) => {
  await page.goto("/sign-in");
  for (let i = 0; i < 5; i += 1) {
    await attempt(page, "throttled@e2e.test", `wrong-${i}`);
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  }
  await attempt(page, "throttled@e2e.test", E2E.password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /Too many failed attempts\. Try again in 15 minutes\./,
  );
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a user disabled by an admin is locked out at their next request and cannot sign in again", async ({
  browser,
}) => {
  const userPage = await (await browser.newContext()).newPage();
  await signIn(userPage, "to-disable@e2e.test");
  await userPage.goto("/settings/account");
  await expect(userPage.getByRole("heading", { name: "My account" })).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, E2E.users.admin);
  await adminPage.goto("/settings/users");
  await adminPage.getByRole("link", { name: "to-disable" }).click();
  await adminPage.getByRole("button", { name: "Disable user" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Disable user" }).click();
  await expect(adminPage.getByText("Disabled", { exact: true })).toBeVisible();

  await userPage.reload();
  await expect(userPage).toHaveURL(/\/sign-in\?.*reason=session_ended/);
  await expect(userPage.getByText("Your session has ended")).toBeVisible();
  await attempt(userPage, "to-disable@e2e.test", E2E.password);
  await expect(userPage.getByRole("main").getByRole("alert")).toHaveText(
    "This account is disabled. Ask an administrator to enable it.",
  );
});
