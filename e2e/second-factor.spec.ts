import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expectAccessible } from "./axe";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { appCode, signedInAs, signIn, signOut } from "./helpers";

/** A code the seeded app does not show in any step accepted now (the one before, now, the one after). */
function wrongCode(): string {
  const app = new TOTP({ secret: Secret.fromBase32(E2E.totp.secret), period: E2E.totp.period });
  const now = Date.now();
  const accepted = [-2, -1, 0, 1, 2].map((step) =>
    app.generate({ timestamp: now + step * E2E.totp.period * 1000 }),
  );
  return (
    ["000000", "111111", "222222", "333333", "444444", "555555"].find((c) => !accepted.includes(c)) ?? ""
  );
}

// Authenticator apps set up in these tests use the standard 30-second step.
const PERIOD = 30;

// Each test is a whole story of several sign-ins.
test.describe.configure({ timeout: 120_000 });

// The steps are outside the signed-in pages e2e/accessibility.spec.ts walks: checked here, the same way.

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

/** Sets up an authenticator app on the page shown (My account, or the enrollment step): its secret and codes. */
async function setUpApp(page: Page, email: string) {
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code from the app").fill(await appCode(page, email, { secret, period: PERIOD }));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Authenticator app set up.")).toBeVisible();
  const recoveryCodes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

test("a person sets up an authenticator app, signs in with its codes, and each code works once", async ({
  page,
}) => {
  const email = "mfa-enroll@e2e.test";
  await signIn(page, email);
  await page.goto("/settings/account");
  const { secret, recoveryCodes } = await setUpApp(page, email);
  const app = { secret, period: PERIOD };
  await page.reload();
  await expect(page.getByTestId("totp-status")).toHaveText("Authenticator app: on · 10 recovery codes left");
  await signOut(page);

  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expectAccessible(page);
  const code = await appCode(page, email, app);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/lookup$/);
  await signOut(page);

  // The same code again: refused, as a code seen over someone's shoulder would be.
  await signInWithPassword(page, email);
  await enterCode(page, code);
  // Told at the field (the summary above the form only says a field needs attention).
  await expect(page.getByText("That code was used already. Wait for the next code.")).toBeVisible();
  const [recovery = "", another = ""] = recoveryCodes;
  await enterCode(page, recovery.toLowerCase());
  await expect(page).toHaveURL(/\/lookup$/);
  await signOut(page);

  await signInWithPassword(page, email);
  await enterCode(page, recovery);
  await expect(page.getByText("That code is not right. Check the app and try again.")).toBeVisible();
  await enterCode(page, another);
  await expect(page).toHaveURL(/\/lookup$/);
  await page.goto("/settings/account");
  await expect(page.getByTestId("totp-status")).toHaveText("Authenticator app: on · 8 recovery codes left");
});

test("someone who knows the password cannot slow the owner's code step down with wrong codes", async ({
  browser,
}) => {
  const email = "mfa-owner@e2e.test";
  const owner = await (await browser.newContext()).newPage();
  await signInWithPassword(owner, email);
  await enterCode(owner, await appCode(owner, email));
  await expect(owner).toHaveURL(/\/lookup$/);
  await signOut(owner);

  // In a browser of their own, with the password: wrong codes until the step says to wait.
  const attacker = await (await browser.newContext()).newPage();
  await signInWithPassword(attacker, email);
  await expect(attacker).toHaveURL(/\/sign-in\/second-factor/);
  const wrong = wrongCode();
  for (let i = 0; i < 6; i += 1) await enterCode(attacker, wrong);
  await expect(attacker.getByText(/^Too many attempts\./).first()).toBeVisible();

  // The owner's own browser goes through at once.
  await signInWithPassword(owner, email);
  await enterCode(owner, await appCode(owner, email));
  await expect(owner).toHaveURL(/\/lookup$/);
});

test("a compliance user without a factor enrolls right after the password, reaches nothing before, and an admin's reset starts it over", async ({
  page,
  browser,
  pageErrors,
}) => {
  const email = "mfa-policy@e2e.test";
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  await expect(page.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
  await expectAccessible(page);

  // Nothing else answers before the factor is set up: pages lead back to the step, the API refuses.
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/sign-in\/second-factor\?callbackUrl=%2Finbox$/);
  expect((await page.request.get("/api/inbox/latest")).status()).toBe(401);

  await setUpApp(page, email);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/inbox$/);

  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/settings/users");
  await admin.getByRole("link", { name: "mfa-policy" }).click();
  await expect(admin.getByTestId("second-factor-status")).toHaveText(
    "Authenticator app: on · passkeys: 0 · recovery codes left: 10",
  );
  await admin.getByRole("button", { name: "Reset two-factor" }).click();
  // The inbox still open in the person's tab polls for arrivals: once the sessions have ended it is refused.
  pageErrors.expect(failedLoad(401, "/api/inbox/latest"));
  const pollRefused = page.waitForResponse(
    (response) => response.url().endsWith("/api/inbox/latest") && response.status() === 401,
  );
  await admin.getByRole("dialog").getByRole("button", { name: "Reset two-factor" }).click();
  await expect(admin.getByText("Two-factor reset. The user's sessions have ended.")).toBeVisible();
  await pollRefused;
  await admin.reload();
  await expect(admin.getByTestId("second-factor-status")).toHaveText("No second factor.");

  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?.*reason=session_ended/);
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel and sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reason=signed_out/);
});
