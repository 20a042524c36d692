import { z } from "zod";
import { AMOUNT_FORMATS } from "./types";

/** The longest column name a mapping may name: a header cell, as written in the ledger. */
export const MAX_COLUMN_NAME = 200;

const columnName = z
  .string({ message: "reconcile_column_required" })
  .trim()
  .max(MAX_COLUMN_NAME, { message: "reconcile_column_too_long", abort: true })
  .min(1, { message: "reconcile_column_required" });

/**
 * Which ledger columns hold what, by their header names: the identifier (required), its kind (null: guessed from
 * each identifier's shape), the expected amount and how it is written, the expected status, and optionally the
 * date and the partner's own reference. A null column is not compared.
 */
export const columnMappingSchema = z.object({
  identifier: columnName,
  identifierKind: columnName.nullable(),
  amount: columnName.nullable(),
  amountFormat: z.enum(AMOUNT_FORMATS, { message: "invalid_choice" }),
  status: columnName.nullable(),
  date: columnName.nullable(),
  reference: columnName.nullable(),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;
