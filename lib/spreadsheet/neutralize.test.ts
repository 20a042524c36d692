import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DANGEROUS_FIRST_CHARACTERS, isDangerousCell, neutralizeCell } from "./neutralize";

const dangerous = fc.constantFrom(...DANGEROUS_FIRST_CHARACTERS);
// Any UTF-16 text, lone surrogates and control characters included.
const anyText = fc.string({ unit: "binary" });
const startsDangerous = fc.tuple(dangerous, anyText).map(([first, rest]) => first + rest);
const cellText = fc.oneof(anyText, startsDangerous);

describe("neutralizeCell", () => {
  it("covers NUL, tab, CR, = + - @ and their fullwidth forms", () => {
    expect([...DANGEROUS_FIRST_CHARACTERS].sort()).toEqual(
      ["\0", "\t", "\r", "=", "+", "-", "@", "＝", "＋", "－", "＠"].sort(),
    );
  });

  it("never returns a cell that starts with a dangerous character", () => {
    fc.assert(fc.property(cellText, (text) => !isDangerousCell(neutralizeCell(text))));
  });

  it("changes nothing in a cell that is already safe", () => {
    fc.assert(
      fc.property(
        anyText.filter((text) => !isDangerousCell(text)),
        (text) => neutralizeCell(text) === text,
      ),
    );
  });

  it("only prefixes an apostrophe to a dangerous cell, keeping every character", () => {
    fc.assert(fc.property(startsDangerous, (text) => neutralizeCell(text) === `'${text}`));
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+62 812", "'+62 812"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["＝1+1", "'＝1+1"],
    ["－2+3", "'－2+3"],
    ["\0=1+1", "'\0=1+1"],
    ["\t=1+1", "'\t=1+1"],
    ["Toko Sinar Jaya", "Toko Sinar Jaya"],
    ["", ""],
  ])("%j becomes %j", (input, output) => {
    expect(neutralizeCell(input)).toBe(output);
  });
});
