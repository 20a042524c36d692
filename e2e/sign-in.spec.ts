import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs, signIn, signOut } from "./helpers";

async function attempt(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  // Wait for the server's answer, so that the next attempt is not sent while this one is pending.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  // And for the form to show it, as a person would: the answer empties the password field when it is
  // rendered, after the response; typing the next guess before that would see it wiped and sent empty.
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await expect(page.getByLabel("Password")).toHaveValue("");
}

test("a wrong password, an unknown user and a malformed email each get a clear message", async ({ page }) => {
  await page.goto("/sign-in");
  await attempt(page, E2E.users.agent, "wrong-password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
  await attempt(page, "nobody@e2e.test", "whatever");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
  await attempt(page, "not-an-email", "x");
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("after ten failures from a new browser the next attempt waits, even with the right password", async ({
  page,
}) => {
  await page.goto("/sign-in");
  for (let i = 0; i < 10; i += 1) {
    await attempt(page, "throttled@e2e.test", `wrong-${i}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The email or password is not correct.",
    );
  }
  await attempt(page, "throttled@e2e.test", E2E.password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    /^Too many attempts\. Try again in \d+ seconds\.$/,
  );
  await expect(page).toHaveURL(/\/sign-in/);
});

test("strangers' failures never slow down the browser the person signed in from before", async ({
  browser,
}) => {
  const own = await (await browser.newContext()).newPage();
  await signIn(own, "known-device@e2e.test");
  await signOut(own);

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto("/sign-in");
  for (let i = 0; i < 11; i += 1) await attempt(stranger, "known-device@e2e.test", `guess-${i}`);
  await expect(stranger.getByRole("main").getByRole("alert")).toHaveText(/^Too many attempts\./);

  await signIn(own, "known-device@e2e.test");
  await expect(own.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("a signed-in person sent to another site after sign-in lands on the home page instead", async ({
  page,
}) => {
  await signIn(page, E2E.users.agent);
  for (const callbackUrl of ["/.//evil.example", "/%2e//evil.example", "//evil.example", "/\\evil.example"]) {
    const answer = await page.request.get(`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
      maxRedirects: 0,
    });
    expect(answer.status(), callbackUrl).toBe(307);
    expect(answer.headers().location, callbackUrl).toBe("/");
  }
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/.//evil.example")}`);
  expect(new URL(page.url()).origin).toBe(E2E.baseURL);
});

test("behind TLS the session cookie is Secure and __Secure- prefixed", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-Proto": "https" } });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(E2E.users.manager);
  await page.getByLabel("Password").fill(E2E.password);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  const cookies = (await answer.headersArray()).filter((h) => h.name.toLowerCase() === "set-cookie");
  const session = cookies.find((c) => c.value.startsWith("__Secure-authjs.session-token="));
  expect(session?.value).toMatch(/;\s*Secure/i);
  expect(session?.value).toMatch(/;\s*HttpOnly/i);
  expect(cookies.some((c) => c.value.startsWith("authjs.session-token="))).toBe(false);
  await context.close();
});

test("next-auth's own sign-out page carries the CSP, and signing out there ends the session", async ({
  page,
  context,
}) => {
  await signIn(page, "signed-out@e2e.test");
  const [session] = (await context.cookies()).filter((c) => c.name === "authjs.session-token");
  expect(session).toBeDefined();

  const confirm = await page.goto("/api/auth/signout");
  expect(confirm?.headers()["content-security-policy"]).toContain("object-src 'none'");
  expect(confirm?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedOut = await page.request.post("/api/auth/signout", { form: { csrfToken }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);

  // The copied cookie is worthless: the session ended in the database, not just in the browser.
  if (session) await context.addCookies([session]);
  await page.goto("/lookup");
  await expect(page).toHaveURL(/\/sign-in\?.*reason=session_ended/);
});

test("a user disabled by an admin is locked out at their next request and cannot sign in again", async ({
  browser,
}) => {
  const userPage = await (await browser.newContext()).newPage();
  await signIn(userPage, "to-disable@e2e.test");
  await userPage.goto("/settings/account");
  await expect(userPage.getByRole("heading", { name: "My account" })).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signedInAs(adminPage, "admin");
  await adminPage.goto("/settings/users");
  await adminPage.getByRole("link", { name: "to-disable" }).click();
  await adminPage.getByRole("button", { name: "Disable user" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Disable user" }).click();
  await expect(adminPage.getByText("Disabled", { exact: true })).toBeVisible();

  await userPage.reload();
  await expect(userPage).toHaveURL(/\/sign-in\?.*reason=session_ended/);
  await expect(userPage.getByText("Your session has ended")).toBeVisible();
  await attempt(userPage, "to-disable@e2e.test", E2E.password);
  await expect(userPage.getByRole("main").getByRole("alert")).toHaveText(
    "This account is disabled. Ask an administrator to enable it.",
  );
});

test("page scripts asking next-auth for the session learn who is signed in, never the session's id", async ({
  page,
}) => {
  await signedInAs(page, "agent");
  const answer = await page.request.get("/api/auth/session");
  expect(answer.ok()).toBe(true);
  const session = (await answer.json()) as { user?: Record<string, unknown> } & Record<string, unknown>;
  expect(Object.keys(session).sort()).toEqual(["expires", "user"]);
  expect(Object.keys(session.user ?? {}).every((key) => ["name", "email", "image"].includes(key))).toBe(true);
  expect(session.user?.email).toBe("agent@e2e.test");
  // The page still works: the session the cookie names is the one the server reads.
  await page.goto("/lookup");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("signing out stops the inbox's poll first, so no request of the page is refused once the session has ended", async ({
  page,
}) => {
  await signIn(page, E2E.users.manager);
  await page.clock.install();
  await page.goto("/settings/account");
  await expect(page.getByRole("link", { name: /^Inbox/ })).toBeVisible();

  // The sign-out is held on its way to the server while the poll's interval passes three times over.
  const polled: string[] = [];
  let counting = false;
  page.on("request", (request) => {
    if (counting && new URL(request.url()).pathname === "/api/inbox/latest") polled.push(request.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = () => {};
  const signOutSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  await page.route("**/settings/account", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    counting = true;
    sent();
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await signOutSent;
  await page.clock.runFor(15_000);
  release();
  await expect(page).toHaveURL(/\/sign-in\?reason=signed_out/);
  expect(polled).toEqual([]);
});
