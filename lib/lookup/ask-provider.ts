import type { ProviderClient } from "@/lib/provider/client";
import { ProviderNotFound } from "@/lib/provider/errors";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
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
 * Tries the chosen (or guessed) kind, and the other kind when the first finds nothing. Any other failure
 * (unavailable, refused, rate limited…) ends the lookup: trying the other kind would fail the same way.
 */
export async function askProvider(
  client: TransactionStatusSource,
  input: LookupInput,
): Promise<LookupAnswer> {
  const tried: TransactionIdKind[] = [];
  for (const kind of kindsToTry(input.q, input.kind)) {
    tried.push(kind);
    try {
      const response = await client.getTransactionStatus(identifierForKind(input.q, kind), kind);
      return { outcome: "found", query: input.q, matchedKind: kind, tried, record: toLookupRecord(response) };
    } catch (error) {
      if (!(error instanceof ProviderNotFound)) throw error;
    }
  }
  return { outcome: "not_found", query: input.q, tried };
}
