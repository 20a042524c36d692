import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount } from "@/lib/provider/amount";
import { DANGEROUS_FIRST_CHARACTERS, isDangerousCell, neutralizeCell } from "@/lib/spreadsheet/neutralize";
import type { CellValue } from "../columns";
import { selectColumns } from "../columns";
import { createWriter } from "./index";

const columns = selectColumns(["seq", "time", "amount", "description", "duplicateEvent"]);
const headers = {
  seq: "Seq",
  time: "Time (WIB)",
  amount: "Amount",
  description: "Description",
  duplicateEvent: "Duplicate",
};
const rows: CellValue[][] = [
  [
    { kind: "number", value: 42 },
    { kind: "datetime", value: new Date("2026-11-22T14:30:05.000Z") },
    { kind: "money", value: parseAmount("IDR 1234567.89") },
    { kind: "text", value: '=HYPERLINK("http://evil","x")' },
    { kind: "boolean", value: true },
  ],
  [
    { kind: "number", value: 41 },
    { kind: "datetime", value: new Date("2026-11-22T16:59:59.000Z") },
    { kind: "money", value: parseAmount("IDR -0.10") },
    { kind: "text", value: 'Warung "Bu Sri", Jl. Merdeka\nno. 5' },
    null,
  ],
];

async function writeAll(format: "csv" | "xlsx" | "jsonl", bom = false) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "export-")), `out.${format}`);
  const writer = await createWriter(format, { path: file, columns, headers, timeZone: "Asia/Jakarta", bom });
  for (const row of rows) await writer.write(row);
  const size = await writer.close();
  return { file, size };
}

describe("export writers", () => {
  it("CSV: RFC 4180 quoting, exact amounts, WIB wall-clock times, neutralized text, optional BOM", async () => {
    const { file, size } = await writeAll("csv", true);
    const bytes = readFileSync(file);
    expect(size).toBe(bytes.length);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString("utf8")).toContain("\r\n");
    const records = parse(bytes, { bom: true }) as string[][];
    expect(records[0]).toEqual(["Seq", "Time (WIB)", "Amount", "Description", "Duplicate"]);
    expect(records[1]).toEqual([
      "42",
      "2026-11-22 21:30:05",
      "1234567.89",
      '\'=HYPERLINK("http://evil","x")',
      "true",
    ]);
    expect(records[2]).toEqual([
      "41",
      "2026-11-22 23:59:59",
      "-0.10",
      'Warung "Bu Sri", Jl. Merdeka\nno. 5',
      "",
    ]);
  });

  it("XLSX: real number cells in Rupiah format and dates in WIB", async () => {
    const { file } = await writeAll("xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet("Transactions");
    if (!sheet) throw new Error("no Transactions sheet");
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Seq",
      "Time (WIB)",
      "Amount",
      "Description",
      "Duplicate",
    ]);
    const amount = sheet.getRow(2).getCell(3);
    expect(amount?.value).toBe(1234567.89);
    expect(amount?.numFmt).toContain('"Rp"');
    expect((sheet.getRow(2).getCell(2).value as Date).toISOString()).toBe("2026-11-22T21:30:05.000Z");
    expect(sheet.getRow(2).getCell(4).value).toBe('\'=HYPERLINK("http://evil","x")');
    expect(sheet.getRow(3).getCell(3).value).toBe(-0.1);
  });

  it("JSON Lines: one object per entry, amounts as exact decimal text", async () => {
    const { file } = await writeAll("jsonl");
    const lines = readFileSync(file, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      seq: 42,
      time: "2026-11-22T21:30:05.000+07:00",
      amount: { currency: "IDR", amount: "1234567.89" },
      description: '=HYPERLINK("http://evil","x")',
      duplicateEvent: true,
    });
    expect(lines[1]?.duplicateEvent).toBeNull();
  });

  it.each(["csv", "jsonl"] as const)(
    "%s: a file many times larger than what is held in memory has every row, in order",
    async (format) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "export-")), `out.${format}`);
      const writer = await createWriter(format, { path: file, columns, headers, timeZone: "Asia/Jakarta" });
      const count = 20_000;
      for (let seq = 0; seq < count; seq += 1) {
        await writer.write([
          { kind: "number", value: seq },
          { kind: "datetime", value: new Date(Date.UTC(2026, 0, 1) + seq * 1_000) },
          { kind: "money", value: parseAmount("IDR 1000.00") },
          { kind: "text", value: `Warung nomor ${seq} `.repeat(8) },
          null,
        ]);
        // Pages arrive between turns of the event loop; so do the rows of this test, a page at a time.
        if (seq % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
      }
      const size = await writer.close();
      const text = readFileSync(file, "utf8");
      expect(size).toBe(Buffer.byteLength(text));
      expect(size).toBeGreaterThan(2 * 1024 * 1024);
      const seqs =
        format === "csv"
          ? (parse(text, { from_line: 2 }) as string[][]).map((record) => Number(record[0]))
          : text
              .trimEnd()
              .split("\n")
              .map((line) => (JSON.parse(line) as { seq: number }).seq);
      expect(seqs).toEqual(Array.from({ length: count }, (_, seq) => seq));
    },
  );

  describe("formula neutralization, whatever text the provider sends", () => {
    const textColumns = selectColumns(["description", "msgId"]);
    const providerText = fc.oneof(
      fc.string({ unit: "binary" }),
      fc
        .tuple(fc.constantFrom(...DANGEROUS_FIRST_CHARACTERS), fc.string({ unit: "binary" }))
        .map(([first, rest]) => first + rest),
      fc.constant('Jl. Merdeka\n=HYPERLINK("http://evil.test")'),
      fc.constant("foto buram;=1+1"),
    );
    const textRows = fc.array(fc.tuple(providerText, providerText), { minLength: 1, maxLength: 4 });

    async function written(format: "csv" | "xlsx", rows: [string, string][]) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "export-")), `out.${format}`);
      const writer = await createWriter(format, {
        path: file,
        columns: textColumns,
        headers: { description: "Description", msgId: "Message ID" },
        timeZone: "Asia/Jakarta",
      });
      for (const row of rows) await writer.write(row.map((value) => ({ kind: "text", value })));
      await writer.close();
      return file;
    }

    it("CSV: every row reads back as written, each cell neutralized", async () => {
      await fc.assert(
        fc.asyncProperty(textRows, async (rows) => {
          const csv = readFileSync(await written("csv", rows), "utf8");
          const records = parse(csv, { record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
          expect(records.slice(1)).toEqual(rows.map((row) => row.map(neutralizeCell)));
        }),
        { numRuns: 50 },
      );
    });

    it("CSV and XLSX: a formula after a separator is neutralized too, and XLSX text cells are text, not formulas", async () => {
      const row: [string, string] = ["foto buram;=1+1", "=1+1,@SUM(A1)"];
      const csv = readFileSync(await written("csv", [row]), "utf8");
      expect(csv.split("\r\n")[1]).toBe(`"foto buram;'=1+1","'=1+1,'@SUM(A1)"`);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await written("xlsx", [row]));
      const cells = [1, 2].map((c) => workbook.getWorksheet("Transactions")?.getRow(2).getCell(c));
      expect(cells.map((cell) => cell?.value)).toEqual(["foto buram;'=1+1", "'=1+1,'@SUM(A1)"]);
      expect(cells.map((cell) => cell?.type)).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
    });

    it("XLSX: no text cell starts with a dangerous character", async () => {
      await fc.assert(
        fc.asyncProperty(textRows, async (rows) => {
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.readFile(await written("xlsx", rows));
          const sheet = workbook.getWorksheet("Transactions");
          rows.forEach((row, r) => {
            row.forEach((value, c) => {
              const cell = sheet?.getRow(r + 2).getCell(c + 1).value;
              const text = typeof cell === "string" ? cell : "";
              expect(isDangerousCell(text), JSON.stringify(value)).toBe(false);
              if (isDangerousCell(value)) expect(text.startsWith("'")).toBe(true);
            });
          });
        }),
        { numRuns: 15 },
      );
    });
  });
});
