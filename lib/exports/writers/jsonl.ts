import { once } from "node:events";
import { stat } from "node:fs/promises";
import { decimalText } from "@/lib/format/money";
import { isoInZone } from "../cell-text";
import type { CellValue } from "../columns";
import { createExportFile, gatheredWrites } from "./gather-writes";
import type { RowWriter, WriterOptions } from "./types";

function jsonValue(cell: CellValue, timeZone: string): unknown {
  if (cell === null) return null;
  switch (cell.kind) {
    case "money":
      // Exact decimal as text: a JSON number would invite float parsing.
      return { currency: cell.value.currency, amount: decimalText(cell.value) };
    case "datetime":
      return isoInZone(cell.value, timeZone);
    default:
      return cell.value;
  }
}

/** One JSON object per line, keyed by column id: for other systems, so values are kept as they are. */
export async function createJsonlWriter({ path, columns, timeZone }: WriterOptions): Promise<RowWriter> {
  const file = createExportFile(path);
  const gather = gatheredWrites(file);
  return {
    async write(cells) {
      const record = Object.fromEntries(columns.map((c, i) => [c.id, jsonValue(cells[i] ?? null, timeZone)]));
      gather();
      if (!file.write(`${JSON.stringify(record)}\n`)) await once(file, "drain");
    },
    async close() {
      file.end();
      await once(file, "finish");
      return (await stat(path)).size;
    },
    async abort() {
      // Writes still queued fail once the stream is gone; nobody waits for them any more.
      file.on("error", () => {});
      file.destroy();
    },
  };
}
