import { createCsvWriter } from "./csv";
import { createJsonlWriter } from "./jsonl";
import type { ExportFormat, RowWriter, WriterOptions } from "./types";
import { createXlsxWriter } from "./xlsx";

export const FILE_EXTENSION: Record<ExportFormat, string> = { csv: "csv", xlsx: "xlsx", jsonl: "jsonl" };
export const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  jsonl: "application/x-ndjson; charset=utf-8",
};

export function createWriter(format: ExportFormat, options: WriterOptions): Promise<RowWriter> {
  if (format === "csv") return createCsvWriter(options);
  if (format === "xlsx") return createXlsxWriter(options);
  return createJsonlWriter(options);
}
