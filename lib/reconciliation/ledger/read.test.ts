import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { LEDGER_MAX_BYTES, LEDGER_MAX_ROWS } from "./limits";
import { readLedger } from "./read";

const utf8 = (text: string) => new TextEncoder().encode(text);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "read",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

function utf16(text: string, endian: "le" | "be"): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(endian === "le" ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const [first, second] = endian === "le" ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff];
    bytes[2 + i * 2] = first;
    bytes[3 + i * 2] = second;
  }
  return bytes;
}

/** A zip archive whose central directory says what the test wants, whatever its data holds. */
function zipOf(entries: { name: string; data: Buffer; declaredSize: number; method?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize, method = 8 } of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

const WORKBOOK = `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Buku &quot;A&amp;B&quot; > 1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELATIONSHIPS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const deflated = (text: string | Buffer) => {
  const data = typeof text === "string" ? Buffer.from(text) : text;
  return { data: deflateRawSync(data), declaredSize: data.length };
};
const sheetXml = (rows: string) =>
  `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

/** A workbook of the parts a ledger needs, the sheet written by hand. */
const handMadeXlsx = (sheet: { data: Buffer; declaredSize: number }) =>
  zipOf([
    { name: "xl/workbook.xml", ...deflated(WORKBOOK) },
    { name: "xl/_rels/workbook.xml.rels", ...deflated(RELATIONSHIPS) },
    { name: "xl/worksheets/sheet1.xml", ...sheet },
  ]);

describe("reading a CSV ledger", () => {
  it("detects the semicolon, drops the byte order mark, and keeps the Indonesian amounts' commas", async () => {
    const table = await readLedger(
      utf8("\uFEFFid;jumlah;status\r\nP-1;IDR 1.234.567,89;SUCCESS\r\nP-2;Rp 10.000;FAILED\r\n"),
      "buku.csv",
    );
    expect(table.format).toBe("csv");
    expect(table.columns).toEqual(["id", "jumlah", "status"]);
    expect(table.rows).toEqual([
      { rowNumber: 2, cells: ["P-1", "IDR 1.234.567,89", "SUCCESS"] },
      { rowNumber: 3, cells: ["P-2", "Rp 10.000", "FAILED"] },
    ]);
  });

  it("reads quoted fields with quotes and line breaks inside, numbering rows as the sheet shows them", async () => {
    const table = await readLedger(
      utf8(
        'id,note,amount\nP-1,"said ""paid""; later",10.00\n\nP-2,"two\nlines, one cell",20.00\n,,\nP-3,plain,5',
      ),
      "ledger.csv",
    );
    expect(table.columns).toEqual(["id", "note", "amount"]);
    expect(table.rows).toEqual([
      { rowNumber: 2, cells: ["P-1", 'said "paid"; later', "10.00"] },
      { rowNumber: 4, cells: ["P-2", "two\nlines, one cell", "20.00"] },
      { rowNumber: 6, cells: ["P-3", "plain", "5"] },
    ]);
    expect(table.emptyRows).toBe(2);
  });

  it("reads UTF-16 with its byte order mark, either way round", async () => {
    const text = "id;amount\r\nPÄRTNER-é;1.000\r\n";
    for (const endian of ["le", "be"] as const) {
      const table = await readLedger(utf16(text, endian), "ledger.csv");
      expect(table.rows).toEqual([{ rowNumber: 2, cells: ["PÄRTNER-é", "1.000"] }]);
    }
  });

  it("refuses Windows-1252 bytes and UTF-16 without its mark instead of reading other identifiers", async () => {
    // "Café" in Windows-1252: é is the single byte 0xE9, which UTF-8 never writes alone.
    const windows1252 = new Uint8Array([...utf8("id\nCaf"), 0xe9, 0x0a]);
    expect(await refusal(readLedger(windows1252, "ledger.csv"))).toBe("reconcile_encoding");
    const unmarked = utf16("id\nP-1\n", "le").subarray(2);
    expect(await refusal(readLedger(unmarked, "ledger.csv"))).toBe("reconcile_encoding");
  });

  it("refuses a quote never closed", async () => {
    expect(await refusal(readLedger(utf8('id,amount\n"P-1,10\nP-2,20\n'), "ledger.csv"))).toBe(
      "reconcile_malformed_csv",
    );
  });

  it("refuses more rows than the limit before handing any over, and takes exactly the limit", async () => {
    const rows = (count: number) => `id\n${Array.from({ length: count }, (_, i) => `P-${i}`).join("\n")}\n`;
    expect(await refusal(readLedger(utf8(rows(LEDGER_MAX_ROWS + 1)), "ledger.csv"))).toBe(
      "reconcile_too_many_rows",
    );
    expect((await readLedger(utf8(rows(LEDGER_MAX_ROWS)), "ledger.csv")).rows).toHaveLength(LEDGER_MAX_ROWS);
  });

  it("refuses a file over the size limit without reading it", async () => {
    const big = new Uint8Array(LEDGER_MAX_BYTES + 1).fill(0xff);
    expect(await refusal(readLedger(big, "ledger.csv"))).toBe("reconcile_file_too_large");
    expect(await refusal(readLedger(big, "ledger.xlsx"))).toBe("reconcile_file_too_large");
  });

  it("refuses a file with no header and a kind of file it does not read", async () => {
    expect(await refusal(readLedger(utf8("\n\n"), "ledger.csv"))).toBe("reconcile_empty_file");
    expect(await refusal(readLedger(utf8("id\nP-1\n"), "ledger.pdf"))).toBe("reconcile_not_spreadsheet");
  });
});

async function workbookWithFormulas(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Notes").addRow(["nothing to see"]);
  const ledger = workbook.addWorksheet("Ledger");
  ledger.addRow(["id", "amount", "status", "date"]);
  ledger.addRow(["P-1", 1500.5, "SUCCESS", new Date(Date.UTC(2026, 10, 1))]);
  ledger.addRow([
    "P-2",
    { formula: "B2*2", result: 3001 },
    { formula: '"SUC"&"CESS"', result: "SUCCESS" },
    "x",
  ]);
  ledger.addRow(["P-3", { formula: "B2*3" }, "FAILED", null]);
  ledger.addRow([
    { richText: [{ text: "P-" }, { text: "4", font: { bold: true } }] },
    { error: "#N/A" },
    "",
    "",
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("reading an XLSX ledger", () => {
  it("lists the sheets, reads the first by default or the one chosen, and refuses one it does not have", async () => {
    const bytes = await workbookWithFormulas();
    const first = await readLedger(bytes, "ledger.xlsx");
    expect(first).toMatchObject({ format: "xlsx", sheets: ["Notes", "Ledger"], sheet: "Notes" });
    expect(first.columns).toEqual(["nothing to see"]);
    const chosen = await readLedger(bytes, "ledger.xlsx", { sheet: "Ledger" });
    expect(chosen.sheet).toBe("Ledger");
    expect(chosen.columns).toEqual(["id", "amount", "status", "date"]);
    expect(await refusal(readLedger(bytes, "ledger.xlsx", { sheet: "Sheet9" }))).toBe(
      "reconcile_sheet_not_found",
    );
  });

  it("reads a formula's saved value without evaluating it, and marks one saved without a value", async () => {
    const { rows } = await readLedger(await workbookWithFormulas(), "ledger.xlsx", { sheet: "Ledger" });
    expect(rows.map(({ rowNumber, cells }) => ({ rowNumber, cells }))).toEqual([
      { rowNumber: 2, cells: ["P-1", "1500.5", "SUCCESS", "2026-11-01"] },
      { rowNumber: 3, cells: ["P-2", "3001", "SUCCESS", "x"] },
      { rowNumber: 4, cells: ["P-3", "", "FAILED"] },
      { rowNumber: 5, cells: ["P-4", "#N/A", "", ""] },
    ]);
    expect(rows[0]?.notes?.get(1)).toBe("number");
    expect(rows[2]?.notes?.get(1)).toBe("no_cached_value");
    expect(rows[3]?.notes?.get(1)).toBe("error");
  });

  it("refuses a picture renamed .xlsx, a zip named .csv, and a zip that is no workbook", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...utf8("IHDR....")]);
    expect(await refusal(readLedger(png, "ledger.xlsx"))).toBe("reconcile_not_spreadsheet");
    const xlsx = await workbookWithFormulas();
    expect(await refusal(readLedger(xlsx, "ledger.csv"))).toBe("reconcile_not_spreadsheet");
    const notWorkbook = zipOf([{ name: "readme.txt", ...deflated("hello") }]);
    expect(await refusal(readLedger(notWorkbook, "ledger.xlsx"))).toBe("reconcile_not_spreadsheet");
  });

  it("reads a workbook written by hand: a sheet name with XML escapes, inline strings, no shared strings or styles", async () => {
    const rows = `<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>P-&amp;1</t></is></c></row>`;
    const table = await readLedger(handMadeXlsx(deflated(sheetXml(rows))), "ledger.xlsx");
    expect(table).toMatchObject({
      sheets: ['Buku "A&B" > 1'],
      columns: ["id"],
      rows: [{ rowNumber: 3, cells: ["P-&1"] }],
    });
  });

  it("refuses a sheet of more rows than the limit", async () => {
    // The exact limit is taken, as the CSV test shows: both readers count rows with the same table builder.
    const rows = ['<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row>'];
    for (let i = 2; i <= LEDGER_MAX_ROWS + 2; i++)
      rows.push(`<row r="${i}"><c r="A${i}"><v>${i}</v></c></row>`);
    const sheet = handMadeXlsx(deflated(sheetXml(rows.join(""))));
    expect(await refusal(readLedger(sheet, "ledger.xlsx"))).toBe("reconcile_too_many_rows");
  });

  it("refuses a zip bomb by its declared sizes before inflating anything", async () => {
    // 20 MiB of one repeated row compresses a thousand times over: no spreadsheet's XML does.
    const row = '<row><c t="inlineStr"><is><t>P-1</t></is></c></row>';
    const bomb = deflated(sheetXml(row.repeat((20 * 1024 * 1024) / row.length)));
    expect(await refusal(readLedger(handMadeXlsx(bomb), "ledger.xlsx"))).toBe("reconcile_zip_bomb");
    // Parts declaring 300 MiB in all, whatever their data.
    const declared = zipOf([
      { name: "xl/workbook.xml", ...deflated(WORKBOOK), declaredSize: 150 * 1024 * 1024 },
      { name: "xl/_rels/workbook.xml.rels", ...deflated(RELATIONSHIPS), declaredSize: 150 * 1024 * 1024 },
    ]);
    expect(await refusal(readLedger(declared, "ledger.xlsx"))).toBe("reconcile_zip_bomb");
  });

  it("refuses a zip bomb whose directory lies about the size its data inflates to", async () => {
    const sheet = deflated(
      sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row>'.repeat(2000)),
    );
    const lying = handMadeXlsx({ data: sheet.data, declaredSize: 1024 });
    expect(await refusal(readLedger(lying, "ledger.xlsx"))).toBe("reconcile_zip_bomb");
  });
});
