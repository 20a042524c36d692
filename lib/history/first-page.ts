import "server-only";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { ProviderError } from "@/lib/provider/errors";
import { providerClient } from "@/lib/provider-connection/client";
import { loadHistoryPage } from "./load-page";
import { historyPageInputSchema } from "./schemas";
import type { HistoryRowData } from "./types";

/** The first page of one user's history, read while the page itself renders. */
export interface FirstHistoryPage {
  userId: string;
  entries: HistoryRowData[];
}

/**
 * Reads the first page of `userId` as the page opens (audited like any first page), so the browser has the
 * rows at hydration instead of asking for them afterwards. Null when it cannot: the browser then asks through
 * the action as usual, which shows the failure the way it always does.
 */
export async function firstHistoryPage(
  db: Db,
  by: Requester,
  userId: string,
): Promise<FirstHistoryPage | null> {
  const input = historyPageInputSchema.safeParse({ userId, seqId: 0 });
  if (!input.success) return null;
  try {
    const page = await loadHistoryPage(db, { ...by, client: await providerClient() }, input.data);
    return { userId: input.data.userId, entries: page.entries };
  } catch (error) {
    const code = error instanceof ProviderError || error instanceof AppError ? error.code : "unexpected";
    log.warn("history_first_page_deferred", { code });
    return null;
  }
}
