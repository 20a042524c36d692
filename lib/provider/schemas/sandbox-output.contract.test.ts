import { describe, expect, it } from "vitest";
import { upgradeNotification } from "@/sandbox/callbacks/payloads";
import { historyPage } from "@/sandbox/data/history";
import { DEMO_TRAITS } from "@/sandbox/data/traits";
import { findTransaction } from "@/sandbox/data/transactions";
import { createUserDirectory } from "@/sandbox/data/users";
import { parseHistoryEntry } from "@/test/history-entry";
import { parseAmount } from "../amount";
import { transactionRecordSchema } from "./transaction-status";
import { upgradeNotificationSchema } from "./upgrade-notification";

// The sandbox writes the provider's formats with its own code; these are the client's schemas reading them.

const users = createUserDirectory("contract-seed", DEMO_TRAITS.length);

function entriesOf(userId: string, limit: number) {
  const user = users.find(userId);
  if (!user) throw new Error(userId);
  return historyPage(user, { seqId: 0, limit, paging: "inclusive", aggregatorId: "agg" });
}

describe("sandbox history entries read by the client", () => {
  const entries = entriesOf("user-big", 3000).map((entry) => parseHistoryEntry(entry));

  it("come in every form the client tells apart", () => {
    const kinds = new Set(entries.map((entry) => entry.parsedDetails.kind));
    expect(kinds).toEqual(new Set(["qr_invoice", "payment_bill", "unknown_type", "not_json", "not_object"]));
  });

  it("carry amounts the client parses exactly, a QR payment's being what was payable", () => {
    for (const entry of entries) expect(parseAmount(entry.amount).currency).toBe("IDR");
    const payments = entries.flatMap((entry) =>
      entry.parsedDetails.kind === "qr_invoice" && entry.parsedDetails.data.payableAmount
        ? [{ amount: entry.amount, payable: entry.parsedDetails.data.payableAmount }]
        : [],
    );
    expect(payments.length).toBeGreaterThan(100);
    for (const { amount, payable } of payments) expect(parseAmount(amount)).toEqual(parseAmount(payable));
  });
});

describe("sandbox 4.1 records read by the client", () => {
  it("pass the record schema for every entry that links to a transaction", () => {
    let checked = 0;
    for (const entry of entriesOf("user-0001", 400).map((item) => parseHistoryEntry(item))) {
      const details = entry.parsedDetails;
      const trxId =
        details.kind === "payment_bill"
          ? details.data.trxId
          : details.kind === "qr_invoice"
            ? details.data.transactionId
            : undefined;
      if (!trxId) continue;
      const record = findTransaction(users, "requestId", trxId, "agg");
      expect(transactionRecordSchema.safeParse(record).success, trxId).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("sandbox 4.3 notifications read by the client", () => {
  it("pass the notification schema in both shapes and with both decisions", () => {
    const parsed = Array.from({ length: 30 }, (_, index) =>
      upgradeNotificationSchema.parse(
        upgradeNotification(index, {
          seed: "s",
          imageBaseUrl: "http://127.0.0.1:4010",
          includeVariant: true,
        }),
      ),
    );
    expect(new Set(parsed.map((item) => item.status))).toEqual(new Set(["approved", "rejected"]));
    expect(new Set(parsed.map((item) => item.statusPlacement))).toEqual(
      new Set(["top-level", "additionalInfo"]),
    );
    expect(new Set(parsed.map((item) => item.notificationType))).toEqual(new Set(["upgrade_account", "cdd"]));
  });
});
