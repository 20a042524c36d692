import type { ProviderClient } from "@/lib/provider/client";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
import type { CodeBook } from "@/lib/provider-codes/code-text";
import { meansNotFound } from "@/lib/provider-codes/not-found";
import { identifierForKind, kindsToTry } from "./identifier";
import { type LookupRecord, toLookupRecord } from "./record";
import type { LookupInput } from "./schemas";

/** What a lookup found: the record and the kind that matched, or that no kind did. */
export type LookupAnswer =
  | {
      outcome: "found";
      query: string;
      matchedKind: TransactionIdKind;
      tried: TransactionIdKind[];
      record: LookupRecord;
    }
  | { outcome: "not_found"; query: string; tried: TransactionIdKind[] };

export type TransactionStatusSource = Pick<ProviderClient, "getTransactionStatus">;

/**
 * Tries the chosen (or guessed) kind, and the other kind when the first finds nothing. "Nothing" is only an
 * answer the dictionary marks as meaning so (`meansNotFound`); any other failure (a status nobody explained,
 * unavailable, refused, rate limited…) ends the lookup as received: trying the other kind would fail alike.
 */
export async function askProvider(
  client: TransactionStatusSource,
  input: LookupInput,
  codes: CodeBook,
): Promise<LookupAnswer> {
  const tried: TransactionIdKind[] = [];
  for (const kind of kindsToTry(input.q, input.kind)) {
    tried.push(kind);
    try {
      const response = await client.getTransactionStatus(identifierForKind(input.q, kind), kind);
      return { outcome: "found", query: input.q, matchedKind: kind, tried, record: toLookupRecord(response) };
    } catch (error) {
      if (!meansNotFound(error, codes)) throw error;
    }
  }
  return { outcome: "not_found", query: input.q, tried };
}
