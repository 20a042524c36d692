import { describe, expect, it } from "vitest";
import { testSandbox } from "@/sandbox/test-sandbox";
import { setKnobs } from "@/sandbox/testing";
import { testClientConfig } from "@/test/sandbox-client";
import type { ProviderCall } from "./call-observer";
import { CircuitBreakerRegistry, type CircuitState } from "./circuit-breaker";
import { createProviderClient } from "./client";
import type { ProviderClientConfigInput } from "./config";
import { MemoryTokenStore } from "./token-store-memory";

const sandbox = testSandbox();

const SETTLED_REQUEST_ID = "00000000-0000-4000-8000-000000000000";

function observedClient(overrides: Partial<ProviderClientConfigInput> = {}) {
  const calls: ProviderCall[] = [];
  const changes: { host: string; state: CircuitState }[] = [];
  const config = testClientConfig(sandbox(), overrides);
  const client = createProviderClient(config, {
    tokenStore: new MemoryTokenStore(),
    sleep: async () => {},
    observer: (call) => calls.push(call),
    circuitBreakers: new CircuitBreakerRegistry({
      failureThreshold: overrides.circuitBreaker?.failureThreshold ?? 50,
      cooldownMs: overrides.circuitBreaker?.cooldownMs ?? 1_000,
      now: Date.now,
      onChange: (host, state) => changes.push({ host, state }),
    }),
  });
  const outcomes = () => calls.map((call) => `${call.operation} ${call.outcome}`);
  return { client, calls, changes, outcomes };
}

describe("the provider client's observer", () => {
  it("is told of every exchange with its outcome, latency and the provider's requestId", async () => {
    const { client, calls, outcomes } = observedClient();
    const answer = await client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId");
    const page = await client.getHistory({ userId: "user-few", seqId: 0, limit: 10 });
    expect(outcomes()).toEqual(["token ok", "transaction-status ok", "history ok"]);
    expect(calls.map((call) => call.providerRequestId)).toEqual([null, answer.requestId, page.requestId]);
    const host = new URL(sandbox().url).host;
    for (const call of calls) {
      expect(call.host).toBe(host);
      expect(call.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it("counts each retry of a 5xx, and an answer with another status (the sandbox's not-found) as such", async () => {
    await setKnobs(sandbox(), { fault: "5xx", faultCount: 2 });
    const { client, outcomes } = observedClient();
    await client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId");
    await client.getTransactionStatus("ord-0000-99999999", "partnerId").catch(() => undefined);
    expect(outcomes()).toEqual([
      "token ok",
      "transaction-status http_5xx",
      "transaction-status http_5xx",
      "transaction-status ok",
      "transaction-status status_error",
    ]);
  });

  it("reports a refused token, the refresh and the repeat, and the history request's id on a failure", async () => {
    await setKnobs(sandbox(), { fault: "token-expired", faultCount: 1, faultOperations: ["history"] });
    const { client, calls, outcomes } = observedClient();
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 10 });
    expect(outcomes()).toEqual(["token ok", "history unauthorized", "token ok", "history ok"]);
    const [refused, repeated] = calls.filter((call) => call.operation === "history");
    // The repeat sends the same request again: one requestId for both exchanges.
    expect(refused?.providerRequestId).toMatch(/^sandbox-client\d{18}$/);
    expect(repeated?.providerRequestId).toBe(refused?.providerRequestId);
    await setKnobs(sandbox(), { fault: "malformed-json", faultCount: 1 });
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 10 }).catch(() => undefined);
    expect(outcomes().at(-1)).toBe("history bad_response");
  });

  it("reports calls the open breaker refused, without a latency, and the breaker's changes", async () => {
    await setKnobs(sandbox(), { fault: "5xx", faultOperations: ["status"] });
    const { client, calls, changes } = observedClient({
      retry: { maxAttempts: 1 },
      circuitBreaker: { failureThreshold: 2, cooldownMs: 60_000 },
    });
    for (let i = 0; i < 3; i++)
      await client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId").catch(() => {});
    const status = calls.filter((call) => call.operation === "transaction-status");
    expect(status.map((call) => call.outcome)).toEqual(["http_5xx", "http_5xx", "circuit_open"]);
    expect(status[2]?.latencyMs).toBeNull();
    expect(changes.map((change) => change.state)).toEqual(["closed", "open"]);
  });
});
