import { createPagingMerge } from "@/lib/history/paging";
import type { ProviderClient } from "@/lib/provider/client";
import { providerPacer } from "@/lib/provider/pacer";
import {
  type RetryDependencies,
  type RetryPolicy,
  realRetryDependencies,
  withRetry,
} from "@/lib/provider/retry";
import type { HistoryEntry } from "@/lib/provider/schemas/history";

export interface SourceOptions {
  pageSize: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * Further tries of one page after the client's own retries, for a job that may run for an hour: what the
 * provider asks for is waited (a minute at most at a time), and an open circuit is waited out, before the
 * job fails with the provider's error.
 */
export const PAGE_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 60_000,
  retryAfterCapMs: 60_000,
  patient: true,
};

/**
 * A user's whole history, newest first, page by page as the provider serves it, through the same loop-free,
 * de-duplicating merge as the history page. Pages are fetched only as the caller asks for them.
 */
export async function* historyPages(
  client: ProviderClient,
  userId: string,
  options: SourceOptions,
): AsyncGenerator<HistoryEntry[]> {
  const dependencies: RetryDependencies = {
    sleep: options.sleep ?? realRetryDependencies.sleep,
    random: options.random ?? realRetryDependencies.random,
  };
  const merge = createPagingMerge<HistoryEntry>({ keepEntries: false });
  while (merge.nextSeqId !== null) {
    const seqId = merge.nextSeqId;
    const page = await withRetry(
      // An export can wait: the agents' own lookups and pages go first.
      () =>
        providerPacer().run("background", () =>
          client.getHistory({ userId, seqId, limit: options.pageSize }),
        ),
      PAGE_RETRY,
      dependencies,
    );
    const { fresh } = merge.accept(page.body.transactions);
    if (fresh.length > 0) yield fresh;
  }
}
