import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import type { UpgradeNotificationWire } from "../lib/provider/schemas/upgrade-notification";
import { upgradeNotification } from "../sandbox/callbacks/payloads";
import { sendCallbacks } from "../sandbox/send-callbacks";
import {
  BATCH as batch,
  BATCH_SIZE as COUNT,
  NOTIFY_URL,
  sendBatch,
  sent,
  CALLBACK_TOKEN as TOKEN,
} from "./callback-batch";
import { E2E } from "./env";
import { expect, failedLoad, test } from "./fixtures";
import { holdScripts, shortcutsListening, signedInAs } from "./helpers";
import { expectFocusRing, tabTo } from "./keyboard";

// The sandbox's callback sender delivers a batch to the running app; everything below reads what it stored,
// so this file assumes it is the only one that sends new callbacks to the e2e database (others only repeat
// some of the same batch, see callback-batch.ts).
const statusOf = (n: UpgradeNotificationWire) => n.status ?? n.additionalInfo.status;
const rejected = sent.filter((n) => statusOf(n) === "rejected");

const execFileAsync = promisify(execFile);

// What the image proxy answers for the batch's expired links (404), its damaged image (422) and a host not on
// the allowed list (403) is what the page then explains; the browser logs each such answer as an error.
const IDENTITY_IMAGE = /\/api\/inbox\/images\/[^/]+\/(ktp|selfie)/;

test.describe.configure({ mode: "serial" });

async function openDecision(page: Page, notification: UpgradeNotificationWire) {
  await page.goto(`/inbox?q=${encodeURIComponent(notification.originalReferenceNo)}`);
  await page.getByRole("link", { name: notification.originalReferenceNo }).click();
  await expect(
    page.getByRole("heading", { name: `Upgrade ${notification.originalReferenceNo}` }),
  ).toBeVisible();
}

test("the sandbox's sender delivers a batch with repeats, and the inbox shows each decision once", async ({
  page,
}) => {
  const summary = await sendBatch(COUNT, 3);
  expect(summary).toMatchObject({ sent: COUNT + 3, acknowledged: COUNT + 3, failed: 0 });

  await signedInAs(page, "compliance");
  await page.getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(page.getByText(`${COUNT} decisions match`)).toBeVisible();
  await expect(page.getByTestId("inbox-row")).toHaveCount(COUNT);

  const decisionTabs = page.getByRole("navigation", { name: "Decision" });
  await expect(decisionTabs.getByRole("link", { name: `Rejected ${rejected.length}` })).toBeVisible();
  await decisionTabs.getByRole("link", { name: /^Rejected/ }).click();
  await expect(page.getByTestId("inbox-row")).toHaveCount(rejected.length);
  await expect(page).toHaveURL(/status=rejected/);

  await page.getByLabel("Customer ID, reference, reason or note").fill(rejected[0]?.custId ?? "");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("link", { name: rejected[0]?.originalReferenceNo ?? "" })).toBeVisible();
});

test("Next unreviewed walks the filtered list forward, skips what was passed over, and says when none is left", async ({
  page,
  pageErrors,
}) => {
  // Among the rejected ones is the decision whose image links have expired.
  pageErrors.expect(failedLoad(404, IDENTITY_IMAGE));
  await signedInAs(page, "compliance");
  await page.goto("/inbox");
  await page
    .getByRole("navigation", { name: "Decision" })
    .getByRole("link", { name: /^Rejected/ })
    .click();
  await expect(page).toHaveURL(/status=rejected/);
  const listed = await page.getByTestId("inbox-row").getByRole("link").allTextContents();
  expect([...listed].sort()).toEqual(rejected.map((n) => n.originalReferenceNo).sort());
  expect(listed).toHaveLength(3);
  const [first, second, third] = listed;
  const heading = (reference = "") => page.getByRole("heading", { name: `Upgrade ${reference}` });

  // Opened from the middle of the list: on down the list, then from the top; only rejected ones.
  await page.getByRole("link", { name: second }).click();
  await expect(heading(second)).toBeVisible();
  await page.keyboard.press("n");
  await expect(heading(third)).toBeVisible();
  await expect(page).toHaveURL(/status=rejected/);
  await page.getByRole("button", { name: /^Next unreviewed/ }).click();
  await expect(heading(first)).toBeVisible();
  // Everything in the view was passed over in this round: it says so instead of going back. The heading shows
  // before the page's shortcut is listening again; a second N says the same, so a key pressed too early is repeated.
  await expect(async () => {
    await page.keyboard.press("n");
    await expect(
      page.getByText("No more unreviewed decisions in this view. You passed over 3 decisions."),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(heading(first)).toBeVisible();

  // A new round starts from the top.
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByText(/No more unreviewed decisions/)).toHaveCount(0);
  await page.keyboard.press("n");
  await expect(heading(second)).toBeVisible();
  await page.getByRole("link", { name: "← Inbox" }).click();
  await expect(page).toHaveURL(/\/inbox\?status=rejected$/);

  // A view with nothing to review says so in the reviewer's words.
  await page.goto("/inbox?review=reviewed");
  await shortcutsListening(page);
  await page.keyboard.press("n");
  await expect(page.getByText("No unreviewed decisions left in this view.")).toBeVisible();
});

test("a reviewer takes the oldest with N, reveals the maiden name (audited), claims and reviews it", async ({
  page,
  pageErrors,
}) => {
  // The oldest is the decision whose image is damaged.
  pageErrors.expect(failedLoad(422, IDENTITY_IMAGE));
  const oldest = sent[0] as UpgradeNotificationWire;
  await signedInAs(page, "compliance");
  await page.goto("/inbox?sort=oldest");
  await shortcutsListening(page);
  await page.keyboard.press("n");
  await expect(page.getByRole("heading", { name: `Upgrade ${oldest.originalReferenceNo}` })).toBeVisible();

  const maidenName = page.getByTestId("maiden-name");
  await expect(maidenName).toContainText("Hidden");
  expect(await page.content()).not.toContain(oldest.motherMaidenName);
  await page.getByRole("button", { name: "Reveal" }).click();
  await expect(maidenName).toHaveText(oldest.motherMaidenName);
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(maidenName).toContainText("Hidden");

  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByTestId("assignee")).toContainText("compliance");
  await page.getByLabel("Disposition").selectOption({ label: "Agrees with the provider's decision" });
  await page.getByLabel("Review note").fill("KTP and selfie checked against the reasons given.");
  await page.getByRole("button", { name: "Mark reviewed" }).click();
  // The next one opens by itself: the reviewed one is done.
  await expect(page.getByRole("heading", { name: `Upgrade ${sent[1]?.originalReferenceNo}` })).toBeVisible();
  await openDecision(page, oldest);
  await expect(page.getByText(/Reviewed by compliance \(compliance@e2e\.test\) on/)).toBeVisible();
  await expect(page.getByText("compliance (compliance@e2e.test) marked it reviewed")).toBeVisible();

  await page.context().clearCookies();
  await signedInAs(page, "admin");
  await page.goto("/settings/audit?action=inbox.reveal");
  await expect(page.getByRole("cell", { name: E2E.users.compliance })).toBeVisible();
  expect(await page.content()).not.toContain(oldest.motherMaidenName);
});

test("the identity images load side by side with zoom and rotate; expired and broken ones say so", async ({
  page,
  pageErrors,
}) => {
  pageErrors.expect(failedLoad(404, IDENTITY_IMAGE));
  pageErrors.expect(failedLoad(422, IDENTITY_IMAGE));
  await signedInAs(page, "compliance");
  const normal = sent[1] as UpgradeNotificationWire;
  await openDecision(page, normal);
  for (const kind of ["Identity card (KTP)", "Selfie"]) {
    const image = page.getByRole("img", { name: `${kind} of customer ${normal.custId}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const card = page.getByRole("toolbar", { name: "Identity card (KTP)" });
  await card.getByRole("button", { name: "Zoom in" }).click();
  await expect(card.getByText("Zoom 125%")).toBeVisible();
  await card.getByRole("button", { name: "Rotate right" }).click();
  await expect(page.getByRole("img", { name: /^Identity card/ })).toHaveAttribute("style", /rotate\(90deg\)/);

  await openDecision(page, sent[5] as UpgradeNotificationWire);
  await expect(page.getByText("The image link has expired or the image is gone.").first()).toBeVisible();
  await openDecision(page, sent[0] as UpgradeNotificationWire);
  await expect(page.getByText("The image file is damaged and cannot be shown.").first()).toBeVisible();

  // Every fetch is in the audit log, with the decision and the image, never its address.
  await page.context().clearCookies();
  await signedInAs(page, "admin");
  await page.goto("/settings/audit?action=inbox.view_image");
  await expect(page.getByRole("cell", { name: E2E.users.compliance }).first()).toBeVisible();
  expect(await page.content()).not.toContain("/images/");
});

test("a manager reads the inbox but can neither reveal nor review, nor see the identity images", async ({
  page,
}) => {
  const decision = sent[2] as UpgradeNotificationWire;
  await signedInAs(page, "manager");
  await openDecision(page, decision);
  await expect(page.getByTestId("maiden-name")).toContainText("Hidden");
  await expect(page.getByText("Only compliance reviewers can reveal it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reveal" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Claim" })).toHaveCount(0);
  await expect(page.getByText("reviewing it needs the compliance role")).toBeVisible();
  expect(await page.content()).not.toContain(decision.motherMaidenName);

  await expect(
    page.getByText("Identity images are shown only to compliance reviewers and administrators."),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /of customer/ })).toHaveCount(0);
  // The decision's address carries the inbox list's filter (`/inbox/<id>?q=…`): the id is the path's end.
  const id = new URL(page.url()).pathname.split("/inbox/")[1] ?? "";
  expect(id).toMatch(/^[^/?#]+$/);
  const direct = await page.request.get(`/api/inbox/images/${id}/ktp`);
  expect(direct.status()).toBe(403);
});

test("a payload that cannot be masked is withheld from a manager and opened, audited, by compliance", async ({
  page,
}) => {
  const decision = sent[3] as UpgradeNotificationWire;
  // A delivery naming this decision whose maiden name is a list: refused, kept, and not maskable.
  const refused = await page.request.post(NOTIFY_URL, {
    headers: { "X-Callback-Token": TOKEN, "Content-Type": "application/json" },
    data: JSON.stringify({ ...decision, motherMaidenName: [decision.motherMaidenName] }),
  });
  expect(refused.status()).toBe(400);

  await signedInAs(page, "manager");
  await openDecision(page, decision);
  const withheld = page.getByTestId("withheld-raw-body");
  await expect(withheld).toContainText("cannot be masked reliably");
  await expect(withheld).toContainText("Only compliance reviewers can see it.");
  await expect(withheld.getByRole("button")).toHaveCount(0);
  expect(await page.content()).not.toContain(decision.motherMaidenName);

  await page.context().clearCookies();
  await signedInAs(page, "compliance");
  await openDecision(page, decision);
  expect(await page.content()).not.toContain(decision.motherMaidenName);
  await withheld.getByRole("button", { name: "Show as received" }).click();
  await expect(withheld.locator("pre")).toContainText(decision.motherMaidenName);
  await withheld.getByRole("button", { name: "Hide" }).click();
  await expect(withheld.locator("pre")).toHaveCount(0);

  await page.context().clearCookies();
  await signedInAs(page, "admin");
  await page.goto("/settings/audit?action=inbox.reveal_raw");
  await expect(page.getByRole("cell", { name: E2E.users.compliance })).toBeVisible();
  await page.goto("/settings/audit?action=inbox.view_decision");
  await expect(page.getByRole("cell", { name: E2E.users.manager }).first()).toBeVisible();
  expect(await page.content()).not.toContain(decision.motherMaidenName);
});

test("a new notification appears in the open list without a reload", async ({ page }) => {
  await signedInAs(page, "compliance");
  await page.goto("/inbox");
  await expect(page.getByTestId("inbox-row")).toHaveCount(COUNT);
  const late = upgradeNotification(0, { ...batch, seed: "late-arrival" });
  const summary = await sendCallbacks({
    url: NOTIFY_URL,
    token: TOKEN,
    count: 1,
    ...batch,
    seed: "late-arrival",
  });
  expect(summary.acknowledged).toBe(1);
  await expect(page.getByText("1 new decision arrived.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("link", { name: late.originalReferenceNo })).toBeVisible();
  await expect(page.getByTestId("inbox-row")).toHaveCount(COUNT + 1);
});

test("the filtered list exports as CSV without maiden names", async ({ page }) => {
  await signedInAs(page, "compliance");
  await page.goto("/inbox?status=rejected");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const lines = csv.trim().split("\r\n");
  // Headers in the reader's language; times in their zone (WIB), the zone named in the header.
  expect(lines[0]).toContain('"Received (WIB, UTC+07:00)","Reference","Customer ID","Decision",');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(lines).toHaveLength(rejected.length + 1);
  for (const notification of rejected) expect(csv).toContain(notification.originalReferenceNo);
  for (const notification of sent) expect(csv).not.toContain(notification.motherMaidenName);
});

test("an admin narrows the image hosts, and an image from elsewhere is refused until the host is allowed", async ({
  page,
  pageErrors,
}) => {
  pageErrors.expect(failedLoad(403, IDENTITY_IMAGE));
  const sandboxHost = new URL(E2E.sandboxUrl).host;
  await signedInAs(page, "admin");
  await page.goto("/inbox/settings");
  await expect(page.getByText(`the provider connection's hosts are used (${sandboxHost})`)).toBeVisible();
  await page.getByLabel("Allowed hosts").fill("images.example.test");
  await page.getByRole("button", { name: "Save hosts" }).click();
  await expect(page.getByText("Image hosts saved.")).toBeVisible();

  await openDecision(page, sent[1] as UpgradeNotificationWire);
  await expect(page.getByText("This image's host is not on the allowed list.").first()).toBeVisible();

  // Typed before the page has become interactive: what was typed, and the selection typed over, are kept.
  const loadScripts = await holdScripts(page);
  await page.goto("/inbox/settings", { waitUntil: "domcontentloaded" });
  const hosts = page.getByLabel("Allowed hosts");
  await expect(hosts).toHaveValue("images.example.test");
  await hosts.fill(`https://nope\n${sandboxHost}`);
  await hosts.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(0, "https://nope".length));
  await loadScripts(hosts);
  await expect(hosts).toHaveValue(`https://nope\n${sandboxHost}`);
  await page.keyboard.insertText("https://typed-over");
  await expect(hosts).toHaveValue(`https://typed-over\n${sandboxHost}`);
  await page.getByRole("button", { name: "Save hosts" }).click();
  await expect(page.getByText("Each line must be a host name or IP address")).toBeVisible();
  await page.getByLabel("Allowed hosts").fill(sandboxHost);
  await page.getByRole("button", { name: "Save hosts" }).click();
  await expect(page.getByText("Image hosts saved.")).toBeVisible();
  await openDecision(page, sent[1] as UpgradeNotificationWire);
  await expect(page.getByRole("img", { name: /^Selfie of customer/ })).toBeVisible();
});

test("the sandbox's sender run twice from the command line brings new decisions each time", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const run = () =>
    execFileAsync(
      "npx",
      ["tsx", "sandbox/send-callbacks.ts", "--url", NOTIFY_URL, "--token", TOKEN, "--count", "3"],
      { env: { ...process.env, SANDBOX_PUBLIC_URL: E2E.sandboxUrl } },
    );
  await signedInAs(page, "compliance");
  await page.goto("/inbox");
  const before = Number((await page.getByText(/decisions match/).textContent())?.replace(/\D/g, ""));

  const first = await run();
  const second = await run();
  const seedOf = (output: string) => /^seed (\S+): sent 3, acknowledged 3/m.exec(output)?.[1];
  expect(seedOf(first.stdout)).toBeDefined();
  expect(seedOf(second.stdout)).toBeDefined();
  expect(seedOf(second.stdout)).not.toBe(seedOf(first.stdout));

  await page.reload();
  await expect(page.getByText(`${before + 6} decisions match`)).toBeVisible();
});

test("a reviewer takes the next decision with N, claims and reviews it with the keyboard alone, and goes on to the next", async ({
  page,
}) => {
  await signedInAs(page, "compliance");
  await page.goto("/inbox?sort=oldest");
  await shortcutsListening(page);
  await page.keyboard.press("n");
  const heading = page.getByRole("heading", { name: /^Upgrade UPG/ });
  await expect(heading).toBeVisible();
  const opened = await heading.textContent();

  const claim = page.getByRole("button", { name: "Claim" });
  await tabTo(page, claim);
  await expectFocusRing(claim);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("assignee")).toContainText("compliance");

  const disposition = page.getByLabel("Disposition");
  await tabTo(page, disposition);
  await expectFocusRing(disposition);
  await disposition.selectOption({ label: "Agrees with the provider's decision" });
  const note = page.getByLabel("Review note");
  await tabTo(page, note);
  await expectFocusRing(note);
  // An N typed into the note is a letter, not the shortcut.
  await page.keyboard.type("No mismatch: KTP and selfie checked.");
  await expect(note).toHaveValue("No mismatch: KTP and selfie checked.");
  await expect(heading).toHaveText(opened ?? "");
  await page.keyboard.press("Tab");
  const markReviewed = page.getByRole("button", { name: "Mark reviewed" });
  await expectFocusRing(markReviewed);
  await page.keyboard.press("Enter");

  // The next decision opens by itself, says so, and the focus is on what it said, not the page's start.
  await expect(heading).not.toHaveText(opened ?? "");
  const notice = page.getByRole("status").filter({ hasText: "Now open" });
  await expect(notice).toContainText(`Reviewed ${opened?.replace(/^Upgrade /, "")}.`);
  await expect(notice).toBeFocused();
});
