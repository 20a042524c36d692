import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// Runs only in the SQLite lane (e2e/shards.ts), whose database scripts/e2e-server.sh sets up as `npm run demo`
// does: migrations on an empty SQLite file, then `npm run db:seed` (SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD).

test("the demo's first admin signs in with the password the seed was given, and sets up a second factor first", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(E2E.demoAdmin);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  await expect(page.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
});

test("the demo runs on its SQLite file, and the System page says so", async ({ page }) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/system");
  await expect(page.getByTestId("database-kind")).toHaveText("SQLite");
});
