import { z } from "zod";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";

/**
 * Where a reconciled row lands. `found` is a pasted identifier (no expectation to compare) that the provider
 * answered; every other bucket is named in the terms: matched, status or amount differs, not found at
 * the provider, provider error (retryable), a duplicate in the file, an invalid row.
 */
export const RECONCILE_BUCKETS = [
  "matched",
  "status_differs",
  "amount_differs",
  "not_found",
  "provider_error",
  "duplicate",
  "invalid",
  "found",
] as const;
export const reconcileBucketSchema = z.enum(RECONCILE_BUCKETS);
export type ReconcileBucket = z.infer<typeof reconcileBucketSchema>;

export const RUN_STATES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type RunState = (typeof RUN_STATES)[number];

export const ROW_STATES = ["pending", "done"] as const;
export type RowState = (typeof ROW_STATES)[number];

export const RUN_SOURCES = ["paste", "ledger"] as const;
export type RunSource = (typeof RUN_SOURCES)[number];

/**
 * How a ledger's amount column is written: `id` as `IDR 1.234.567,89` (dot thousands, comma decimals, an
 * optional currency word), `en` as `1,234,567.89`, `plain` as `1234567.89`.
 */
export const AMOUNT_FORMATS = ["id", "en", "plain"] as const;
export const amountFormatSchema = z.enum(AMOUNT_FORMATS);
export type AmountFormat = z.infer<typeof amountFormatSchema>;

/** Why a row of a ledger or a paste cannot be asked: a key under `reconcile.problems`, and the column it is about. */
export interface ReconcileRowProblem {
  code: string;
  column?: string;
}

/** One data row of a ledger (or one pasted identifier), ready to be asked of the provider. */
export interface LedgerRow {
  /** 1-based line of the sheet (the header is line 1), or the position in a paste. */
  rowNumber: number;
  identifier: string;
  identifierKind: "auto" | TransactionIdKind;
  expectedAmountMinor: bigint | null;
  expectedStatus: string | null;
  /** As written in the ledger. */
  expectedDate: string | null;
  partnerReference: string | null;
  /** The row number of the first row with the same identifier and kind, when this row repeats it. */
  duplicateOf?: number;
}

/** A row that cannot be asked, with the reason, and a bounded excerpt of what it held. */
export interface InvalidLedgerRow {
  rowNumber: number;
  invalid: ReconcileRowProblem;
  raw: string;
}
