import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDangerousCell, neutralizeCell } from "./neutralize";

const dangerous = fc.constantFrom("=", "+", "-", "@", "\t", "\r");

describe("neutralizeCell", () => {
  it("never returns a cell that starts with a dangerous character", () => {
    fc.assert(fc.property(fc.string(), (text) => !isDangerousCell(neutralizeCell(text))));
  });

  it("changes nothing in a cell that is already safe", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !isDangerousCell(text)),
        (text) => neutralizeCell(text) === text,
      ),
    );
  });

  it("only prefixes an apostrophe to a dangerous cell, keeping every character", () => {
    fc.assert(
      fc.property(
        dangerous,
        fc.string(),
        (first, rest) => neutralizeCell(first + rest) === `'${first}${rest}`,
      ),
    );
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+62 812", "'+62 812"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["Toko Sinar Jaya", "Toko Sinar Jaya"],
    ["", ""],
  ])("%j becomes %j", (input, output) => {
    expect(neutralizeCell(input)).toBe(output);
  });
});
