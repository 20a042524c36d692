import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { E2E } from "./env";
import { expect, type PageErrors, test } from "./fixtures";
import { signedInAs } from "./helpers";

const ssoLink = (page: Page) => page.getByRole("link", { name: `Sign in with ${E2E.oidc.displayName}` });

/**
 * The test identity provider's login form (oidc-provider's development pages) asks for a Google font, which
 * the test browser cannot reach (playwright.config.ts resolves no outside host): the provider's page, not the
 * app's.
 */
const PROVIDER_FONT =
  /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED at https:\/\/fonts\.googleapis\.com\/css\?family=Roboto:400,100$/;

/** From the app's sign-in page through the identity provider's own login form, as the person would. */
async function signInAtProvider(page: Page, pageErrors: PageErrors, login: string, from = "/sign-in") {
  pageErrors.expect(PROVIDER_FONT);
  await page.goto(from);
  await ssoLink(page).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E.oidc.issuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password: the test provider takes any");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

async function expectSignedOut(page: Page) {
  await page.goto("/lookup");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
}

test("a person signs in with the company's identity provider and lands where they were going", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/history");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fhistory/);
  await signInAtProvider(page, pageErrors, "agent@e2e.test", page.url());
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The app's own session: it holds across pages, and signing out ends it.
  await page.goto("/lookup");
  await expect(page).toHaveURL(/\/lookup$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reason=signed_out/);
  await expectSignedOut(page);
});

test("an email the provider vouches for but no account here has is refused", async ({ page, pageErrors }) => {
  await signInAtProvider(page, pageErrors, "stranger@e2e.test");
  await expect(page).toHaveURL(/\/sign-in\?sso=unknown_user/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /No account here matches the email address/,
  );
  // The refusal and the way to try again pass the same check as every page (e2e/accessibility.spec.ts).
  expect((await wcagViolations(page)).map((violation) => violation.id)).toEqual([]);
  await expectSignedOut(page);
});

test("an email the provider has not verified is refused, even of an existing account", async ({
  page,
  pageErrors,
}) => {
  await signInAtProvider(page, pageErrors, "unverified@e2e.test");
  await expect(page).toHaveURL(/\/sign-in\?sso=unverified_email/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/did not confirm your email address/);
  await expectSignedOut(page);
});

test("a disabled user is refused whatever the provider says", async ({ page, pageErrors }) => {
  await signInAtProvider(page, pageErrors, "sso-disabled@e2e.test");
  await expect(page).toHaveURL(/\/sign-in\?sso=disabled/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This account is disabled. Ask an administrator to enable it.",
  );
  await expectSignedOut(page);
});

test("an address the provider gave to someone else signs into nobody's account", async ({
  browser,
  page,
  pageErrors,
}) => {
  // The agent's first single sign-on links their subject at the provider to their account.
  await signInAtProvider(page, pageErrors, "agent@e2e.test", "/sign-in?callbackUrl=%2Flookup");
  await expect(page).toHaveURL(/\/lookup$/);
  // In a browser of their own, a new person at the provider now holding the agent's (verified) address.
  const successor = await (await browser.newContext()).newPage();
  await signInAtProvider(successor, pageErrors, "agent-successor@e2e.test");
  await expect(successor).toHaveURL(/\/sign-in\?sso=other_identity/);
  await expect(successor.getByRole("main").getByRole("alert")).toHaveText(
    /linked to another identity at your identity provider/,
  );
  await expectSignedOut(successor);
});

test("an answer with a tampered state is refused", async ({ page, pageErrors }) => {
  // The provider's answer is held back on its way to the app, then delivered with its state changed. Playwright
  // routes only the first request of a redirect chain, so the login form's submission is played here, its
  // redirects followed by hand (with the browser's cookies) up to the answer meant for the app.
  let answer: URL | undefined;
  await page.route(`${E2E.oidc.issuer}/interaction/**`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const submitted = await route.fetch({ maxRedirects: 0 });
    const resumed = await page.request.get(
      new URL(submitted.headers().location ?? "", E2E.oidc.issuer).toString(),
      {
        maxRedirects: 0,
      },
    );
    answer = new URL(resumed.headers().location ?? "", E2E.oidc.issuer);
    await route.fulfill({ status: 200, contentType: "text/plain", body: "held back by the test" });
  });
  await signInAtProvider(page, pageErrors, "agent@e2e.test");
  await expect.poll(() => answer?.pathname).toBe("/api/auth/callback/oidc");
  const tampered = new URL(answer?.toString() ?? "");
  expect(tampered.searchParams.get("code")).toBeTruthy();
  const state = tampered.searchParams.get("state") ?? "";
  tampered.searchParams.set("state", `${state.slice(0, -4)}${state.endsWith("AAAA") ? "BBBB" : "AAAA"}`);
  await page.goto(tampered.toString());
  await expect(page).toHaveURL(/\/sign-in\?error=/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Single sign-on did not complete. Try again.",
  );
  await expectSignedOut(page);
});

test("an admin sees single sign-on configured by the environment in Settings", async ({ page }) => {
  await signedInAs(page, "admin");
  await page.goto("/settings/sso");
  await expect(page.getByRole("heading", { name: "Single sign-on", level: 1 })).toBeVisible();
  await expect(page.getByText(/configured by the server's environment/)).toBeVisible();
  await expect(page.getByLabel("Issuer")).toHaveValue(E2E.oidc.issuer);
  await expect(page.getByLabel("Client secret")).toHaveValue("");
});
