import { beforeEach, describe, expect, it } from "vitest";
import { type Db, db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { retentionPeriods } from "./periods";
import { purgeExpiredRecords } from "./purge";
import { retentionPass } from "./worker";

const NOW = new Date("2026-11-23T09:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

async function delivery(receivedAt: Date, originalReferenceNo: string) {
  await db().callbackDelivery.create({
    data: {
      receivedAt,
      originalReferenceNo,
      outcome: "invalid",
      httpStatus: 400,
      responseCode: "4000001",
      bodyBytes: 2,
    },
  });
}

async function refusalCount(minuteStart: Date, address: string) {
  const hourStart = new Date(Math.floor(minuteStart.getTime() / 3_600_000) * 3_600_000);
  await db().callbackRefusalCount.create({
    data: { minuteStart, hourStart, address, kind: "unauthorized", count: 7 },
  });
}

async function session(userId: string, id: string, lastSeenAt: Date, expiresAt: Date) {
  await db().session.create({ data: { id, userId, createdAt: lastSeenAt, lastSeenAt, expiresAt } });
}

const all = async () => ({
  deliveries: (await db().callbackDelivery.findMany({ orderBy: { originalReferenceNo: "asc" } })).map(
    (d) => d.originalReferenceNo,
  ),
  counts: (await db().callbackRefusalCount.findMany({ orderBy: { address: "asc" } })).map((c) => c.address),
  sessions: (await db().session.findMany({ orderBy: { id: "asc" } })).map((s) => s.id),
  throttles: (await db().signInThrottle.findMany({ orderBy: { key: "asc" } })).map((t) => t.key),
  audit: (await db().auditEvent.findMany({ orderBy: { action: "asc" } })).map((a) => a.action),
  callCounts: (await db().providerCallCount.findMany({ orderBy: { outcome: "asc" } })).map((c) => c.outcome),
  runs: (await db().retentionRun.findMany({ orderBy: { instanceId: "asc" } })).map((r) => r.instanceId),
  instances: (await db().appInstance.findMany({ orderBy: { id: "asc" } })).map((i) => i.id),
  breakers: (await db().circuitBreakerState.findMany({ orderBy: { instanceId: "asc" } })).map(
    (b) => b.instanceId,
  ),
});

async function operationsRecords() {
  await db().providerCallCount.createMany({
    data: [
      { minuteStart: daysAgo(31), operation: "history", outcome: "old", latencyUpToMs: 100, count: 3 },
      { minuteStart: daysAgo(29), operation: "history", outcome: "recent", latencyUpToMs: 100, count: 3 },
    ],
  });
  await db().retentionRun.createMany({
    data: [
      { instanceId: "run-old", startedAt: daysAgo(31), finishedAt: daysAgo(31), deleted: "{}" },
      { instanceId: "run-recent", startedAt: daysAgo(29), finishedAt: daysAgo(29), deleted: "{}" },
    ],
  });
  const instance = (id: string, lastSeenAt: Date) => ({
    id,
    version: "1",
    host: "h",
    pid: 1,
    startedAt: daysAgo(40),
    lastSeenAt,
  });
  await db().appInstance.createMany({
    data: [instance("stopped-two-days-ago", daysAgo(2)), instance("running", hoursAgo(0))],
  });
  const breaker = (instanceId: string, updatedAt: Date) => ({
    instanceId,
    host: "provider:443",
    state: "closed",
    changedAt: updatedAt,
    updatedAt,
  });
  await db().circuitBreakerState.createMany({
    data: [breaker("stopped-two-days-ago", daysAgo(2)), breaker("running", hoursAgo(0))],
  });
}

describe("retention purge", () => {
  beforeEach(() => resetDb());

  it("keeps audit events longest by default: 400 days, against 90 for deliveries and 30 for sessions and operations", () => {
    const periods = retentionPeriods();
    expect(periods).toEqual({
      callbackDeliveriesMs: 90 * DAY,
      sessionsMs: 30 * DAY,
      signInThrottleMs: DAY,
      auditMs: 400 * DAY,
      operationsMs: 30 * DAY,
      instancesMs: DAY,
      notificationsMs: 30 * DAY,
    });
  });

  it("deletes what is past each table's period and nothing else", async () => {
    await delivery(daysAgo(91), "old");
    await delivery(daysAgo(89), "recent");
    await refusalCount(daysAgo(91), "198.51.100.1");
    await refusalCount(daysAgo(89), "203.0.113.7");
    const away = await makeUser(["agent"]);
    const active = await makeUser(["agent"]);
    // Someone away for months: their last session stays, so the users page still shows when they were active.
    await session(away.id, "away-older", daysAgo(200), daysAgo(199));
    await session(away.id, "away-last", daysAgo(120), daysAgo(119));
    await session(active.id, "active-expired-long-ago", daysAgo(45), daysAgo(44));
    await session(active.id, "active-expired-lately", daysAgo(20), daysAgo(19));
    await session(active.id, "active-current", hoursAgo(1), hoursAgo(-11));
    await db().signInThrottle.createMany({
      data: [
        { key: "ip:expired-two-days-ago", expiresAt: daysAgo(2) },
        { key: "ip:expired-an-hour-ago", expiresAt: hoursAgo(1) },
        { key: "acct:still-counting", expiresAt: hoursAgo(-1) },
      ],
    });
    await db().auditEvent.createMany({
      data: [
        { at: daysAgo(401), action: "audit.401-days", outcome: "success" },
        { at: daysAgo(399), action: "audit.399-days", outcome: "success" },
      ],
    });
    await operationsRecords();

    const result = await purgeExpiredRecords(db(), retentionPeriods(), NOW);

    expect(result).toEqual({
      callbackDeliveries: 1,
      callbackRefusalCounts: 1,
      sessions: 2,
      signInThrottles: 1,
      auditEvents: 1,
      providerCallCounts: 1,
      retentionRuns: 1,
      appInstances: 1,
      circuitBreakerStates: 1,
      reconcileRuns: 0,
      notifications: 0,
      notificationAttempts: 0,
    });
    expect(await all()).toEqual({
      deliveries: ["recent"],
      counts: ["203.0.113.7"],
      sessions: ["active-current", "active-expired-lately", "away-last"],
      throttles: ["acct:still-counting", "ip:expired-an-hour-ago"],
      audit: ["audit.399-days"],
      callCounts: ["recent"],
      runs: ["run-recent"],
      instances: ["running"],
      breakers: ["running"],
    });
    // A second pass finds nothing more.
    expect(Object.values(await purgeExpiredRecords(db(), retentionPeriods(), NOW))).toEqual(
      Array(12).fill(0),
    );
  });

  it("deletes notifications sent or given up past 30 days with their attempts, never one still waiting", async () => {
    const queued = async (key: string, state: string, createdAt: Date) =>
      db().notification.create({
        data: {
          kind: "security.passwordChanged",
          params: "{}",
          channel: "email",
          address: "someone@example.test",
          dedupeKey: key,
          state,
          createdAt,
          attemptLog: { create: [{ at: createdAt, outcome: "failed", detail: "ESOCKET", durationMs: 3 }] },
        },
      });
    await queued("sent-old", "sent", daysAgo(31));
    await queued("failed-old", "failed", daysAgo(40));
    await queued("pending-old", "pending", daysAgo(31));
    await queued("sent-recent", "sent", daysAgo(29));
    const result = await purgeExpiredRecords(db(), retentionPeriods(), NOW);
    expect([result.notifications, result.notificationAttempts]).toEqual([2, 3]);
    const left = await db().notification.findMany({
      orderBy: { dedupeKey: "asc" },
      include: { attemptLog: true },
    });
    expect(left.map((row) => [row.dedupeKey, row.attemptLog.length])).toEqual([
      ["pending-old", 0],
      ["sent-recent", 1],
    ]);
  });

  it("deletes in bounded batches, leaving what one pass may not take for the next", async () => {
    for (let i = 0; i < 25; i++) await delivery(daysAgo(100 + i), `old-${String(i).padStart(2, "0")}`);
    await delivery(daysAgo(1), "recent");
    const first = await purgeExpiredRecords(db(), retentionPeriods(), NOW, { batchSize: 4, maxBatches: 3 });
    expect(first.callbackDeliveries).toBe(12);
    expect(await db().callbackDelivery.count()).toBe(14);
    const second = await purgeExpiredRecords(db(), retentionPeriods(), NOW, { batchSize: 4, maxBatches: 50 });
    expect(second.callbackDeliveries).toBe(13);
    expect((await all()).deliveries).toEqual(["recent"]);
  });

  it("can run on several instances at once: each row is deleted once, and nothing fails", async () => {
    for (let i = 0; i < 60; i++) await delivery(daysAgo(100), `old-${i}`);
    const user = await makeUser(["agent"]);
    for (let i = 0; i < 20; i++)
      await session(user.id, `s-${String(i).padStart(2, "0")}`, daysAgo(60 + i), daysAgo(59 + i));
    const passes = await Promise.all(
      [1, 2, 3].map(() =>
        purgeExpiredRecords(db(), retentionPeriods(), NOW, { batchSize: 5, maxBatches: 100 }),
      ),
    );
    expect(passes.reduce((sum, pass) => sum + pass.callbackDeliveries, 0)).toBe(60);
    expect(passes.reduce((sum, pass) => sum + pass.sessions, 0)).toBe(19);
    expect(await all()).toMatchObject({ deliveries: [], sessions: ["s-00"] });
  });

  it("records every pass: what it deleted, or why it failed", async () => {
    await delivery(daysAgo(91), "old");
    await retentionPass(db(), retentionPeriods(), "instance-1", NOW);
    const down = Object.assign(new Error("Can't reach database server"), { code: "P1001" });
    const failing = new Proxy(db(), {
      get: (target, name) =>
        name === "callbackDelivery" ? { findMany: () => Promise.reject(down) } : Reflect.get(target, name),
    }) as Db;
    await expect(retentionPass(failing, retentionPeriods(), "instance-2", NOW)).rejects.toBe(down);
    const runs = await db().retentionRun.findMany({ orderBy: { instanceId: "asc" } });
    expect(runs.map((run) => [run.instanceId, run.startedAt, JSON.parse(run.deleted), run.failure])).toEqual([
      ["instance-1", NOW, expect.objectContaining({ callbackDeliveries: 1, sessions: 0 }), null],
      ["instance-2", NOW, {}, "P1001"],
    ]);
  });
});
