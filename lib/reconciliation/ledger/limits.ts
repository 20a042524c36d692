/** The largest ledger file accepted: 20 MiB, refused before it is read (`reconcile_file_too_large`). */
export const LEDGER_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows (the header and empty lines not counted) one ledger may hold (`reconcile_too_many_rows`). */
export const LEDGER_MAX_ROWS = 100_000;
/** The most columns a header may name; a sheet wider than this is not a ledger (`reconcile_too_many_columns`). */
export const LEDGER_MAX_COLUMNS = 200;
/**
 * What an XLSX may inflate to, all its parts together, declared and actual (`reconcile_zip_bomb`). A 100,000-row
 * ledger of ten columns inflates to about 50 MiB; four times that leaves room for wide text.
 */
export const LEDGER_MAX_INFLATED_BYTES = 200 * 1024 * 1024;
/**
 * The most a part of an XLSX larger than `LEDGER_RATIO_FLOOR_BYTES` may inflate relative to its compressed size.
 * Spreadsheet XML compresses 5 to 30 times; a zip bomb's repeated bytes a thousand times. 100 is also the ratio
 * Apache POI refuses by default (`ZipSecureFile`'s minimum inflate ratio of 0.01).
 */
export const LEDGER_MAX_ZIP_RATIO = 100;
export const LEDGER_RATIO_FLOOR_BYTES = 1024 * 1024;
/** The most parts an XLSX may hold: a workbook has a few dozen. */
export const LEDGER_MAX_ZIP_ENTRIES = 1_000;
/** What an invalid row shows of itself to the person, at most. */
export const LEDGER_RAW_EXCERPT = 200;
