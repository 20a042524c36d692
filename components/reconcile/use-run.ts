"use client";
import { useQuery } from "@tanstack/react-query";
import { dataOrThrow } from "@/lib/action-failure";
import { listRunsAction, runRowsAction, runSummaryAction } from "@/lib/reconciliation/actions";
import type { RunRowsPage, RunSummary, RunsPage } from "@/lib/reconciliation/views";
import { RUNS_KEY, type RunRowsFilter } from "./run-href";
import { isActive } from "./run-state";

// While a run is asking the provider, what it shows moves every second, as the exports list does.
const ACTIVE_POLL_MS = 1_000;
const IDLE_POLL_MS = 15_000;

export const runKey = (id: string) => ["reconcile", "run", id] as const;

/** A page of the runs the person may see, newest first, asked again every second while one of them runs. */
export function useRuns(page: number) {
  return useQuery({
    queryKey: [...RUNS_KEY, page],
    queryFn: async (): Promise<RunsPage> => dataOrThrow(await listRunsAction(null, { page })),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => isActive(run.state)) ? ACTIVE_POLL_MS : IDLE_POLL_MS,
  });
}

/** A run with its totals per bucket, asked again every second while it is running. */
export function useRunSummary(initial: RunSummary) {
  const id = initial.run.id;
  return useQuery({
    queryKey: [...runKey(id), "summary"],
    initialData: initial,
    queryFn: async (): Promise<RunSummary> => dataOrThrow(await runSummaryAction(null, { id })),
    refetchInterval: (query) =>
      query.state.data && isActive(query.state.data.run.state) ? ACTIVE_POLL_MS : false,
  });
}

/** A page of a run's rows as the filter narrows them, asked again while the run is still answering rows. */
export function useRunRows(id: string, filter: RunRowsFilter, initial: RunRowsPage, active: boolean) {
  const bucket = filter.bucket ?? null;
  const q = filter.q ?? null;
  const page = filter.page ?? 1;
  return useQuery({
    queryKey: [...runKey(id), "rows", bucket, q, page],
    initialData: initial,
    queryFn: async (): Promise<RunRowsPage> =>
      dataOrThrow(await runRowsAction(null, { id, bucket: bucket ?? "", q: q ?? "", page })),
    refetchInterval: active ? ACTIVE_POLL_MS : false,
  });
}
