"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { dataOrThrow } from "@/lib/action-failure";
import { lookupTransactionAction, recentLookupsAction } from "@/lib/lookup/actions";
import type { LookupChoice } from "@/lib/lookup/identifier";
import type { LookupInput, RecentLookup } from "@/lib/lookup/schemas";
import { timedAction } from "./timing";

export const RECENT_LOOKUPS_KEY = ["lookup", "recent"] as const;

// A payment can change state (pending → settled) while the agent is on the phone: results go stale quickly.
const RESULT_STALE_MS = 30_000;

export function useLookupResult(q: string, choice: LookupChoice, from?: LookupInput["from"]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["lookup", "result", q, choice, from ?? null],
    enabled: q !== "",
    staleTime: RESULT_STALE_MS,
    queryFn: async () => {
      const result = await timedAction(() => lookupTransactionAction(null, { q, kind: choice, from }));
      // Whatever came of it, the server remembered the lookup: the list shows it next.
      void queryClient.invalidateQueries({ queryKey: RECENT_LOOKUPS_KEY });
      return dataOrThrow(result);
    },
  });
}

export function useRecentLookups(initial: RecentLookup[]) {
  return useQuery({
    queryKey: RECENT_LOOKUPS_KEY,
    initialData: initial,
    queryFn: async () => dataOrThrow(await recentLookupsAction(null, {})),
  });
}
