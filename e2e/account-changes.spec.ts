import type { Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../lib/i18n/locale";
import { expectAccessibleInBothThemes } from "./axe";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { agentCreatedByAdmin } from "./helpers";

// A whole story of several sign-ins and an admin's reset.
test.describe.configure({ timeout: 120_000 });

const EMAIL = "wulan@e2e.test";

/** Signs in with a password the admin issued, and replaces it by `own` at the step it leads to. */
async function signInAndChoose(page: Page, issued: string, own: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(issued);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\/new-password/);
  await page.getByLabel("New password", { exact: true }).fill(own);
  await page.getByLabel("Repeat new password").fill(own);
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await expect(page).toHaveURL(/\/lookup$/);
}

test("an admin's password reset is listed at the person's next sign-in, named, in their zone and language, until dismissed", async ({
  page,
  browser,
}) => {
  const { admin, issued: first } = await agentCreatedByAdmin(browser, "Wulan Agent", EMAIL);

  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(first);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByLabel("New password", { exact: true }).fill("wulan-first-own-password");
  await page.getByLabel("Repeat new password").fill("wulan-first-own-password");
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await expect(page).toHaveURL(/\/lookup$/);
  // A first sign-in: nothing had changed before it.
  const notice = page.getByRole("region", { name: /^Changes to how your account is signed in to/ });
  await expect(page.getByRole("heading", { name: "Transaction lookup" })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await admin.getByRole("link", { name: "Wulan Agent" }).click();
  await admin.getByRole("button", { name: "Reset password" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reset password" }).click();
  const second = (await admin.getByTestId("one-time-password").textContent()) ?? "";
  expect(second).not.toBe(first);

  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?.*reason=session_ended/);
  await signInAndChoose(page, second, "wulan-second-own-password");
  await expect(notice).toBeVisible();
  const items = notice.getByRole("listitem");
  await expect(items).toHaveText([
    /^.+ WIB: own password chosen in place of an issued one, by you\.$/,
    /^.+ WIB: password reset, passkeys removed, by admin\.$/,
  ]);
  await expectAccessibleInBothThemes(page);

  await page.context().addCookies([{ name: LOCALE_COOKIE, value: "id", url: E2E.baseURL }]);
  await page.reload();
  const pemberitahuan = page.getByRole("region", { name: /^Perubahan cara masuk ke akun Anda/ });
  await expect(pemberitahuan.getByRole("listitem")).toHaveText([
    /^.+ WIB: kata sandi sendiri dipilih sebagai pengganti kata sandi yang diberikan, oleh Anda sendiri\.$/,
    /^.+ WIB: kata sandi direset, passkey dihapus, oleh admin\.$/,
  ]);
  await page.getByRole("button", { name: "Tutup" }).click();
  await expect(pemberitahuan).toHaveCount(0);
  await expect(page.getByText("Pemberitahuan ditutup.")).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(pemberitahuan).toHaveCount(0);
});
