import { type AuditEntry, audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import type { ProviderClient } from "@/lib/provider/client";
import { ProviderError } from "@/lib/provider/errors";
import { toHistoryRow } from "./entry-view";
import { HISTORY_PAGE_SIZE, type HistoryPageInput } from "./schemas";
import type { HistoryPage } from "./types";

export interface LoadPageContext extends Requester {
  client: Pick<ProviderClient, "getHistory">;
}

/**
 * One page of a user's history (4.2) for the browser. Opening a user's history is audited once: on its
 * first page (seqId 0), which the page asks for only when it starts a fresh view of that user; the pages
 * that follow while scrolling are not audited one by one.
 */
export async function loadHistoryPage(
  db: Db,
  context: LoadPageContext,
  input: HistoryPageInput,
): Promise<HistoryPage> {
  const opening = input.seqId === 0;
  const record = (outcome: AuditEntry["outcome"], detail: AuditEntry["detail"]) =>
    audit(db, {
      actor: context.user,
      action: "history.view",
      target: { type: "history_user", id: input.userId },
      outcome,
      detail,
      ip: context.ip,
    });
  try {
    const response = await context.client.getHistory({
      userId: input.userId,
      seqId: input.seqId,
      limit: HISTORY_PAGE_SIZE,
    });
    const entries = response.body.transactions.map((entry) => toHistoryRow(entry));
    if (opening) await record("success", { firstPageEntries: entries.length });
    return { entries };
  } catch (error) {
    if (opening)
      await record("failure", { error: error instanceof ProviderError ? error.code : "unexpected" });
    throw error;
  }
}
