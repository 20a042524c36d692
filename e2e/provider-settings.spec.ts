import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

test("the provider connection never shows its secrets back, and the connection test reaches the sandbox", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("menuitem", { name: "Provider" }).click();
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
  await signedInAs(page, "admin");
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
  await signedInAs(page, "admin");
  await page.goto("/settings/provider");
  await page.getByLabel("Transaction status base URL (4.1)").fill("not a url");
  await page.getByLabel("Time-out per call (ms)").fill("5");
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Enter a full http:// or https:// address.")).toBeVisible();
  await expect(page.getByText("Between 1000 and 60000 ms.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Transaction status base URL (4.1)")).toHaveValue(E2E.sandboxUrl);
});

test("an admin generates a callback token shown once, and the provider's callbacks with it are accepted", async ({
  page,
  request,
}) => {
  // A valid token with an empty body is answered 400 ("accepted"); a refused one 401, or 429 while the
  // anonymous limit of callback-flood.spec.ts still runs. No decision is stored.
  const notify = async (token: string) => {
    const status = (
      await request.post(`${E2E.baseURL}/v1.0/snap/account/upgrade/notify`, {
        headers: { "x-callback-token": token },
        data: {},
      })
    ).status();
    return status === 400 ? "accepted" : status === 401 || status === 429 ? "refused" : status;
  };
  await signedInAs(page, "admin");
  await page.goto("/settings/provider");
  const field = page.getByLabel("Callback token", { exact: true });
  await field.fill("too-short-to-be-a-token");
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Use at least 32 characters, or generate a token.")).toBeVisible();

  await page.getByRole("button", { name: "Generate token" }).click();
  const token = await field.inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(field).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Copy callback token" })).toBeVisible();
  await expect(page.getByText(/Shown only now/)).toBeVisible();
  expect(await notify(token)).toBe("refused");

  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Connection saved.")).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(field).toHaveAttribute("type", "password");
  await page.reload();
  expect(await page.content()).not.toContain(token);
  expect(await notify(token)).toBe("accepted");
  // The token it replaced stays valid until the rotation ends.
  expect(await notify(E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN)).toBe("accepted");

  // Back to the sandbox's token alone, as the other tests expect.
  await field.fill(E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN);
  await page.getByRole("button", { name: "Save connection" }).click();
  await expect(page.getByText("Connection saved.")).toBeVisible();
  await page.getByRole("button", { name: "End rotation: refuse the previous token" }).click();
  await expect(page.getByRole("button", { name: "End rotation: refuse the previous token" })).toBeHidden();
  expect(await notify(token)).toBe("refused");
  expect(await notify(E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN)).toBe("accepted");
});

test("an admin says what bill status 2 means, and the history shows it instead of the bare value", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  const billStatus2 = async () => {
    await page.goto("/history?user=user-demo");
    await expect(page.getByTestId("history-end")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return page.locator('article[data-seq="311"]').getByTestId("status-badge");
  };
  const bills = page.getByTestId("total-payment_bill");

  // Before: the contract gives the value no meaning, so it is shown as received, neutral.
  let badge = await billStatus2();
  await expect(badge).toHaveText("Status 2");
  await expect(badge).toHaveClass(/bg-muted/);
  await expect(bills.getByTestId("status-total").filter({ hasText: "Status 2 · 2 entries" })).toBeVisible();

  await page.goto("/settings/provider");
  const dictionary = page.getByTestId("provider-codes");
  await expect(dictionary.getByRole("heading", { name: "Provider code dictionary" })).toBeVisible();
  const form = dictionary.getByTestId("provider-code-new");
  await form.getByLabel("Field").selectOption({ label: "Bill status (details.status, a number)" });
  await form.getByLabel("Code as the provider sends it").fill("2");
  await form.getByLabel("Label in Bahasa Indonesia").fill("Dikembalikan");
  await form.getByLabel("Colour").selectOption({ label: "Failed (red)" });
  // A refusal keeps what was typed.
  await form.getByRole("button", { name: "Save the meaning" }).click();
  await expect(form.getByText("This field is required.")).toBeVisible();
  await expect(form.getByLabel("Code as the provider sends it")).toHaveValue("2");
  await expect(form.getByLabel("Label in Bahasa Indonesia")).toHaveValue("Dikembalikan");
  await form.getByLabel("Label in English").fill("Refunded");
  await form.getByRole("button", { name: "Save the meaning" }).click();
  await expect(form.getByText("Saved.")).toBeVisible();
  const saved = dictionary.locator('[data-testid="provider-code"][data-code="2"]');
  await expect(saved).toContainText(`Recorded by ${E2E.users.admin}`);

  try {
    // After: the admin's words, in the tone chosen, in the rows and the totals alike.
    badge = await billStatus2();
    await expect(badge).toHaveText("Refunded");
    await expect(badge).toHaveAttribute("title", "As the provider sent it: 2");
    await expect(badge).toHaveClass(/text-destructive/);
    await expect(bills.getByTestId("status-total").filter({ hasText: "Refunded · 2 entries" })).toBeVisible();
    await expect(bills.getByTestId("paid-total")).toHaveCount(0);
  } finally {
    await page.goto("/settings/provider");
    await saved.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText(/^Meaning removed: /)).toBeVisible();
    await expect(saved).toHaveCount(0);
  }
  badge = await billStatus2();
  await expect(badge).toHaveText("Status 2");
});

test("an admin sets the provider's rate limit and calls at once, bounded, and the lookup keeps answering", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/provider");
  const rate = page.getByLabel("Provider rate limit (requests per second)");
  const atOnce = page.getByLabel("Calls to the provider at once");
  const before = { rate: await rate.inputValue(), atOnce: await atOnce.inputValue() };
  const save = async (values: { rate: string; atOnce: string }) => {
    await rate.fill(values.rate);
    await atOnce.fill(values.atOnce);
    await page.getByRole("button", { name: "Save connection" }).click();
  };

  await save({ rate: "0", atOnce: "101" });
  await expect(page.getByText("Between 1 and 1000 requests per second.")).toBeVisible();
  await expect(page.getByText("Between 1 and 100 calls at once.")).toBeVisible();

  await save({ rate: "2", atOnce: "1" });
  await expect(page.getByText("Connection saved.")).toBeVisible();
  await page.reload();
  await expect(rate).toHaveValue("2");
  await expect(atOnce).toHaveValue("1");

  // The provider is now asked at most twice a second: an agent's lookup still gets its answer.
  await page.goto("/lookup");
  const box = page.getByRole("textbox", { name: "Transaction identifier" });
  await box.fill("ord-0000-00000001");
  await box.press("Enter");
  await expect(page.getByTestId("lookup-result")).toContainText("ord-0000-00000001");

  await page.goto("/settings/provider");
  await save(before);
  await expect(page.getByText("Connection saved.")).toBeVisible();
});
