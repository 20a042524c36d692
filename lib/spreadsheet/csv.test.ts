import { buffer } from "node:stream/consumers";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CsvValue, createCsvWriter } from "./csv";
import { CELL_SEPARATORS, DANGEROUS_FIRST_CHARACTERS, isDangerousCell, neutralizeCell } from "./neutralize";

async function csvOf(header: string[], rows: CsvValue[][], bom = false): Promise<string> {
  const writer = createCsvWriter(header, { bom });
  // Collected as bytes: a text decoder would drop the byte order mark.
  const output = buffer(writer.output);
  for (const row of rows) await writer.write(row);
  writer.end();
  return (await output).toString("utf8");
}

// Any reader's idea of a line end: one that split rows at a bare LF or CR would see different rows.
const readRecords = (csv: string): string[][] =>
  parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];

const cellText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc
    .tuple(fc.constantFrom(...DANGEROUS_FIRST_CHARACTERS), fc.string({ unit: "binary" }))
    .map(([first, rest]) => first + rest),
  fc.constantFrom(
    "a,b",
    'say "hi"',
    "line\nbreak",
    "x\r\n=1+1",
    "x\n@SUM(A1)",
    " padded ",
    "foto buram;=1+1",
  ),
  // Mostly separators, formula starts, quotes and spaces.
  fc
    .array(fc.constantFrom(...CELL_SEPARATORS, ...DANGEROUS_FIRST_CHARACTERS, " ", '"', "'", "a"), {
      maxLength: 10,
    })
    .map((parts) => parts.join("")),
);

/**
 * The cells a reader makes of a file when it ignores quoting and splits every line at `separator`, as Excel
 * set to that list separator may: each part read as a cell, the quotes and spaces before it dropped.
 */
const cellsSplitAt = (csv: string, separator: string): string[] =>
  csv
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((part) => part.replace(/^[ "]*/, ""));

describe("the CSV writer", () => {
  it("writes every text cell back exactly, neutralized, whatever it holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cellText, cellText, cellText), { maxLength: 8 }), async (rows) => {
        const records = readRecords(await csvOf(["a", "b", "c"], rows));
        expect(records).toEqual([["a", "b", "c"], ...rows.map((row) => row.map(neutralizeCell))]);
        for (const cell of records.flat()) expect(isDangerousCell(cell)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it.each([",", ";"])(
    "leaves no cell starting a formula for a reader that splits every line at %j, quotes or not",
    async (separator) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(cellText, cellText), { maxLength: 6 }), async (rows) => {
          const cells = cellsSplitAt(await csvOf(["a", "=b"], rows, true), separator);
          for (const cell of cells) expect(isDangerousCell(cell), JSON.stringify(cell)).toBe(false);
        }),
        { numRuns: 300 },
      );
    },
  );

  it("quotes every text cell, so a `;` in one keeps it one cell where `;` separates cells", async () => {
    const csv = await csvOf(["Note", "Reference"], [["foto buram;=1+1", "ref-1"]]);
    expect(csv).toBe('"Note","Reference"\r\n"foto buram;\'=1+1","ref-1"\r\n');
  });

  it("quotes a cell holding a line break, so the text after it never starts a row of its own", async () => {
    const csv = await csvOf(["Description"], [['Jl. Merdeka\n=HYPERLINK("http://evil.test")'], ["a\rb"]]);
    expect(csv).toBe('"Description"\r\n"Jl. Merdeka\n\'=HYPERLINK(""http://evil.test"")"\r\n"a\rb"\r\n');
  });

  it("ends lines with CRLF, writes numbers, booleans and formatted values as they are, and nothing for null", async () => {
    const csv = await csvOf(["n", "b", "amount", "empty"], [[-5, true, { formatted: "-0.10" }, null]]);
    expect(csv).toBe('"n","b","amount","empty"\r\n-5,true,-0.10,\r\n');
  });

  it("starts with a byte order mark when asked, and neutralizes the header too", async () => {
    const csv = await csvOf(["=cmd"], [], true);
    expect(csv).toBe('\uFEFF"\'=cmd"\r\n');
  });
});
