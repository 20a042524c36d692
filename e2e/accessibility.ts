import type { Browser, Page } from "@playwright/test";
import { can, type Permission, ROLES, type Role } from "../lib/auth/roles";
import { APP_ROUTES } from "../lib/auth/routes";
import { THEME_COOKIE } from "../lib/ui/theme";
import { showTheme, wcagViolations } from "./axe";
import { sendBatch, sent } from "./callback-batch";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { sandboxControl, shortcutsListening, signedInAs } from "./helpers";
import { appDb, deliveredNotifications } from "./notification-rows";
import { DEMO, fileOf, pasteRun, UNKNOWN_ID } from "./reconcile";

// The sweep of every page (accessibility.spec.ts and accessibility-admin.spec.ts, two files so that the shards
// can share it out: e2e/shards.ts).

// A decision whose identity images load (index 0 has a broken image, index 5 expired links).
const DECISION = sent[1]?.originalReferenceNo ?? "";
// The sandbox's settled QR payment of user-demo (sandbox/README.md), and its entry in the history.
const QR_SETTLED = "00000000-0000-4000-8000-000000000004";
const QR_ENTRY_SEQ = 318;
// Its entry whose qRis record names another merchant and amount than the QR.
const QR_CONTRADICTED_SEQ = 329;

interface Finding {
  where: string;
  rule: string;
  help: string;
  nodes: string[];
}

async function findingsOf(page: Page, where: string): Promise<Finding[]> {
  return (await wcagViolations(page)).map((violation) => ({
    where,
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
}

/**
 * The page as it is now, in both themes: every rule in each (the page is the same; only its colours change,
 * as when a person switches the theme), then back to the light theme it was opened in.
 */
async function scan(page: Page, where: string): Promise<Finding[]> {
  const findings = await findingsOf(page, `${where} (light)`);
  await showTheme(page, "dark");
  findings.push(...(await findingsOf(page, `${where} (dark)`)));
  await showTheme(page, "light");
  return findings;
}

/** Where a page with a parameter is opened: a real record, reached as a person reaches it. */
const OPEN: Record<string, (page: Page) => Promise<void>> = {
  "/inbox/[id]": async (page) => {
    await page.goto(`/inbox?q=${DECISION}`);
    await page.getByRole("link", { name: DECISION }).click();
    await expect(page.getByRole("heading", { name: `Upgrade ${DECISION}` })).toBeVisible();
  },
  "/inbox/customers/[custId]": async (page) => {
    await OPEN["/inbox/[id]"]?.(page);
    await page.getByRole("link", { name: "See all on the customer page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Customer / })).toBeVisible();
  },
  "/reconcile/[id]": async (page) => {
    await pasteRun(page, `${DEMO.settled.partnerId}\n${UNKNOWN_ID}`);
  },
  "/settings/users/[id]": async (page) => {
    await page.goto("/settings/users");
    await page.getByRole("link", { name: "agent", exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/users\/[^/]+$/);
  },
};

interface State {
  name: string;
  /** Opened by the first role with this permission, where it is not the page's own (a manager's part of it). */
  permission?: Permission;
  open: (page: Page, role: Role) => Promise<void>;
  /** Puts back what the state changed, so the next page and the other specs start from the same data. */
  close?: (page: Page) => Promise<void>;
}

/** The page's keyboard shortcuts, listed in a dialog opened with ? (once the page listens for it). */
const HELP_SHEET: State = {
  name: "the keyboard shortcuts' help sheet",
  open: async (page) => {
    await shortcutsListening(page);
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  },
  close: async (page) => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  },
};

// The rows the delivery log's state adds, removed by its close.
let removeNotifications: (() => Promise<unknown>) | undefined;

/**
 * The states of a page worth a look beyond the page as it opens. Each is opened, in both themes, by the first
 * role that may open its page (or that has the state's own permission): what a state adds looks the same
 * whoever opens it, and the spec stays quick.
 */
const STATES: Record<string, State[]> = {
  "/inbox": [HELP_SHEET],
  "/lookup": [
    {
      name: "a result card with its time details",
      open: async (page) => {
        const box = page.getByRole("textbox", { name: "Transaction identifier" });
        await box.fill(QR_SETTLED);
        await box.press("Enter");
        const card = page.getByTestId("lookup-result");
        await expect(card.getByTestId("lookup-status")).toHaveText("Settled");
        await card.getByRole("button", { name: /WIB/ }).first().hover();
        await expect(card.getByTestId("time-details").first()).toBeVisible();
      },
    },
    {
      name: "an identifier that cannot be looked up",
      open: async (page) => {
        const box = page.getByRole("textbox", { name: "Transaction identifier" });
        await box.fill("not an id!");
        await box.press("Enter");
        await expect(box).toHaveAttribute("aria-invalid", "true");
      },
    },
  ],
  "/history": [
    {
      name: "an expanded QRIS entry with its QR code",
      open: async (page) => {
        await page.getByLabel("User ID").fill("user-demo");
        await page.getByRole("button", { name: "Show history" }).click();
        const entry = page.locator(`article[data-seq="${QR_ENTRY_SEQ}"]`);
        await entry.getByRole("button").first().click();
        await entry.getByRole("button", { name: "Show QR code" }).click();
        await expect(entry.getByTestId("qr-image")).toBeVisible();
        // A record that contradicts its QR: the comparison opens by itself, and the list marks the entry.
        const contradicted = page.locator(`article[data-seq="${QR_CONTRADICTED_SEQ}"]`);
        await contradicted.getByRole("button").first().click();
        await expect(contradicted.getByTestId("qr-comparison")).toBeVisible();
      },
    },
  ],
  "/inbox/[id]": [
    HELP_SHEET,
    {
      name: "the decision with its images loaded",
      open: async (page, role) => {
        if (!can([role], "inbox.images")) return;
        for (const image of await page.getByRole("img", { name: /of customer/ }).all()) {
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
        }
      },
    },
  ],
  "/inbox/insights": [
    {
      name: "every chart's table open",
      open: async (page) => {
        for (const summary of await page.getByText("Show as a table").all()) await summary.click();
        await expect(page.getByTestId("decisions-chart").getByRole("table")).toBeVisible();
        await expect(page.getByTestId("dispositions-chart").getByRole("table").first()).toBeVisible();
      },
    },
  ],
  "/exports": [
    {
      name: "the form refused",
      open: async (page) => {
        await page.getByRole("spinbutton", { name: "Stop after (entries)" }).fill("20000");
        await page.getByRole("button", { name: "Start export" }).click();
        await expect(page.getByText("Confirm that you want to start a large export.")).toBeVisible();
      },
    },
    {
      name: "an export in progress",
      open: async (page) => {
        // Slow enough that the export is still running when it has been looked at, and then cancelled.
        await sandboxControl("control", { latencyMs: 1_000 });
        await page.getByRole("textbox", { name: "User ID" }).fill("user-big");
        // The refused state above asked for more than needs no confirmation.
        await page.getByRole("spinbutton", { name: "Stop after (entries)" }).fill("3000");
        await page.getByRole("button", { name: "Start export" }).click();
        await expect(page.getByText("Export queued.")).toBeVisible();
        await expect(page.getByTestId("export-job").first().getByRole("progressbar")).toBeVisible();
      },
      close: async (page) => {
        const job = page.getByTestId("export-job").first();
        await job.getByRole("button", { name: "Cancel" }).click();
        await expect(job.getByText("Cancelled")).toBeVisible({ timeout: 15_000 });
        await sandboxControl("reset");
      },
    },
  ],
  "/reconcile": [
    {
      name: "the paste form refused",
      open: async (page) => {
        await page.getByRole("button", { name: "Check identifiers" }).click();
        await expect(page.getByRole("textbox", { name: "Transaction identifiers" })).toHaveAttribute(
          "aria-invalid",
          "true",
        );
      },
    },
    {
      name: "a paste refused, naming each identifier that cannot be checked",
      open: async (page) => {
        const box = page.getByRole("textbox", { name: "Transaction identifiers" });
        await box.fill(`${DEMO.settled.partnerId}\nord\u200B-1 ${"9".repeat(130)}`);
        await page.getByRole("button", { name: "Check identifiers" }).click();
        await expect(box).toHaveAccessibleDescription(/Line 2, identifier 3 /);
      },
    },
    {
      name: "a ledger's preview with its mapping and problems",
      permission: "reconcile.ledger",
      open: async (page) => {
        const csv = `Transaction;Amount\n${DEMO.settled.partnerId};58.500,00\n;1.000,00\n`;
        await page.getByLabel("Ledger file").setInputFiles(fileOf("ledger.csv", csv));
        await page.getByRole("combobox", { name: "Identifier", exact: true }).selectOption("Transaction");
        await expect(page.getByTestId("ledger-problems")).toBeVisible();
      },
    },
  ],
  "/reconcile/[id]": [
    {
      name: "the delete confirmation",
      open: async (page) => {
        await page.getByRole("button", { name: /^Delete run/ }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      },
    },
  ],
  "/settings/users": [
    {
      name: "the new-user form refused",
      open: async (page) => {
        await page.getByLabel("Name").fill("Someone");
        await page.getByLabel("Email").fill("not-an-email");
        await page.getByRole("button", { name: "Create user" }).click();
        await expect(page.getByText("Choose at least one role.")).toBeVisible();
      },
    },
  ],
  "/settings/users/[id]": [
    {
      name: "the reset-password confirmation",
      open: async (page) => {
        await page.getByRole("button", { name: "Reset password" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      },
      close: async (page) => {
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      },
    },
  ],
  "/settings/system": [
    {
      name: "the charts' figures as tables",
      open: async (page) => {
        for (const summary of await page.getByText("Show as a table").all()) await summary.click();
        await expect(page.getByTestId("provider-chart").getByRole("table")).toBeVisible();
        await expect(page.getByTestId("callbacks-chart").getByRole("table")).toBeVisible();
      },
    },
  ],
  "/settings/notifications": [
    {
      name: "the new-webhook form refused",
      open: async (page) => {
        await page.getByLabel("Name", { exact: true }).fill("No topic");
        await page.getByLabel("Address", { exact: true }).fill("https://hooks.example.test/x");
        await page.getByRole("checkbox", { name: "Operations alerts" }).uncheck();
        await page.getByRole("button", { name: "Add webhook" }).click();
        await expect(page.getByText("Choose at least one topic.")).toBeVisible();
      },
    },
  ],
  "/settings/alerts": [
    {
      name: "the thresholds form refused",
      open: async (page) => {
        await page.getByRole("group", { name: "Provider errors" }).getByLabel("Failed calls (%)").fill("101");
        await page.getByRole("button", { name: "Save thresholds" }).click();
        await expect(page.getByText("Enter a whole number within the range shown.")).toBeVisible();
      },
    },
  ],
  "/settings/notifications/log": [
    {
      name: "a notification's attempts open, and a failed one to retry",
      open: async (page) => {
        const db = appDb();
        const rows = await deliveredNotifications(db);
        removeNotifications = async () => {
          await rows.remove();
          await db.$disconnect();
        };
        await page.reload();
        const sent = page.locator(`[data-id="${rows.sent.id}"]`);
        await sent.getByText("2 attempts").click();
        await expect(sent.getByRole("table")).toBeVisible();
        await expect(page.locator(`[data-id="${rows.failed.id}"]`).getByRole("button")).toBeVisible();
      },
      close: async () => {
        await removeNotifications?.();
      },
    },
  ],
  "/settings/account": [
    {
      name: "the password form refused",
      open: async (page) => {
        await page.getByRole("button", { name: "Change password" }).click();
        await expect(page.getByText("This field is required.").first()).toBeVisible();
      },
    },
  ],
};

/** The shell's menus, open: the account menu on every page, and the settings menu where there is one. */
async function openMenus(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  findings.push(...(await scan(page, `${where}, account menu open`)));
  await page.keyboard.press("Escape");
  const settings = page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", {
    name: "Settings",
  });
  if (await settings.isVisible()) {
    await settings.click();
    await expect(page.getByRole("menu")).toBeVisible();
    findings.push(...(await scan(page, `${where}, settings menu open`)));
    await page.keyboard.press("Escape");
  }
  return findings;
}

/** Pages open in the light theme; `scan` shows each in the dark one too. */
async function lightContext(browser: Browser) {
  const context = await browser.newContext({ colorScheme: "light" });
  await context.addCookies([{ name: THEME_COOKIE, value: "light", url: E2E.baseURL }]);
  return context;
}

/** The page has what it shows: its heading, and no placeholder still waiting for data. */
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse[aria-hidden]')).toHaveCount(0);
}

/** Decisions to open: repeats of decisions inbox.spec.ts stores itself, so the detail page has images to show. */
export function sendDecisions() {
  test.beforeAll(async () => {
    const summary = await sendBatch(2);
    expect(summary.failed).toBe(0);
  });
}

export function sweepSignedOut() {
  test("signed out: the sign-in page, empty and refused, has no WCAG 2.1 AA violation in either theme", async ({
    browser,
  }) => {
    const context = await lightContext(browser);
    const page = await context.newPage();
    await page.goto("/sign-in");
    const findings = await scan(page, "/sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter a valid email address", { exact: false })).toBeVisible();
    findings.push(...(await scan(page, "/sign-in, refused")));
    await context.close();
    expect(findings).toEqual([]);
  });
}

/** Every page `role` may open and their states (each opened by the first role that may open its page), in both themes. */
export function sweepRole(role: Role) {
  test(`${role}: every page it may open, and their states, have no WCAG 2.1 AA violation in either theme`, async ({
    browser,
    pageErrors,
  }) => {
    // A bound on a hung sweep, not a timing: an admin's sweep takes about a minute alone and twice that while
    // the other shards share the two cores.
    test.setTimeout(600_000);
    const context = await lightContext(browser);
    const page = await context.newPage();
    await signedInAs(page, role);
    await settle(page);
    const findings = await openMenus(page, `${new URL(page.url()).pathname}, as it opens`);

    for (const route of APP_ROUTES.filter((r) => can([role], r.permission))) {
      const open = OPEN[route.path];
      if (route.path.includes("[") && !open) throw new Error(`No way to open ${route.path}: add it to OPEN`);
      if (open) await open(page);
      else await page.goto(route.path);
      await settle(page);
      findings.push(...(await scan(page, route.path)));
      const opens = (state: State) =>
        ROLES.find((r) => can([r], state.permission ?? route.permission)) === role;
      for (const state of (STATES[route.path] ?? []).filter(opens)) {
        await state.open(page, role);
        findings.push(...(await scan(page, `${route.path}, ${state.name}`)));
        await state.close?.(page);
      }
    }

    // The status pages, as this role meets them.
    const forbidden = APP_ROUTES.find((r) => !r.path.includes("[") && !can([role], r.permission));
    if (forbidden) {
      pageErrors.expect(failedLoad(403, forbidden.path));
      expect((await page.goto(forbidden.path))?.status()).toBe(403);
      findings.push(...(await scan(page, `403 at ${forbidden.path}`)));
    }
    pageErrors.expect(failedLoad(404, "/no-such-page"));
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    findings.push(...(await scan(page, "404")));

    await context.close();
    expect(findings).toEqual([]);
  });
}
