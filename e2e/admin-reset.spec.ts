import { expect, test } from "./fixtures";
import { addAuthenticator, agentCreatedByAdmin } from "./helpers";
import { localhostLaunchOptions, localhostOrigin } from "./passkey-host";

const origin = localhostOrigin;
test.use({ launchOptions: localhostLaunchOptions });
test.describe.configure({ timeout: 120_000 });

const EMAIL = "tari@e2e.test";
const OWN = "tari-chose-this-herself";

// Issue 24, 2: a passkey added with a borrowed session signed in without any password, and kept doing so after
// an admin reset the password.
test("an admin's password reset ends the person's sessions and the passkey they had signs in no more", async ({
  page,
  browser,
}) => {
  const { admin, issued } = await agentCreatedByAdmin(browser, "Tari Agent", EMAIL);

  await addAuthenticator(page);
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(issued);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("New password", { exact: true }).fill(OWN);
  await page.getByLabel("Repeat new password").fill(OWN);
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await expect(page).toHaveURL(/\/lookup$/, { timeout: 15_000 });
  await page.goto(`${origin}/settings/account`);
  await page.getByLabel("Passkey name").fill("Someone's laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();

  await admin.getByRole("link", { name: "Tari Agent" }).click();
  await admin.getByRole("button", { name: "Reset password" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reset password" }).click();
  await expect(admin.getByTestId("one-time-password")).toBeVisible();

  // The session from before the reset opens nothing.
  await page.goto(`${origin}/settings/account`);
  await expect(page).toHaveURL(/\/sign-in\?.*reason=session_ended/);
  // The passkey is refused as an unknown one.
  await page.getByRole("button", { name: "Continue with a passkey" }).click();
  await expect(page.getByText("The passkey could not be checked. Try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await admin.reload();
  await expect(admin.getByTestId("second-factor-status")).toHaveText("No second factor.");
});
