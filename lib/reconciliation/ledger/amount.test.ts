import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalText } from "@/lib/format/money";
import { AMOUNT_FORMATS, type AmountFormat } from "../types";
import { parseLedgerAmount } from "./amount";

const minor = (text: string, format: AmountFormat) => {
  const parsed = parseLedgerAmount(text, format);
  return parsed.ok ? parsed.minor : null;
};

describe("a ledger's amount", () => {
  it("reads each declared format exactly, in minor units", () => {
    expect(minor("IDR 1.234.567,89", "id")).toBe(123456789n);
    expect(minor("Rp 1.234.567", "id")).toBe(123456700n);
    expect(minor("Rp1.234.567", "id")).toBe(123456700n);
    expect(minor("Rp. 10.000,5", "id")).toBe(1000050n);
    expect(minor("1234567,89", "id")).toBe(123456789n);
    expect(minor("1,234,567.89", "en")).toBe(123456789n);
    expect(minor("IDR 1,234,567.89", "en")).toBe(123456789n);
    expect(minor("1234567.89", "plain")).toBe(123456789n);
    expect(minor(" 0.1 ", "plain")).toBe(10n);
    // Beyond a float's exact integers, still exact.
    expect(minor("98765432109876543.21", "plain")).toBe(9876543210987654321n);
  });

  it("reads a real Indonesian bookkeeping import's amounts exactly, as plain and as Indonesian numbers", () => {
    // The `nominal` column of a public sample for importing a cash book from Excel ("Angka saja tanpa Rp atau
    // titik": digits only), github.com/yandimulyadi331-jpg/manajemen_bumisultan, CONTOH_DATA_IMPORT_EXCEL.md
    // at 55598130bb4bab66ba7212d727701285e4d8c310.
    const nominal = ["50000000", "500000", "2000000", "300000", "450000", "51250000", "5000000", "1500000"];
    for (const text of nominal) {
      const rupiah = BigInt(text) * 100n;
      expect([minor(text, "plain"), minor(text, "id")]).toEqual([rupiah, rupiah]);
    }
    // Written with the grouping its tips tell people to leave out, the same amount reads the same in `id`.
    expect(minor("Rp 51.250.000", "id")).toBe(5_125_000_000n);
  });

  it("reads a leading minus as a negative amount, before or after the currency word", () => {
    expect(minor("-IDR 1.500,00", "id")).toBe(-150000n);
    expect(minor("Rp -1.500", "id")).toBe(-150000n);
    expect(minor("-1,500.25", "en")).toBe(-150025n);
    expect(minor("-0.01", "plain")).toBe(-1n);
  });

  it("refuses what the declared format does not write, rather than guessing", () => {
    // Read as `en`, `1.234.567` would be 1.234 with a stray dot; as `plain`, a thousands separator is no number.
    expect(minor("1.234.567", "en")).toBeNull();
    expect(minor("1,234,567.89", "id")).toBeNull();
    expect(minor("1,234.56", "plain")).toBeNull();
    expect(minor("1.23.456", "id")).toBeNull();
    expect(minor("12.34", "id")).toBeNull();
    expect(minor("1234.567", "plain")).toBeNull();
    expect(minor("1,2345.00", "en")).toBeNull();
    expect(minor("", "plain")).toBeNull();
    expect(minor("IDR", "id")).toBeNull();
    expect(minor("USD 10.00", "plain")).toBeNull();
    expect(minor("1e5", "plain")).toBeNull();
    expect(minor("--5", "plain")).toBeNull();
    expect(minor(`1${"0".repeat(80)}`, "plain")).toBeNull();
  });

  // Written by Intl, not by the parser's own rules: Rp or IDR with a no-break space, Indonesian or English
  // grouping, a minus in front, exactly as a spreadsheet or a bank export writes them.
  const written: Record<AmountFormat, (amount: bigint) => string> = {
    id: (amount) =>
      new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", minimumFractionDigits: 2 }).format(
        decimalText({ currency: "IDR", minor: amount }) as `${number}`,
      ),
    en: (amount) =>
      new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(
        decimalText({ currency: "IDR", minor: amount }) as `${number}`,
      ),
    plain: (amount) => decimalText({ currency: "IDR", minor: amount }),
  };

  it("reads back every amount as its format writes it", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.constantFrom(...AMOUNT_FORMATS),
        (amount, format) => {
          expect(minor(written[format](amount), format)).toBe(amount);
        },
      ),
    );
  });
});
