import { E2E } from "../e2e/env";
import { expect, test } from "../e2e/fixtures";
import { signIn } from "../e2e/helpers";
import { INSTANCES } from "./instances";

const [first = "", second = ""] = INSTANCES;

test("a session opened on one instance is honoured by the other, and ends on both when the user is disabled", async ({
  browser,
}) => {
  // Cookies are per host, not per port: one browser context talks to both instances with one session.
  const user = await browser.newContext({ baseURL: first });
  const userPage = await user.newPage();
  await signIn(userPage, "to-disable@e2e.test");
  await userPage.goto(`${second}/settings/account`);
  await expect(userPage.getByRole("heading", { name: "My account" })).toBeVisible();

  const admin = await browser.newContext({ baseURL: second });
  const adminPage = await admin.newPage();
  await signIn(adminPage, E2E.users.admin);
  await adminPage.goto("/settings/users");
  await adminPage.getByRole("link", { name: "to-disable" }).click();
  await adminPage.getByRole("button", { name: "Disable user" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Disable user" }).click();
  await expect(adminPage.getByText("Disabled", { exact: true })).toBeVisible();

  for (const instance of INSTANCES) {
    await userPage.goto(`${instance}/settings/account`);
    await expect(userPage, instance).toHaveURL(/\/sign-in\?.*reason=session_ended/);
  }
});
