import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { notify } from "./notify";

const changed = { at: "2026-11-28T10:00:00.000Z", byAdmin: false };

const queued = () =>
  db().notification.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      kind: true,
      channel: true,
      userId: true,
      address: true,
      endpointId: true,
      state: true,
      params: true,
    },
  });

describe("notify", () => {
  beforeEach(() => resetDb());

  it("queues one email for the person, with the kind's params and nothing sent yet", async () => {
    const person = await makeUser(["agent"]);
    const count = await db().$transaction((tx) =>
      notify(tx, {
        kind: "security.passwordChanged",
        params: changed,
        eventKey: "pw-1",
        to: { users: [person.id] },
      }),
    );
    expect(count).toBe(1);
    expect(await queued()).toEqual([
      {
        kind: "security.passwordChanged",
        channel: "email",
        userId: person.id,
        address: null,
        endpointId: null,
        state: "pending",
        params: JSON.stringify(changed),
      },
    ]);
  });

  it("queues an event told twice once", async () => {
    const person = await makeUser(["agent"]);
    const tell = () =>
      notify(db(), {
        kind: "security.passwordChanged",
        params: changed,
        eventKey: "pw-2",
        to: { users: [person.id] },
      });
    expect(await tell()).toBe(1);
    expect(await tell()).toBe(0);
    expect(await queued()).toHaveLength(1);
  });

  it("queues nothing when the change it tells is rolled back", async () => {
    const person = await makeUser(["agent"]);
    await expect(
      db().$transaction(async (tx) => {
        await notify(tx, {
          kind: "security.passwordChanged",
          params: changed,
          eventKey: "pw-3",
          to: { users: [person.id] },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await queued()).toHaveLength(0);
  });

  it("tells no disabled person, and refuses params the kind does not take", async () => {
    const gone = await makeUser(["agent"], { disabledAt: new Date() });
    expect(
      await notify(db(), {
        kind: "security.passwordChanged",
        params: changed,
        eventKey: "pw-4",
        to: { users: [gone.id] },
      }),
    ).toBe(0);
    await expect(
      notify(db(), {
        kind: "security.passwordChanged",
        params: { at: "yesterday", byAdmin: false },
        eventKey: "pw-5",
        to: { users: [gone.id] },
      }),
    ).rejects.toThrow();
  });

  it("gives operations to the on-call addresses, the admins who chose it and the endpoints subscribed", async () => {
    const chose = await makeUser(["admin"]);
    await makeUser(["admin"]);
    const agentWhoChose = await makeUser(["agent"]);
    for (const person of [chose, agentWhoChose]) {
      await db().notificationPreference.create({
        data: { userId: person.id, topic: "operations", enabled: true },
      });
    }
    await db().notificationSettings.create({
      data: { onCallAddresses: "oncall@example.test, ops@example.test,oncall@example.test" },
    });
    const slack = await db().webhookEndpoint.create({
      data: {
        name: "Ops chat",
        format: "slack",
        url: "https://chat.example.test/hook",
        topics: "operations",
      },
    });
    await db().webhookEndpoint.create({
      data: { name: "Jobs only", format: "standard", url: "https://example.test/jobs", topics: "jobs" },
    });
    await db().webhookEndpoint.create({
      data: {
        name: "Off",
        format: "standard",
        url: "https://example.test/off",
        topics: "operations",
        enabled: false,
      },
    });
    // Any kind will do: the audience, not the kind, decides who gets operations.
    await notify(db(), {
      kind: "security.passwordChanged",
      params: changed,
      eventKey: "ops-1",
      to: { operations: true },
    });
    const rows = await queued();
    expect(rows.map((r) => r.address ?? r.userId ?? r.endpointId).sort()).toEqual(
      ["oncall@example.test", "ops@example.test", chose.id, slack.id].sort(),
    );
    expect(rows.find((r) => r.endpointId === slack.id)?.channel).toBe("slack");
  });
});
