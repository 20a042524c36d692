"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lookupTransactionAction, recentLookupsAction } from "@/app/(app)/lookup/actions";
import type { LookupChoice } from "@/lib/lookup/identifier";
import type { RecentLookup } from "@/lib/lookup/schemas";
import type { FailureDetail } from "@/lib/safe-action";
import { timedAction } from "./timing";

/** An action's refusal, thrown so TanStack Query keeps it as the query's error. */
export class LookupFailure extends Error {
  constructor(
    readonly code: string,
    readonly detail: FailureDetail = {},
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(code);
    this.name = "LookupFailure";
  }
}

export const RECENT_LOOKUPS_KEY = ["lookup", "recent"] as const;

// A payment can change state (pending → settled) while the agent is on the phone: results go stale quickly.
const RESULT_STALE_MS = 30_000;

export function useLookupResult(q: string, choice: LookupChoice) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["lookup", "result", q, choice],
    enabled: q !== "",
    staleTime: RESULT_STALE_MS,
    queryFn: async () => {
      const result = await timedAction(() => lookupTransactionAction(null, { q, kind: choice }));
      // Whatever came of it, the server remembered the lookup: the list shows it next.
      void queryClient.invalidateQueries({ queryKey: RECENT_LOOKUPS_KEY });
      if (!result.ok) throw new LookupFailure(result.error, result.detail, result.fieldErrors);
      return result.data;
    },
  });
}

export function useRecentLookups(initial: RecentLookup[]) {
  return useQuery({
    queryKey: RECENT_LOOKUPS_KEY,
    initialData: initial,
    queryFn: async () => {
      const result = await recentLookupsAction(null, {});
      if (!result.ok) throw new LookupFailure(result.error, result.detail);
      return result.data;
    },
  });
}
