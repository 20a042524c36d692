import { describe, expect, it } from "vitest";
import { historyEntrySchema } from "@/lib/provider/schemas/history";
import { EXPORT_COLUMNS, maskPan, selectColumns } from "./columns";

const base = {
  seq: 7,
  ts: 1_763_800_000_000,
  msgId: "m-7",
  refId: "r-7",
  userId: "user-1",
  amount: "IDR 15000.00",
};

function row(entry: Record<string, unknown>, ids: string[]) {
  const parsed = historyEntrySchema.parse({ ...base, ...entry });
  return Object.fromEntries(selectColumns(ids).map((column) => [column.id, column.value(parsed)]));
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

  it("masks short and long card numbers", () => {
    expect(maskPan("1234")).toBe("••••");
    expect(maskPan("12345678901")).toBe("123456•8901");
  });
});
