import { describe, expect, it } from "vitest";
import { computeTotals, createTotalsAccumulator } from "./totals";

const row = (type: string, amount: string, duplicateEvent = false) => ({ type, amount, duplicateEvent });

describe("computeTotals", () => {
  it("counts and sums each type exactly, leaving duplicates out", () => {
    const totals = computeTotals([
      row("qr_invoice", "IDR 10000.10"),
      row("qr_invoice", "IDR 10000.10", true),
      row("qr_invoice", "IDR 0.95"),
      row("payment_bill", "IDR 58500.00"),
      row("cashback", "IDR 1.00"),
    ]);
    expect(totals).toEqual({
      byType: [
        { type: "qr_invoice", count: 2, sums: [{ currency: "IDR", minor: 1_000_105n }] },
        { type: "cashback", count: 1, sums: [{ currency: "IDR", minor: 100n }] },
        { type: "payment_bill", count: 1, sums: [{ currency: "IDR", minor: 5_850_000n }] },
      ],
      counted: 4,
      duplicatesExcluded: 1,
    });
  });

  it("keeps currencies apart", () => {
    const totals = computeTotals([row("qr_invoice", "IDR 5.00"), row("qr_invoice", "SGD 2.50")]);
    expect(totals.byType[0]?.sums).toEqual([
      { currency: "IDR", minor: 500n },
      { currency: "SGD", minor: 250n },
    ]);
  });

  it("sums large histories without losing a cent", () => {
    const rows = Array.from({ length: 50_000 }, () => row("qr_invoice", "IDR 99999999.99"));
    expect(computeTotals(rows).byType[0]?.sums[0]?.minor).toBe(499_999_999_950_000n);
  });
});

describe("createTotalsAccumulator", () => {
  it("adds only the new rows of a growing list and gives the same totals as from scratch", () => {
    const rows = [row("qr_invoice", "IDR 1.00"), row("payment_bill", "IDR 2.00")];
    const totalsOf = createTotalsAccumulator();
    const first = totalsOf(rows);
    expect(totalsOf(rows)).toBe(first);
    const grown = [...rows, row("payment_bill", "IDR 3.00", true), row("payment_bill", "IDR 4.00")];
    expect(totalsOf(grown)).toEqual(computeTotals(grown));
  });

  it("starts over for a different list", () => {
    const totalsOf = createTotalsAccumulator();
    totalsOf([row("qr_invoice", "IDR 1.00")]);
    expect(totalsOf([row("payment_bill", "IDR 7.00")])).toEqual(
      computeTotals([row("payment_bill", "IDR 7.00")]),
    );
    expect(totalsOf([]).counted).toBe(0);
  });
});
