import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { testSandbox } from "@/sandbox/test-sandbox";
import { readState, setKnobs } from "@/sandbox/testing";
import { testClientConfig } from "@/test/sandbox-client";
import { createProviderClient, type ProviderClientDependencies } from "./client";
import type { ProviderClientConfigInput } from "./config";
import {
  ProviderBadResponse,
  ProviderError,
  ProviderRateLimited,
  ProviderStatusError,
  ProviderUnauthorized,
  ProviderUnavailable,
} from "./errors";
import { type HttpSend, sendHttp } from "./http";
import { MemoryTokenStore } from "./token-store-memory";

const sandbox = testSandbox();

function makeClient(
  overrides: Partial<ProviderClientConfigInput> = {},
  dependencies: Partial<ProviderClientDependencies> = {},
) {
  const sleeps: number[] = [];
  const tokenStore = dependencies.tokenStore ?? new MemoryTokenStore();
  const client = createProviderClient(testClientConfig(sandbox(), overrides), {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...dependencies,
    tokenStore,
  });
  return { client, sleeps, tokenStore };
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

function expectNoSecrets(error: Error, ...secrets: string[]) {
  for (const secret of secrets) expect(error.message).not.toContain(secret);
}

const SETTLED_REQUEST_ID = "00000000-0000-4000-8000-000000000000";

describe("4.1 transaction status", () => {
  it("finds the same record by requestId and by partnerId", async () => {
    const { client } = makeClient();
    const byRequestId = await client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId");
    const byPartnerId = await client.getTransactionStatus("ord-0000-00000000", "partnerId");
    expect(byRequestId.status).toBe(100);
    expect(byRequestId.statusMessage).toBe("success");
    expect(byRequestId.body).toEqual(byPartnerId.body);
    expect(byRequestId.body).toMatchObject({ transactionId: "ord-0000-00000000", trxStatus: "settled" });
    expect(byRequestId.body.paidTs).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
  });

  it("reports pending, failed and refunded transactions", async () => {
    const { client } = makeClient();
    const statuses = await Promise.all(
      ["1", "2", "3"].map((index) => client.getTransactionStatus(`ord-0000-0000000${index}`, "partnerId")),
    );
    expect(statuses.map((answer) => answer.body.trxStatus)).toEqual(["pending", "failed", "refunded"]);
    expect(statuses[0]?.body.settlementTs).toBeUndefined();
  });

  it("reports the sandbox's answer for an unknown transaction as received, giving it no meaning", async () => {
    const { client } = makeClient();
    const error = await caught(client.getTransactionStatus("ord-0000-99999999", "partnerId"));
    expect(error).toBeInstanceOf(ProviderStatusError);
    expect(error).toMatchObject({ status: 404, statusMessage: "transaction not found", httpStatus: 404 });
    // A well-formed id whose tail points at a real entry but whose random part is made up.
    const forged = await caught(
      client.getTransactionStatus("12345678-0000-4000-8000-000000000000", "requestId"),
    );
    expect(forged).toMatchObject({ status: 404, statusMessage: "transaction not found" });
  });

  it("finds the transaction behind a history entry", async () => {
    const { client } = makeClient();
    const page = await client.getHistory({ userId: "user-0001", seqId: 0, limit: 50 });
    const bill = page.body.transactions.find(
      (entry) => entry.parsedDetails.kind === "payment_bill" && entry.parsedDetails.data.trxId,
    );
    expect(bill).toBeDefined();
    if (bill?.parsedDetails.kind !== "payment_bill") return;
    const trxId = bill.parsedDetails.data.trxId ?? "";
    const status = await client.getTransactionStatus(trxId, "requestId");
    expect(status.body.requestId).toBe(trxId);
    expect(status.body.paidAmount).toBe(bill.amount);
  });
});

describe("4.2 history", () => {
  it("returns pages in descending seq with the request id echoed", async () => {
    const { client } = makeClient();
    const page = await client.getHistory({ userId: "user-big", seqId: 0, limit: 40 });
    const seqs = page.body.transactions.map((entry) => entry.seq);
    expect(seqs).toHaveLength(40);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(page.requestId).toMatch(/^sandbox-client\d{14}\d{4}$/);
    expect(page.type).toBe("aggregator_transaction_history");
  });

  it("pages inclusively: the next page starts with the entry given as seqId", async () => {
    await setKnobs(sandbox(), { paging: "inclusive" });
    const { client } = makeClient();
    const first = await client.getHistory({ userId: "user-demo", seqId: 0, limit: 5 });
    const last = first.body.transactions.at(-1);
    const second = await client.getHistory({ userId: "user-demo", seqId: last?.seq ?? 0, limit: 5 });
    expect(second.body.transactions[0]?.seq).toBe(last?.seq);
  });

  it("pages exclusively: the next page starts below seqId", async () => {
    await setKnobs(sandbox(), { paging: "exclusive" });
    const { client } = makeClient();
    const seen: number[] = [];
    let seqId = 0;
    for (;;) {
      const page = await client.getHistory({ userId: "user-demo", seqId, limit: 5 });
      const seqs = page.body.transactions.map((entry) => entry.seq);
      if (seqs.length === 0) break;
      seen.push(...seqs);
      seqId = seqs.at(-1) ?? 0;
    }
    expect(seen).toHaveLength(13);
    expect(new Set(seen).size).toBe(13);
  });

  it("clamps the page size to the configured maximum", async () => {
    await setKnobs(sandbox(), { maxLimit: 7 });
    const { client } = makeClient();
    const page = await client.getHistory({ userId: "user-big", seqId: 0, limit: 50 });
    expect(page.body.transactions).toHaveLength(7);
  });

  it("answers an empty history for an empty or unknown user", async () => {
    const { client } = makeClient();
    expect(
      (await client.getHistory({ userId: "user-empty", seqId: 0, limit: 10 })).body.transactions,
    ).toEqual([]);
    expect((await client.getHistory({ userId: "nobody", seqId: 0, limit: 10 })).body.transactions).toEqual(
      [],
    );
  });
});

describe("token lifecycle", () => {
  it("issues one token for 50 concurrent callers on a cold store", async () => {
    // What is counted is the token requests: a loaded machine must not turn a slow answer into a retry.
    const { client } = makeClient({ timeoutMs: 30_000 });
    const pages = await Promise.all(
      Array.from({ length: 50 }, () => client.getHistory({ userId: "user-few", seqId: 0, limit: 3 })),
    );
    expect(pages.every((page) => page.body.transactions.length === 3)).toBe(true);
    const state = await readState(sandbox());
    expect(state.tokenIssues).toBe(1);
    expect(state.requestCounts.history).toBe(50);
  });

  it("refreshes once and retries once when the token expired", async () => {
    const { client } = makeClient();
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    await setKnobs(sandbox(), { fault: "token-expired", faultCount: 1 });
    const page = await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    expect(page.body.transactions).toHaveLength(1);
    const state = await readState(sandbox());
    expect(state.tokenIssues).toBe(2);
    expect(state.requestCounts.history).toBe(3);
  });

  it("gives up with ProviderUnauthorized when the fresh token is refused too", async () => {
    const { client } = makeClient();
    await setKnobs(sandbox(), { fault: "token-expired" });
    const error = await caught(client.getHistory({ userId: "user-few", seqId: 0, limit: 1 }));
    expect(error).toBeInstanceOf(ProviderUnauthorized);
    expect((await readState(sandbox())).tokenIssues).toBe(2);
    expectNoSecrets(error, sandbox().config.clientSecret);
  });

  it("recovers when another holder of the credentials superseded the stored token", async () => {
    const { client, tokenStore } = makeClient();
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    const before = await tokenStore.get();
    const other = makeClient();
    await other.client.requestToken();
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    const after = await tokenStore.get();
    expect(after?.token).not.toBe(before?.token);
    expect((await readState(sandbox())).tokenIssues).toBe(3);
  });

  it("refreshes ahead of expiry", async () => {
    await setKnobs(sandbox(), { tokenTtlMs: 60_000 });
    const { client } = makeClient({ tokenRefreshMarginMs: 120_000 });
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    expect((await readState(sandbox())).tokenIssues).toBe(2);
  });

  it("reports wrong client credentials as ProviderUnauthorized without echoing them", async () => {
    const { client } = makeClient({ clientSecret: "not-the-secret" });
    const error = await caught(client.getHistory({ userId: "user-few", seqId: 0, limit: 1 }));
    expect(error).toBeInstanceOf(ProviderUnauthorized);
    expect(error.operation).toBe("token");
    expectNoSecrets(error, "not-the-secret", sandbox().config.clientSecret);
  });

  it("is rejected by the sandbox when the signature is wrong", async () => {
    const wrongSignature: HttpSend = (operation, request) =>
      sendHttp(operation, {
        ...request,
        headers:
          "Signature" in request.headers
            ? { ...request.headers, Signature: "0".repeat(64) }
            : request.headers,
      });
    const { client } = makeClient({}, { send: wrongSignature });
    const error = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
    expect(error).toBeInstanceOf(ProviderUnauthorized);
    expect(error.message).toMatch(/signing scheme/);
  });

  it("is rejected by the sandbox when its clock is off beyond the allowed skew", async () => {
    const { client } = makeClient({}, { now: () => Date.now() - 10 * 60_000 });
    const error = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
    expect(error).toBeInstanceOf(ProviderUnauthorized);
    expect(error.message).toMatch(/clock/);
  });
});

describe("fault knobs", () => {
  it("retries a 5xx and succeeds", async () => {
    await setKnobs(sandbox(), { fault: "5xx", faultCount: 2 });
    const { client, sleeps } = makeClient();
    const page = await client.getHistory({ userId: "user-few", seqId: 0, limit: 3 });
    expect(page.body.transactions).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect((await readState(sandbox())).requestCounts.history).toBe(3);
  });

  it("surfaces ProviderUnavailable when 5xx persists, after the bounded retries", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    const { client } = makeClient();
    const error = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ reason: "http_5xx", httpStatus: 503 });
    expect((await readState(sandbox())).requestCounts.status).toBe(3);
  });

  it("times out a hanging call and retries it", async () => {
    await setKnobs(sandbox(), { fault: "hang", faultCount: 1 });
    const { client } = makeClient({ timeoutMs: 150 });
    const started = performance.now();
    const page = await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    expect(page.body.transactions).toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("surfaces a timeout when every attempt hangs", async () => {
    await setKnobs(sandbox(), { fault: "hang" });
    const { client } = makeClient({
      timeoutMs: 100,
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const error = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
    expect(error).toMatchObject({ code: "provider_unavailable", reason: "timeout" });
  });

  it("reports malformed JSON as ProviderBadResponse without retrying", async () => {
    await setKnobs(sandbox(), { fault: "malformed-json" });
    const { client } = makeClient();
    const error = await caught(client.getHistory({ userId: "user-few", seqId: 0, limit: 1 }));
    expect(error).toBeInstanceOf(ProviderBadResponse);
    expect(error).toMatchObject({ reason: "invalid_json" });
    expect(error.message).not.toContain("succ");
    expect((await readState(sandbox())).requestCounts.history).toBe(1);
  });

  it("reports a non-100 status with the provider's message", async () => {
    await setKnobs(sandbox(), { fault: "non-100" });
    const { client } = makeClient();
    const error = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
    expect(error).toBeInstanceOf(ProviderStatusError);
    expect(error).toMatchObject({ status: 500, statusMessage: "general error, please try again" });
  });

  it("waits out a 429 with Retry-After in seconds within the cap", async () => {
    await setKnobs(sandbox(), { fault: "429", faultCount: 1, retryAfter: "2" });
    const { client, sleeps } = makeClient();
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    expect(sleeps).toEqual([2000]);
  });

  it("honours Retry-After given as an HTTP date", async () => {
    const inThreeSeconds = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3000).toUTCString();
    await setKnobs(sandbox(), { fault: "429", faultCount: 1, retryAfter: inThreeSeconds });
    const { client, sleeps } = makeClient();
    await client.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(1500);
    expect(sleeps[0]).toBeLessThanOrEqual(4000);
  });

  it("surfaces ProviderRateLimited when asked to wait beyond the cap", async () => {
    await setKnobs(sandbox(), { fault: "429", retryAfter: "120" });
    const { client, sleeps } = makeClient();
    const error = await caught(client.getHistory({ userId: "user-few", seqId: 0, limit: 1 }));
    expect(error).toBeInstanceOf(ProviderRateLimited);
    expect(error).toMatchObject({ retryAfterMs: 120_000 });
    expect(sleeps).toEqual([]);
  });

  it("applies faults only to the chosen operations", async () => {
    await setKnobs(sandbox(), { fault: "5xx", faultOperations: ["history"] });
    const { client } = makeClient();
    await expect(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId")).resolves.toBeDefined();
    await expect(client.getHistory({ userId: "user-few", seqId: 0, limit: 1 })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it("slows answers by the latency knob", async () => {
    const { client } = makeClient();
    await client.requestToken();
    await setKnobs(sandbox(), { latencyMs: 60 });
    const started = performance.now();
    await client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId");
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe("circuit breaker", () => {
  it("opens after consecutive failures, fails fast, and recovers after the cool-down", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    const { client } = makeClient({
      retry: { maxAttempts: 1 },
      circuitBreaker: { failureThreshold: 3, cooldownMs: 120 },
    });
    await client.requestToken().catch(() => undefined);
    for (let call = 0; call < 3; call++) {
      expect(await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"))).toMatchObject({
        reason: "http_5xx",
      });
    }
    const countBefore = (await readState(sandbox())).requestCounts.status;
    const fast = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
    expect(fast).toMatchObject({ code: "provider_unavailable", reason: "circuit_open" });
    expect((await readState(sandbox())).requestCounts.status).toBe(countBefore);

    await setKnobs(sandbox(), { fault: "none" });
    await new Promise((resolve) => setTimeout(resolve, 140));
    await expect(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId")).resolves.toBeDefined();
    await expect(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId")).resolves.toBeDefined();
  });
});

describe("redirects", () => {
  it("never follows a redirect, even to a host that would answer", async () => {
    let followed = false;
    const target = createServer((_request, response) => {
      followed = true;
      response.end("{}");
    });
    const redirector = createServer((_request, response) => {
      const { port } = target.address() as AddressInfo;
      response.writeHead(302, { Location: `http://127.0.0.1:${port}/steal` });
      response.end();
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = redirector.address() as AddressInfo;
      const { client } = makeClient({ statusBaseUrl: `http://127.0.0.1:${port}` });
      const error = await caught(client.getTransactionStatus(SETTLED_REQUEST_ID, "requestId"));
      expect(error).toBeInstanceOf(ProviderBadResponse);
      expect(error).toMatchObject({ reason: "redirect", httpStatus: 302 });
      expect(followed).toBe(false);
    } finally {
      target.close();
      redirector.close();
    }
  });
});

describe("history answer checks", () => {
  it("refuses a page holding another user's entries", async () => {
    const target = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const sent = JSON.parse(Buffer.concat(chunks).toString()) as { requestId: string };
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({
            requestId: sent.requestId,
            type: "aggregator_transaction_history",
            status: 100,
            statusMessage: "success",
            ts: String(Date.now()),
            body: {
              transactions: [
                {
                  seq: 2,
                  ts: 2,
                  type: "payment_bill",
                  msgId: "m2",
                  userId: "user-few",
                  amount: "IDR 1.00",
                  details: "{}",
                },
                {
                  seq: 1,
                  ts: 1,
                  type: "payment_bill",
                  msgId: "m1",
                  userId: "user-0002",
                  amount: "IDR 1.00",
                  details: "{}",
                },
              ],
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = target.address() as AddressInfo;
      const { client } = makeClient({ historyBaseUrl: `http://127.0.0.1:${port}` });
      const error = await caught(client.getHistory({ userId: "user-few", seqId: 0, limit: 2 }));
      expect(error).toMatchObject({
        code: "provider_bad_response",
        fieldPaths: ["body.transactions.1.userId"],
      });
    } finally {
      target.close();
    }
  });
});
