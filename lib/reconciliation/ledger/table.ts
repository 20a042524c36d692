import { AppError } from "@/lib/errors";
import { LEDGER_MAX_COLUMNS, LEDGER_MAX_ROWS } from "./limits";

/**
 * What a spreadsheet cell held besides its text: a number (its text is written plainly, `1234567.89`, whatever
 * the amount column's declared format), a formula the file saved no value for, or an error value (`#N/A`).
 */
export type CellNote = "number" | "no_cached_value" | "error";

export interface LedgerTableRow {
  /** The row's line in the sheet as the person sees it there (the header's line is the first of the table). */
  rowNumber: number;
  cells: string[];
  /** Only for the cells of an XLSX row that were more than text, by column index. */
  notes?: Map<number, CellNote>;
}

/** A ledger as read, before any column is interpreted: the header's column names and the non-empty rows after it. */
export interface LedgerTable {
  format: "csv" | "xlsx";
  /** The workbook's sheet names in order (XLSX only). */
  sheets: string[];
  /** The sheet read (XLSX only). */
  sheet?: string;
  columns: string[];
  rows: LedgerTableRow[];
  /** Lines after the header with nothing in them, skipped. */
  emptyRows: number;
}

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * Gathers a reader's rows into a table: the first non-empty row is the header, empty rows are skipped and
 * counted, and the row limit is enforced as rows arrive, so a file over it is refused before the rest is read.
 */
export class TableBuilder {
  columns: string[] | null = null;
  readonly rows: LedgerTableRow[] = [];
  emptyRows = 0;

  add(row: LedgerTableRow): void {
    if (isEmpty(row.cells)) {
      if (this.columns) this.emptyRows += 1;
      return;
    }
    if (!this.columns) {
      if (row.cells.length > LEDGER_MAX_COLUMNS) throw new AppError("reconcile_too_many_columns");
      this.columns = row.cells.map((cell) => cell.trim());
      return;
    }
    if (this.rows.length >= LEDGER_MAX_ROWS) throw new AppError("reconcile_too_many_rows");
    this.rows.push(row);
  }

  /** The header and rows; a file without a header row is no ledger. */
  finish(): { columns: string[]; rows: LedgerTableRow[]; emptyRows: number } {
    if (!this.columns) throw new AppError("reconcile_empty_file");
    return { columns: this.columns, rows: this.rows, emptyRows: this.emptyRows };
  }
}
