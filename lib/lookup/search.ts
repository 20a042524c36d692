import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { ProviderError } from "@/lib/provider/errors";
import { providerPacer } from "@/lib/provider/pacer";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
import { codeBook } from "@/lib/provider-codes/code-text";
import { loadProviderCodes } from "@/lib/provider-codes/dictionary";
import { askProvider, type LookupAnswer, type TransactionStatusSource } from "./ask-provider";
import { recordRecentLookup } from "./recent";
import type { LookupInput, LookupOutcome } from "./schemas";

export interface SearchContext extends Requester {
  /** The provider client; asked for inside, so a missing connection is audited like any other failure. */
  client: () => Promise<TransactionStatusSource>;
}

/**
 * An agent's lookup: asks the provider, then writes the audit entry (who looked up which identifier, and the
 * outcome) and the person's recent lookups, whether the provider answered or failed. A failure is rethrown
 * for the action to turn into a message. A not-found from a history entry's link is audited but not kept as a
 * recent lookup: the app chose that identifier (the contract does not say the entry's field is one 4.1
 * finds), so its "not found" says nothing about what the person is looking for.
 */
export async function searchTransaction(
  db: Db,
  by: SearchContext,
  input: LookupInput,
): Promise<LookupAnswer> {
  let answer: LookupAnswer;
  try {
    const client = await by.client();
    const codes = codeBook(await loadProviderCodes(db));
    // A person waits for this answer: it goes before any background work waiting for the provider.
    answer = await providerPacer().run("interactive", () => askProvider(client, input, codes));
  } catch (error) {
    const code = error instanceof ProviderError || error instanceof AppError ? error.code : "unexpected";
    await auditAndKeepRecent(db, by, input, { outcome: "failed", matchedKind: null, result: code });
    throw error;
  }
  const matchedKind = answer.outcome === "found" ? answer.matchedKind : null;
  await auditAndKeepRecent(db, by, input, { outcome: answer.outcome, matchedKind, result: answer.outcome });
  return answer;
}

/** The lookup's audit entry and, unless it says nothing about what the person looks for, their recent lookup. */
async function auditAndKeepRecent(
  db: Db,
  by: SearchContext,
  input: LookupInput,
  what: { outcome: LookupOutcome; matchedKind: TransactionIdKind | null; result: string },
): Promise<void> {
  const kept = !(input.from === "history" && what.outcome === "not_found");
  await Promise.all([
    audit(db, by, {
      action: "lookup.search",
      target: { type: what.matchedKind ?? "identifier", id: input.q },
      outcome: what.outcome === "failed" ? "failure" : "success",
      detail: { result: what.result },
    }),
    kept &&
      recordRecentLookup(db, by.user.id, {
        query: input.q,
        kind: input.kind,
        matchedKind: what.matchedKind,
        outcome: what.outcome,
      }),
  ]);
}
