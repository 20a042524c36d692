import type { Locator } from "@playwright/test";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// Every form keeps what was typed when the server refuses it, names the problem at the top (announced), and
// puts the focus on the first field to put right.

const describedBy = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

test("a new user refused for its roles keeps the name and email typed, and the focus goes to the roles", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/users");
  await page.getByLabel("Name").fill("Sari Reviewer");
  await page.getByLabel("Email").fill("sari@e2e.test");
  await page.getByRole("button", { name: "Create user" }).click();

  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Some fields need attention.");
  const roles = page.getByRole("group", { name: "Roles" });
  await expect(roles).toHaveAccessibleDescription("Choose at least one role.");
  await expect(roles.getByRole("checkbox", { name: /^Agent/ })).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveValue("Sari Reviewer");
  await expect(page.getByLabel("Email")).toHaveValue("sari@e2e.test");

  // A taken email: the name and the chosen role stay, the email is the field to put right.
  await roles.getByRole("checkbox", { name: /^Compliance/ }).check();
  await page.getByLabel("Email").fill(E2E.users.agent);
  await page.getByRole("button", { name: "Create user" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  expect(await describedBy(email)).toBe("A user with this email already exists.");
  await expect(email).toHaveValue(E2E.users.agent);
  await expect(page.getByLabel("Name")).toHaveValue("Sari Reviewer");
  await expect(roles.getByRole("checkbox", { name: /^Compliance/ })).toBeChecked();
  await expect(roles.getByRole("checkbox", { name: /^Agent/ })).not.toBeChecked();

  // Put right, it is created and the form starts afresh.
  await email.fill("sari@e2e.test");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByTestId("one-time-password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sari Reviewer" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(roles.getByRole("checkbox", { name: /^Compliance/ })).not.toBeChecked();
});

test("an export refused for its unticked confirmation keeps the user id and every choice", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/exports");
  await page.getByRole("textbox", { name: "User ID" }).fill("user-few");
  await page.getByRole("radio", { name: "JSON Lines" }).check();
  await page.getByRole("checkbox", { name: "Include entries flagged as duplicate events" }).check();
  await page.getByRole("checkbox", { name: "Merchant or description" }).uncheck();
  await page.getByRole("spinbutton", { name: "Stop after (entries)" }).fill("20000");
  await page.getByRole("button", { name: "Start export" }).click();

  const confirm = page.getByRole("checkbox", { name: "I understand, start it" });
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription(/^Confirm that you want to start a large export\./);
  await expect(page.getByRole("textbox", { name: "User ID" })).toHaveValue("user-few");
  await expect(page.getByRole("radio", { name: "JSON Lines" })).toBeChecked();
  await expect(
    page.getByRole("checkbox", { name: "Include entries flagged as duplicate events" }),
  ).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Merchant or description" })).not.toBeChecked();
  await expect(page.getByRole("spinbutton", { name: "Stop after (entries)" })).toHaveValue("20000");

  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Start export" }).click();
  await expect(page.getByText("Export queued.")).toBeVisible();
  const job = page.getByTestId("export-job").first();
  await expect(job).toContainText("user-few");
  await expect(job).toContainText("JSON Lines");
  await expect(job.getByText("Done")).toBeVisible({ timeout: 30_000 });
});

test("a refused sign-in keeps the email and never the password", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("agent at e2e.test");
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  expect(await describedBy(email)).toMatch(/^Enter a valid email address/);
  await expect(email).toHaveValue("agent at e2e.test");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await email.fill(E2E.users.agent);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/lookup$/);
});

test("a password change refused for the current password keeps nothing typed and focuses that field", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/settings/account");
  const current = page.getByLabel("Current password");
  await current.fill("not-the-password-at-all");
  await page.getByLabel("New password", { exact: true }).fill("a-new-password-long-enough");
  await page.getByLabel("Repeat new password").fill("a-new-password-long-enough");
  await page.getByRole("button", { name: "Change password" }).click();

  await expect(current).toBeFocused();
  expect(await describedBy(current)).toBe("The current password is not correct.");
  for (const label of ["Current password", "New password", "Repeat new password"])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
});
