import { AppError } from "@/lib/errors";
import type { LookupAnswer } from "@/lib/lookup/ask-provider";
import { ProviderError } from "@/lib/provider/errors";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
import type { CodeBook } from "@/lib/provider-codes/code-text";
import type { RowAnswer } from "../classify";

/**
 * Asks the provider about one identifier by the lookup's rule of kinds (`askProvider`), "not found" being what
 * `codes` marks so; throws on a failure.
 */
export type AskProvider = (
  identifier: string,
  kind: "auto" | TransactionIdKind,
  codes: CodeBook,
) => Promise<LookupAnswer>;

const MAX_ERROR_TEXT = 500;

/**
 * A failure in words the person can read: the provider client's messages say what happened and never carry a
 * secret (lib/provider/errors.ts); the app's own are codes; anything else is not described.
 */
export function failureText(error: unknown): string {
  const text =
    error instanceof ProviderError ? error.message : error instanceof AppError ? error.code : "unexpected";
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}

/** One row's answer: what the provider found, that no kind was found, or how asking failed. */
export async function answerOf(
  ask: AskProvider,
  identifier: string,
  kind: "auto" | TransactionIdKind,
  codes: CodeBook,
): Promise<RowAnswer> {
  try {
    const answer = await ask(identifier, kind, codes);
    if (answer.outcome === "not_found") return { outcome: "not_found" };
    const { record, matchedKind } = answer;
    return {
      outcome: "found",
      matchedKind,
      record: {
        requestId: record.requestId,
        transactionId: record.transactionId,
        trxStatus: record.trxStatus,
        paidAmount: record.paidAmount,
        settlementTs: record.settlementTs,
      },
    };
  } catch (error) {
    return { outcome: "failed", error: failureText(error) };
  }
}
