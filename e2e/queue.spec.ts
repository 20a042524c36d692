import Database from "better-sqlite3";
import pg from "pg";
import { dialectOfUrl, sqliteFile } from "../lib/db/dialect";
import type { UpgradeNotificationWire } from "../lib/provider/schemas/upgrade-notification";
import { upgradeNotification } from "../sandbox/callbacks/payloads";
import { sendCallbacks } from "../sandbox/send-callbacks";
import { CALLBACK_TOKEN, NOTIFY_URL } from "./callback-batch";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";

// The reviewer's queue: people told apart by email, the queue's tabs, the rejection reasons, the age limit and
// the Inbox tab's live count. This spec stores decisions of its own (a seed of its own, fresh each run), so it
// runs in a shard where nothing counts the decisions (e2e/shards.ts), never beside inbox.spec.ts.
test.describe.configure({ mode: "serial" });
// Two people sign in (each with a second factor) in most of these.
test.setTimeout(90_000);

const RUN = Date.now().toString(36);
const SIZE = 12;
const isRejected = (n: UpgradeNotificationWire) => (n.status ?? n.additionalInfo.status) === "rejected";
const batchOf = (seed: string) => ({ seed, imageBaseUrl: E2E.sandboxUrl, includeVariant: false });
const notifications = (seed: string) =>
  Array.from({ length: SIZE }, (_, i) => upgradeNotification(i, batchOf(seed)));
// The sandbox points a few decisions' images at expired or broken ones (sandbox/callbacks/payloads.ts); a page
// that shows one logs its refused load, which is not what these tests are about.
const imagesLoad = ({ additionalInfo: images }: UpgradeNotificationWire) =>
  ![images.identificationCardImageUrl, images.selfieImageUrl].some((url) => /\/(expired|broken)\//.test(url));
// A seed of this run whose batch holds at least three rejected decisions (the tests below open three), none of
// whose images are expired or broken.
const SEED = Array.from({ length: 200 }, (_, k) => `queue-${RUN}-${k}`).find((seed) => {
  const opened = notifications(seed).filter(isRejected);
  return opened.length >= 3 && opened.every(imagesLoad);
});
const BATCH = batchOf(SEED ?? "");
const sent = notifications(BATCH.seed);
const rejected = sent.filter(isRejected);
const send = (count: number) =>
  sendCallbacks({ url: NOTIFY_URL, token: CALLBACK_TOKEN, count, duplicates: 0, ...BATCH });
const reasonsOf = (n: UpgradeNotificationWire) => n.additionalInfo.rejectReasons ?? [];

/** Makes a stored decision older, as if it had arrived `hours` earlier (the clock of the e2e server is real). */
async function receivedEarlier(reference: string, hours: number) {
  const url = E2E.serverEnv.DATABASE_URL;
  if (dialectOfUrl(url) === "sqlite") {
    const sqlite = new Database(sqliteFile(url), { fileMustExist: true });
    try {
      const row = sqlite
        .prepare('SELECT "receivedAt" AS "at" FROM "UpgradeDecision" WHERE "originalReferenceNo" = ?')
        .get(reference) as { at: string | number };
      const at = new Date(new Date(row.at).getTime() - hours * 3_600_000);
      // As Prisma writes a date on SQLite.
      const value = typeof row.at === "number" ? at.getTime() : at.toISOString().replace("Z", "+00:00");
      sqlite
        .prepare('UPDATE "UpgradeDecision" SET "receivedAt" = ? WHERE "originalReferenceNo" = ?')
        .run(value, reference);
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE "UpgradeDecision" SET "receivedAt" = "receivedAt" - make_interval(hours => $2) WHERE "originalReferenceNo" = $1`,
      [reference, hours],
    );
  } finally {
    await client.end();
  }
}

test("Assign to, the filter and the trail tell apart reviewers named alike by their email", async ({
  page,
  browser,
}) => {
  expect(rejected.length).toBeGreaterThanOrEqual(3);
  const emails = [`acc-a-${RUN}@e2e.test`, `acc-b-${RUN}@e2e.test`];
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  for (const email of emails) {
    await admin.goto("/settings/users");
    await admin.getByLabel("Name").fill("Acc Reviewer");
    await admin.getByLabel("Email").fill(email);
    await admin.getByRole("checkbox", { name: /^Compliance/ }).check();
    await admin.getByRole("button", { name: "Create user" }).click();
    await expect(admin.getByTestId("one-time-password")).toBeVisible();
  }
  await admin.close();
  expect(await send(SIZE)).toMatchObject({ sent: SIZE, acknowledged: SIZE, failed: 0 });

  const decision = rejected[0] as UpgradeNotificationWire;
  await signedInAs(page, "compliance");
  await page.goto(`/inbox?q=${decision.originalReferenceNo}`);
  const assignee = page.getByLabel("Assignee");
  for (const email of emails) {
    await expect(assignee.getByRole("option", { name: `Acc Reviewer (${email})` })).toHaveCount(1);
  }
  await page.getByRole("link", { name: decision.originalReferenceNo }).click();
  const assignTo = page.getByLabel("Assign to");
  for (const email of emails) {
    await expect(assignTo.getByRole("option", { name: `Acc Reviewer (${email})` })).toHaveCount(1);
  }
  await assignTo.selectOption({ label: `Acc Reviewer (${emails[1]})` });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByTestId("assignee")).toContainText(`Acc Reviewer (${emails[1]})`);
  await expect(
    page.getByText(`compliance (${E2E.users.compliance}) assigned it to Acc Reviewer (${emails[1]})`),
  ).toBeVisible();

  // The list says who has it the same way.
  await page.goto(`/inbox?q=${decision.originalReferenceNo}`);
  await expect(page.getByTestId("inbox-row")).toContainText(`Acc Reviewer (${emails[1]})`);
});

test("the queue's tabs filter the list in its URL and count with the other filters; the reasons are a column and searchable", async ({
  page,
}) => {
  await send(SIZE);
  const [, mine, nobody] = rejected as [
    UpgradeNotificationWire,
    UpgradeNotificationWire,
    UpgradeNotificationWire,
  ];
  await signedInAs(page, "compliance");
  await page.goto(`/inbox?q=${mine.originalReferenceNo}`);
  await page.getByRole("link", { name: mine.originalReferenceNo }).click();
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByTestId("assignee")).toContainText(`(${E2E.users.compliance})`);

  await page.goto(`/inbox?q=${mine.originalReferenceNo}`);
  const queue = page.getByRole("navigation", { name: "Queue" });
  await expect(queue.getByRole("link", { name: "Assigned to me 1" })).toBeVisible();
  await expect(queue.getByRole("link", { name: "Unassigned 0" })).toBeVisible();
  await queue.getByRole("link", { name: /^Assigned to me/ }).click();
  await expect(page).toHaveURL(/assignee=me/);
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await expect(queue.getByRole("link", { name: /^Assigned to me/ })).toHaveAttribute("aria-current", "page");
  // A second press clears it.
  await queue.getByRole("link", { name: /^Assigned to me/ }).click();
  await expect(page).not.toHaveURL(/assignee=/);

  await page.goto(`/inbox?q=${nobody.originalReferenceNo}`);
  await queue.getByRole("link", { name: /^Unassigned/ }).click();
  await expect(page).toHaveURL(/assignee=none/);
  await expect(page.getByRole("link", { name: nobody.originalReferenceNo })).toBeVisible();
  // Its reasons, as the provider worded them, in their own column.
  const reasons = page.getByTestId("inbox-row-reasons");
  for (const reason of reasonsOf(nobody))
    await expect(reasons.getByText(reason, { exact: true })).toBeVisible();

  // Searching a reason's words finds the decisions that name it, this one among them.
  const reason = reasonsOf(nobody)[0] ?? "";
  await page.goto("/inbox");
  await page.getByLabel("Customer ID, reference, reason or note").fill(reason.toUpperCase());
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("link", { name: nobody.originalReferenceNo })).toBeVisible();
  for (const row of await page.getByTestId("inbox-row-reasons").all())
    await expect(row).toContainText(reason);
});

test("an admin sets the age limit; past it an unreviewed rejected decision is marked overdue, in words, and filtered", async ({
  page,
  browser,
}) => {
  await send(SIZE);
  const late = rejected[2] as UpgradeNotificationWire;
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, "admin");
  await admin.goto("/inbox/settings");
  const limit = admin.getByLabel("Overdue after (hours)");
  try {
    await limit.fill("0");
    await admin.getByRole("button", { name: "Save age limit" }).click();
    await expect(admin.getByText("Enter whole hours between 1 and 720.")).toBeVisible();
    await limit.fill("2");
    await admin.getByRole("button", { name: "Save age limit" }).click();
    await expect(admin.getByText("Age limit saved.")).toBeVisible();

    await receivedEarlier(late.originalReferenceNo, 3);
    await signedInAs(page, "compliance");
    await page.goto(`/inbox?q=${late.originalReferenceNo}`);
    const row = page.getByTestId("inbox-row");
    await expect(row.getByText("Overdue", { exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Queue" }).getByRole("link", { name: "Overdue 1" }).click();
    await expect(page).toHaveURL(/overdue=1/);
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: late.originalReferenceNo }).click();
    await expect(page.getByRole("heading", { name: `Upgrade ${late.originalReferenceNo}` })).toBeVisible();
    await expect(page.getByTestId("overdue")).toHaveText("Overdue");
  } finally {
    await limit.fill("24");
    await admin.getByRole("button", { name: "Save age limit" }).click();
    // "Age limit saved." still shows from the save before: the saved value, read again, is what says it is done.
    await expect(async () => {
      await admin.reload();
      await expect(admin.getByLabel("Overdue after (hours)")).toHaveValue("24", { timeout: 1_000 });
    }).toPass();
    await admin.close();
  }
  // Back at a day, three hours is not overdue.
  await page.goto(`/inbox?q=${late.originalReferenceNo}`);
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await expect(page.getByTestId("overdue")).toHaveCount(0);
});

test("the Inbox tab counts the unreviewed decisions in its name, and the count follows a callback live", async ({
  page,
}) => {
  await send(SIZE);
  await signedInAs(page, "compliance");
  await page.goto("/lookup");
  const inbox = page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: /^Inbox/ });
  const count = page.getByRole("navigation", { name: "Main navigation" }).getByTestId("inbox-nav-count");
  const before = Number(await count.getAttribute("data-unreviewed"));
  expect(before).toBeGreaterThan(0);
  await expect(inbox).toHaveAccessibleName(
    new RegExp(`^Inbox\\s+${before.toLocaleString("en-US")} unreviewed decisions`),
  );

  // A decision the app has not seen yet arrives while the page stays open.
  const more = { ...BATCH, seed: `${BATCH.seed}-more` };
  const arriving = Array.from({ length: 3 }, (_, i) => upgradeNotification(i, more));
  await sendCallbacks({
    url: NOTIFY_URL,
    token: CALLBACK_TOKEN,
    count: arriving.length,
    duplicates: 0,
    ...more,
  });
  const after = before + arriving.length;
  await expect(count).toHaveAttribute("data-unreviewed", String(after));
  await expect(inbox).toHaveAccessibleName(
    new RegExp(`^Inbox\\s+${after.toLocaleString("en-US")} unreviewed decisions`),
  );

  // In Bahasa Indonesia too.
  await page.goto("/settings/account");
  await page.getByLabel("Language").selectOption("id");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("heading", { name: "Akun saya" })).toBeVisible();
  try {
    await page.goto("/lookup");
    await expect(
      page.getByRole("navigation", { name: "Navigasi utama" }).getByRole("link", { name: /^Kotak masuk/ }),
    ).toHaveAccessibleName(
      new RegExp(`^Kotak masuk\\s+${after.toLocaleString("id-ID")} keputusan belum ditinjau`),
    );
  } finally {
    await page.goto("/settings/account");
    await page.getByLabel("Bahasa").selectOption("en");
    await page.getByRole("button", { name: "Simpan preferensi" }).click();
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  }
});
