import { once } from "node:events";
import { stat } from "node:fs/promises";
import { type CsvValue, createCsvWriter as createCsv } from "@/lib/spreadsheet/csv";
import { cellText } from "../cell-text";
import type { CellValue } from "../columns";
import { createExportFile, gatheredWrites } from "./gather-writes";
import type { RowWriter, WriterOptions } from "./types";

// Text from the provider is neutralized by the shared writer; amounts, numbers and times are written as formatted.
const csvValue = (cell: CellValue, timeZone: string): CsvValue => {
  if (cell === null) return null;
  return cell.kind === "text" ? cell.value : { formatted: cellText(cell, timeZone) };
};

/** The history export as CSV, written by the app's one CSV writer (lib/spreadsheet/csv.ts) to a file. */
export async function createCsvWriter({
  path,
  columns,
  headers,
  timeZone,
  bom,
}: WriterOptions): Promise<RowWriter> {
  const file = createExportFile(path);
  const gather = gatheredWrites(file);
  const csv = createCsv(
    columns.map((c) => headers[c.id] ?? c.id),
    { bom: Boolean(bom) },
  );
  // A disk error surfaces at the next write or at close; after an abort there is nothing left to report.
  let failure: Error | null = null;
  let aborted = false;
  const remember = (error: Error) => {
    if (!aborted) failure ??= error;
  };
  file.on("error", remember);
  csv.output.on("error", remember);
  csv.output.pipe(file);
  return {
    async write(cells) {
      if (failure) throw failure;
      gather();
      await csv.write(cells.map((cell) => csvValue(cell, timeZone)));
    },
    async close() {
      csv.end();
      await once(file, "finish");
      if (failure) throw failure;
      return (await stat(path)).size;
    },
    async abort() {
      aborted = true;
      csv.output.unpipe(file);
      csv.output.destroy();
      file.destroy();
    },
  };
}
