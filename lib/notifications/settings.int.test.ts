import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningOutbox, startOutbox } from "@/e2e/outbox";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { createEndpointSchema, notificationSettingsSchema } from "./schemas";
import { getNotificationSettingsView, saveNotificationSettings } from "./settings";
import { loadDeliverySettings } from "./smtp-config";
import { sendTestMail } from "./test-mail";
import { createEndpoint, listEndpoints } from "./webhook-endpoints";

let outbox: RunningOutbox;
beforeAll(async () => {
  outbox = await startOutbox();
});
afterAll(() => outbox.close());

const form = (fields: Record<string, string>) =>
  notificationSettingsSchema.parse({
    smtpHost: "127.0.0.1",
    smtpPort: String(outbox.smtpPort),
    smtpSecurity: "none",
    fromAddress: "bo@example.test",
    maxAttempts: "8",
    ...fields,
  });
const words = { subject: "Test mail", body: "It works." };

describe("notification settings", () => {
  beforeEach(() => resetDb());

  it("keeps the stored SMTP password when none is typed, never shows it, and drops it with the user name", async () => {
    const by = asRequester(await makeUser(["admin"]));
    await saveNotificationSettings(
      db(),
      by,
      form({ smtpUser: "mailer", smtpPassword: "s3cret-mail" }),
      keyring(),
    );
    const row = await db().notificationSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(row.smtpPasswordSealed).not.toContain("s3cret-mail");

    await saveNotificationSettings(
      db(),
      by,
      form({ smtpUser: "mailer", onCallAddresses: "a@x.test\nb@x.test" }),
      keyring(),
    );
    expect((await loadDeliverySettings(db(), keyring(), env())).smtp?.password).toBe("s3cret-mail");
    const view = await getNotificationSettingsView(db(), env());
    expect(JSON.stringify(view)).not.toContain("s3cret-mail");
    expect(view).toMatchObject({
      passwordSet: true,
      onCallAddresses: ["a@x.test", "b@x.test"],
      fromEnv: false,
    });

    await saveNotificationSettings(db(), by, form({}), keyring());
    expect((await loadDeliverySettings(db(), keyring(), env())).smtp?.password).toBeNull();
    expect(await db().auditEvent.count({ where: { action: "notifications.settings_update" } })).toBe(3);
    const details = (await db().auditEvent.findMany()).map((event) => event.detail ?? "").join("");
    expect(details).not.toContain("s3cret-mail");
  });

  it("shows the SMTP server's answer to a test mail, and what failed when it is down", async () => {
    const by = asRequester(await makeUser(["admin"]));
    await saveNotificationSettings(db(), by, form({}), keyring());
    const sent = await sendTestMail(db(), by, "tester@example.test", words, keyring(), env());
    expect(sent.ok).toBe(true);
    expect(sent.answer).toMatch(/^250 Queued as outbox-\d+$/);
    expect(outbox.mails().find((mail) => mail.envelopeTo.includes("tester@example.test"))?.subject).toBe(
      "Test mail",
    );

    await outbox.stopSmtp();
    try {
      expect(await sendTestMail(db(), by, "tester@example.test", words, keyring(), env())).toEqual({
        ok: false,
        answer: "ESOCKET",
      });
    } finally {
      await outbox.startSmtp();
    }
    const outcomes = await db().auditEvent.findMany({
      where: { action: "notifications.test_send" },
      orderBy: { at: "asc" },
    });
    expect(outcomes.map((event) => event.outcome)).toEqual(["success", "failure"]);
  });

  it("stores a webhook's address and signing secret sealed, and lists only its host", async () => {
    const by = asRequester(await makeUser(["admin"]));
    const { secret } = await createEndpoint(
      db(),
      by,
      createEndpointSchema.parse({
        name: "Partner",
        format: "webhook",
        url: "https://hooks.example.test/in/abc123secretpath",
        topic_jobs: "on",
        topic_operations: "on",
        enabled: "on",
      }),
      keyring(),
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const row = await db().webhookEndpoint.findFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain("abc123secretpath");
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(await listEndpoints(db())).toMatchObject([
      {
        name: "Partner",
        format: "webhook",
        url: "https://hooks.example.test/…",
        topics: ["operations", "jobs"],
      },
    ]);
    // A Slack hook is given no secret.
    const slack = await createEndpoint(
      db(),
      by,
      createEndpointSchema.parse({
        name: "Chat",
        format: "slack",
        url: "https://chat.example.test/hook",
        topic_operations: "on",
      }),
      keyring(),
    );
    expect(slack.secret).toBeNull();
  });
});
