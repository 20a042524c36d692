import { type Amount, parseAmount } from "@/lib/provider/amount";
import type { CodeBook } from "@/lib/provider-codes/code-text";
import type { ReconcileBucket } from "./types";

/** What the provider said about one row's identifier (spec 4.1, through the lookup's rule of kinds). */
export type RowAnswer =
  | {
      outcome: "found";
      matchedKind: string;
      record: {
        requestId: string;
        transactionId: string;
        trxStatus: string;
        paidAmount: string;
        settlementTs: string | null;
      };
    }
  /** Only an answer the code dictionary marks as "no such transaction" (`meansNotFound`), for every kind tried. */
  | { outcome: "not_found" }
  /**
   * Any other failure, in words the person can read (never a secret): among them a status the contract does not
   * explain and no admin marked, as received (status and message), since its meaning is unknown.
   */
  | { outcome: "failed"; error: string };

/** What the partner's ledger expects of the row; both null for a pasted identifier. */
export interface RowExpectation {
  /** Minor units as decimal text, as stored. */
  expectedAmountMinor: string | null;
  expectedStatus: string | null;
}

export interface ClassifiedRow {
  bucket: ReconcileBucket;
  matchedKind: string | null;
  providerRequestId: string | null;
  providerTransactionId: string | null;
  providerStatus: string | null;
  providerAmountMinor: string | null;
  providerCurrency: string | null;
  providerSettledAt: Date | null;
  providerError: string | null;
}

const NOTHING = {
  matchedKind: null,
  providerRequestId: null,
  providerTransactionId: null,
  providerStatus: null,
  providerAmountMinor: null,
  providerCurrency: null,
  providerSettledAt: null,
  providerError: null,
} as const;

/**
 * Whether the provider's trxStatus is the status the ledger expects: the same text as received, or two codes the
 * dictionary gives the same meaning (labels in both languages, tone, whether it counts as paid). The contract
 * explains no status value (docs/provider-api.md#transaction-status), so without a recorded meaning for both,
 * only the same text agrees.
 */
export function sameStatus(expected: string, received: string, codes: CodeBook): boolean {
  if (expected === received) return true;
  const left = codes.meaning("trxStatus", expected);
  const right = codes.meaning("trxStatus", received);
  return (
    left !== null &&
    right !== null &&
    left.labelEn === right.labelEn &&
    left.labelId === right.labelId &&
    left.tone === right.tone &&
    left.countsAsPaid === right.countsAsPaid
  );
}

function readAmount(text: string): Amount | null {
  try {
    return parseAmount(text);
  } catch {
    return null;
  }
}

/**
 * The bucket of one asked row, and what the provider said, as stored. A status that differs wins over an
 * amount that differs: a transaction in another state than the ledger says is the first thing to look at.
 */
export function classifyRow(row: RowExpectation, answer: RowAnswer, codes: CodeBook): ClassifiedRow {
  if (answer.outcome === "not_found") return { ...NOTHING, bucket: "not_found" };
  if (answer.outcome === "failed")
    return { ...NOTHING, bucket: "provider_error", providerError: answer.error };
  const { record } = answer;
  const amount = readAmount(record.paidAmount);
  const settledAt = record.settlementTs === null ? null : new Date(record.settlementTs);
  const answered = {
    matchedKind: answer.matchedKind,
    providerRequestId: record.requestId,
    providerTransactionId: record.transactionId,
    providerStatus: record.trxStatus,
    providerAmountMinor: amount === null ? null : amount.minor.toString(),
    providerCurrency: amount === null ? null : amount.currency,
    providerSettledAt: settledAt !== null && Number.isNaN(settledAt.getTime()) ? null : settledAt,
    providerError: null,
  };
  if (row.expectedStatus === null && row.expectedAmountMinor === null)
    return { ...answered, bucket: "found" };
  if (row.expectedStatus !== null && !sameStatus(row.expectedStatus, record.trxStatus, codes))
    return { ...answered, bucket: "status_differs" };
  if (
    row.expectedAmountMinor !== null &&
    (amount === null || BigInt(row.expectedAmountMinor) !== amount.minor)
  )
    return { ...answered, bucket: "amount_differs" };
  return { ...answered, bucket: "matched" };
}
