"use client";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { use, useMemo, useState } from "react";
import { dataOrThrow } from "@/lib/action-failure";
import { loadHistoryPageAction } from "@/lib/history/actions";
import type { FirstHistoryPage } from "@/lib/history/first-page";
import { createIncrementalMerge } from "@/lib/history/paging";
import type { HistoryRowData } from "@/lib/history/types";

export const historyQueryKey = (userId: string) => ["history", userId] as const;

/**
 * A user's history as an infinite query: each page is one provider call, merged into one list that
 * cannot loop or repeat (lib/history/paging). Pages stay cached for back-navigation and are never refetched
 * on their own: re-reading thousands of entries is a deliberate "reload" by the person.
 */
export function useHistoryPages(userId: string, firstPage?: Promise<FirstHistoryPage | null> | null) {
  // Another user's pages are other array objects, so the merge starts over by itself.
  const [merge] = useState(() => createIncrementalMerge<HistoryRowData>());
  // The page the server read while rendering starts the list, when it is this user's and nothing is cached: no
  // round trip to wait for. Put in the cache, not given as initial data, so "Reload" still starts empty.
  const served = firstPage ? use(firstPage) : null;
  const queryClient = useQueryClient();
  useState(() => {
    const key = historyQueryKey(userId);
    if (served?.userId !== userId || queryClient.getQueryData(key)) return;
    queryClient.setQueryData<InfiniteData<HistoryRowData[], number>>(key, {
      pages: [served.entries],
      pageParams: [0],
    });
  });
  const query = useInfiniteQuery({
    queryKey: historyQueryKey(userId),
    queryFn: async ({ pageParam }): Promise<HistoryRowData[]> => {
      return dataOrThrow(await loadHistoryPageAction(null, { userId, seqId: pageParam })).entries;
    },
    initialPageParam: 0,
    getNextPageParam: (_lastPage, pages) => merge(pages).nextSeqId ?? undefined,
    // Pages never change once loaded; comparing 60,000 entries deeply after every page would cost more than
    // everything else together.
    structuralSharing: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const merged = useMemo(() => (query.data ? merge(query.data.pages) : null), [query.data, merge]);
  return { query, merged };
}
