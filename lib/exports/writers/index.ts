import { createCsvWriter } from "./csv";
import { createJsonlWriter } from "./jsonl";
import type { ExportFormat, RowWriter, WriterOptions } from "./types";

export const FILE_EXTENSION: Record<ExportFormat, string> = { csv: "csv", xlsx: "xlsx", jsonl: "jsonl" };
export const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  jsonl: "application/x-ndjson; charset=utf-8",
};

export function createWriter(format: ExportFormat, options: WriterOptions): Promise<RowWriter> {
  if (format === "csv") return createCsvWriter(options);
  // exceljs takes ~7 MiB of heap once loaded: an instance that never writes a workbook does not hold it.
  if (format === "xlsx") return import("./xlsx").then(({ createXlsxWriter }) => createXlsxWriter(options));
  return createJsonlWriter(options);
}
