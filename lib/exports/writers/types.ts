import type { CellValue, ExportColumn } from "../columns";

export const EXPORT_FORMATS = ["csv", "xlsx", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface WriterOptions {
  path: string;
  /** Only their ids are read (each column's title is in `headers`): any export's columns will do. */
  columns: readonly Pick<ExportColumn, "id">[];
  /** Column titles in the export's language, by column id. */
  headers: Record<string, string>;
  timeZone: string;
  /** CSV only: a byte order mark, so Excel reads UTF-8. */
  bom?: boolean;
}

/** Writes rows to a file as they come, so memory stays flat whatever the number of rows. */
export interface RowWriter {
  write(cells: CellValue[]): Promise<void>;
  /** Finishes the file; returns its size in bytes. */
  close(): Promise<number>;
  /** Stops writing after a failure or a cancel; the caller deletes the file. */
  abort(): Promise<void>;
}
