import { describe, expect, it } from "vitest";
import { statusKey } from "./entry-status";
import { computeTotals, createTotalsAccumulator, paidSums } from "./totals";

const row = (type: string, amount: string, status: string | null = null, duplicateEvent = false) => ({
  type,
  amount,
  status,
  duplicateEvent,
});
const idr = (minor: bigint) => [{ currency: "IDR", minor }];

describe("computeTotals", () => {
  it("counts and sums each type by status exactly, leaving duplicates out", () => {
    const totals = computeTotals([
      row("qr_invoice", "IDR 10000.10", "success"),
      row("qr_invoice", "IDR 10000.10", "success", true),
      row("qr_invoice", "IDR 0.95", "success"),
      row("payment_bill", "IDR 58500.00", "1"),
      row("cashback", "IDR 1.00"),
    ]);
    expect(totals).toEqual({
      byType: [
        {
          type: "qr_invoice",
          count: 2,
          byStatus: [
            { status: { kind: "code", field: "qrStatus", raw: "success" }, count: 2, sums: idr(1_000_105n) },
          ],
        },
        { type: "cashback", count: 1, byStatus: [{ status: { kind: "none" }, count: 1, sums: idr(100n) }] },
        {
          type: "payment_bill",
          count: 1,
          byStatus: [
            { status: { kind: "code", field: "billStatus", raw: "1" }, count: 1, sums: idr(5_850_000n) },
          ],
        },
      ],
      counted: 4,
      duplicatesExcluded: 1,
    });
  });

  it("groups bills by the status as received, giving none of them a meaning", () => {
    const bills = computeTotals([
      row("payment_bill", "IDR 100.00", "1"),
      row("payment_bill", "IDR 200.00", "1"),
      row("payment_bill", "IDR 4000.00", "2"),
      row("payment_bill", "IDR 8000.00", "2"),
      row("payment_bill", "IDR 30.00", "0"),
      row("payment_bill", "IDR 5.00", "7"),
      row("payment_bill", "IDR 1.00"),
    ]).byType[0];
    expect(bills?.count).toBe(7);
    expect(
      bills?.byStatus.map((total) => [statusKey(total.status), total.count, total.sums[0]?.minor]),
    ).toEqual([
      ["billStatus:1", 2, 30_000n],
      ["billStatus:2", 2, 1_200_000n],
      ["billStatus:0", 1, 3_000n],
      ["billStatus:7", 1, 500n],
      ["none", 1, 100n],
    ]);
  });

  it("adds into what was paid only the statuses the dictionary counts as paid", () => {
    const rows = [
      row("payment_bill", "IDR 100.00", "1"),
      row("payment_bill", "IDR 4000.00", "2"),
      row("payment_bill", "SGD 2.50", "1"),
      row("payment_bill", "IDR 30.00", "0"),
    ];
    const bills = computeTotals(rows).byType[0];
    if (!bills) throw new Error("no bills");
    expect(paidSums(bills, () => false)).toBeNull();
    const paidCodes = new Set(["1", "0"]);
    expect(paidSums(bills, (status) => status.kind === "code" && paidCodes.has(status.raw))).toEqual([
      { currency: "IDR", minor: 13_000n },
      { currency: "SGD", minor: 250n },
    ]);
  });

  it("keeps currencies apart", () => {
    const totals = computeTotals([row("qr_invoice", "IDR 5.00"), row("qr_invoice", "SGD 2.50")]);
    expect(totals.byType[0]?.byStatus[0]?.sums).toEqual([
      { currency: "IDR", minor: 500n },
      { currency: "SGD", minor: 250n },
    ]);
  });

  it("sums large histories without losing a cent", () => {
    const rows = Array.from({ length: 50_000 }, () => row("qr_invoice", "IDR 99999999.99", "success"));
    expect(computeTotals(rows).byType[0]?.byStatus[0]?.sums[0]?.minor).toBe(499_999_999_950_000n);
  });
});

describe("createTotalsAccumulator", () => {
  it("adds only the new rows of a growing list and gives the same totals as from scratch", () => {
    const rows = [row("qr_invoice", "IDR 1.00", "success"), row("payment_bill", "IDR 2.00", "1")];
    const totalsOf = createTotalsAccumulator();
    const first = totalsOf(rows);
    expect(totalsOf(rows)).toBe(first);
    const grown = [...rows, row("payment_bill", "IDR 3.00", "2", true), row("payment_bill", "IDR 4.00", "2")];
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
