import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { AppError } from "@/lib/errors";
import { LEDGER_MAX_COLUMNS } from "./limits";
import { type CellNote, type LedgerTable, TableBuilder } from "./table";
import { workbookParts } from "./workbook-parts";
import { cellText } from "./xlsx-cell";
import { inflateEntry, storedZip, type ZipEntry, zipEntries } from "./zip";

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

/**
 * An XLSX ledger's table, one sheet of it (the chosen one, else the first). The archive is checked before any
 * part is read (`zipEntries`), and only the parts this needs are inflated, each under its declared size; they
 * are handed to exceljs's streaming reader in the order it reads without spilling to disk, as stored parts, so
 * nothing is inflated twice and no part beyond them is opened.
 */
export async function readXlsx(bytes: Uint8Array, choice: { sheet?: string }): Promise<LedgerTable> {
  const entries = new Map<string, ZipEntry>(zipEntries(bytes).map((entry) => [entry.name, entry]));
  const part = (name: string | null): Buffer | null => {
    const entry = name ? entries.get(name) : undefined;
    return entry ? inflateEntry(bytes, entry) : null;
  };
  const workbook = part("xl/workbook.xml");
  const relationships = part("xl/_rels/workbook.xml.rels");
  if (!workbook || !relationships) throw new AppError("reconcile_not_spreadsheet");
  const parts = workbookParts(workbook.toString("utf8"), relationships.toString("utf8"));
  const sheets = parts.sheets.map((sheet) => sheet.name);
  const chosen =
    choice.sheet === undefined ? parts.sheets[0] : parts.sheets.find((s) => s.name === choice.sheet);
  if (!chosen)
    throw new AppError(
      choice.sheet === undefined ? "reconcile_not_spreadsheet" : "reconcile_sheet_not_found",
    );
  const sheet = part(chosen.part);
  if (!sheet) throw new AppError("reconcile_not_spreadsheet");
  const styles = part(parts.styles);
  const archive = storedZip([
    { name: "xl/workbook.xml", content: workbook },
    { name: "xl/_rels/workbook.xml.rels", content: relationships },
    ...(styles ? [{ name: "xl/styles.xml", content: styles }] : []),
    { name: "xl/sharedStrings.xml", content: part(parts.sharedStrings) ?? EMPTY_SHARED_STRINGS },
    { name: "xl/worksheets/sheet1.xml", content: sheet },
  ]);
  const builder = new TableBuilder();
  try {
    await readRows(archive, builder);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("reconcile_not_spreadsheet");
  }
  return { format: "xlsx", sheets, sheet: chosen.name, ...builder.finish() };
}

// The reader takes its input as a stream; handed as one buffer of tens of megabytes it slows to a crawl (each
// piece it takes is cut from what remains), in pieces of this size it reads as fast as from a file.
const PIECE = 64 * 1024;

function* piecesOf(archive: Buffer): Generator<Buffer> {
  for (let at = 0; at < archive.length; at += PIECE) yield archive.subarray(at, at + PIECE);
}

async function readRows(archive: Buffer, builder: TableBuilder): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(piecesOf(archive)), {
    sharedStrings: "cache",
    // Styles tell a date from a number; hyperlinks and the rest of the workbook are not read.
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  let previous = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const rowNumber = Number.isInteger(row.number) ? row.number : previous + 1;
      previous = rowNumber;
      const cells: string[] = [];
      let notes: Map<number, CellNote> | undefined;
      const width = Math.min(row.cellCount, builder.columns?.length ?? LEDGER_MAX_COLUMNS + 1);
      for (let column = 1; column <= width; column++) {
        const { text, note } = cellText(row.getCell(column).value);
        cells.push(text);
        if (note) {
          notes ??= new Map();
          notes.set(column - 1, note);
        }
      }
      builder.add(notes ? { rowNumber, cells, notes } : { rowNumber, cells });
    }
  }
}
