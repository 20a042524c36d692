import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AmountFormatError, parseAmount, subtractAmounts } from "./amount";

// An amount as the provider writes it (minor units as whole and two fraction digits).
function wireText(minor: bigint): string {
  const absolute = minor < 0n ? -minor : minor;
  const cents = String(absolute % 100n).padStart(2, "0");
  return `IDR ${minor < 0n ? "-" : ""}${absolute / 100n}.${cents}`;
}

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

describe("parseAmount on any amount", () => {
  it("reads back exactly the minor units written", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
        expect(parseAmount(wireText(minor))).toEqual({ currency: "IDR", minor });
      }),
    );
  });
});

describe("subtraction", () => {
  it("subtracts exactly, where floats do not", () => {
    expect(subtractAmounts(parseAmount("IDR 0.30"), parseAmount("IDR 0.10"))).toEqual(
      parseAmount("IDR 0.20"),
    );
    expect(subtractAmounts(parseAmount("IDR 100.00"), parseAmount("IDR 0.01"))).toEqual(
      parseAmount("IDR 99.99"),
    );
    expect(subtractAmounts(parseAmount("IDR 0.01"), parseAmount("IDR 1.00"))).toEqual(
      parseAmount("IDR -0.99"),
    );
  });

  it("agrees with integer cents for any amounts", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (a, b) => {
          expect(subtractAmounts(parseAmount(wireText(a)), parseAmount(wireText(b))).minor).toBe(a - b);
        },
      ),
    );
  });

  it("refuses to mix currencies", () => {
    expect(() => subtractAmounts(parseAmount("IDR 1.00"), parseAmount("USD 1.00"))).toThrow(/IDR with USD/);
  });
});
