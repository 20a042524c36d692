import { describe, expect, it } from "vitest";
import { parseAmount } from "@/lib/provider/amount";
import { decimalText, formatMoney } from "./money";

describe("formatMoney", () => {
  it("formats Rupiah for each language", () => {
    expect(formatMoney(parseAmount("IDR 10000.00"), "id").replace(/\s/g, " ")).toBe("Rp 10.000,00");
    expect(formatMoney(parseAmount("IDR 10000.50"), "en")).toMatch(/IDR\s10,000\.50/);
  });

  it("keeps every digit of amounts beyond float precision", () => {
    expect(formatMoney(parseAmount("IDR 12345678901234567.89"), "en")).toContain("12,345,678,901,234,567.89");
  });

  it("shows an amount past float precision to the cent", () => {
    expect(decimalText(parseAmount("IDR 90071992547409.93"))).toBe("90071992547409.93");
  });

  it("writes negative amounts", () => {
    expect(decimalText({ currency: "IDR", minor: -5n })).toBe("-0.05");
  });
});
