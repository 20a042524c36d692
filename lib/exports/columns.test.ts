import { describe, expect, it } from "vitest";
import { toHistoryRow } from "@/lib/history/entry-view";
import { DEFAULT_CODES } from "@/lib/provider-codes/defaults";
import { codeLabeller } from "@/lib/provider-codes/labeller";
import {
  CONFORMING,
  encodeFields,
  template,
  withField,
  withoutFields,
} from "@/lib/qris/conformance/test-fields";
import { withCrc } from "@/lib/qris/test-payloads";
import { parseHistoryEntry } from "@/test/history-entry";
import { REFUNDED_BILL_STATUS } from "@/test/provider-codes";
import { EXPORT_COLUMNS, selectColumns, toExportRow } from "./columns";

const base = {
  seq: 7,
  ts: 1_763_800_000_000,
  msgId: "m-7",
  refId: "r-7",
  userId: "user-1",
  amount: "IDR 15000.00",
};

function row(entry: Record<string, unknown>, ids: string[], label = codeLabeller(DEFAULT_CODES, "en")) {
  const exported = toExportRow(parseHistoryEntry({ ...base, ...entry }), label);
  return Object.fromEntries(selectColumns(ids).map((column) => [column.id, column.value(exported)]));
}

describe("export columns", () => {
  it("flattens a QRIS entry, masking the customer's card number", () => {
    const details = JSON.stringify({
      qRis: { merchantCity: "JAKARTA", merchantCategoryCode: "5812" },
      merchantName: "Warung Sari",
      status: "success",
      feeAmount: "IDR 150.00",
      customerPan: "9360000812345678901",
      isPending: false,
    });
    expect(
      row({ type: "qr_invoice", details }, [
        "description",
        "status",
        "qr.merchantCity",
        "qr.merchantCategoryCode",
        "qr.feeAmount",
        "qr.customerPan",
        "qr.isPending",
        "bill.billId",
      ]),
    ).toEqual({
      description: { kind: "text", value: "Warung Sari" },
      status: { kind: "text", value: "success" },
      "qr.merchantCity": { kind: "text", value: "JAKARTA" },
      "qr.merchantCategoryCode": { kind: "text", value: "5812" },
      "qr.feeAmount": { kind: "money", value: { currency: "IDR", minor: 15000n } },
      "qr.customerPan": { kind: "text", value: "936000•••••••••8901" },
      "qr.isPending": { kind: "boolean", value: false },
      "bill.billId": null,
    });
  });

  it("flattens a bill entry, and leaves missing keys empty rather than failing", () => {
    const details = JSON.stringify({ description: "PLN token", status: 2, billId: "b-1" });
    expect(
      row({ type: "payment_bill", details }, [
        "description",
        "status",
        "bill.billId",
        "bill.balance",
        "qr.merchantName",
      ]),
    ).toEqual({
      description: { kind: "text", value: "PLN token" },
      status: { kind: "text", value: "2" },
      "bill.billId": { kind: "text", value: "b-1" },
      "bill.balance": null,
      "qr.merchantName": null,
    });
  });

  it("writes each code as received and, beside it, the label the screen shows in the export's language", () => {
    const bill = JSON.stringify({ status: 2, side: "db", type: "payment_aggregator" });
    const qrEntry = JSON.stringify({ status: "success", errorCode: "05" });
    const labelColumns = [
      "typeLabel",
      "status",
      "statusLabel",
      "bill.sideLabel",
      "bill.typeLabel",
      "bill.statusLabel",
    ];
    expect(row({ type: "payment_bill", details: bill }, labelColumns)).toEqual({
      typeLabel: { kind: "text", value: "Bill payment" },
      status: { kind: "text", value: "2" },
      statusLabel: { kind: "text", value: "Status 2" },
      "bill.sideLabel": { kind: "text", value: "Debit (db)" },
      "bill.typeLabel": { kind: "text", value: "Payment aggregator" },
      "bill.statusLabel": { kind: "text", value: "Status 2" },
    });
    const refunded = codeLabeller([...DEFAULT_CODES, REFUNDED_BILL_STATUS], "id");
    expect(
      row({ type: "payment_bill", details: bill }, ["statusLabel", "bill.statusLabel"], refunded),
    ).toEqual({
      statusLabel: { kind: "text", value: "Dikembalikan" },
      "bill.statusLabel": { kind: "text", value: "Dikembalikan" },
    });
    expect(
      row(
        { type: "qr_invoice", details: qrEntry },
        ["statusLabel", "qr.errorCode", "qr.errorCodeLabel"],
        refunded,
      ),
    ).toEqual({
      statusLabel: { kind: "text", value: "Berhasil (success)" },
      "qr.errorCode": { kind: "text", value: "05" },
      "qr.errorCodeLabel": { kind: "text", value: "05" },
    });
    expect(row({ type: "cashback", details: "{}" }, ["type", "typeLabel", "statusLabel"])).toEqual({
      type: { kind: "text", value: "cashback" },
      typeLabel: { kind: "text", value: "Unknown type: cashback" },
      statusLabel: null,
    });
  });

  it("keeps the entry columns of an entry whose details are not JSON", () => {
    expect(row({ type: "qr_invoice", details: "not json" }, ["seq", "amount", "description"])).toEqual({
      seq: { kind: "number", value: 7 },
      amount: { kind: "money", value: { currency: "IDR", minor: 1_500_000n } },
      description: null,
    });
  });

  it("writes columns in their canonical order whatever order they were chosen in", () => {
    expect(selectColumns(["msgId", "seq", "nonsense"]).map((c) => c.id)).toEqual(["seq", "msgId"]);
    expect(new Set(EXPORT_COLUMNS.map((c) => c.id)).size).toBe(EXPORT_COLUMNS.length);
  });

  it.each([
    ["a QR payment named only inside its QRIS data", "qr_invoice", { qRis: { merchantName: "Kopi Kita" } }],
    ["a bill named only by its source", "payment_bill", { sourceName: "PLN", status: 1 }],
    [
      "a QR payment with one key of the wrong type",
      "qr_invoice",
      { merchantName: "Toko Maju", discount: "ten" },
    ],
    ["a QR payment with an empty status", "qr_invoice", { merchantName: "Warung", status: " " }],
  ])("gives %s the screen's headline and status", (_, type, details) => {
    const entry = { ...base, type, details: JSON.stringify(details) };
    const screen = toHistoryRow(parseHistoryEntry(entry));
    const exported = row(entry, ["description", "status"]);
    expect(screen.headline).not.toBeNull();
    expect(exported).toEqual({
      description: screen.headline === null ? null : { kind: "text", value: screen.headline },
      status: screen.status === null ? null : { kind: "text", value: screen.status },
    });
  });

  it("writes whether the QR's CRC holds and what QRIS rules it breaks, as code:tag", () => {
    const columns = ["qr.crcValid", "qr.findings"];
    const qrRow = (qrContent: string) =>
      row({ type: "qr_invoice", details: JSON.stringify({ qrContent }) }, columns);
    const conforming = withCrc(encodeFields(CONFORMING));
    const staticWithLetterInPan = withField(
      withField(CONFORMING, "01", "11"),
      "26",
      template(["00", "ID.CO.QRIS.WWW"], ["01", "93600915300A0101"]),
    );
    expect(qrRow(conforming)).toEqual({
      "qr.crcValid": { kind: "boolean", value: true },
      "qr.findings": { kind: "text", value: "" },
    });
    expect(qrRow(withCrc(encodeFields(staticWithLetterInPan)))).toEqual({
      "qr.crcValid": { kind: "boolean", value: true },
      "qr.findings": { kind: "text", value: "merchant_pan_not_numeric:26.01; static_with_amount:54" },
    });
    expect(qrRow(`${conforming.slice(0, -4)}${conforming.endsWith("0000") ? "0001" : "0000"}`)).toEqual({
      "qr.crcValid": { kind: "boolean", value: false },
      "qr.findings": { kind: "text", value: "crc_mismatch:63" },
    });
    expect(qrRow(encodeFields(withoutFields(CONFORMING, "26", "51")))).toEqual({
      "qr.crcValid": { kind: "boolean", value: false },
      "qr.findings": { kind: "text", value: "missing_tag:63; missing_merchant_account" },
    });
    expect(row({ type: "qr_invoice", details: JSON.stringify({ merchantName: "Warung" }) }, columns)).toEqual(
      {
        "qr.crcValid": null,
        "qr.findings": null,
      },
    );
    expect(row({ type: "payment_bill", details: JSON.stringify({ status: 1 }) }, columns)).toEqual({
      "qr.crcValid": null,
      "qr.findings": null,
    });
  });

  it("masks the customer's card number as the screen does, even in details with a bad key", () => {
    const details = JSON.stringify({ customerPan: "9360081234567890123", discount: "ten" });
    expect(row({ type: "qr_invoice", details }, ["qr.customerPan"])).toEqual({
      "qr.customerPan": { kind: "text", value: "936008•••••••••0123" },
    });
  });
});
