import { type Browser, type Cookie, expect, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E } from "./env";

export async function signIn(page: Page, email: string, password: string = E2E.password) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await passSecondFactor(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
}

type SeededRole = keyof typeof E2E.users;
const sessions = new Map<SeededRole, Promise<Cookie[]>>();

/**
 * Signs the page in as the seeded user of `role` with the session this test process opened for that role
 * earlier (its cookies), or with one opened now by `signIn`, then opens the role's home page. Sessions are rows
 * that only sign-out, a password change or disabling the user end: a test that does any of that to a seeded
 * user, or whose subject is signing in, calls `signIn` itself. A session ended anyway fails here, at once.
 */
export async function signedInAs(page: Page, role: SeededRole) {
  let cookies = sessions.get(role);
  if (cookies) {
    await page.context().addCookies(await cookies);
    await page.goto("/");
    await expect(page, `the ${role}'s session opened earlier in this run has ended`).not.toHaveURL(
      /\/sign-in/,
    );
    return;
  }
  cookies = signIn(page, E2E.users[role])
    .then(() => page.context().cookies(E2E.baseURL))
    // The id of the request that set it, which request-ids.spec.ts reads: never carried to another test.
    .then((all) => all.filter((cookie) => cookie.name !== "request-id"));
  sessions.set(role, cookies);
  await cookies.catch(() => sessions.delete(role));
  await cookies;
}

/** The seeded users with the e2e authenticator app (e2e/seed.ts). */
const WITH_APP = new Set<string>([E2E.users.admin, E2E.users.compliance]);
const lastStep = new Map<string, number>();

/**
 * A code of the seeded authenticator app no earlier than the last one this run used for `email`: the app
 * refuses a code used before, and accepts the next step's code too, so a user signing in twice in one step
 * still gets in at once; a third time waits for the step to begin.
 */
export async function appCode(
  page: Page,
  email: string,
  { secret, period }: { secret: string; period: number } = E2E.totp,
): Promise<string> {
  const stepNow = () => Math.floor(Date.now() / 1000 / period);
  const step = Math.max(stepNow(), (lastStep.get(email) ?? 0) + 1);
  if (step > stepNow() + 1) await page.waitForTimeout((step - 1) * period * 1000 - Date.now() + 100);
  lastStep.set(email, step);
  return new TOTP({ secret: Secret.fromBase32(secret), period }).generate({
    timestamp: step * period * 1000,
  });
}

/**
 * After the password of a user with the seeded app: the code step (typed like a person at the keyboard with
 * `keyboard`; the field has the focus), then on to where sign-in was going.
 */
export async function passSecondFactor(page: Page, email: string, { keyboard = false } = {}) {
  if (!WITH_APP.has(email)) return;
  await expect(page).toHaveURL(/\/sign-in\/second-factor/);
  const field = page.getByLabel("Code", { exact: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = await appCode(page, email);
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/sign-in/second-factor"),
    );
    if (keyboard) {
      await expect(field).toBeFocused();
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
    } else {
      await field.fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
    }
    // A code this run did not know was used (a retried test) is refused: the next one is not.
    // A body the browser no longer has: the page moved on, so the code was taken. A right code's answer
    // carries the next page (with every message text, that one's too): only the refusal itself counts.
    const body = await (await answered).text().catch(() => "");
    if (body.includes('"error":"code_used"')) continue;
    // A body that does not say so is not proof the code was taken (a run once went on with "That code was
    // used already" on the page): the page leaving the step is.
    const moved = await expect(page)
      .not.toHaveURL(/\/sign-in\/second-factor/, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (moved) return;
  }
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in\?reason=signed_out/);
}

/** Sets the sandbox's knobs (`control`: latency, faults) or puts it back as it started (`reset`). */
export async function sandboxControl(path: "control" | "reset", body: object = {}) {
  const response = await fetch(`${E2E.sandboxUrl}/__sandbox/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    // A sandbox that does not answer fails the step now, not at the test's timeout.
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.ok).toBe(true);
}

/**
 * Holds the page's scripts back until the function returned is called, which lets them load and waits until
 * React has taken over `hydrated`: what a person does on a page shown before it became interactive.
 */
export async function holdScripts(page: Page): Promise<(hydrated: Locator) => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return async (hydrated) => {
    release();
    await expect
      .poll(() =>
        hydrated.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
      )
      .toBe(true);
  };
}

/** Chromium's virtual authenticator, as a phone or a laptop's fingerprint reader would answer. */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * An admin (signed in as one in a browser of their own) creates an agent, as Settings → Users does, and reads
 * the password issued once on screen; the admin's page stays on the user list.
 */
export async function agentCreatedByAdmin(browser: Browser, name: string, email: string) {
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/settings/users");
  await admin.getByLabel("Name").fill(name);
  await admin.getByLabel("Email").fill(email);
  await admin.getByRole("checkbox", { name: /^Agent/ }).check();
  await admin.getByRole("button", { name: "Create user" }).click();
  const issued = (await admin.getByTestId("one-time-password").textContent()) ?? "";
  return { admin, issued };
}

/**
 * Waits until the page's keyboard shortcuts listen: the help sheet's button names its key only once every
 * shortcut of the page is registered (components/keyboard/shortcut-help.tsx). A key pressed before is lost.
 */
export async function shortcutsListening(page: Page) {
  await expect(page.getByRole("button", { name: /^Keyboard shortcuts/ })).toHaveAttribute(
    "aria-keyshortcuts",
    "?",
  );
}
