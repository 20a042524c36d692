import { type AuditEntry, audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import type { ProviderClient } from "@/lib/provider/client";
import { ProviderError } from "@/lib/provider/errors";
import { providerPacer } from "@/lib/provider/pacer";
import { toHistoryRow } from "./entry-view";
import { HISTORY_PAGE_SIZE, type HistoryPageInput } from "./schemas";
import type { HistoryPage } from "./types";

export interface LoadPageContext extends Requester {
  client: Pick<ProviderClient, "getHistory">;
}

/** One person's reads of one customer's history make one audit entry per this window, whatever page they read. */
export const HISTORY_READ_AUDIT_WINDOW_MS = 10 * 60_000;

/**
 * One page of a user's history (4.2) for the browser. Every read is audited, whatever `seqId` it asks for
 * (any page can be asked for first: the largest seqId gives the newest page too), at most once per person,
 * customer, outcome and ten minutes on every instance together, with the bounds of the page read then; the
 * pages that follow while scrolling are covered by that entry instead of one entry each.
 */
export async function loadHistoryPage(
  db: Db,
  by: LoadPageContext,
  input: HistoryPageInput,
): Promise<HistoryPage> {
  const record = (outcome: AuditEntry["outcome"], detail: AuditEntry["detail"]) =>
    audit(db, by, {
      action: "history.view",
      target: { type: "history_user", id: input.userId },
      outcome,
      detail: { seqId: input.seqId, ...detail },
      once: {
        key: `history.view\n${outcome}\n${by.user.id}\n${input.userId}`,
        windowMs: HISTORY_READ_AUDIT_WINDOW_MS,
      },
    });
  try {
    const response = await providerPacer().run("interactive", () =>
      by.client.getHistory({ userId: input.userId, seqId: input.seqId, limit: HISTORY_PAGE_SIZE }),
    );
    const entries = response.body.transactions.map((entry) => toHistoryRow(entry));
    await record("success", {
      entries: entries.length,
      firstSeq: entries[0]?.seq ?? null,
      lastSeq: entries.at(-1)?.seq ?? null,
    });
    return { entries };
  } catch (error) {
    await record("failure", { error: error instanceof ProviderError ? error.code : "unexpected" });
    throw error;
  }
}
