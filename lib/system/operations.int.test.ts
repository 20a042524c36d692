import { beforeEach, describe, expect, it } from "vitest";
import { acceptedCallbackTokens } from "@/lib/callbacks/accepted-tokens";
import { createAnonymousCallers } from "@/lib/callbacks/anonymous-callers";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import {
  acceptTokens,
  approvedNotification,
  CURRENT_TOKEN,
  delivery,
  rejectedVariant,
} from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { createDb, db } from "@/lib/db/client";
import { CircuitBreakerRegistry, type CircuitState } from "@/lib/provider/circuit-breaker";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { setKnobs } from "@/sandbox/testing";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { testClientConfig } from "@/test/sandbox-client";
import type { BreakerState } from "./breaker-states";
import { getCallbackOverview } from "./callback-overview";
import { beat } from "./heartbeat";
import { createProviderCallRecorder } from "./provider-call-recorder";
import { getProviderOverview } from "./provider-overview";
import { recordRetentionRun } from "./retention-runs";
import type { InstanceIdentity } from "./this-instance";
import { getWorkersOverview } from "./workers-overview";

const sandbox = testSandbox();
const SETTLED = "00000000-0000-4000-8000-000000000000";

/** One app instance as far as the System page is concerned: its own client, breakers and buffered counts. */
function instance(id: string, failureThreshold: number, tokenStore: MemoryTokenStore) {
  const changes = new Map<string, Date>();
  const breakers = new CircuitBreakerRegistry({
    failureThreshold,
    cooldownMs: 60_000,
    now: Date.now,
    onChange: (host) => changes.set(host, new Date()),
  });
  // Flushed by the test, not by the timer.
  const recorder = createProviderCallRecorder({ db, flushAfterMs: 600_000 });
  const client = createProviderClient(testClientConfig(sandbox()), {
    tokenStore,
    sleep: async () => {},
    circuitBreakers: breakers,
    observer: recorder.observe,
  });
  const breakerStates = (): BreakerState[] =>
    breakers.states().map(({ host, state }) => ({ host, state, changedAt: changes.get(host)! }));
  const identity: InstanceIdentity = {
    id,
    version: "9.9.9",
    host: "test-host",
    pid: 1,
    startedAt: new Date(Date.now() - 60_000),
  };
  return { id, client, recorder, breakerStates, identity };
}

const failed = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    () => undefined,
  );

describe("the System page's figures after a scripted series of events on two instances", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("add up provider calls exactly as the script made them, whichever instance reads them", async () => {
    const tokens = new MemoryTokenStore();
    const a = instance("instance-a", 3, tokens);
    const b = instance("instance-b", 50, tokens);

    await a.client.getTransactionStatus(SETTLED, "requestId"); // token ok, 4.1 ok
    await b.client.getTransactionStatus(SETTLED, "requestId"); // 4.1 ok
    await setKnobs(sandbox(), { fault: "5xx", faultCount: 2, faultOperations: ["status"] });
    await a.client.getTransactionStatus(SETTLED, "requestId"); // 4.1 5xx, 5xx, ok
    // 4.1 "no such transaction" in the sandbox's words: the contract gives that answer no meaning, so it is a failure.
    await failed(a.client.getTransactionStatus("ord-0000-99999999", "partnerId"));
    await b.client.getHistory({ userId: "user-few", seqId: 0, limit: 10 }); // 4.2 ok
    await setKnobs(sandbox(), {
      fault: "429",
      faultCount: 1,
      retryAfter: "120",
      faultOperations: ["history"],
    });
    await failed(b.client.getHistory({ userId: "user-few", seqId: 0, limit: 10 })); // 4.2 rate limited
    await setKnobs(sandbox(), { fault: "malformed-json", faultCount: 1, faultOperations: ["history"] });
    await failed(b.client.getHistory({ userId: "user-few", seqId: 0, limit: 10 })); // 4.2 bad response
    await setKnobs(sandbox(), { fault: "5xx", faultOperations: ["status"] });
    await failed(a.client.getTransactionStatus(SETTLED, "requestId")); // 4.1 5xx ×3: a's breaker opens
    await failed(a.client.getTransactionStatus(SETTLED, "requestId")); // 4.1 refused: circuit open
    await setKnobs(sandbox(), { fault: "none" });

    // Both instances write the same minute and keys at once: the increments add up.
    await Promise.all([a.recorder.flush(), b.recorder.flush()]);
    const now = new Date();
    await Promise.all([a, b].map((i) => beat(db(), i.identity, i.breakerStates(), now)));

    const other = createDb(TEST_DATABASE_URL);
    try {
      const [seenHere, seenThere] = await Promise.all([
        getProviderOverview(db(), now),
        getProviderOverview(other, now),
      ]);
      expect(seenThere).toEqual(seenHere);
      const stats = Object.fromEntries(seenHere.operations.map((o) => [o.operation, o.lastHour]));
      expect(stats.token).toMatchObject({ calls: 1, successRate: 1, errors: {} });
      expect(stats["transaction-status"]).toMatchObject({
        calls: 10,
        successRate: 0.3,
        errors: { http_5xx: 5, circuit_open: 1, status_error: 1 },
      });
      expect(stats.history).toMatchObject({
        calls: 3,
        successRate: 1 / 3,
        errors: { rate_limited: 1, bad_response: 1 },
      });
      for (const operation of seenHere.operations) {
        expect(operation.lastDay).toEqual(operation.lastHour);
        expect(operation.lastHour.p50Ms).not.toBeNull();
        expect(operation.lastHour.p95Ms).toBeGreaterThanOrEqual(operation.lastHour.p50Ms!);
      }
      expect(seenHere.hours).toHaveLength(24);
      expect(seenHere.hours.reduce((sum, hour) => sum + hour.calls, 0)).toBe(14);
      expect(seenHere.hours.reduce((sum, hour) => sum + hour.errors, 0)).toBe(9);
      const host = new URL(sandbox().url).host;
      expect(seenHere.breakers.map((row) => [row.instanceId, row.host, row.state, row.instanceGone])).toEqual(
        [
          ["instance-a", host, "open" satisfies CircuitState, false],
          ["instance-b", host, "closed" satisfies CircuitState, false],
        ],
      );
    } finally {
      await other.$disconnect();
    }
  });

  it("count callback deliveries by outcome, anonymous refusals of both instances included", async () => {
    await acceptTokens(db(), [CURRENT_TOKEN]);
    const store = callbackStore();
    const deps = (anonymous: ReturnType<typeof createAnonymousCallers>) => ({
      store,
      key: keyring(),
      loadTokens: acceptedCallbackTokens(store),
      anonymous,
    });
    const onA = createAnonymousCallers({ perMinute: 2, db, flushAfterMs: 600_000 });
    const onB = createAnonymousCallers({ perMinute: 2, db, flushAfterMs: 600_000 });
    const send = async (request: Request, anonymous = onA) =>
      (await receiveUpgradeNotification(request, deps(anonymous))).status;

    expect(await send(delivery(approvedNotification("UPG-1")))).toBe(200);
    expect(await send(delivery(approvedNotification("UPG-2")), onB)).toBe(200);
    expect(await send(delivery(approvedNotification("UPG-A")))).toBe(200);
    expect(await send(delivery(approvedNotification("UPG-1")), onB)).toBe(200); // duplicate
    expect(await send(delivery(rejectedVariant("UPG-A")))).toBe(200); // conflict
    expect(await send(delivery("{not json", { raw: true }))).toBe(400); // invalid
    const { custId: _, ...withoutCustomer } = approvedNotification("UPG-M");
    expect(await send(delivery(withoutCustomer), onB)).toBe(400); // missing field
    const wrongToken = () =>
      delivery(approvedNotification("UPG-X"), { token: "wrong-token-wrong-token-wrong-token" });
    expect([await send(wrongToken()), await send(wrongToken()), await send(wrongToken())]).toEqual([
      401, 401, 429,
    ]);
    expect(await send(wrongToken(), onB)).toBe(401);
    await Promise.all([onA.flush(), onB.flush()]);

    const now = new Date();
    const other = createDb(TEST_DATABASE_URL);
    try {
      const [seenHere, seenThere] = await Promise.all([
        getCallbackOverview(db(), now),
        getCallbackOverview(other, now),
      ]);
      expect(seenThere).toEqual(seenHere);
      const totals: Record<string, number> = {};
      for (const hour of seenHere.hours) {
        for (const [kind, count] of Object.entries(hour.counts))
          totals[kind] = (totals[kind] ?? 0) + (count ?? 0);
      }
      expect(totals).toEqual({
        stored: 3,
        duplicate: 1,
        conflict: 1,
        invalid: 1,
        missing_field: 1,
        unauthorized: 3,
        rate_limited: 1,
      });
      expect(seenHere.lastHour).toEqual({ total: 11, refused: 6, warning: null });
      expect(seenHere.lastValidAt).not.toBeNull();
    } finally {
      await other.$disconnect();
    }
  });

  it("list every instance by its heartbeat, export jobs of the last day and the last retention passes", async () => {
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const a = instance("instance-a", 5, new MemoryTokenStore());
    const b = instance("instance-b", 5, new MemoryTokenStore());
    await beat(db(), { ...a.identity, id: "instance-stopped", startedAt: minutesAgo(1) }, [], minutesAgo(2));
    await beat(db(), { ...a.identity, startedAt: minutesAgo(10) }, [], now);
    await beat(db(), { ...b.identity, startedAt: minutesAgo(5) }, [], minutesAgo(0.5));

    const owner = await makeUser(["manager"]);
    const job = (state: string, createdAt: Date, finishedAt: Date | null = null, entriesWritten = 3) => ({
      ownerId: owner.id,
      userId: "user-few",
      scope: "all",
      format: "csv",
      columns: "[]",
      includeDuplicates: false,
      bom: false,
      locale: "en",
      timeZone: "Asia/Jakarta",
      maxEntries: 10,
      state,
      createdAt,
      finishedAt,
      entriesWritten,
    });
    await db().exportJob.createMany({
      data: [
        job("queued", minutesAgo(7)),
        job("queued", minutesAgo(3)),
        job("running", minutesAgo(9)),
        job("failed", minutesAgo(70), minutesAgo(60)),
        job("done", minutesAgo(50), minutesAgo(40)),
        // A user ID the provider has no entries for: a warning, not a plain "done".
        job("done", minutesAgo(30), minutesAgo(29), 0),
        job("failed", minutesAgo(3000), minutesAgo(2900)),
      ],
    });
    await recordRetentionRun(db(), {
      instanceId: "instance-b",
      startedAt: minutesAgo(20),
      finishedAt: minutesAgo(20),
      deleted: { sessions: 4, auditEvents: 0 },
      failure: null,
    });
    await recordRetentionRun(db(), {
      instanceId: "instance-a",
      startedAt: minutesAgo(5),
      finishedAt: minutesAgo(5),
      deleted: {},
      failure: "P1001",
    });

    const workers = await getWorkersOverview(db(), now, "instance-a");
    expect(workers.instances.map((i) => [i.id, i.gone, i.current, i.version])).toEqual([
      // Running ones first, the latest started first; then the stopped ones.
      ["instance-b", false, false, "9.9.9"],
      ["instance-a", false, true, "9.9.9"],
      ["instance-stopped", true, false, "9.9.9"],
    ]);
    expect(workers.exports).toEqual({
      queued: 2,
      running: 1,
      failed: 1,
      done: 1,
      empty: 1,
      oldestQueuedAt: minutesAgo(7).toISOString(),
    });
    expect(workers.retention.last).toMatchObject({ instanceId: "instance-a", failure: "P1001", deleted: {} });
    expect(workers.retention.lastSucceeded).toMatchObject({
      instanceId: "instance-b",
      deleted: { sessions: 4, auditEvents: 0 },
    });
  });
});
