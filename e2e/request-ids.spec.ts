import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("every request carries an id: in its answer, in the audit entry it writes, for the error page", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  const givenIds: string[] = [];
  page.on("response", (answer) => givenIds.push(answer.headers()["x-request-id"] ?? ""));
  const response = await page.goto("/settings/account");
  const pageId = response?.headers()["x-request-id"] ?? "";
  expect(pageId).toMatch(UUID);
  // The error page reads the last page request's id from this cookie: the navigation's, or that of a request
  // the page made right after it (a link's prefetch, next-auth's session; a run once read a prefetch's).
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === "request-id")?.value;
  expect(await cookie()).toMatch(UUID);
  await expect.poll(async () => givenIds.includes((await cookie()) ?? "")).toBe(true);

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

const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
];

test("a prefetch's answer carries the CSP, a request id and every other security header", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  for (const path of ["/lookup", "/history"]) {
    const answer = await page.request.get(path, { headers: { "next-router-prefetch": "1", RSC: "1" } });
    const headers = answer.headers();
    expect(headers["content-security-policy"], path).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-request-id"], path).toMatch(UUID);
    for (const name of SECURITY_HEADERS) expect(headers[name], `${path}: ${name}`).toBeTruthy();
  }
});

test("an id the client sends with an action is not written to the audit log, prefetch header or not", async ({
  page,
}) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/account");
  const saved = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/settings/account") && !!r.headers()["next-action"],
  );
  await page.getByRole("button", { name: "Save preferences" }).click();
  const sent = await saved;
  await expect(page.getByText("Preferences saved.")).toBeVisible();

  const forged = "forged-by-client-0001";
  const replayed = await page.request.post(sent.url(), {
    headers: {
      ...Object.fromEntries(
        Object.entries(await sent.allHeaders()).filter(([name]) =>
          ["next-action", "next-router-state-tree", "content-type", "accept", "origin"].includes(name),
        ),
      ),
      "next-router-prefetch": "1",
      "x-request-id": forged,
    },
    data: sent.postData() ?? "",
  });
  expect(replayed.ok()).toBe(true);
  const answeredId = replayed.headers()["x-request-id"] ?? "";
  expect(answeredId).toMatch(UUID);
  expect(replayed.headers()["content-security-policy"]).toContain("'nonce-");

  await page.goto("/settings/audit?action=account.update_preferences");
  const table = page.locator("tbody");
  await expect(table).toContainText(`request=${answeredId}`);
  await expect(table).not.toContainText(forged);
});
