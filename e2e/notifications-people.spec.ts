import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CALLBACK_TOKEN, NOTIFY_URL } from "./callback-batch";
import { E2E } from "./env";
import { expect, test } from "./fixtures";
import { addAuthenticator, signedInAs, signIn } from "./helpers";
import { appDb } from "./notification-rows";
import { mailsTo, type ReceivedMail, waitForMail } from "./outbox";
import { localhostLaunchOptions, localhostOrigin } from "./passkey-host";

// What people are told by email, through the real SMTP server of the e2e run (e2e/outbox.ts): in Indonesian, the
// language of the seeded users, who chose none. The calendar jobs
// (the digest, the scheduled exports) go by a clock this spec moves ahead (E2E.jobClockFile), so an hour comes
// without waiting for it; each test puts it back.
test.describe.configure({ mode: "serial", timeout: 120_000 });
// The passkey's test opens the app as localhost (passkeys are bound to a host name): the browser must reach it.
test.use({ launchOptions: localhostLaunchOptions });

const HOUR_S = 3_600;
const moveJobClock = (aheadSeconds: number) => writeFileSync(E2E.jobClockFile, String(aheadSeconds));

test.afterEach(() => moveJobClock(0));

// The readers of this spec's mails have chosen no language for it, as seeded (mails then come in Indonesian,
// pages in the browser's English): specs before it in the shard may have saved them one (queue.spec.ts and
// history.spec.ts put English back). Theirs is put back after.
const READERS = () => [E2E.users.compliance, E2E.users.manager, E2E.users.agent];
let savedLocales: { email: string; locale: string | null }[] = [];
test.beforeAll(async () => {
  const db = appDb();
  savedLocales = await db.user.findMany({
    where: { email: { in: READERS() } },
    select: { email: true, locale: true },
  });
  await db.user.updateMany({ where: { email: { in: READERS() } }, data: { locale: null } });
  await db.$disconnect();
});
test.afterAll(async () => {
  const db = appDb();
  for (const { email, locale } of savedLocales) await db.user.update({ where: { email }, data: { locale } });
  await db.$disconnect();
});

/** The address in a mail's plain text that follows `label: `, as the app wrote it. */
function linkAfter(text: string, label: string): string {
  const line = text.split("\n").find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in:\n${text}`);
  return line.slice(label.length + 2);
}

/** The mails to `to` so far whose plain text contains `text`. */
const mailsSaying = async (to: string, text: string): Promise<ReceivedMail[]> =>
  (await mailsTo(E2E.outbox.url, to)).filter((mail) => mail.text.includes(text));

/** Waits for one more mail to `to` saying `text` than `before` held, and returns it. */
async function nextMailSaying(
  to: string,
  text: string,
  before: number,
  timeout = 30_000,
): Promise<ReceivedMail> {
  await expect.poll(async () => (await mailsSaying(to, text)).length, { timeout }).toBe(before + 1);
  return (await mailsSaying(to, text)).at(-1) as ReceivedMail;
}

const matching = (page: Page, count: number) =>
  page.getByText(count === 1 ? "1 decision matches" : `${count.toLocaleString("en")} decisions match`);

// Decisions of this spec's own, new whichever specs ran before it (the shared batch of e2e/callback-batch.ts would
// be repeats of decisions already stored, which no digest counts as new). Hence its shard has no inbox.spec.ts.
const DIGEST_CUSTOMER = "e2e-digest-customer";
function rejectedDecision(reference: string) {
  return {
    originalReferenceNo: reference,
    custId: DIGEST_CUSTOMER,
    motherMaidenName: "Siti Aminah",
    status: "rejected",
    additionalInfo: {
      type: "upgrade_account",
      identificationCardImageUrl: `${E2E.sandboxUrl}/images/ktp/user-0042.png`,
      selfieImageUrl: `${E2E.sandboxUrl}/images/selfie/user-0042.png`,
      rejectReasons: ["Foto KTP tidak jelas"],
    },
  };
}

test("the compliance digest tells its reader the new rejected decisions, and its link lists exactly them", async ({
  page,
  request,
}) => {
  const DIGEST = "Keputusan ditolak yang baru:";
  const before = (await mailsSaying(E2E.users.compliance, DIGEST)).length;
  // The reader takes the digest hourly, and their last one covered up to now: whatever ran before (the choices
  // of notifications-prefs.spec.ts, digests of earlier decisions) leaves no trace on this one.
  const db = appDb();
  const { id: userId } = await db.user.findUniqueOrThrow({ where: { email: E2E.users.compliance } });
  const topic = "compliance.digest";
  await db.notificationPreference.upsert({
    where: { userId_topic: { userId, topic } },
    create: { userId, topic, enabled: true, cadence: "hourly" },
    update: { enabled: true, cadence: "hourly" },
  });
  const coveredUntil = new Date();
  await db.complianceDigestMark.upsert({
    where: { userId },
    create: { userId, coveredUntil },
    update: { coveredUntil },
  });
  const run = Date.now().toString(36).toUpperCase();
  const references = [`E2E-DIGEST-${run}-1`, `E2E-DIGEST-${run}-2`];
  for (const reference of references) {
    const response = await request.post(NOTIFY_URL, {
      headers: { "x-callback-token": CALLBACK_TOKEN },
      data: rejectedDecision(reference),
    });
    expect(response.status()).toBe(200);
  }
  // Two hours on: their hourly digest is due, and is sent once.
  moveJobClock(2 * HOUR_S);
  const mail = await nextMailSaying(E2E.users.compliance, DIGEST, before);
  expect(mail.subject).toBe("Ringkasan kepatuhan satu jam terakhir");
  const count = Number(/Keputusan ditolak yang baru: ([\d.]+)/.exec(mail.text)?.[1]?.replace(/\./g, ""));
  expect(count).toBeGreaterThanOrEqual(references.length);
  // Nothing of a customer's in it: references and counts only.
  expect(mail.raw).not.toContain(DIGEST_CUSTOMER);

  const link = linkAfter(mail.text, "Buka keputusan ditolak yang baru");
  expect(link.startsWith(`${E2E.baseURL}/inbox?status=rejected&since=`)).toBe(true);
  await signedInAs(page, "compliance");
  await page.goto(link);
  await expect(matching(page, count)).toBeVisible();
  await expect(page.getByTestId("window-filter")).toBeVisible();
  await expect(page.getByTestId("inbox-row")).toHaveCount(Math.min(count, 50));
  for (const reference of references) {
    await expect(page.getByTestId("inbox-row").filter({ hasText: reference })).toHaveCount(1);
  }
  await db.notificationPreference.delete({ where: { userId_topic: { userId, topic } } });
  await db.$disconnect();
});

test("a scheduled export runs at its hour, mails its owner the link, and the file downloads", async ({
  page,
}) => {
  await signedInAs(page, "manager");
  await page.goto("/exports");
  // The next whole hour in UTC: the job clock is then moved just past it.
  const now = Date.now();
  const slot = Math.ceil((now + 60_000) / (HOUR_S * 1000)) * HOUR_S * 1000;
  const hour = new Date(slot).getUTCHours();
  await page.getByText("Add a schedule").click();
  await page.getByRole("textbox", { name: "Customer" }).fill("user-few");
  await page.getByLabel("Runs").selectOption("daily");
  await page.getByLabel("At", { exact: true }).selectOption(String(hour));
  await page.getByLabel("Time zone").selectOption("UTC");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("Schedule saved.")).toBeVisible();
  const schedule = page.getByTestId("export-schedule").filter({ hasText: "user-few" }).last();
  await expect(schedule).toContainText(`Every day at ${String(hour).padStart(2, "0")}:00 (UTC)`);

  const SCHEDULED = "Ekspor terjadwal Anda selesai dengan";
  const before = (await mailsSaying(E2E.users.manager, SCHEDULED)).length;
  moveJobClock(Math.ceil((slot - now) / 1000) + 5);
  const mail = await nextMailSaying(E2E.users.manager, SCHEDULED, before, 60_000);
  expect(mail.subject).toBe("Ekspor Anda sudah siap");
  const link = linkAfter(mail.text, "Buka Ekspor");
  expect(link).toBe(`${E2E.baseURL}/exports`);

  await page.goto(link);
  const job = page.getByTestId("export-job").filter({ hasText: "user-few" }).first();
  await expect(job.getByText("Done")).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent("download");
  await job.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^history_user-few_\d{8}\.csv$/);
  const lines = readFileSync((await download.path()) ?? "", "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines.length).toBeGreaterThan(1);

  await schedule.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("export-schedule").filter({ hasText: "user-few" })).toHaveCount(0);
});

test.describe("a new passkey", () => {
  test("mails its owner, naming the method, and nobody else", async ({ page }) => {
    const email = "passkey-notice@e2e.test";
    await addAuthenticator(page);
    await page.goto(`${localhostOrigin}/sign-in`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/lookup$/, { timeout: 15_000 });
    await page.goto(`${localhostOrigin}/settings/account`);
    await page.getByLabel("Passkey name").fill("Notice key");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible();

    const mail = await waitForMail(E2E.outbox.url, email, { subject: "Faktor kedua ditambahkan" });
    expect(mail.subject).toBe("Faktor kedua ditambahkan ke akun Anda: Passkey");
    expect(mail.text).toContain(
      "Passkey ditambahkan sebagai faktor kedua akun Partner Back Office Anda pada",
    );
    expect(mail.envelopeTo).toEqual([email]);
    expect(linkAfter(mail.text, "Periksa akun Anda")).toBe(`${E2E.baseURL}/settings/account`);
  });
});

// A sign-in from a browser the account has not been used in: its owner is told (signIn opens a fresh context).
test("a sign-in from a new browser mails its owner", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const NEW_DEVICE = "dimasuki dari peramban yang belum pernah dipakai untuk akun ini";
  const before = (await mailsSaying(E2E.users.agent, NEW_DEVICE)).length;
  await signIn(page, E2E.users.agent);
  const mail = await nextMailSaying(E2E.users.agent, NEW_DEVICE, before);
  expect(mail.subject).toBe("Ada yang masuk ke akun Anda dari perangkat baru");
  // Neither the address nor the browser is named.
  expect(mail.raw).not.toMatch(/HeadlessChrome|Mozilla\//);
});
