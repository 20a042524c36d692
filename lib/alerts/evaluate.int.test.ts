import { beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db, db } from "@/lib/db/client";
import { dialectOfUrl } from "@/lib/db/dialect";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { acknowledgeAlert } from "./acknowledge";
import { evaluateAlerts } from "./evaluate";
import { listAlerts } from "./list";
import { saveThresholds, thresholdValues } from "./thresholds";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const MIN = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);
const ON_CALL = "oncall@example.test";

/** An instance that stopped beating five minutes before NOW: the heartbeat rule trips for it. */
async function silentInstance(id = "instance-a", lastSeenAt = at(-5)) {
  await db().appInstance.create({
    data: { id, version: "test", host: "h", pid: 1, startedAt: at(-60), lastSeenAt },
  });
}

const alerts = () => db().alert.findMany({ orderBy: { openedAt: "asc" }, include: { events: true } });
const queued = (kind: string) =>
  db().notification.findMany({ where: { kind }, select: { address: true, userId: true, params: true } });

describe("alert states", () => {
  beforeEach(async () => {
    await resetDb();
    await db().notificationSettings.create({ data: { id: 1, onCallAddresses: ON_CALL } });
  });

  it("opens one alert and tells the on-call address once, even when two instances evaluate at once", async () => {
    await silentInstance();
    // On PostgreSQL each instance has its own connection pool, as two servers would.
    const other: Db = dialectOfUrl(TEST_DATABASE_URL) === "postgres" ? createDb(TEST_DATABASE_URL) : db();
    try {
      const [one, two] = await Promise.all([evaluateAlerts(db(), NOW), evaluateAlerts(other, NOW)]);
      expect(one.opened + two.opened).toBe(1);
    } finally {
      if (other !== db()) await other.$disconnect();
    }
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      rule: "instanceHeartbeat",
      subject: "instance-a",
      state: "open",
      openKey: "instanceHeartbeat|instance-a",
      openedAt: NOW,
    });
    expect(alert!.events.map((event) => event.change)).toEqual(["opened"]);
    const messages = await queued("alert.opened");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.address).toBe(ON_CALL);
    expect(JSON.parse(messages[0]!.params)).toEqual({
      alertId: alert!.id,
      rule: "instanceHeartbeat",
      subject: "instance-a",
      figures: { secondsSinceSeen: 300 },
      at: NOW.toISOString(),
    });

    // Told again a minute later: the same alert, its figures brought up to date, nothing more queued.
    expect(await evaluateAlerts(db(), at(1))).toMatchObject({ opened: 0, reminded: 0, resolved: 0 });
    expect(await db().alert.count()).toBe(1);
    expect(JSON.parse((await db().alert.findFirstOrThrow()).figures)).toEqual({ secondsSinceSeen: 360 });
    expect(await db().notification.count()).toBe(1);
  });

  it("reminds at the interval while nobody acknowledges it, and stops once someone does", async () => {
    await silentInstance();
    await evaluateAlerts(db(), NOW);
    expect(await evaluateAlerts(db(), at(59))).toMatchObject({ reminded: 0 });
    expect(await evaluateAlerts(db(), at(60))).toMatchObject({ reminded: 1 });
    expect(await evaluateAlerts(db(), at(61))).toMatchObject({ reminded: 0 });
    expect(await evaluateAlerts(db(), at(120))).toMatchObject({ reminded: 1 });
    const reminders = await queued("alert.reminder");
    // Read without an order (PostgreSQL once gave the second first): which reminders, not their row order.
    const numbers = reminders.map((message) => JSON.parse(message.params).reminder as number);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2]);

    const admin = await makeUser(["admin"]);
    const alert = await db().alert.findFirstOrThrow();
    await acknowledgeAlert(db(), asRequester(admin), alert.id, at(125));
    expect(await evaluateAlerts(db(), at(300))).toMatchObject({ reminded: 0, resolved: 0 });
    expect(await queued("alert.reminder")).toHaveLength(2);
  });

  it("uses the reminder interval an admin saved", async () => {
    const admin = await makeUser(["admin"]);
    await saveThresholds(db(), asRequester(admin), { "reminder.everyMinutes": 15 });
    await silentInstance();
    await evaluateAlerts(db(), NOW);
    expect(await evaluateAlerts(db(), at(15))).toMatchObject({ reminded: 1 });
  });

  it("records who acknowledged it and when, audited, and refuses a second acknowledgement", async () => {
    await silentInstance();
    await evaluateAlerts(db(), NOW);
    const admin = await makeUser(["admin"]);
    const other = await makeUser(["admin"]);
    const { id } = await db().alert.findFirstOrThrow();
    await acknowledgeAlert(db(), asRequester(admin), id, at(3));
    await expect(acknowledgeAlert(db(), asRequester(other), id, at(4))).rejects.toThrow("alert_not_open");
    await expect(acknowledgeAlert(db(), asRequester(other), "missing", at(4))).rejects.toThrow(
      "alert_not_found",
    );

    expect(await db().alert.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: "acknowledged",
      acknowledgedById: admin.id,
      acknowledgedAt: at(3),
      openKey: "instanceHeartbeat|instance-a",
    });
    const audited = await db().auditEvent.findMany({ where: { action: "alert.acknowledge" } });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: admin.id, targetId: id, outcome: "success" });

    const list = await listAlerts(db(), at(5));
    expect(list.unresolved).toHaveLength(1);
    expect(list.unresolved[0]!.acknowledgedBy).toEqual({ name: admin.name, email: admin.email });
    expect(list.unresolved[0]!.history.map((event) => [event.change, event.by?.email ?? null])).toEqual([
      ["opened", null],
      ["acknowledged", admin.email],
    ]);
  });

  it("resolves when the condition clears, queues the resolution message once, and opens a new alert if it trips again", async () => {
    await silentInstance();
    await evaluateAlerts(db(), NOW);
    await db().appInstance.update({ where: { id: "instance-a" }, data: { lastSeenAt: at(2) } });

    expect(await evaluateAlerts(db(), at(2))).toMatchObject({ opened: 0, resolved: 1 });
    expect(await evaluateAlerts(db(), at(3))).toMatchObject({ opened: 0, resolved: 0 });
    const [resolved] = await alerts();
    expect(resolved).toMatchObject({ state: "resolved", openKey: null, resolvedAt: at(2) });
    expect(resolved!.events.map((event) => event.change).sort()).toEqual(["opened", "resolved"]);
    const messages = await queued("alert.resolved");
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.params)).toMatchObject({ alertId: resolved!.id, subject: "instance-a" });

    const list = await listAlerts(db(), at(4));
    expect(list.unresolved).toEqual([]);
    expect(list.recent.map((alert) => alert.id)).toEqual([resolved!.id]);

    expect(await evaluateAlerts(db(), at(10))).toMatchObject({ opened: 1 });
    const all = await alerts();
    expect(all.map((alert) => alert.state)).toEqual(["resolved", "open"]);
    expect(await queued("alert.opened")).toHaveLength(2);
  });

  it("keeps one unresolved alert per rule and subject in the database itself", async () => {
    const row = { rule: "instanceHeartbeat", subject: "x", openKey: "instanceHeartbeat|x", figures: "{}" };
    await db().alert.create({ data: { ...row, openedAt: NOW, lastNotifiedAt: NOW } });
    await expect(
      db().alert.create({ data: { ...row, openedAt: NOW, lastNotifiedAt: NOW } }),
    ).rejects.toThrow();
  });

  it("trips by the thresholds an admin saved, audited, and ignores a stored value out of bounds", async () => {
    const admin = await makeUser(["admin"]);
    await silentInstance("instance-b", at(-2));
    expect(await evaluateAlerts(db(), NOW)).toMatchObject({ opened: 1 });
    expect(await saveThresholds(db(), asRequester(admin), { "instanceHeartbeat.missingSeconds": 600 })).toBe(
      1,
    );
    expect(await evaluateAlerts(db(), at(1))).toMatchObject({ resolved: 1 });
    const audited = await db().auditEvent.findFirstOrThrow({ where: { action: "alert.thresholds_update" } });
    expect(JSON.parse(audited.detail!)).toEqual({ "instanceHeartbeat.missingSeconds": "60 → 600" });

    await db().alertThreshold.update({
      where: { key: "instanceHeartbeat.missingSeconds" },
      data: { value: 5 },
    });
    expect((await thresholdValues(db()))["instanceHeartbeat.missingSeconds"]).toBe(60);
  });
});
