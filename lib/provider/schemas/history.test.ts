import { describe, expect, it } from "vitest";
import { parseHistoryEntry } from "@/test/history-entry";
import { historyEntrySchema, historyResponseSchema, readHistoryPage } from "./history";

const baseEntry = {
  seq: 120,
  ts: 1735689600000,
  type: "payment_bill",
  msgId: "6f1c2d3e-0000-4000-8000-000000000001",
  refId: "6f1c2d3e-0000-4000-8000-000000000002",
  userId: "user-0001",
  amount: "IDR 12345.00",
  details: JSON.stringify({ side: "db", type: "payment_aggregator", status: 1, balance: "IDR 50000.00" }),
  duplicateEvent: false,
};

describe("historyEntrySchema", () => {
  it("parses an entry and its details", () => {
    const entry = parseHistoryEntry(baseEntry);
    expect(entry.parsedDetails).toMatchObject({ kind: "payment_bill", data: { side: "db", status: 1 } });
    expect(entry.parsedDetails.raw).toBe(baseEntry.details);
  });

  it("keeps fields it does not know", () => {
    const entry = parseHistoryEntry({ ...baseEntry, channel: "app" });
    expect(entry).toMatchObject({ channel: "app" });
  });

  it.each(["seq", "ts", "type", "msgId", "amount"] as const)("requires %s", (key) => {
    const { [key]: _removed, ...rest } = baseEntry;
    expect(historyEntrySchema.safeParse(rest).success).toBe(false);
  });

  it("rejects a float amount, a fractional seq and a textual ts", () => {
    expect(historyEntrySchema.safeParse({ ...baseEntry, amount: "IDR 12345.5" }).success).toBe(false);
    expect(historyEntrySchema.safeParse({ ...baseEntry, seq: 1.5 }).success).toBe(false);
    expect(historyEntrySchema.safeParse({ ...baseEntry, ts: "1735689600000" }).success).toBe(false);
  });

  it("defaults a missing duplicateEvent to false and missing details to unparsed empty text", () => {
    const { duplicateEvent: _flag, details: _details, ...rest } = baseEntry;
    const entry = parseHistoryEntry(rest);
    expect(entry.duplicateEvent).toBe(false);
    expect(entry.parsedDetails).toEqual({ kind: "not_json", raw: "" });
  });

  it("keeps details that are not JSON as raw text", () => {
    const entry = parseHistoryEntry({ ...baseEntry, details: "status=ok;amount=5" });
    expect(entry.parsedDetails).toEqual({ kind: "not_json", raw: "status=ok;amount=5" });
  });

  it("keeps JSON details that are not an object", () => {
    const entry = parseHistoryEntry({ ...baseEntry, details: "[1,2]" });
    expect(entry.parsedDetails).toEqual({ kind: "not_object", json: [1, 2], raw: "[1,2]" });
  });

  it("keeps the details of an unknown type untouched", () => {
    const details = JSON.stringify({ voucher: "ABC", points: 12 });
    const entry = parseHistoryEntry({ ...baseEntry, type: "loyalty_points", details });
    expect(entry.parsedDetails).toEqual({
      kind: "unknown_type",
      type: "loyalty_points",
      json: { voucher: "ABC", points: 12 },
      raw: details,
    });
  });

  it("tolerates missing details keys", () => {
    const entry = parseHistoryEntry({
      ...baseEntry,
      type: "qr_invoice",
      details: JSON.stringify({ status: "success" }),
    });
    expect(entry.parsedDetails).toMatchObject({ kind: "qr_invoice", data: { status: "success" } });
  });

  it("flags details keys of the wrong type without losing the content", () => {
    const details = JSON.stringify({ discount: "ten", qrContent: "000201" });
    const entry = parseHistoryEntry({ ...baseEntry, type: "qr_invoice", details });
    expect(entry.parsedDetails).toMatchObject({
      kind: "invalid",
      type: "qr_invoice",
      json: { qrContent: "000201" },
    });
    if (entry.parsedDetails.kind === "invalid") expect(entry.parsedDetails.issues[0]).toMatch(/^discount:/);
  });

  it("parses the qr_invoice details keys as the spec lists them", () => {
    const details = {
      qRis: {
        crc: "ABCD",
        merchantInfo: {
          "26": {
            merchantId: "M1",
            merchantPan: "936000",
            merchantCriteria: "UMI",
            globalUniqueIndentifier: "ID.CO.QRIS.WWW",
          },
        },
        additionalData: {
          terminalLabel: "T1",
          proprietaryData: "",
          purposeOfTransaction: "",
          originalAdditionalData: "0702T1",
        },
        pointOfInitiation: "12",
      },
      qrType: "qr_type_qris_dynamic",
      status: "success",
      balance: "IDR 1000.00",
      discount: 0,
      errorCode: "00",
      isPending: false,
      needToShare: false,
      sourceOfFund: { en: "Balance", id: "Saldo" },
      invoiceAmount: "IDR 12345.00",
    };
    const entry = parseHistoryEntry({
      ...baseEntry,
      type: "qr_invoice",
      details: JSON.stringify(details),
    });
    expect(entry.parsedDetails.kind).toBe("qr_invoice");
    if (entry.parsedDetails.kind === "qr_invoice") {
      expect(entry.parsedDetails.data.qRis?.merchantInfo?.["26"]?.globalUniqueIndentifier).toBe(
        "ID.CO.QRIS.WWW",
      );
      expect(entry.parsedDetails.data.sourceOfFund?.id).toBe("Saldo");
    }
  });
});

describe("historyResponseSchema", () => {
  const response = {
    requestId: "r",
    type: "aggregator_transaction_history",
    status: 100,
    statusMessage: "success",
    ts: "1735689600000",
    body: { transactions: [baseEntry] },
  };

  it("parses a page and reads each entry as parseHistoryEntry does", () => {
    const page = readHistoryPage(historyResponseSchema.parse(response));
    expect(page.body.transactions).toEqual([parseHistoryEntry(baseEntry)]);
    expect(page.body.transactions[0]?.parsedDetails.kind).toBe("payment_bill");
  });

  it("accepts ts as a number and keeps it as text", () => {
    expect(historyResponseSchema.parse({ ...response, ts: 1735689600000 }).ts).toBe("1735689600000");
  });

  it("is strict about the status envelope", () => {
    expect(historyResponseSchema.safeParse({ ...response, status: 101 }).success).toBe(false);
    expect(historyResponseSchema.safeParse({ ...response, statusMessage: undefined }).success).toBe(false);
    expect(historyResponseSchema.safeParse({ ...response, body: {} }).success).toBe(false);
  });
});
