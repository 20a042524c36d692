import type { Page } from "@playwright/test";
import { expectAccessibleInBothThemes } from "./axe";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { addAuthenticator } from "./helpers";
import { localhostLaunchOptions, localhostOrigin } from "./passkey-host";

const origin = localhostOrigin;
test.use({ launchOptions: localhostLaunchOptions });
const email = "passkey@e2e.test";

// A whole story of several sign-ins.
test.describe.configure({ timeout: 120_000 });

async function signInWithPassword(page: Page) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reason=signed_out/);
}

test("a passkey is registered by name, serves as the second factor and signs in alone, and is removed", async ({
  page,
}) => {
  await addAuthenticator(page);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/lookup$/, { timeout: 15_000 });
  await page.goto(`${origin}/settings/account`);
  await page.getByLabel("Passkey name").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  // Its first factor: recovery codes come with it.
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.reload();
  const list = page.getByRole("list", { name: "Passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Work laptop");
  await signOut(page);

  // The second step after the password.
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/lookup$/, { timeout: 15_000 });
  await signOut(page);

  // Without a password at all.
  await page.getByRole("button", { name: "Continue with a passkey" }).click();
  await expect(page).toHaveURL(/\/lookup$/, { timeout: 15_000 });
  await page.goto(`${origin}/settings/account`);
  await expect(list).toContainText("last used");

  // A passkey alone proved no password: a change to the factors asks for it, and a factor, first.
  const name = page.getByLabel("Passkey name");
  await name.fill("Spare key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  const password = dialog.getByLabel("Your password");
  await expect(password).toBeFocused();
  await expect(dialog.getByLabel("Code", { exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  // Closed: the change is refused and says why; what was typed stays.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Confirm it's you first: this change needs your password and second factor from the last 5 minutes.",
  );
  await expect(name).toHaveValue("Spare key");

  // A wrong password confirms nothing, whatever the passkey says.
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await password.fill("not the password at all");
  await dialog.getByRole("button", { name: "Confirm with a passkey" }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription("The current password is not correct.");
  // Still there (behind the dialog, hidden from the accessibility tree while it is open).
  await expect(page.getByText("Work laptop", { exact: true })).toBeAttached();
  // The password and the passkey: the removal goes through once the dialog closes.
  await password.fill(E2E.password);
  await dialog.getByRole("button", { name: "Confirm with a passkey" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  // Confirmed minutes ago: another change needs no dialog.
  await name.fill("Spare key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(list).toContainText("Spare key");
});
