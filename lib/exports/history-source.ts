import { createPagingMerge } from "@/lib/history/paging";
import type { ProviderClient } from "@/lib/provider/client";
import { ProviderRateLimited, ProviderUnavailable } from "@/lib/provider/errors";
import type { HistoryEntry } from "@/lib/provider/schemas/history";

export interface SourceOptions {
  pageSize: number;
  sleep?: (ms: number) => Promise<void>;
  /** Further tries of one page after the client's own retries, for a job that may run for an hour. */
  patience?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchPage(client: ProviderClient, userId: string, seqId: number, options: SourceOptions) {
  const { pageSize, sleep = defaultSleep, patience = 4 } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await client.getHistory({ userId, seqId, limit: pageSize });
    } catch (error) {
      const transient = error instanceof ProviderRateLimited || error instanceof ProviderUnavailable;
      if (!transient || attempt > patience) throw error;
      const asked = error instanceof ProviderRateLimited ? error.retryAfterMs : null;
      await sleep(Math.min(asked ?? 1_000 * 2 ** attempt, 60_000));
    }
  }
}

/**
 * A user's whole history, newest first, page by page as the provider serves it, through the same loop-free,
 * de-duplicating merge as the history page. Pages are fetched only as the caller asks for them.
 */
export async function* historyPages(
  client: ProviderClient,
  userId: string,
  options: SourceOptions,
): AsyncGenerator<HistoryEntry[]> {
  const merge = createPagingMerge<HistoryEntry>({ keepEntries: false });
  while (merge.nextSeqId !== null) {
    const page = await fetchPage(client, userId, merge.nextSeqId, options);
    const { fresh } = merge.accept(page.body.transactions);
    if (fresh.length > 0) yield fresh;
  }
}
