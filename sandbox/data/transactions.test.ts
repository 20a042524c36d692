import { describe, expect, it } from "vitest";
import { historyEntrySchema } from "@/lib/provider/schemas/history";
import { transactionRecordSchema } from "@/lib/provider/schemas/transaction-status";
import { historyPage } from "./history";
import { partnerTransactionId, readTraceableUuid } from "./ids";
import { DEMO_TRAITS } from "./traits";
import { findTransaction } from "./transactions";
import { createUserDirectory } from "./users";

const users = createUserDirectory("trx-seed", DEMO_TRAITS.length);

describe("findTransaction", () => {
  it("links every bill and QR payment of the history to one record, by either id", () => {
    const user = users.find("user-big");
    if (!user) throw new Error("user-big");
    const entries = historyPage(user, { seqId: 0, limit: 400, paging: "inclusive", aggregatorId: "agg" }).map(
      (entry) => historyEntrySchema.parse(entry),
    );
    const statuses = new Set<string>();
    let linked = 0;
    for (const entry of entries) {
      const details = entry.parsedDetails;
      const trxId =
        details.kind === "payment_bill"
          ? details.data.trxId
          : details.kind === "qr_invoice"
            ? details.data.transactionId
            : undefined;
      if (!trxId) continue;
      const byRequestId = findTransaction(users, "requestId", trxId, "agg");
      expect(byRequestId, trxId).not.toBeNull();
      if (!byRequestId) continue;
      expect(transactionRecordSchema.safeParse(byRequestId).success).toBe(true);
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
