import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { passSecondFactor } from "./helpers";

const sessionCookie = (cookies: { name: string; value: string }[]) =>
  cookies.find((cookie) => cookie.name.endsWith("authjs.session-token"));

test("the second factor replaces the session: the cookie from before the code no longer opens anything", async ({
  page,
  browser,
}) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(E2E.users.admin);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  const before = await page.context().cookies(E2E.baseURL);
  await passSecondFactor(page, E2E.users.admin);
  await expect(page).not.toHaveURL(/\/sign-in/);
  const after = await page.context().cookies(E2E.baseURL);
  expect(sessionCookie(after)?.value).toBeTruthy();
  expect(sessionCookie(after)?.value).not.toBe(sessionCookie(before)?.value);

  // Someone holding the cookie of the password step, sent before the code was entered.
  const copied = await browser.newContext();
  try {
    await copied.addCookies(before.filter((cookie) => cookie.name !== "request-id"));
    const stranger = await copied.newPage();
    await stranger.goto("/settings/users");
    await expect(stranger).toHaveURL(/\/sign-in/);
  } finally {
    await copied.close();
  }
  await page.goto("/settings/users");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users/);
});
