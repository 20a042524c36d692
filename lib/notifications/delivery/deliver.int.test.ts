import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningOutbox, startOutbox } from "@/e2e/outbox";
import { keyringOf, seal } from "@/lib/crypto/secret-box";
import { createDb, type Db, db } from "@/lib/db/client";
import { dialectOfUrl } from "@/lib/db/dialect";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { WEBHOOK_SECRET_CONTEXT, WEBHOOK_URL_CONTEXT } from "../sealed";
import type { DeliverySettings } from "../smtp-config";
import { type DeliveryOptions, deliverDue } from "./deliver";

const keys = keyringOf({ version: 1, key: randomBytes(32) });
const RETRY_BASE_MS = 60_000;
const AT = "2026-11-28T10:00:00.000Z";

let outbox: RunningOutbox;
beforeAll(async () => {
  outbox = await startOutbox();
});
afterAll(() => outbox.close());

/** The test's clock: starts after every row's default `nextAttemptAt` and moves only when a test moves it. */
function testClock() {
  let now = Date.now() + 1_000;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function options(
  clock: { now: () => Date },
  overrides: Partial<DeliveryOptions> & { maxAttempts?: number } = {},
): DeliveryOptions {
  const settings: DeliverySettings = {
    smtp: {
      host: "127.0.0.1",
      port: outbox.smtpPort,
      security: "none",
      user: null,
      password: null,
      from: "back-office@example.test",
    },
    appUrl: "https://bo.example.test",
    maxAttempts: overrides.maxAttempts ?? 8,
  };
  return {
    owner: "worker-a",
    keys,
    settings: async () => settings,
    retryBaseMs: RETRY_BASE_MS,
    allowPrivateNetwork: true,
    now: clock.now,
    ...overrides,
  };
}

async function queueMail(address: string, key = address) {
  return db().notification.create({
    data: {
      kind: "security.passwordChanged",
      params: JSON.stringify({ at: AT, byAdmin: false }),
      channel: "email",
      address,
      dedupeKey: `test|${key}`,
    },
  });
}

const mailsTo = (address: string) => outbox.mails().filter((mail) => mail.envelopeTo.includes(address));

describe("delivery", () => {
  beforeEach(() => resetDb());

  it("mails a person in their language and zone, and an on-call address in the default language", async () => {
    const clock = testClock();
    const person = await makeUser(["agent"], { email: "en-reader@example.test" });
    await db().user.update({ where: { id: person.id }, data: { locale: "en", timeZone: "Asia/Jayapura" } });
    await db().notification.create({
      data: {
        kind: "security.passwordChanged",
        params: JSON.stringify({ at: AT, byAdmin: true }),
        channel: "email",
        userId: person.id,
        dedupeKey: "test|person",
      },
    });
    await queueMail("oncall-id@example.test");

    expect(await deliverDue(db(), options(clock))).toEqual({ sent: 2, retried: 0, givenUp: 0 });

    const [english] = mailsTo("en-reader@example.test");
    expect(english?.subject).toBe("Your password was changed");
    // 10:00 UTC is 19:00 in Jayapura (UTC+9).
    expect(english?.text).toContain("7:00 PM");
    expect(english?.text).toContain("An administrator reset the password");
    expect(english?.text).toContain("https://bo.example.test/settings/account");
    expect(english?.html).toContain(
      '<a href="https://bo.example.test/settings/account">Open your account</a>',
    );
    const [indonesian] = mailsTo("oncall-id@example.test");
    expect(indonesian?.subject).toBe("Kata sandi Anda telah diubah");
    // The default zone is Jakarta (UTC+7).
    expect(indonesian?.text).toContain("17.00");

    const rows = await db().notification.findMany({ include: { attemptLog: true } });
    expect(rows.map((r) => [r.state, r.attempts, r.attemptLog.map((a) => a.outcome)])).toEqual([
      ["sent", 1, ["sent"]],
      ["sent", 1, ["sent"]],
    ]);
    // The log keeps the server's answer without the address it may echo.
    for (const attempt of rows.flatMap((r) => r.attemptLog)) {
      expect(attempt.detail).toMatch(/^250 /);
      expect(attempt.detail).not.toContain("@");
    }
  });

  it("posts a signed webhook the receiver verifies, and a Slack message with text and blocks", async () => {
    const clock = testClock();
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    outbox.acceptSecret("signed", secret);
    const signed = await db().webhookEndpoint.create({
      data: {
        name: "Signed",
        format: "webhook",
        url: "http://127.0.0.1",
        urlSealed: seal(outbox.hookUrl("webhook", "signed"), keys.current, WEBHOOK_URL_CONTEXT),
        secretSealed: seal(secret, keys.current, WEBHOOK_SECRET_CONTEXT),
        topics: "security",
      },
    });
    const slack = await db().webhookEndpoint.create({
      data: {
        name: "Chat",
        format: "slack",
        url: "http://127.0.0.1",
        urlSealed: seal(outbox.hookUrl("slack", "chat"), keys.current, WEBHOOK_URL_CONTEXT),
        topics: "security",
      },
    });
    for (const [endpoint, channel] of [
      [signed, "webhook"],
      [slack, "slack"],
    ] as const) {
      await db().notification.create({
        data: {
          kind: "security.passwordChanged",
          params: JSON.stringify({ at: AT, byAdmin: false }),
          channel,
          endpointId: endpoint.id,
          dedupeKey: `test|${channel}`,
        },
      });
    }
    expect(await deliverDue(db(), options(clock))).toEqual({ sent: 2, retried: 0, givenUp: 0 });

    const webhook = outbox.posts().find((post) => post.name === "signed");
    expect(webhook?.verified).toBe(true);
    const queued = await db().notification.findFirstOrThrow({ where: { endpointId: signed.id } });
    expect(webhook?.headers["webhook-id"]).toBe(queued.id);
    // Verified again here with the package's own check, against the body as received.
    const body = new Webhook(secret).verify(webhook?.body ?? "", webhook?.headers ?? {}) as {
      type: string;
      data: { params: unknown; link: string };
    };
    expect(body.type).toBe("security.passwordChanged");
    expect(body.data.params).toEqual({ at: AT, byAdmin: false });
    expect(body.data.link).toBe("https://bo.example.test/settings/account");
    // A receiver that does not hold the secret cannot be fooled by a changed body.
    expect(() =>
      new Webhook(secret).verify(webhook?.body.replace("false", "true") ?? "", webhook?.headers ?? {}),
    ).toThrow();

    const chat = outbox.posts().find((post) => post.name === "chat");
    const message = JSON.parse(chat?.body ?? "{}") as { text: string; blocks: { type: string }[] };
    expect(message.text).toContain("Kata sandi Anda telah diubah");
    expect(message.blocks.map((b) => b.type)).toEqual(["header", "section", "section", "actions"]);
  });

  it("refuses an endpoint on a private address unless allowed, and gives it up at once", async () => {
    const clock = testClock();
    const endpoint = await db().webhookEndpoint.create({
      data: {
        name: "Internal",
        format: "slack",
        url: "http://127.0.0.1",
        urlSealed: seal(outbox.hookUrl("slack", "internal"), keys.current, WEBHOOK_URL_CONTEXT),
        topics: "operations",
      },
    });
    await db().notification.create({
      data: {
        kind: "security.passwordChanged",
        params: JSON.stringify({ at: AT, byAdmin: false }),
        channel: "slack",
        endpointId: endpoint.id,
        dedupeKey: "test|internal",
      },
    });
    expect(await deliverDue(db(), options(clock, { allowPrivateNetwork: false }))).toEqual({
      sent: 0,
      retried: 0,
      givenUp: 1,
    });
    expect(outbox.posts().filter((post) => post.name === "internal")).toEqual([]);
    const row = await db().notification.findFirstOrThrow({ include: { attemptLog: true } });
    expect([row.state, row.attemptLog.map((a) => [a.outcome, a.detail])]).toEqual([
      "failed",
      [["refused", "private address refused"]],
    ]);
  });

  it("waits longer after each failure and gives up after the maximum of attempts", async () => {
    const clock = testClock();
    // Nothing listens there.
    const down = await startOutbox();
    const port = down.smtpPort;
    await down.close();
    const settings: DeliverySettings = {
      smtp: {
        host: "127.0.0.1",
        port,
        security: "none",
        user: null,
        password: null,
        from: "bo@example.test",
      },
      appUrl: null,
      maxAttempts: 3,
    };
    const { id } = await queueMail("never@example.test");
    const run = () => deliverDue(db(), options(clock, { settings: async () => settings }));

    expect(await run()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
    let row = await db().notification.findUniqueOrThrow({ where: { id } });
    expect([row.state, row.nextAttemptAt.getTime() - clock.now().getTime()]).toEqual([
      "pending",
      RETRY_BASE_MS,
    ]);
    // Not due yet: nothing is tried.
    clock.advance(RETRY_BASE_MS - 1);
    expect(await run()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    clock.advance(1);
    expect(await run()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
    row = await db().notification.findUniqueOrThrow({ where: { id } });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(2 * RETRY_BASE_MS);
    clock.advance(2 * RETRY_BASE_MS);
    expect(await run()).toEqual({ sent: 0, retried: 0, givenUp: 1 });
    const given = await db().notification.findUniqueOrThrow({ where: { id }, include: { attemptLog: true } });
    expect([given.state, given.attempts, given.attemptLog.map((a) => a.outcome)]).toEqual([
      "failed",
      3,
      ["failed", "failed", "failed"],
    ]);
    // What failed (nodemailer's code for a refused connection), nothing about the message.
    expect(given.attemptLog[0]?.detail).toBe("ESOCKET");
    clock.advance(24 * 3_600_000);
    expect(await run()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
  });
});

describe("two workers", () => {
  const dialect = dialectOfUrl(TEST_DATABASE_URL);
  let other: Db;
  beforeAll(() => {
    // On PostgreSQL the second worker has its own connections, as a second instance would.
    other = dialect === "postgres" ? createDb(TEST_DATABASE_URL) : db();
  });
  afterAll(async () => {
    if (other !== db()) await other.$disconnect();
  });
  beforeEach(() => resetDb());

  it("send each message once when both take due messages at the same time", async () => {
    const clock = testClock();
    const addresses = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.test`);
    for (const address of addresses) await queueMail(address);
    const [a, b] = await Promise.all([
      deliverDue(db(), options(clock, { owner: "worker-a", batchSize: 5 })),
      deliverDue(other, options(clock, { owner: "worker-b", batchSize: 5 })),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(30);
    for (const address of addresses) expect(mailsTo(address)).toHaveLength(1);
    expect(await db().notificationAttempt.count()).toBe(30);
  });

  it("SMTP down while 40 messages wait: each is delivered exactly once after it returns", async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `outage-${i}@example.test`);
    for (const address of addresses) await queueMail(address);
    // Started once every message is queued: on a loaded machine queueing takes longer than the clock's lead, and a
    // message queued after the clock's time would not be due in the first round.
    const clock = testClock();
    await outbox.stopSmtp();
    const pass = () =>
      Promise.all([
        deliverDue(db(), options(clock, { owner: "worker-a", batchSize: 5 })),
        deliverDue(other, options(clock, { owner: "worker-b", batchSize: 5 })),
      ]);
    // A minute and more of outage: two rounds of tries fail (after the first, the next is due a minute later).
    let retried = 0;
    for (let round = 0; round < 2; round++) {
      if (round > 0) clock.advance(RETRY_BASE_MS);
      const [a, b] = await pass();
      retried += (a?.retried ?? 0) + (b?.retried ?? 0);
    }
    expect(retried).toBe(80);
    await outbox.startSmtp();
    clock.advance(2 * RETRY_BASE_MS);
    const [a, b] = await pass();
    const delivered = (a?.sent ?? 0) + (b?.sent ?? 0);
    const received = addresses.map((address) => mailsTo(address).length);
    const duplicated = received.filter((count) => count > 1).length;
    // The figures docs/design/notifications.md gives for this test.
    expect({ queued: addresses.length, retried, delivered, duplicated }).toEqual({
      queued: 40,
      retried: 80,
      delivered: 40,
      duplicated: 0,
    });
    expect(received.every((count) => count === 1)).toBe(true);
    expect(await db().notification.count({ where: { state: "sent", attempts: 3 } })).toBe(40);
  });
});
