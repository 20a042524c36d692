import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CELL_SEPARATORS, DANGEROUS_FIRST_CHARACTERS, isDangerousCell, neutralizeCell } from "./neutralize";

const dangerous = fc.constantFrom(...DANGEROUS_FIRST_CHARACTERS);
// Any UTF-16 text, lone surrogates and control characters included.
const anyText = fc.string({ unit: "binary" });
const startsDangerous = fc.tuple(dangerous, anyText).map(([first, rest]) => first + rest);
// Text made mostly of what matters here: separators, formula starts, what is stepped over, a plain letter.
const trickyText = fc
  .array(fc.constantFrom(...CELL_SEPARATORS, ...DANGEROUS_FIRST_CHARACTERS, " ", '"', "'", "a", "1"), {
    maxLength: 12,
  })
  .map((parts) => parts.join(""));
const cellText = fc.oneof(anyText, startsDangerous, trickyText);

/** The parts a reader makes of a cell when it splits at `separator` (and at line breaks), as it would read them. */
const partsSplitAt = (text: string, separator: string) =>
  text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
const readAsCell = (part: string) => part.replace(/^[ "]*/, "");

describe("neutralizeCell", () => {
  it("covers NUL, tab, CR, = + - @ and their fullwidth forms", () => {
    expect([...DANGEROUS_FIRST_CHARACTERS].sort()).toEqual(
      ["\0", "\t", "\r", "=", "+", "-", "@", "＝", "＋", "－", "＠"].sort(),
    );
  });

  it("never returns a cell that starts with a dangerous character", () => {
    fc.assert(fc.property(cellText, (text) => !isDangerousCell(neutralizeCell(text))));
  });

  it.each([";", ",", "\t"])(
    "leaves no part that starts with a dangerous character when a reader splits the cell at %j or a line break",
    (separator) => {
      fc.assert(
        fc.property(cellText, (text) =>
          partsSplitAt(neutralizeCell(text), separator).every((part) => !isDangerousCell(readAsCell(part))),
        ),
      );
    },
  );

  it("only adds apostrophes, keeping every character in its order", () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const safe = neutralizeCell(text);
        let from = 0;
        // Removing one apostrophe before each formula start gives the text back.
        let restored = "";
        for (let i = 0; i < safe.length; i += 1) {
          if (safe[i] === "'" && DANGEROUS_FIRST_CHARACTERS.includes(safe[i + 1] ?? "") && text[from] !== "'")
            continue;
          restored += safe[i];
          from += 1;
        }
        return restored === text;
      }),
    );
  });

  it("changes nothing in a cell with no formula start anywhere", () => {
    fc.assert(
      fc.property(
        // Each part from the start or from just after any separator, the separator left on the part before.
        cellText.filter((text) =>
          text.split(/(?<=[,;\t\r\n])/).every((part) => !isDangerousCell(readAsCell(part))),
        ),
        (text) => neutralizeCell(text) === text,
      ),
    );
  });

  it("only prefixes an apostrophe to a dangerous cell with nothing to split", () => {
    const plain = fc.string().filter((rest) => ![...rest].some((c) => CELL_SEPARATORS.includes(c)));
    fc.assert(
      fc.property(
        fc.tuple(
          dangerous.filter((c) => !CELL_SEPARATORS.includes(c)),
          plain,
        ),
        ([first, rest]) => {
          return neutralizeCell(first + rest) === `'${first}${rest}`;
        },
      ),
    );
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+62 812", "'+62 812"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["＝1+1", "'＝1+1"],
    ["－2+3", "'－2+3"],
    ["\0=1+1", "'\0=1+1"],
    ["\t=1+1", "'\t'=1+1"],
    ["foto buram;=1+1", "foto buram;'=1+1"],
    ["foto buram,=1+1", "foto buram,'=1+1"],
    ["foto buram; =1+1", "foto buram; '=1+1"],
    ['a;"=1+1', "a;\"'=1+1"],
    ["a\t@SUM(A1)", "a\t'@SUM(A1)"],
    ["Jl. Merdeka\r\n-1+1", "Jl. Merdeka\r\n'-1+1"],
    ["a;;+1", "a;;'+1"],
    ["1+1=2, a-b", "1+1=2, a-b"],
    ["Toko Sinar Jaya", "Toko Sinar Jaya"],
    ["", ""],
  ])("%j becomes %j", (input, output) => {
    expect(neutralizeCell(input)).toBe(output);
  });
});
