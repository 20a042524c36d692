import { describe, expect, it } from "vitest";
import { billSide, billStatus, billType } from "./bill-values";
import { entryStatus } from "./entry-status";

describe("a bill's coded values", () => {
  it("read as the sandbox uses them, whether the code comes as a number or as text", () => {
    expect([0, 1, 2].map(billStatus)).toEqual(["pending", "paid", "failed_or_refunded"]);
    expect(billStatus("1")).toBe("paid");
    expect(billSide("db")).toBe("debit");
    expect(billSide("cr")).toBe("credit");
    expect(billType("payment_aggregator")).toBe("payment_aggregator");
  });

  it("know nothing of any other value, however it is spelled", () => {
    for (const value of [3, -1, "01", "DB", "toString", "__proto__", "constructor"]) {
      expect(billStatus(value), String(value)).toBeNull();
      expect(billSide(String(value)), String(value)).toBeNull();
      expect(billType(String(value)), String(value)).toBeNull();
    }
  });

  it("give every entry a status a person can read, the provider's value kept", () => {
    expect(entryStatus({ type: "payment_bill", status: "2" })).toEqual({
      kind: "bill",
      meaning: "failed_or_refunded",
      raw: "2",
    });
    expect(entryStatus({ type: "payment_bill", status: "9" })).toEqual({ kind: "unknown_code", raw: "9" });
    expect(entryStatus({ type: "qr_invoice", status: "success" })).toEqual({ kind: "text", raw: "success" });
    expect(entryStatus({ type: "payment_bill", status: null })).toEqual({ kind: "none" });
  });
});
