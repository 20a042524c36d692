import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { DELIVERY_LOG_PAGE_SIZE, deliveryLog } from "./query";
import { retryNotification } from "./retry";
import { type DeliveryLogFilter, deliveryLogFilterSchema } from "./schemas";

// What the message said and where an endpoint is: neither may reach the log.
const PARAMS = JSON.stringify({ at: "2026-11-28T10:00:00.000Z", byAdmin: false, note: "params-marker-7f3" });
const ENDPOINT_URL = "https://hooks.example.test/services/T000/B000/endpoint-secret-9c1";

const filter = (query: Record<string, string> = {}): DeliveryLogFilter =>
  deliveryLogFilterSchema.parse(query);

let sequence = 0;
async function queued(
  data: {
    userId?: string;
    address?: string;
    endpointId?: string;
    channel?: string;
    kind?: string;
  } & Partial<{
    state: string;
    attempts: number;
    nextAttemptAt: Date;
    sentAt: Date;
    createdAt: Date;
  }>,
) {
  sequence += 1;
  return db().notification.create({
    data: {
      kind: "security.passwordChanged",
      channel: "email",
      params: PARAMS,
      dedupeKey: `test|${sequence}`,
      lastError: "535 auth failed for smtp-password-marker",
      createdAt: new Date(Date.UTC(2026, 10, 28, 0, sequence)),
      ...data,
    },
  });
}

describe("the delivery log", () => {
  beforeEach(() => resetDb());

  it("lists each notification newest first with its recipient, state and attempts, and no params or secrets", async () => {
    const person = await makeUser(["agent"], { email: "ayu@example.test" });
    await db().user.update({ where: { id: person.id }, data: { name: "Ayu Lestari" } });
    const endpoint = await db().webhookEndpoint.create({
      data: { name: "Ops chat", format: "slack", url: ENDPOINT_URL, topics: "operations" },
    });
    const sent = await queued({ userId: person.id, state: "sent", attempts: 2, sentAt: new Date() });
    await db().notificationAttempt.createMany({
      data: [
        {
          notificationId: sent.id,
          at: new Date("2026-11-28T10:00:00Z"),
          outcome: "retry",
          detail: "421 busy",
          durationMs: 40,
        },
        {
          notificationId: sent.id,
          at: new Date("2026-11-28T10:01:00Z"),
          outcome: "sent",
          detail: "250 OK",
          durationMs: 35,
        },
      ],
    });
    const failed = await queued({ address: "oncall@example.test", state: "failed", attempts: 8 });
    const due = new Date("2026-11-28T11:00:00Z");
    const pending = await queued({
      endpointId: endpoint.id,
      channel: "slack",
      state: "pending",
      nextAttemptAt: due,
    });

    const log = await deliveryLog(db(), filter());
    expect(log.total).toBe(3);
    expect(
      log.rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        state: row.state,
        next: row.nextAttemptAt,
        attempts: row.attemptLog.map((a) => [a.outcome, a.detail, a.durationMs]),
      })),
    ).toEqual([
      {
        id: pending.id,
        channel: "slack",
        recipient: { type: "endpoint", name: "Ops chat" },
        state: "pending",
        next: due,
        attempts: [],
      },
      {
        id: failed.id,
        channel: "email",
        recipient: { type: "address", address: "oncall@example.test" },
        state: "failed",
        next: null,
        attempts: [],
      },
      {
        id: sent.id,
        channel: "email",
        recipient: { type: "person", label: "Ayu Lestari (ayu@example.test)" },
        state: "sent",
        next: null,
        attempts: [
          ["sent", "250 OK", 35],
          ["retry", "421 busy", 40],
        ],
      },
    ]);
    const shown = JSON.stringify(log);
    for (const hidden of [
      "params-marker-7f3",
      "endpoint-secret-9c1",
      "hooks.example.test",
      "smtp-password-marker",
    ])
      expect(shown).not.toContain(hidden);
  });

  it("filters by state, kind and channel, and pages by a bounded page", async () => {
    const person = await makeUser(["agent"]);
    for (let i = 0; i < DELIVERY_LOG_PAGE_SIZE + 1; i++) await queued({ userId: person.id, state: "sent" });
    const failed = await queued({ address: "oncall@example.test", state: "failed" });
    const slack = await queued({ address: "ops@example.test", channel: "slack", state: "failed" });

    expect((await deliveryLog(db(), filter({ state: "failed" }))).rows.map((r) => r.id)).toEqual([
      slack.id,
      failed.id,
    ]);
    expect(
      (await deliveryLog(db(), filter({ state: "failed", channel: "email" }))).rows.map((r) => r.id),
    ).toEqual([failed.id]);
    expect((await deliveryLog(db(), filter({ kind: "security.passwordChanged" }))).total).toBe(
      DELIVERY_LOG_PAGE_SIZE + 3,
    );
    // An unknown filter value is left out, as on the other list pages; a page past the bound is the first.
    expect(filter({ kind: "no.such.kind", state: "lost", page: "100000" })).toEqual({ page: 1 });

    const first = await deliveryLog(db(), filter({ state: "sent" }));
    const second = await deliveryLog(db(), filter({ state: "sent", page: "2" }));
    expect([first.rows.length, second.rows.length, first.pages]).toEqual([DELIVERY_LOG_PAGE_SIZE, 1, 2]);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(DELIVERY_LOG_PAGE_SIZE + 1);
  });

  it("shows the latest attempts of a notification tried many times, and how many there were", async () => {
    const note = await queued({ address: "oncall@example.test", state: "failed", attempts: 30 });
    await db().notificationAttempt.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        notificationId: note.id,
        at: new Date(Date.UTC(2026, 10, 28, 10, i)),
        outcome: "failed",
        detail: `attempt ${i + 1}`,
        durationMs: i,
      })),
    });
    const [row] = (await deliveryLog(db(), filter())).rows;
    expect(row?.attemptCount).toBe(30);
    expect(row?.attemptLog.map((a) => a.detail).slice(0, 2)).toEqual(["attempt 30", "attempt 29"]);
    expect(row?.attemptLog.length).toBeLessThan(30);
  });

  it("retries a failed notification now, audited; refuses one that is not failed", async () => {
    const admin = await makeUser(["admin"]);
    const failed = await queued({ address: "oncall@example.test", state: "failed", attempts: 8 });
    const sent = await queued({ address: "oncall@example.test", state: "sent", attempts: 1 });
    const before = new Date();

    await retryNotification(db(), asRequester(admin), failed.id);
    const retried = await db().notification.findUniqueOrThrow({ where: { id: failed.id } });
    expect({ state: retried.state, attempts: retried.attempts }).toEqual({ state: "pending", attempts: 0 });
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "notifications.retry" } });
    expect({
      actor: event.actorId,
      target: event.targetId,
      detail: JSON.parse(event.detail ?? "{}"),
    }).toEqual({
      actor: admin.id,
      target: failed.id,
      detail: { kind: "security.passwordChanged", channel: "email" },
    });

    for (const id of [failed.id, sent.id, "no-such-id"])
      await expect(retryNotification(db(), asRequester(admin), id)).rejects.toMatchObject({
        code: "notification_not_failed",
      });
    expect((await db().notification.findUniqueOrThrow({ where: { id: sent.id } })).state).toBe("sent");
    expect(await db().auditEvent.count({ where: { action: "notifications.retry" } })).toBe(1);
  });
});
