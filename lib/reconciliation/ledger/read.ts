import { AppError } from "@/lib/errors";
import { readCsv } from "./csv";
import { LEDGER_MAX_BYTES } from "./limits";
import type { LedgerTable } from "./table";
import { readXlsx } from "./xlsx";

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const CSV_NAMES = /\.(csv|txt)$/i;
const XLSX_NAMES = /\.xlsx$/i;

const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte);

/**
 * A ledger's table, from a CSV or an XLSX. The file's name says which it claims to be; an XLSX that is no zip
 * archive (a picture renamed) and a zip named `.csv` are refused, as is any other kind of file. The size limit is
 * checked before a byte is read.
 */
export async function readLedger(
  bytes: Uint8Array,
  fileName: string,
  choice: { sheet?: string } = {},
): Promise<LedgerTable> {
  if (bytes.length > LEDGER_MAX_BYTES) throw new AppError("reconcile_file_too_large");
  if (XLSX_NAMES.test(fileName)) {
    if (!isZip(bytes)) throw new AppError("reconcile_not_spreadsheet");
    return readXlsx(bytes, choice);
  }
  if (CSV_NAMES.test(fileName) && !isZip(bytes)) return readCsv(bytes);
  throw new AppError("reconcile_not_spreadsheet");
}
