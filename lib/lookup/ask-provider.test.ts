import { beforeAll, describe, expect, it } from "vitest";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { ProviderUnavailable } from "@/lib/provider/errors";
import { transactionStatusResponseSchema } from "@/lib/provider/schemas/transaction-status";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { readState, setKnobs } from "@/sandbox/testing";
import { testClientConfig } from "@/test/sandbox-client";
import { askProvider } from "./ask-provider";

const SETTLED = { requestId: "00000000-0000-4000-8000-000000000000", partnerId: "ord-0000-00000000" };
const REFUNDED = { requestId: "00000000-0000-4000-8000-000000000003", partnerId: "ord-0000-00000003" };

const sandbox = testSandbox();
let client: ProviderClient;

beforeAll(async () => {
  client = createProviderClient(testClientConfig(sandbox()), {
    tokenStore: new MemoryTokenStore(),
    sleep: async () => {},
  });
});

describe("askProvider against the sandbox", () => {
  it("finds a transaction by the provider's requestId on the first try", async () => {
    const answer = await askProvider(client, { q: SETTLED.requestId, kind: "auto" });
    expect(answer).toMatchObject({ outcome: "found", matchedKind: "requestId", tried: ["requestId"] });
    if (answer.outcome !== "found") throw new Error("expected a record");
    expect(answer.record).toMatchObject({
      requestId: SETTLED.requestId,
      transactionId: SETTLED.partnerId,
      trxStatus: "settled",
      paidAmount: "IDR 58500.00",
    });
    expect(answer.record.responseRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.record.extra).toEqual([]);
  });

  it("finds a transaction by the partner's id, and an upper-case UUID as the provider's id", async () => {
    expect(await askProvider(client, { q: REFUNDED.partnerId, kind: "auto" })).toMatchObject({
      outcome: "found",
      matchedKind: "partnerId",
      record: { requestId: REFUNDED.requestId, trxStatus: "refunded" },
    });
    expect(await askProvider(client, { q: REFUNDED.requestId.toUpperCase(), kind: "auto" })).toMatchObject({
      outcome: "found",
      matchedKind: "requestId",
    });
  });

  it("falls back to the other kind when the chosen one finds nothing, and says which matched", async () => {
    const answer = await askProvider(client, { q: SETTLED.requestId, kind: "partnerId" });
    expect(answer).toMatchObject({
      outcome: "found",
      matchedKind: "requestId",
      tried: ["partnerId", "requestId"],
    });
  });

  it("answers not found with both kinds tried", async () => {
    expect(await askProvider(client, { q: "ord-0000-99999999", kind: "auto" })).toEqual({
      outcome: "not_found",
      query: "ord-0000-99999999",
      tried: ["partnerId", "requestId"],
    });
  });

  it("stops at a provider failure instead of trying the other kind", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    const before = (await readState(sandbox())).requestCounts.status ?? 0;
    await expect(askProvider(client, { q: SETTLED.partnerId, kind: "auto" })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    // Three attempts of the first kind (the client's retries), none of the second.
    expect(((await readState(sandbox())).requestCounts.status ?? 0) - before).toBe(3);
  });
});

describe("askProvider with fields the spec does not name", () => {
  it("keeps them for the 'more' section instead of dropping them", async () => {
    const response = transactionStatusResponseSchema.parse({
      requestId: "11111111-1111-4111-8111-111111111111",
      status: 100,
      statusMessage: "success",
      traceId: "abc",
      body: {
        requestId: SETTLED.requestId,
        transactionId: SETTLED.partnerId,
        trxStatus: "chargeback_review",
        paidAmount: "IDR 1.00",
        channel: "QRIS",
        customer: { tier: 2 },
      },
    });
    const answer = await askProvider(
      { getTransactionStatus: async () => response },
      { q: SETTLED.requestId, kind: "auto" },
    );
    if (answer.outcome !== "found") throw new Error("expected a record");
    expect(answer.record.trxStatus).toBe("chargeback_review");
    expect(answer.record.extra).toEqual([
      ["channel", "QRIS"],
      ["customer", '{"tier":2}'],
      ["response.traceId", "abc"],
    ]);
    expect(answer.record).toMatchObject({ merchantId: null, mdrFeeAmount: null, paidTs: null });
  });
});
