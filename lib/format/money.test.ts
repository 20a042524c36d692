import { describe, expect, it } from "vitest";
import { parseAmount, sumAmounts } from "@/lib/provider/amount";
import { decimalText, formatMoney } from "./money";

describe("formatMoney", () => {
  it("formats Rupiah for each language", () => {
    expect(formatMoney(parseAmount("IDR 10000.00"), "id").replace(/\s/g, " ")).toBe("Rp 10.000,00");
    expect(formatMoney(parseAmount("IDR 10000.50"), "en")).toMatch(/IDR\s10,000\.50/);
  });

  it("keeps every digit of amounts beyond float precision", () => {
    expect(formatMoney(parseAmount("IDR 12345678901234567.89"), "en")).toContain("12,345,678,901,234,567.89");
  });

  it("shows sums of many cents without float error", () => {
    const total = sumAmounts(
      "IDR",
      Array.from({ length: 10 }, () => parseAmount("IDR 0.10")),
    );
    expect(decimalText(total)).toBe("1.00");
  });

  it("writes negative amounts", () => {
    expect(decimalText({ currency: "IDR", minor: -5n })).toBe("-0.05");
  });
});
