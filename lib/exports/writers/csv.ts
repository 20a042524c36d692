import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { stringify } from "csv-stringify";
import { cellText } from "../cell-text";
import { neutralizeCell } from "../neutralize";
import type { RowWriter, WriterOptions } from "./types";

/** RFC 4180 CSV (CRLF, quotes where needed), UTF-8; text cells neutralized against formula injection. */
export async function createCsvWriter({
  path,
  columns,
  headers,
  timeZone,
  bom,
}: WriterOptions): Promise<RowWriter> {
  const file = createWriteStream(path);
  const csv = stringify({ bom: Boolean(bom), record_delimiter: "windows" });
  // A disk error surfaces at the next write or at close; after an abort there is nothing left to report.
  let failure: Error | null = null;
  let aborted = false;
  const remember = (error: Error) => {
    if (!aborted) failure ??= error;
  };
  file.on("error", remember);
  csv.on("error", remember);
  csv.pipe(file);
  const push = async (row: string[]) => {
    if (failure) throw failure;
    if (!csv.write(row)) await once(csv, "drain");
  };
  await push(columns.map((c) => neutralizeCell(headers[c.id] ?? c.id)));
  return {
    write: (cells) =>
      push(
        cells.map((cell) => (cell?.kind === "text" ? neutralizeCell(cell.value) : cellText(cell, timeZone))),
      ),
    async close() {
      csv.end();
      await once(file, "finish");
      if (failure) throw failure;
      return (await stat(path)).size;
    },
    async abort() {
      aborted = true;
      csv.unpipe(file);
      csv.destroy();
      file.destroy();
    },
  };
}
