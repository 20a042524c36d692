import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { MAX_IDENTIFIER_LENGTH } from "@/lib/lookup/identifier";
import { AMOUNT_FORMATS, RECONCILE_BUCKETS } from "./types";

/** The largest ledger file taken (the ledger part refuses a larger one as `reconcile_file_too_large`). */
export const LEDGER_MAX_BYTES = 20 * 1024 * 1024;
/** The most identifiers one paste holds. */
export const MAX_PASTED_IDENTIFIERS = 1_000;
/** A paste of MAX_PASTED_IDENTIFIERS at the identifier's longest, each with a separator and what comes along. */
export const MAX_PASTE_CHARACTERS = MAX_PASTED_IDENTIFIERS * (MAX_IDENTIFIER_LENGTH + 8);
export const MAX_COLUMN_NAME = 200;
const MAX_FILE_NAME = 255;
const MAX_SHEET_NAME = 100;
/** The longest search text of the results: an identifier or a partner reference. */
const MAX_ROW_SEARCH = 200;
export const RUN_ROWS_PAGE_SIZE = 50;
const MAX_PAGE = 100_000;

const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** A column of the ledger's header row, by its name as written there. */
const columnName = z
  .string({ message: "reconcile_column_required" })
  .trim()
  .max(MAX_COLUMN_NAME, { message: "reconcile_column_too_long", abort: true })
  .min(1, { message: "reconcile_column_required" });

/** A column of the ledger's header row, or none (a form's empty choice). */
const optionalColumn = z.preprocess(blankToNull, columnName.nullable());

const amountFormatField = z.enum(AMOUNT_FORMATS, { message: "invalid_choice" }).default("plain");

/** Which column of the ledger holds what (column names as in its header row). */
export const columnMappingSchema = z.object({
  identifier: columnName,
  /** A column naming each row's kind (requestId or partnerId); null: each identifier's kind is guessed. */
  identifierKind: optionalColumn,
  amount: optionalColumn,
  amountFormat: amountFormatField,
  status: optionalColumn,
  date: optionalColumn,
  reference: optionalColumn,
});
export type ColumnMapping = z.output<typeof columnMappingSchema>;

/** The uploaded ledger, as the browser sends it in the form's data. */
export const ledgerFileSchema = z
  .file({ message: "required" })
  .max(LEDGER_MAX_BYTES, { message: "reconcile_file_too_large" })
  .refine((file) => file.size > 0, { message: "reconcile_file_empty" });

const fileNameOf = (file: File) =>
  file.name.length > MAX_FILE_NAME ? file.name.slice(-MAX_FILE_NAME) : file.name;

export { fileNameOf as ledgerFileName };

const sheetSchema = z.preprocess(
  blankToNull,
  z.string().max(MAX_SHEET_NAME, { message: "too_long" }).nullable(),
);

export const pasteRunSchema = z.object({
  text: z
    .string({ message: "required" })
    .max(MAX_PASTE_CHARACTERS, { message: "reconcile_paste_too_long", abort: true })
    .trim()
    .min(1, { message: "required" }),
});
export type PasteRunInput = z.output<typeof pasteRunSchema>;

/** A look at the file before a run: its sheets, columns, first rows, and the mapping's problems if one is given. */
export const previewLedgerSchema = z.object({
  file: ledgerFileSchema,
  sheet: sheetSchema,
  // The first look has no mapping yet: only the identifier column is required of one.
  identifier: optionalColumn,
  identifierKind: optionalColumn,
  amount: optionalColumn,
  amountFormat: amountFormatField,
  status: optionalColumn,
  date: optionalColumn,
  reference: optionalColumn,
});
export type PreviewLedgerInput = z.output<typeof previewLedgerSchema>;

/** A ledger run: the file, the sheet (xlsx), and the mapping as the form's fields. */
export const startLedgerRunSchema = columnMappingSchema.extend({
  file: ledgerFileSchema,
  sheet: sheetSchema,
});
export type StartLedgerRunInput = z.output<typeof startLedgerRunSchema>;

export const runIdSchema = z.object({ id: rowIdSchema });

export const listRunsSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type ListRunsInput = z.output<typeof listRunsSchema>;

/** What narrows a run's rows, on its page and in its export alike: a bucket, and a search. */
const runRowsFilterFields = {
  bucket: z.preprocess(blankToNull, z.enum(RECONCILE_BUCKETS, { message: "invalid_choice" }).nullable()),
  q: z.preprocess(
    blankToNull,
    z.string().max(MAX_ROW_SEARCH, { message: "too_long", abort: true }).trim().nullable(),
  ),
};

export const runRowsSchema = z.object({
  id: rowIdSchema,
  ...runRowsFilterFields,
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type RunRowsInput = z.output<typeof runRowsSchema>;

export const RESULT_EXPORT_FORMATS = ["csv", "xlsx"] as const;
/** A run's results file: the rows its page shows for the same bucket and search. */
export const runExportQuerySchema = z.object({
  id: rowIdSchema,
  format: z.enum(RESULT_EXPORT_FORMATS).default("csv"),
  ...runRowsFilterFields,
});
