import type { ColumnMapping } from "../schemas";
import type { ReconcileRowProblem } from "../types";
import { readLedger } from "./read";
import { isInvalidRow, missingColumns, toLedgerRows } from "./rows";

export const PREVIEW_ROWS = 10;
export const PREVIEW_PROBLEMS = 50;

/** A problem the preview shows: a mapped column the file lacks (no row), an invalid row, or a repeated one. */
export interface PreviewProblem extends ReconcileRowProblem {
  rowNumber: number | null;
  raw?: string;
  /** For a repeated row (`duplicate`): the first row with its identifier and kind. */
  duplicateOf?: number;
}

export interface LedgerPreview {
  format: "csv" | "xlsx";
  sheets: string[];
  sheet?: string;
  columns: string[];
  rows: { rowNumber: number; cells: string[] }[];
  /** The first `PREVIEW_PROBLEMS`: the missing columns first, then the invalid and repeated rows in order. */
  problems: PreviewProblem[];
  rowCount: number;
  emptyRows: number;
  /** With a mapping whose columns are all there: how many rows are invalid, and how many repeat an earlier one. */
  invalidRows: number;
  duplicateRows: number;
}

/**
 * What the manager checks before starting: the file read as the run will read it, its first rows, and with a
 * mapping every problem the run would meet before asking the provider anything. Refusals of the file itself are
 * thrown as `readLedger` throws them.
 */
export async function previewLedger(
  bytes: Uint8Array,
  fileName: string,
  mapping?: ColumnMapping,
  sheet?: string,
): Promise<LedgerPreview> {
  const table = await readLedger(bytes, fileName, { sheet });
  const problems: PreviewProblem[] = [];
  let invalidRows = 0;
  let duplicateRows = 0;
  const missing = mapping ? missingColumns(table.columns, mapping) : [];
  for (const column of missing) problems.push({ rowNumber: null, code: "missing_column", column });
  if (mapping && missing.length === 0) {
    for (const row of toLedgerRows(table, mapping)) {
      if (isInvalidRow(row)) {
        invalidRows += 1;
        if (problems.length < PREVIEW_PROBLEMS)
          problems.push({ rowNumber: row.rowNumber, ...row.invalid, raw: row.raw });
      } else if (row.duplicateOf !== undefined) {
        duplicateRows += 1;
        if (problems.length < PREVIEW_PROBLEMS)
          problems.push({ rowNumber: row.rowNumber, code: "duplicate", duplicateOf: row.duplicateOf });
      }
    }
  }
  return {
    format: table.format,
    sheets: table.sheets,
    ...(table.sheet === undefined ? {} : { sheet: table.sheet }),
    columns: table.columns,
    rows: table.rows.slice(0, PREVIEW_ROWS).map(({ rowNumber, cells }) => ({ rowNumber, cells })),
    problems: problems.slice(0, PREVIEW_PROBLEMS),
    rowCount: table.rows.length,
    emptyRows: table.emptyRows,
    invalidRows,
    duplicateRows,
  };
}
