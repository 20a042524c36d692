"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { dataOrThrow } from "@/lib/action-failure";
import { loadHistoryPageAction } from "@/lib/history/actions";
import { createIncrementalMerge } from "@/lib/history/paging";
import type { HistoryRowData } from "@/lib/history/types";

export const historyQueryKey = (userId: string) => ["history", userId] as const;

/**
 * A user's history as an infinite query: each page is one provider call, merged into one list that
 * cannot loop or repeat (lib/history/paging). Pages stay cached for back-navigation and are never refetched
 * on their own: re-reading thousands of entries is a deliberate "reload" by the person.
 */
export function useHistoryPages(userId: string) {
  // Another user's pages are other array objects, so the merge starts over by itself.
  const [merge] = useState(() => createIncrementalMerge<HistoryRowData>());
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
