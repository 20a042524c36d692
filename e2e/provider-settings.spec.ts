import { expect, test } from "@playwright/test";
import { E2E } from "./env";
import { signIn } from "./helpers";

test("the provider connection never shows its secrets back, and the connection test reaches the sandbox", async ({
  page,
}) => {
  await signIn(page, E2E.users.admin);
  await page.getByRole("link", { name: "Provider" }).click();
  await expect(page.getByRole("heading", { name: "Provider connection" })).toBeVisible();
  await expect(page.getByLabel("Client ID")).toHaveValue(E2E.sandboxEnv.SANDBOX_CLIENT_ID);
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  const html = await page.content();
  expect(html).not.toContain(E2E.sandboxEnv.SANDBOX_CLIENT_SECRET);
  expect(html).not.toContain(E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN);
  await expect(page.getByText(/Set on/).first()).toBeVisible();

  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-step-token")).toContainText("Access token");
  await expect(page.getByTestId("connection-step-history")).toContainText(/History call \d+ ms/);
  await expect(page.getByTestId("connection-step-history")).toContainText("passed");
});

test("a wrong client secret is reported by the connection test without revealing anything", async ({
  page,
}) => {
  await signIn(page, E2E.users.admin);
  await page.goto("/settings/provider");
  await page.getByLabel("Client secret").fill("not-the-secret");
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Connection saved.")).toBeVisible();
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-step-token")).toContainText(
    "The provider refused our credentials",
  );
  expect(await page.content()).not.toContain("not-the-secret");

  await page.getByLabel("Client secret").fill(E2E.sandboxEnv.SANDBOX_CLIENT_SECRET);
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Connection saved.")).toBeVisible();
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-step-history")).toContainText("passed");
});

test("a malformed connection is refused field by field and nothing changes", async ({ page }) => {
  await signIn(page, E2E.users.admin);
  await page.goto("/settings/provider");
  await page.getByLabel("Transaction status base URL (4.1)").fill("not a url");
  await page.getByLabel("Time-out per call (ms)").fill("5");
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Enter a full http:// or https:// address.")).toBeVisible();
  await expect(page.getByText("Between 1000 and 60000 ms.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Transaction status base URL (4.1)")).toHaveValue(E2E.sandboxUrl);
});
