import { describe, expect, it } from "vitest";
import {
  CONFORMING,
  encodeFields,
  template,
  withField,
  withoutFields,
} from "@/lib/qris/conformance/test-fields";
import { decodeQris } from "@/lib/qris/decode";
import { withCrc } from "@/lib/qris/test-payloads";
import { historyEntry } from "@/sandbox/data/history";
import { DEMO_TRAITS } from "@/sandbox/data/traits";
import { createUserDirectory } from "@/sandbox/data/users";
import { parseHistoryEntry } from "@/test/history-entry";
import { toHistoryRow } from "./entry-view";

const demo = createUserDirectory("1", DEMO_TRAITS.length).find("user-demo");
if (!demo) throw new Error("the sandbox has no demo user");
const demoRow = (index: number) => toHistoryRow(parseHistoryEntry(historyEntry(demo, index, "agg-1")));

const wire = {
  seq: 41,
  ts: 1_735_689_600_000,
  type: "qr_invoice",
  msgId: "6f1c2d3e-0000-4000-8000-000000000001",
  refId: "6f1c2d3e-0000-4000-8000-000000000002",
  userId: "user-0001",
  amount: "IDR 12345.00",
  duplicateEvent: false,
};
const rowOf = (entry: Record<string, unknown>) => toHistoryRow(parseHistoryEntry({ ...wire, ...entry }));

describe("toHistoryRow on the sandbox's demo entries", () => {
  it("summarises a QR payment and masks the customer PAN", () => {
    const row = demoRow(4);
    expect(row).toMatchObject({
      type: "qr_invoice",
      status: "success",
      transactionId: "00000000-0000-4000-8000-000000000004",
      duplicateEvent: false,
    });
    expect(row.headline).toBeTruthy();
    if (row.details.kind !== "qr_invoice") throw new Error(row.details.kind);
    expect(row.details.missing).toEqual([]);
    expect(row.details.data.customerPan).toMatch(/^936008•+\d{4}$/);
    expect(JSON.stringify(row)).not.toMatch(/"customerPan":"\d{10,}/);
  });

  it("summarises a bill payment with its description and integer status", () => {
    const row = demoRow(0);
    expect(row).toMatchObject({
      type: "payment_bill",
      amount: "IDR 58500.00",
      status: "1",
      transactionId: "00000000-0000-4000-8000-000000000000",
    });
    expect(row.headline).toMatch(/IDR/);
  });

  it("keeps the duplicate flag", () => {
    expect(demoRow(5).duplicateEvent).toBe(true);
    expect(demoRow(5).msgId).toBe(demoRow(4).msgId);
  });

  it("lists the keys missing from the details and keeps the others", () => {
    const row = demoRow(10);
    if (row.details.kind !== "qr_invoice") throw new Error(row.details.kind);
    expect(row.details.missing).toHaveLength(4);
    expect(Object.keys(row.details.data).length).toBeGreaterThan(10);
  });

  it("shows details that are not JSON as text", () => {
    expect(demoRow(11).details).toMatchObject({ kind: "raw", reason: "not_json" });
    expect(demoRow(11).headline).toBeNull();
  });

  it("shows the details of an unknown type as formatted JSON", () => {
    const row = demoRow(12);
    expect(row.type).toBe("cashback");
    expect(row.details).toMatchObject({ kind: "raw", reason: "unknown_type" });
    if (row.details.kind === "raw")
      expect(JSON.parse(row.details.text)).toHaveProperty("program", "cashback");
  });
});

describe("the QR check of each row", () => {
  it("marks a QR whose CRC fails or whose record contradicts it on a field that matters, and nothing else", () => {
    expect(demoRow(4).qrProblems).toEqual([]);
    // The record names another merchant and another amount.
    expect(demoRow(8).qrProblems).toEqual([{ code: "record_differs", differences: 2 }]);
    // A static code with an amount is only a warning: the wrong CRC alone marks it.
    expect(demoRow(9).qrProblems).toEqual([{ code: "crc_invalid" }]);
    expect(demoRow(0).qrProblems).toEqual([]);
  });

  it("counts the error findings of a payload, leaving out what the CRC mark already says", () => {
    const longName = withField(CONFORMING, "59", "Warung Makan Bu Sri Lestari Jaya Abadi");
    expect(
      rowOf({ details: JSON.stringify({ qrContent: withCrc(encodeFields(longName)) }) }).qrProblems,
    ).toEqual([{ code: "qris_errors", errors: 1 }]);
    expect(rowOf({ details: JSON.stringify({ qrContent: encodeFields(CONFORMING) }) }).qrProblems).toEqual([
      { code: "crc_missing" },
    ]);
  });

  it("does not mark a record that leaves templates and values out", () => {
    const qrContent = withCrc(encodeFields(CONFORMING));
    const details = {
      qrContent,
      merchantName: "Warung Bu Sri",
      qRis: {
        merchantName: "Warung Bu Sri",
        merchantInfo: {},
        transactionAmount: "",
        additionalData: { originalAdditionalData: "" },
      },
    };
    expect(rowOf({ details: JSON.stringify(details) }).qrProblems).toEqual([]);
  });

  it("marks a payload without a CRC", () => {
    const row = rowOf({ details: JSON.stringify({ qrContent: "000201010211" }) });
    expect(row.qrProblems).toContainEqual({ code: "crc_missing" });
  });

  it("is left out where nothing reads it", () => {
    const entry = parseHistoryEntry(historyEntry(demo, 9, "agg-1"));
    expect(toHistoryRow(entry, { checkQr: false }).qrProblems).toBeNull();
  });
});

describe("toHistoryRow on hand-written details", () => {
  it("keeps the valid keys when one key has the wrong type, and shows the bad one as received", () => {
    const row = rowOf({
      details: JSON.stringify({ discount: "ten", merchantName: "Toko Maju", customerPan: 9360081234567890 }),
    });
    if (row.details.kind !== "qr_invoice") throw new Error(row.details.kind);
    expect(row.headline).toBe("Toko Maju");
    expect(row.details.invalid).toEqual([
      { key: "discount", value: '"ten"' },
      { key: "customerPan", value: '"936008••••••7890"' },
    ]);
    expect(row.details.data).not.toHaveProperty("discount");
  });

  it("says missing only of the keys the contract lists for the entry's type (docs/provider-api.md)", () => {
    const qr = rowOf({ details: JSON.stringify({ channel: "app" }) });
    if (qr.details.kind !== "qr_invoice") throw new Error(qr.details.kind);
    expect([...qr.details.missing].sort()).toEqual(
      [
        "qRis",
        "refId",
        "qrType",
        "status",
        "balance",
        "discount",
        "errorCode",
        "feeAmount",
        "invoiceId",
        "isPending",
        "qrContent",
        "terminalId",
        "customerPan",
        "merchantPan",
        "needToShare",
        "aggregatorId",
        "merchantName",
        "sourceOfFund",
        "invoiceAmount",
        "payableAmount",
        "transactionId",
        "merchantAcquirer",
      ].sort(),
    );
    const bill = rowOf({ type: "payment_bill", details: JSON.stringify({ trxId: "t-1" }) });
    if (bill.details.kind !== "payment_bill") throw new Error(bill.details.kind);
    expect([...bill.details.missing].sort()).toEqual(
      ["side", "type", "billId", "source", "status", "balance", "sourceName", "description"].sort(),
    );
  });

  it("names keys the spec does not document", () => {
    const row = rowOf({ type: "payment_bill", details: JSON.stringify({ side: "db", channel: "app" }) });
    if (row.details.kind !== "payment_bill") throw new Error(row.details.kind);
    expect(row.details.extra).toEqual(["channel"]);
    expect(row.details.data).toMatchObject({ side: "db", channel: "app" });
  });

  it("masks a customer PAN inside details that are cut off", () => {
    const row = rowOf({ details: '{"customerPan":"9360081234567890123","qRis":{' });
    expect(row.details).toEqual({
      kind: "raw",
      reason: "not_json",
      text: '{"customerPan":"936008•••••••••0123","qRis":{',
    });
  });

  it("shows JSON that is not an object as text", () => {
    expect(rowOf({ details: "null" }).details).toEqual({ kind: "raw", reason: "not_object", text: "null" });
  });

  it("names the merchant as the QR does when the record has no name, and a transfer's beneficiary", () => {
    const payment = withCrc(encodeFields(CONFORMING));
    expect(rowOf({ details: JSON.stringify({ qrContent: payment, merchantName: "" }) }).headline).toBe(
      "Warung Bu Sri",
    );
    const transfer = withCrc(
      encodeFields(
        withField(
          withoutFields(CONFORMING, "26", "51"),
          "40",
          template(["00", "ID.CO.QRIS.WWW"], ["01", "9360091530000123"]),
        ).map(([tag, value]) => [tag, tag === "59" ? "Sri Lestari" : value] as const),
      ),
    );
    expect(decodeQris(transfer).kind).toBe("transfer");
    expect(rowOf({ details: JSON.stringify({ qrContent: transfer }) }).headline).toBe("Sri Lestari");
    // Without the QR check, as an export reads it: the same name.
    const entry = parseHistoryEntry({ ...wire, details: JSON.stringify({ qrContent: transfer }) });
    expect(toHistoryRow(entry, { checkQr: false }).headline).toBe("Sri Lestari");
  });

  it("falls back to the provider's merchant name when the details have none", () => {
    expect(rowOf({ details: JSON.stringify({ qRis: { merchantName: "Kopi Kita" } }) }).headline).toBe(
      "Kopi Kita",
    );
  });
});
