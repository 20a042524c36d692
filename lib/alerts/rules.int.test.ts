import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import type { AlertRule } from "./rule";
import { callbackRefusals } from "./rules/callback-refusals";
import { callbackSilence } from "./rules/callback-silence";
import { circuitOpen } from "./rules/circuit-open";
import { exportJobs } from "./rules/export-jobs";
import { instanceHeartbeat } from "./rules/instance-heartbeat";
import { notificationsFailed } from "./rules/notifications-failed";
import { providerErrors } from "./rules/provider-errors";
import { reconcileRuns } from "./rules/reconcile-runs";
import { retentionPurge } from "./rules/retention-purge";

const NOW = new Date("2026-11-29T10:30:30.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;

function defaults<T extends string>(rule: AlertRule<T>): Record<T, number> {
  return Object.fromEntries(
    Object.entries(rule.thresholds).map(([name, spec]) => [name, (spec as { default: number }).default]),
  ) as Record<T, number>;
}
const run = <T extends string>(rule: AlertRule<T>, limits: Partial<Record<T, number>> = {}) =>
  rule.evaluate(db(), NOW, { ...defaults(rule), ...limits });

async function calls(operation: string, outcome: string, count: number, at = ago(2 * MIN)) {
  const minuteStart = new Date(Math.floor(at.getTime() / MIN) * MIN);
  await db().providerCallCount.create({
    data: { minuteStart, operation, outcome, latencyUpToMs: 100, count },
  });
}

async function delivery(outcome: string, at: Date) {
  await db().callbackDelivery.create({
    data: { receivedAt: at, outcome, httpStatus: 200, responseCode: "00", bodyBytes: 10 },
  });
}

async function instance(id: string, lastSeenAt: Date) {
  await db().appInstance.create({
    data: { id, version: "test", host: "h", pid: 1, startedAt: ago(60 * MIN), lastSeenAt },
  });
}

describe("alert rules", () => {
  beforeEach(() => resetDb());

  describe("provider errors", () => {
    it("trips per operation once enough of its calls failed, and names what failed", async () => {
      await calls("transaction-status", "http_5xx", 8);
      await calls("transaction-status", "circuit_open", 4);
      await calls("transaction-status", "ok", 2);
      await calls("history", "ok", 30);
      await calls("history", "timeout", 3);
      expect(await run(providerErrors)).toEqual([
        {
          subject: "transaction-status",
          figures: { windowMinutes: 15, calls: 14, errors: 12, circuitOpen: 4 },
        },
      ]);
    });

    it("stays quiet below the minimum of calls, and for calls before the window", async () => {
      await calls("token", "network", 5);
      await calls("history", "http_5xx", 50, ago(20 * MIN));
      expect(await run(providerErrors)).toEqual([]);
      expect(await run(providerErrors, { minCalls: 5 })).toEqual([
        { subject: "token", figures: { windowMinutes: 15, calls: 5, errors: 5, circuitOpen: 0 } },
      ]);
    });
  });

  describe("circuit open", () => {
    it("trips per host while a running instance's breaker has not closed for the threshold", async () => {
      await instance("i-1", ago(5_000));
      await instance("i-2", ago(5_000));
      await instance("gone", ago(10 * MIN));
      const breaker = (instanceId: string, host: string, state: string, changedAt: Date) =>
        db().circuitBreakerState.create({ data: { instanceId, host, state, changedAt, updatedAt: NOW } });
      await breaker("i-1", "provider.test", "open", ago(90_000));
      await breaker("i-2", "provider.test", "half-open", ago(120_000));
      await breaker("i-1", "other.test", "open", ago(10_000));
      await breaker("gone", "stale.test", "open", ago(60 * MIN));
      await breaker("i-2", "fine.test", "closed", ago(60 * MIN));
      expect(await run(circuitOpen)).toEqual([
        { subject: "provider.test", figures: { instances: 2, openSeconds: 120 } },
      ]);
      expect((await run(circuitOpen, { openSeconds: 0 })).map((trip) => trip.subject).sort()).toEqual([
        "other.test",
        "provider.test",
      ]);
    });
  });

  describe("callback silence", () => {
    it("trips when no valid callback came in the window while the provider answered", async () => {
      await delivery("stored", ago(45 * MIN));
      await delivery("unauthorized", ago(5 * MIN));
      await calls("transaction-status", "ok", 3);
      expect(await run(callbackSilence)).toEqual([
        { subject: "callbacks", figures: { minutes: 30, providerAnswers: 3, minutesSinceLast: 45 } },
      ]);
    });

    it("stays quiet after a valid callback, and while the provider answers nothing", async () => {
      await calls("transaction-status", "http_5xx", 3);
      expect(await run(callbackSilence)).toEqual([]);
      await calls("transaction-status", "ok", 1);
      await delivery("duplicate", ago(10 * MIN));
      expect(await run(callbackSilence)).toEqual([]);
    });
  });

  describe("callback refusals", () => {
    it("trips when refusals reach their minimum and share, counting deliveries and anonymous refusals", async () => {
      for (let i = 0; i < 4; i++) await delivery("stored", ago(10 * MIN));
      for (let i = 0; i < 3; i++) await delivery("invalid", ago(10 * MIN));
      const minuteStart = new Date(Math.floor(ago(5 * MIN).getTime() / MIN) * MIN);
      await db().callbackRefusalCount.create({
        data: { minuteStart, hourStart: minuteStart, address: "a", kind: "unauthorized", count: 9 },
      });
      expect(await run(callbackRefusals)).toEqual([
        {
          subject: "callbacks",
          figures: { windowMinutes: 60, received: 16, refused: 12, tokenRefused: 9, shapeRefused: 3 },
        },
      ]);
      expect(await run(callbackRefusals, { refusedPercent: 80 })).toEqual([]);
      expect(await run(callbackRefusals, { minRefused: 13 })).toEqual([]);
    });
  });

  describe("jobs", () => {
    it("trips for failed exports in the window, or one queued too long", async () => {
      const owner = await makeUser(["manager"]);
      const job = (state: string, createdAt: Date, finishedAt: Date | null) =>
        db().exportJob.create({
          data: {
            ownerId: owner.id,
            userId: "u-1",
            scope: "all",
            format: "csv",
            columns: "seq",
            includeDuplicates: false,
            bom: false,
            locale: "en",
            timeZone: "UTC",
            maxEntries: 10,
            state,
            createdAt,
            finishedAt,
          },
        });
      await job("failed", ago(30 * MIN), ago(20 * MIN));
      await job("failed", ago(30 * MIN), ago(20 * MIN));
      await job("failed", ago(120 * MIN), ago(90 * MIN));
      await job("queued", ago(5 * MIN), null);
      expect(await run(exportJobs)).toEqual([]);
      expect(await run(exportJobs, { minFailed: 2 })).toEqual([
        {
          subject: "exports",
          figures: { windowMinutes: 60, failed: 2, queued: 1, oldestQueuedMinutes: 5 },
        },
      ]);
      expect(await run(exportJobs, { queuedMinutes: 5 })).toHaveLength(1);
    });

    it("trips for reconciliation runs the same way", async () => {
      const owner = await makeUser(["manager"]);
      await db().reconcileRun.create({
        data: { ownerId: owner.id, source: "paste", createdAt: ago(40 * MIN) },
      });
      expect(await run(reconcileRuns)).toEqual([
        {
          subject: "reconciliation",
          figures: { windowMinutes: 60, failed: 0, queued: 1, oldestQueuedMinutes: 40 },
        },
      ]);
      await db().reconcileRun.updateMany({ data: { state: "running" } });
      expect(await run(reconcileRuns)).toEqual([]);
    });
  });

  describe("instance heartbeat", () => {
    it("trips for each instance not seen for the threshold", async () => {
      await instance("alive", ago(10_000));
      await instance("silent", ago(95_000));
      expect(await run(instanceHeartbeat)).toEqual([
        { subject: "silent", figures: { secondsSinceSeen: 95 } },
      ]);
      expect(await run(instanceHeartbeat, { missingSeconds: 120 })).toEqual([]);
    });
  });

  describe("retention purge", () => {
    it("trips when the last passes all failed, and clears with a pass that succeeds", async () => {
      const pass = (minutesAgo: number, failure: string | null) =>
        db().retentionRun.create({
          data: {
            instanceId: "i",
            startedAt: ago(minutesAgo * MIN),
            finishedAt: ago(minutesAgo * MIN),
            deleted: "{}",
            failure,
          },
        });
      await pass(300, null);
      await pass(120, "database_error");
      expect(await run(retentionPurge)).toEqual([]);
      await pass(60, "database_error");
      expect(await run(retentionPurge)).toEqual([
        { subject: "retention", figures: { failedRuns: 2, minutesSinceSuccess: 300 } },
      ]);
      await pass(1, null);
      expect(await run(retentionPurge)).toEqual([]);
    });
  });

  describe("notifications given up", () => {
    it("trips for notifications given up in the window", async () => {
      const notification = (dedupeKey: string, state: string, createdAt: Date) =>
        db().notification.create({
          data: {
            kind: "alert.opened",
            params: "{}",
            channel: "email",
            address: "a@example.test",
            dedupeKey,
            state,
            createdAt,
          },
        });
      await notification("a", "sent", ago(MIN));
      await notification("b", "failed", ago(25 * 60 * MIN));
      expect(await run(notificationsFailed)).toEqual([]);
      await notification("c", "failed", ago(2 * 60 * MIN));
      expect(await run(notificationsFailed)).toEqual([
        { subject: "notifications", figures: { windowHours: 24, failed: 1 } },
      ]);
    });
  });
});
