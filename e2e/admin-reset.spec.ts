import type { Page } from "@playwright/test";
import config from "../playwright.config";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// A passkey is bound to a domain name: the person opens the app as localhost (as in passkeys.spec.ts).
const origin = E2E.baseURL.replace("127.0.0.1", "localhost");
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: launch.args?.map((arg) =>
      arg.startsWith("--host-resolver-rules=") ? `${arg}, EXCLUDE localhost` : arg,
    ),
  },
});
test.describe.configure({ timeout: 120_000 });

const EMAIL = "tari@e2e.test";
const OWN = "tari-chose-this-herself";

async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

// Issue 24, 2: a passkey added with a borrowed session signed in without any password, and kept doing so after
// an admin reset the password.
test("an admin's password reset ends the person's sessions and the passkey they had signs in no more", async ({
  page,
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/settings/users");
  await admin.getByLabel("Name").fill("Tari Agent");
  await admin.getByLabel("Email").fill(EMAIL);
  await admin.getByRole("checkbox", { name: /^Agent/ }).check();
  await admin.getByRole("button", { name: "Create user" }).click();
  const issued = (await admin.getByTestId("one-time-password").textContent()) ?? "";

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
