import { can, ROLES } from "../lib/auth/roles";
import { APP_ROUTES } from "../lib/auth/routes";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { passSecondFactor, signedInAs } from "./helpers";

// Dynamic segments get an id that does not exist: access is decided before the record is looked up.
const pathOf = (route: string) => route.replace(/\[[^\]]+\]/g, "no-such-id");
const expectedForAllowed = (route: string) => (route.includes("[") ? 404 : 200);

test("a visitor without a session is sent to sign in from every page, and comes back after", async ({
  page,
}) => {
  for (const route of APP_ROUTES) {
    await page.goto(pathOf(route.path));
    await expect(page, route.path).toHaveURL(
      new RegExp(`/sign-in\\?callbackUrl=${encodeURIComponent(pathOf(route.path))}`),
    );
  }
  await page.getByLabel("Email").fill(E2E.users.admin);
  await page.getByLabel("Password").fill(E2E.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await passSecondFactor(page, E2E.users.admin);
  await expect(page).toHaveURL(new RegExp(`${pathOf(APP_ROUTES.at(-1)?.path ?? "")}$`));
});

for (const role of ROLES) {
  test(`${role}: every page answers by the role matrix`, async ({ page }) => {
    await signedInAs(page, role);
    // The page's answer as the browser asks for a document; what the page looks like is the other specs' part.
    for (const route of APP_ROUTES) {
      const response = await page.request.get(pathOf(route.path), { headers: { accept: "text/html" } });
      const expected = can([role], route.permission) ? expectedForAllowed(route.path) : 403;
      expect(response.status(), `${role} ${route.path}`).toBe(expected);
    }
  });
}

for (const role of ROLES) {
  test(`${role}: the identity images answer by the image permission`, async ({ page }) => {
    await signedInAs(page, role);
    // Access is decided before the decision is looked up: 404 for a role that may see images, 403 otherwise.
    const response = await page.request.get("/api/inbox/images/no-such-id/ktp");
    expect(response.status()).toBe(can([role], "inbox.images") ? 404 : 403);
  });
}
