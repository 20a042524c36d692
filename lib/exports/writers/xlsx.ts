import { stat } from "node:fs/promises";
import ExcelJS from "exceljs";
import { decimalText } from "@/lib/format/money";
import { neutralizeCell } from "@/lib/spreadsheet/neutralize";
import { wallClock } from "@/lib/spreadsheet/time";
import type { CellValue } from "../columns";
import type { RowWriter, WriterOptions } from "./types";

const RUPIAH = '"Rp" #,##0.00;[Red]-"Rp" #,##0.00';
const DATE_TIME = "yyyy-mm-dd hh:mm:ss";

// One style object per kind of cell, shared by every cell of that kind: exceljs remembers the style of an object
// it has seen, where a style of its own for each cell would be worked out again for each of 100,000 rows.
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const MONEY_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: RUPIAH });
const DATE_TIME_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: DATE_TIME });

function cellStyle(cell: CellValue): Partial<ExcelJS.Style> {
  if (cell?.kind === "money") return MONEY_STYLE;
  if (cell?.kind === "datetime") return DATE_TIME_STYLE;
  return PLAIN_STYLE;
}

function xlsxValue(cell: CellValue, timeZone: string): ExcelJS.CellValue {
  if (cell === null) return null;
  switch (cell.kind) {
    case "text":
      return neutralizeCell(cell.value);
    case "money":
      // Real number cells; Rupiah amounts stay far inside the 15 significant digits a spreadsheet keeps.
      return Number(decimalText(cell.value));
    case "datetime":
      // Spreadsheets have no time zones: the wall-clock time of the export's zone, named in the header.
      return wallClock(cell.value, timeZone);
    default:
      return cell.value;
  }
}

/** A streamed workbook: rows are committed to the file as they come. */
export async function createXlsxWriter({
  path,
  columns,
  headers,
  timeZone,
}: WriterOptions): Promise<RowWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Transactions", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: neutralizeCell(headers[column.id] ?? column.id),
    key: column.id,
    width: Math.max(12, Math.min(40, (headers[column.id] ?? column.id).length + 4)),
  }));
  return {
    async write(cells) {
      const row = sheet.addRow(cells.map((cell) => xlsxValue(cell, timeZone)));
      cells.forEach((cell, i) => {
        row.getCell(i + 1).style = cellStyle(cell);
      });
      row.commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      return (await stat(path)).size;
    },
    async abort() {
      await workbook.commit().catch(() => {});
    },
  };
}
