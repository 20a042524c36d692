import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { agentCreatedByAdmin, signedInAs } from "./helpers";
import { mailsTo, waitForMail } from "./outbox";

const OUTBOX = E2E.outbox.url;

test("an admin points mail at an SMTP server, a test mail shows its answer, and the mail arrives", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await page.getByLabel("SMTP server", { exact: true }).fill(E2E.outbox.smtpHost);
  await page.getByLabel("Port", { exact: true }).fill(String(E2E.outbox.smtpPort));
  await page.getByLabel("Security", { exact: true }).selectOption("none");
  await page.getByLabel("Sender address", { exact: true }).fill(E2E.outbox.from);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();

  const to = `smtp-test-${Date.now()}@e2e.test`;
  await page.getByLabel("Send to", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("The SMTP server accepted the mail. Its answer:")).toBeVisible();
  await expect(page.getByTestId("smtp-answer")).toHaveText(/^250 Queued as outbox-\d+$/);
  const mail = await waitForMail(OUTBOX, to);
  expect(mail.subject).toBe("Test mail from Partner Back Office");
  expect(mail.envelopeFrom).toBe(E2E.outbox.from);
});

test("a password reset by an admin mails its owner, in their language, without the password", async ({
  browser,
}) => {
  const email = `notified-${Date.now()}@e2e.test`;
  const { admin, issued } = await agentCreatedByAdmin(browser, "Notified Agent", email);
  await admin.getByRole("link", { name: "Notified Agent" }).click();
  await admin.getByRole("button", { name: "Reset password" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Reset password" }).click();
  const reset = (await admin.getByTestId("one-time-password").textContent()) ?? "";
  expect(reset).not.toBe("");

  // Delivered in the background, by the instance's worker.
  const mail = await waitForMail(OUTBOX, email, { subject: "Kata sandi Anda telah diubah" });
  expect(mail.text).toContain("Administrator mengatur ulang kata sandi");
  expect(mail.text).toContain(`${E2E.baseURL}/settings/account`);
  for (const secret of [issued, reset]) expect(mail.raw).not.toContain(secret);
  // Told once.
  expect(await mailsTo(OUTBOX, email)).toHaveLength(1);
});

test("a signed webhook's secret is shown once, and its address only by host", async ({ page }) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/notifications");
  const name = `Partner hook ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Format").selectOption("webhook");
  await page.getByLabel("Address", { exact: true }).fill(E2E.outbox.hookUrl("webhook", "partner"));
  await page.getByRole("button", { name: "Add webhook" }).click();
  const secret = (await page.getByTestId("one-time-password").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${new URL(E2E.outbox.url).origin}/…`);

  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("/webhook/partner");
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
