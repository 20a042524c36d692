import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasLuhnCheckDigit } from "./luhn";

describe("hasLuhnCheckDigit", () => {
  it.each(["79927398713", "4111111111111111", "936008140000000001", "936009153000012347"])(
    "accepts %s",
    (digits) => {
      expect(hasLuhnCheckDigit(digits)).toBe(true);
    },
  );

  it.each(["79927398710", "936009153000012345", "", "7", "1234a"])("refuses %j", (digits) => {
    expect(hasLuhnCheckDigit(digits)).toBe(false);
  });

  it("refuses any single changed digit of a valid number", () => {
    const valid = "936009153000012347";
    fc.assert(
      fc.property(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const changed = String((Number(valid[position]) + shift) % 10);
        expect(hasLuhnCheckDigit(valid.slice(0, position) + changed + valid.slice(position + 1))).toBe(false);
      }),
    );
  });
});
