import type { Page } from "@playwright/test";
import { expectAccessibleInBothThemes } from "./axe";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { signedInAs } from "./helpers";
import { appDb, deliveredNotifications, PARAMS_MARKER } from "./notification-rows";

const section = (page: Page) => page.getByRole("region", { name: "Notifications" });

async function openChoices(page: Page) {
  await page.goto("/settings/account");
  await expect(section(page).getByRole("switch", { name: "Exports and reconciliation runs" })).toBeVisible();
}

// The compliance user's choices go back to the defaults after each test: no other spec depends on them.
test.afterEach(async () => {
  const db = appDb();
  const { id } = await db.user.findUniqueOrThrow({ where: { email: E2E.users.compliance } });
  await db.notificationPreference.deleteMany({ where: { userId: id } });
  await db.$disconnect();
});

test("a reviewer turns off the jobs emails and makes the digest hourly, and finds both kept after a reload", async ({
  page,
}) => {
  await signedInAs(page, "compliance");
  await openChoices(page);
  const choices = section(page);
  // Their language and zone are Preferences': the section says so. Security is not a switch.
  await expect(choices).toContainText("in your language (English) with times in your time zone (WIB)");
  await expect(choices.getByRole("switch")).toHaveCount(2);
  await expect(choices.getByRole("switch", { name: "Operations alerts" })).toHaveCount(0);
  await expect(choices.getByText("Always on")).toBeVisible();
  await expect(choices).toContainText("it cannot be turned off");
  await expectAccessibleInBothThemes(page);

  await choices.getByRole("switch", { name: "Exports and reconciliation runs" }).uncheck();
  await choices.getByRole("switch", { name: "Compliance digest" }).check();
  await choices.getByRole("combobox", { name: "How often" }).selectOption("Hourly");
  await choices.getByRole("button", { name: "Save notifications" }).click();
  await expect(choices.getByText("Notification choices saved.")).toBeVisible();

  await page.reload();
  const reloaded = section(page);
  await expect(reloaded.getByRole("switch", { name: "Exports and reconciliation runs" })).not.toBeChecked();
  await expect(reloaded.getByRole("switch", { name: "Compliance digest" })).toBeChecked();
  await expect(reloaded.getByRole("combobox", { name: "How often" })).toHaveValue("compliance.digest:hourly");
});

test("a save refused for a topic the role may not receive keeps what was chosen, and saves nothing", async ({
  page,
}) => {
  await signedInAs(page, "compliance");
  await openChoices(page);
  const choices = section(page);
  await choices.getByRole("switch", { name: "Exports and reconciliation runs" }).uncheck();
  await choices.getByRole("switch", { name: "Compliance digest" }).check();
  await choices.getByRole("combobox", { name: "How often" }).selectOption("Hourly");
  // Someone edits the form to ask for the admins' operations alerts as well.
  await choices.locator("form").evaluate((form) => {
    for (const name of ["shown", "on"]) {
      const input = document.createElement("input");
      Object.assign(input, { type: "hidden", name, value: "operations" });
      form.append(input);
    }
  });
  await choices.getByRole("button", { name: "Save notifications" }).click();
  await expect(choices.getByRole("alert")).toHaveText("You do not have permission to do this.");
  await expect(choices.getByRole("switch", { name: "Exports and reconciliation runs" })).not.toBeChecked();
  await expect(choices.getByRole("switch", { name: "Compliance digest" })).toBeChecked();
  await expect(choices.getByRole("combobox", { name: "How often" })).toHaveValue("compliance.digest:hourly");

  await page.reload();
  await expect(section(page).getByRole("switch", { name: "Exports and reconciliation runs" })).toBeChecked();
  await expect(section(page).getByRole("switch", { name: "Compliance digest" })).not.toBeChecked();
  await expect(section(page).getByRole("combobox", { name: "How often" })).toHaveValue(
    "compliance.digest:daily",
  );
});

test("an admin opens the delivery log from Settings, reads each attempt without what the message said, and retries a failed one", async ({
  page,
  browser,
  pageErrors,
}) => {
  const db = appDb();
  const rows = await deliveredNotifications(db);
  try {
    await signedInAs(page, "admin");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Settings" })
      .click();
    await page.getByRole("menuitem", { name: "Delivery log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notification delivery log" })).toBeVisible();

    const sent = page.locator(`[data-id="${rows.sent.id}"]`);
    await expect(sent).toContainText(`agent (${E2E.users.agent})`);
    await expect(sent.getByTestId("notification-state")).toHaveText("Sent");
    await sent.getByText("2 attempts").click();
    const attempts = sent.getByRole("table", { name: "Attempts to deliver this notification" });
    await expect(attempts.getByRole("row")).toHaveCount(3);
    await expect(attempts.getByRole("row").nth(1)).toContainText("250 2.0.0 OK queued");
    await expect(attempts.getByRole("row").nth(2)).toContainText("421 4.3.2 Service not available");
    await expect(attempts.getByRole("row").nth(2)).toContainText("Failed, tried again later");
    await expectAccessibleInBothThemes(page);
    await expect(page.locator("body")).not.toContainText(PARAMS_MARKER);

    await page.getByRole("combobox", { name: "State" }).selectOption("Failed");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\?state=failed(&|$)/);
    const failed = page.locator(`[data-id="${rows.failed.id}"]`);
    await expect(failed.getByTestId("notification-state")).toHaveText("Failed");
    await expect(failed).toContainText("oncall@e2e.test");
    await expect(failed).toContainText("3 attempts");
    await expect(page.locator(`[data-id="${rows.sent.id}"]`)).toHaveCount(0);
    await failed.getByRole("button", { name: "Retry now: security.passwordChanged" }).click();
    // Pending again, it leaves the failed ones.
    await expect(failed).toHaveCount(0);
    await page.goto("/settings/audit?action=notifications.retry");
    await expect(page.getByRole("cell", { name: "Notification retried" }).first()).toBeVisible();

    // Nobody else opens it.
    const context = await browser.newContext();
    const agent = await context.newPage();
    await signedInAs(agent, "agent");
    pageErrors.expect(failedLoad(403, "/settings/notifications/log"));
    expect((await agent.goto("/settings/notifications/log"))?.status()).toBe(403);
    await context.close();
  } finally {
    await rows.remove();
    await db.$disconnect();
  }
});
