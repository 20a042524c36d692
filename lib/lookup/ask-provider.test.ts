import { beforeAll, describe, expect, it } from "vitest";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { ProviderBadResponse, ProviderStatusError, ProviderUnavailable } from "@/lib/provider/errors";
import { transactionStatusResponseSchema } from "@/lib/provider/schemas/transaction-status";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { codeBook } from "@/lib/provider-codes/code-text";
import { DEFAULT_CODES } from "@/lib/provider-codes/defaults";
import { testSandbox } from "@/sandbox/test-sandbox";
import { readState, setKnobs } from "@/sandbox/testing";
import { SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";
import { testClientConfig } from "@/test/sandbox-client";
import { askProvider } from "./ask-provider";

/** The dictionary as shipped, and with the admin's mark on the sandbox's not-found status. */
const SHIPPED = codeBook(DEFAULT_CODES);
const MARKED = codeBook([...DEFAULT_CODES, SANDBOX_NOT_FOUND_STATUS]);

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
    const answer = await askProvider(client, { q: SETTLED.requestId, kind: "auto" }, MARKED);
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
    expect(await askProvider(client, { q: REFUNDED.partnerId, kind: "auto" }, MARKED)).toMatchObject({
      outcome: "found",
      matchedKind: "partnerId",
      record: { requestId: REFUNDED.requestId, trxStatus: "refunded" },
    });
    expect(
      await askProvider(client, { q: REFUNDED.requestId.toUpperCase(), kind: "auto" }, MARKED),
    ).toMatchObject({
      outcome: "found",
      matchedKind: "requestId",
    });
  });

  it("falls back to the other kind when the chosen one finds nothing, and says which matched", async () => {
    const answer = await askProvider(client, { q: SETTLED.requestId, kind: "partnerId" }, MARKED);
    expect(answer).toMatchObject({
      outcome: "found",
      matchedKind: "requestId",
      tried: ["partnerId", "requestId"],
    });
  });

  it("answers not found, both kinds tried, only for an answer the dictionary marks so", async () => {
    expect(await askProvider(client, { q: "ord-0000-99999999", kind: "auto" }, MARKED)).toEqual({
      outcome: "not_found",
      query: "ord-0000-99999999",
      tried: ["partnerId", "requestId"],
    });
  });

  it("without the mark, shows the sandbox's not-found answer as received and stops at the first kind", async () => {
    await askProvider(client, { q: SETTLED.requestId, kind: "auto" }, SHIPPED); // a token the sandbox knows
    const before = (await readState(sandbox())).requestCounts.status ?? 0;
    const error = await askProvider(client, { q: "ord-0000-99999999", kind: "auto" }, SHIPPED).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProviderStatusError);
    expect(error).toMatchObject({ status: 404, statusMessage: "transaction not found" });
    expect(((await readState(sandbox())).requestCounts.status ?? 0) - before).toBe(1);
  });

  it("reads an HTTP status without a body status as not found only when that HTTP status is marked", async () => {
    const bare = new ProviderBadResponse("transaction-status", "unexpected_http_status", 410);
    const source = {
      getTransactionStatus: async () => {
        throw bare;
      },
    };
    const q = { q: "ord-0000-99999999", kind: "auto" } as const;
    await expect(askProvider(source, q, MARKED)).rejects.toBe(bare);
    const gone = codeBook([
      { ...SANDBOX_NOT_FOUND_STATUS, field: "httpStatus", code: "410" },
      // A mark on the body's status says nothing of an HTTP status of the same digits, and the reverse.
      { ...SANDBOX_NOT_FOUND_STATUS, field: "answerStatus", code: "410", meansNotFound: false },
    ]);
    expect(await askProvider(source, q, gone)).toMatchObject({ outcome: "not_found" });
    const withBody = new ProviderStatusError("transaction-status", 410, "gone", 410);
    await expect(askProvider({ getTransactionStatus: () => Promise.reject(withBody) }, q, gone)).rejects.toBe(
      withBody,
    );
  });

  it("stops at a provider failure instead of trying the other kind", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    const before = (await readState(sandbox())).requestCounts.status ?? 0;
    await expect(askProvider(client, { q: SETTLED.partnerId, kind: "auto" }, MARKED)).rejects.toBeInstanceOf(
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
      SHIPPED,
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
