import { describe, expect, it } from "vitest";
import { type HistoryEntry, historyPage } from "./history";
import { partnerTransactionId, readTraceableUuid } from "./ids";
import { DEMO_TRAITS } from "./traits";
import { findTransaction } from "./transactions";
import { createUserDirectory } from "./users";

const users = createUserDirectory("trx-seed", DEMO_TRAITS.length);

/** The provider's id of the entry's transaction: `trxId` of a bill, `transactionId` of a QR payment. */
function transactionIdOf(entry: HistoryEntry): string | undefined {
  try {
    const details = JSON.parse(entry.details) as { trxId?: string; transactionId?: string } | null;
    if (entry.type === "payment_bill") return details?.trxId;
    if (entry.type === "qr_invoice") return details?.transactionId;
  } catch {
    // Details that are not JSON name no transaction.
  }
  return undefined;
}

describe("findTransaction", () => {
  it("links every bill and QR payment of the history to one record, by either id", () => {
    const user = users.find("user-big");
    if (!user) throw new Error("user-big");
    const entries = historyPage(user, { seqId: 0, limit: 400, paging: "inclusive", aggregatorId: "agg" });
    const statuses = new Set<string>();
    let linked = 0;
    for (const entry of entries) {
      const trxId = transactionIdOf(entry);
      if (!trxId) continue;
      const byRequestId = findTransaction(users, "requestId", trxId, "agg");
      expect(byRequestId, trxId).not.toBeNull();
      if (!byRequestId) continue;
      expect(byRequestId.paidTs).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
      expect(byRequestId.mdrFeeAmount).toMatch(/^IDR \d+\.\d{2}$/);
      expect(byRequestId.paidAmount).toBe(entry.amount);
      expect(findTransaction(users, "partnerId", byRequestId.transactionId, "agg")).toEqual(byRequestId);
      statuses.add(byRequestId.trxStatus);
      linked += 1;
    }
    expect(linked).toBeGreaterThan(300);
    expect(statuses).toEqual(new Set(["settled", "pending", "failed", "refunded"]));
  });

  it("has settlement times only for settled and refunded records", () => {
    for (let index = 0; index < 4; index++) {
      const record = findTransaction(users, "partnerId", partnerTransactionId(0, index), "agg");
      expect(record?.trxStatus).toBe(["settled", "pending", "failed", "refunded"][index]);
      expect(record?.settlementTs !== undefined).toBe(index === 0 || index === 3);
    }
  });

  it("finds nothing for made-up, malformed or out-of-range ids", () => {
    expect(findTransaction(users, "requestId", "not-a-uuid", "agg")).toBeNull();
    expect(findTransaction(users, "requestId", "ffffffff-0000-4000-8000-000000000000", "agg")).toBeNull();
    expect(findTransaction(users, "partnerId", partnerTransactionId(0, 12), "agg")).toBeNull();
    expect(findTransaction(users, "partnerId", partnerTransactionId(9003, 0), "agg")).toBeNull();
    expect(findTransaction(users, "partnerId", partnerTransactionId(0, 999), "agg")).toBeNull();
    expect(findTransaction(users, "partnerId", "ord-1-2", "agg")).toBeNull();
  });

  it("answers the duplicate's original, not the duplicate itself", () => {
    // Demo entry 5 repeats entry 4.
    expect(findTransaction(users, "partnerId", partnerTransactionId(0, 5), "agg")).toBeNull();
    const original = findTransaction(users, "partnerId", partnerTransactionId(0, 4), "agg");
    expect(readTraceableUuid(original?.requestId ?? "")).toEqual({ userNumber: 0, index: 4 });
  });
});
