import { once } from "node:events";
import type { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { neutralizeCell } from "./neutralize";

/**
 * A value as a CSV cell: text is neutralized; numbers, booleans and values the app formatted itself (an exact
 * amount such as -0.10, a time) are written as they are, since a spreadsheet reads them as values.
 */
export type CsvValue = string | number | boolean | null | FormattedValue;

/** Text the app made from a typed value (never text that came from outside), e.g. an amount or a time. */
export interface FormattedValue {
  formatted: string;
}

export interface CsvWriter {
  /** The file's bytes as they are written: pipe them to a file or collect them for a response. */
  readonly output: Readable;
  /** Writes one row, waiting while the reader of `output` catches up. */
  write(values: readonly CsvValue[]): Promise<void>;
  /** Ends the file; `output` ends after the last row. */
  end(): void;
}

// Text cells are neutralized; numbers and booleans stay typed and formatted values objects, so the writer quotes
// text cells alone (`quoted_string`) and casts the others below.
function csvRecord(values: readonly CsvValue[]): (string | number | boolean | FormattedValue | null)[] {
  return values.map((value) => (typeof value === "string" ? neutralizeCell(value) : value));
}

/**
 * The one CSV writer of the app (history exports and the inbox list): RFC 4180 with CRLF line ends, UTF-8 with
 * an optional byte order mark (so Excel reads UTF-8), the header row first, every text cell neutralized
 * against formula injection and quoted. Quoted, a cell stays one cell for a reader whose list separator is not
 * the comma (Excel set to `;`) and for one that would start a new row at a line break inside it; the
 * neutralizer covers the readers that split it all the same.
 */
export function createCsvWriter(header: readonly string[], { bom }: { bom: boolean }): CsvWriter {
  const csv = stringify({
    bom,
    record_delimiter: "windows",
    quoted_string: true,
    cast: {
      boolean: (value) => String(value),
      object: (value) => (value as unknown as FormattedValue).formatted,
    },
  });
  // The header is buffered whatever the reader does: it is one short line, written before anyone reads.
  csv.write(csvRecord(header));
  return {
    output: csv,
    async write(values) {
      if (!csv.write(csvRecord(values))) await once(csv, "drain");
    },
    end: () => csv.end(),
  };
}
