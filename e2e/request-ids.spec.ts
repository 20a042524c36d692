import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("every request carries an id: in its answer, in the audit entry it writes, for the error page", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  const response = await page.goto("/settings/account");
  const pageId = response?.headers()["x-request-id"] ?? "";
  expect(pageId).toMatch(UUID);
  // The error page reads the last page request's id from this cookie.
  const cookie = (await page.context().cookies()).find((c) => c.name === "request-id");
  expect(cookie?.value).toBe(pageId);

  // Without TRUST_PROXY an id sent by the client is not taken.
  const forged = await page.request.get("/api/system", {
    headers: { "x-request-id": "chosen-by-client-123" },
  });
  expect(forged.headers()["x-request-id"]).toMatch(UUID);

  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith("/settings/account"),
  );
  await page.getByRole("button", { name: "Save preferences" }).click();
  const actionId = (await saved).headers()["x-request-id"] ?? "";
  expect(actionId).toMatch(UUID);
  await expect(page.getByText("Preferences saved.")).toBeVisible();

  await page.goto("/settings/audit?action=account.update_preferences");
  await expect(page.locator("tbody tr").first()).toContainText(`request=${actionId}`);
});
