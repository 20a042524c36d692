import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AmountFormatError,
  addAmounts,
  formatAmount,
  parseAmount,
  subtractAmounts,
  sumAmounts,
} from "./amount";

describe("parseAmount", () => {
  it("parses into exact minor units", () => {
    expect(parseAmount("IDR 10000.00")).toEqual({ currency: "IDR", minor: 1_000_000n });
    expect(parseAmount("IDR 0.07")).toEqual({ currency: "IDR", minor: 7n });
    expect(parseAmount("USD 12345678901234567890.99")).toEqual({
      currency: "USD",
      minor: 1234567890123456789099n,
    });
  });

  it("accepts a negative amount so results of subtraction can be written back", () => {
    expect(parseAmount("IDR -5.50")).toEqual({ currency: "IDR", minor: -550n });
  });

  it.each([
    "IDR 10000",
    "IDR 10000.0",
    "IDR 10,000.00",
    "idr 1.00",
    "IDR  1.00",
    " IDR 1.00",
    "IDR 1.00 ",
    "Rp 1.00",
    "IDR 1e3.00",
    "",
    "10000.00",
  ])("rejects %j with an explanation", (text) => {
    expect(() => parseAmount(text)).toThrow(AmountFormatError);
    expect(() => parseAmount(text)).toThrow(/e\.g\. "IDR 10000\.00"/);
  });

  it("shortens long rejected input in the message", () => {
    expect(() => parseAmount("x".repeat(500))).toThrow(/…/);
  });
});

describe("formatAmount", () => {
  it("writes two fraction digits", () => {
    expect(formatAmount({ currency: "IDR", minor: 1_234_500n })).toBe("IDR 12345.00");
    expect(formatAmount({ currency: "IDR", minor: 5n })).toBe("IDR 0.05");
    expect(formatAmount({ currency: "IDR", minor: -101n })).toBe("IDR -1.01");
  });

  it("round-trips with parseAmount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
        const amount = { currency: "IDR", minor };
        expect(parseAmount(formatAmount(amount))).toEqual(amount);
      }),
    );
  });
});

describe("arithmetic", () => {
  it("adds without floating point error", () => {
    const tenCents = parseAmount("IDR 0.10");
    const total = sumAmounts(
      "IDR",
      Array.from({ length: 1000 }, () => tenCents),
    );
    expect(formatAmount(total)).toBe("IDR 100.00");
    expect(formatAmount(addAmounts(parseAmount("IDR 0.10"), parseAmount("IDR 0.20")))).toBe("IDR 0.30");
  });

  it("sums many amounts exactly, matching the sum of their integer cents", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { maxLength: 200 }), (cents) => {
        const texts = cents.map((minor) => formatAmount({ currency: "IDR", minor }));
        const total = sumAmounts("IDR", texts.map(parseAmount));
        expect(total.minor).toBe(cents.reduce((a, b) => a + b, 0n));
      }),
    );
  });

  it("subtracts exactly", () => {
    expect(formatAmount(subtractAmounts(parseAmount("IDR 100.00"), parseAmount("IDR 0.01")))).toBe(
      "IDR 99.99",
    );
    expect(formatAmount(subtractAmounts(parseAmount("IDR 0.01"), parseAmount("IDR 1.00")))).toBe("IDR -0.99");
  });

  it("refuses to mix currencies", () => {
    expect(() => addAmounts(parseAmount("IDR 1.00"), parseAmount("USD 1.00"))).toThrow(/IDR with USD/);
    expect(() => sumAmounts("IDR", [parseAmount("USD 1.00")])).toThrow(AmountFormatError);
  });
});
