import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";
import { AppError } from "@/lib/errors";
import { decodeLedgerText } from "./decode";
import { LEDGER_MAX_COLUMNS } from "./limits";
import { type LedgerTable, TableBuilder } from "./table";

/**
 * The separator of a CSV: the one of `,` and `;` that its header line uses more, outside quotes (a ledger written
 * by Excel set to Bahasa Indonesia separates with `;`, and its amounts then hold commas). A tie is a comma.
 */
export function detectDelimiter(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text.charAt(i);
    if (character === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (character === ",") commas++;
    else if (character === ";") semicolons++;
    else if ((character === "\n" || character === "\r") && commas + semicolons > 0) break;
  }
  return semicolons > commas ? ";" : ",";
}

/** A CSV ledger's table: decoded strictly, the separator detected, quoted fields read as RFC 4180 writes them. */
export function readCsv(bytes: Uint8Array): LedgerTable {
  const text = decodeLedgerText(bytes);
  const builder = new TableBuilder();
  let rowNumber = 0;
  try {
    parse(text, {
      delimiter: detectDelimiter(text),
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      // A quote inside an unquoted cell (`5" screen`) is the cell's own character, not a refusal of the file.
      relax_quotes: true,
      // More cells than any ledger has is refused below; this bounds the one record before it is counted.
      max_record_size: 1024 * 1024,
      on_record: (cells: string[]) => {
        rowNumber += 1;
        if (cells.length > LEDGER_MAX_COLUMNS) throw new AppError("reconcile_too_many_columns");
        builder.add({ rowNumber, cells });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) throw new AppError("reconcile_malformed_csv");
    throw error;
  }
  return { format: "csv", sheets: [], ...builder.finish() };
}
