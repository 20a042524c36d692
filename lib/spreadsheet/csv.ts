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

export function csvRecord(values: readonly CsvValue[]): string[] {
  return values.map((value) => {
    if (value === null) return "";
    if (typeof value === "string") return neutralizeCell(value);
    if (typeof value === "object") return value.formatted;
    return String(value);
  });
}

/**
 * The one CSV writer of the app (history exports and the inbox list): RFC 4180 with CRLF line ends, UTF-8 with
 * an optional byte order mark (so Excel reads UTF-8), the header row first, every text cell neutralized
 * against formula injection. A cell holding a line break is always quoted: unquoted, many readers would start
 * a new row there, and the text after the break would become a cell of its own that nothing neutralized.
 */
export function createCsvWriter(header: readonly string[], { bom }: { bom: boolean }): CsvWriter {
  const csv = stringify({ bom, record_delimiter: "windows", quoted_match: [/[\r\n]/] });
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
