import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ProviderRateLimited, ProviderStatusError } from "@/lib/provider/errors";
import type { TransactionStatusResponse } from "@/lib/provider/schemas/transaction-status";
import { upsertProviderCode } from "@/lib/provider-codes/dictionary";
import { makeUser, resetDb } from "@/test/db";
import { SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";
import type { TransactionStatusSource } from "./ask-provider";
import { listRecentLookups } from "./recent";
import { searchTransaction } from "./search";

const REQUEST_ID = "00000000-0000-4000-8000-000000000000";
const PARTNER_ID = "ord-0000-00000000";

const response: TransactionStatusResponse = {
  requestId: "11111111-1111-4111-8111-111111111111",
  status: 100,
  statusMessage: "success",
  body: {
    requestId: REQUEST_ID,
    transactionId: PARTNER_ID,
    trxStatus: "settled",
    paidAmount: "IDR 58500.00",
  },
};

/** A provider that knows one transaction, by either kind, and answers any other as the sandbox does. */
const knowsOne: TransactionStatusSource = {
  async getTransactionStatus(id, kind) {
    if (id === (kind === "requestId" ? REQUEST_ID : PARTNER_ID)) return response;
    throw new ProviderStatusError("transaction-status", 404, "transaction not found", 404);
  },
};

async function context(client: () => Promise<TransactionStatusSource>) {
  const user = await makeUser(["agent"]);
  return { user: { id: user.id, email: user.email }, ip: "10.0.0.7", client };
}

async function auditEvents() {
  const events = await db().auditEvent.findMany({ where: { action: "lookup.search" } });
  return events.map((e) => ({
    actorEmail: e.actorEmail,
    target: `${e.targetType}:${e.targetId}`,
    outcome: e.outcome,
    detail: JSON.parse(e.detail ?? "{}"),
    ip: e.ip,
  }));
}

describe("searchTransaction", () => {
  beforeEach(async () => {
    await resetDb();
    // What an admin records: the contract does not say how the provider says "no such transaction".
    await upsertProviderCode(db(), SANDBOX_NOT_FOUND_STATUS, "admin@example.test");
  });

  it("audits who looked up which identifier and what came of it, and remembers it", async () => {
    const ctx = await context(async () => knowsOne);
    const answer = await searchTransaction(db(), ctx, { q: PARTNER_ID, kind: "auto" });
    expect(answer).toMatchObject({ outcome: "found", matchedKind: "partnerId" });
    expect(await auditEvents()).toEqual([
      {
        actorEmail: ctx.user.email,
        target: `partnerId:${PARTNER_ID}`,
        outcome: "success",
        detail: { result: "found" },
        ip: "10.0.0.7",
      },
    ]);
    expect(await listRecentLookups(db(), ctx.user.id)).toMatchObject([
      { query: PARTNER_ID, kind: "auto", matchedKind: "partnerId", outcome: "found" },
    ]);
  });

  it("records a lookup that found nothing under either kind", async () => {
    const ctx = await context(async () => knowsOne);
    const answer = await searchTransaction(db(), ctx, { q: "ord-0000-99999999", kind: "requestId" });
    expect(answer).toEqual({
      outcome: "not_found",
      query: "ord-0000-99999999",
      tried: ["requestId", "partnerId"],
    });
    expect(await auditEvents()).toMatchObject([
      { target: "identifier:ord-0000-99999999", outcome: "success", detail: { result: "not_found" } },
    ]);
    expect(await listRecentLookups(db(), ctx.user.id)).toMatchObject([
      { kind: "requestId", matchedKind: null, outcome: "not_found" },
    ]);
  });

  it("audits but does not remember a not-found from a history entry's link; a found one it remembers", async () => {
    const ctx = await context(async () => knowsOne);
    const fromHistory = { kind: "partnerId", from: "history" } as const;
    const missed = await searchTransaction(db(), ctx, { q: "ord-0000-99999999", ...fromHistory });
    expect(missed.outcome).toBe("not_found");
    expect(await auditEvents()).toMatchObject([
      { target: "identifier:ord-0000-99999999", detail: { result: "not_found" } },
    ]);
    expect(await listRecentLookups(db(), ctx.user.id)).toEqual([]);

    const hit = await searchTransaction(db(), ctx, { q: PARTNER_ID, ...fromHistory });
    expect(hit.outcome).toBe("found");
    expect(await listRecentLookups(db(), ctx.user.id)).toMatchObject([
      { query: PARTNER_ID, kind: "partnerId", outcome: "found" },
    ]);
  });

  it("without the admin's mark, fails with the provider's answer as received, after one kind", async () => {
    await db().providerCode.deleteMany({});
    const ctx = await context(async () => knowsOne);
    await expect(
      searchTransaction(db(), ctx, { q: "ord-0000-99999999", kind: "auto" }),
    ).rejects.toMatchObject({
      code: "provider_status_error",
      status: 404,
      statusMessage: "transaction not found",
    });
    expect(await auditEvents()).toMatchObject([
      { outcome: "failure", detail: { result: "provider_status_error" } },
    ]);
    expect(await listRecentLookups(db(), ctx.user.id)).toMatchObject([{ outcome: "failed" }]);
  });

  it("audits a provider failure with its code and passes the failure on", async () => {
    const ctx = await context(async () => ({
      getTransactionStatus: async () => {
        throw new ProviderRateLimited("transaction-status", 30_000);
      },
    }));
    await expect(searchTransaction(db(), ctx, { q: REQUEST_ID, kind: "auto" })).rejects.toBeInstanceOf(
      ProviderRateLimited,
    );
    expect(await auditEvents()).toMatchObject([
      { target: `identifier:${REQUEST_ID}`, outcome: "failure", detail: { result: "provider_rate_limited" } },
    ]);
    expect(await listRecentLookups(db(), ctx.user.id)).toMatchObject([{ outcome: "failed" }]);
  });

  it("audits a missing provider connection like any other failure", async () => {
    const ctx = await context(async () => {
      throw new AppError("provider_not_configured");
    });
    await expect(searchTransaction(db(), ctx, { q: REQUEST_ID, kind: "auto" })).rejects.toThrow(
      "provider_not_configured",
    );
    expect(await auditEvents()).toMatchObject([
      { outcome: "failure", detail: { result: "provider_not_configured" } },
    ]);
  });
});
