import { filterHref } from "@/components/filter-href";
import type { ReconcileBucket } from "@/lib/reconciliation/types";

/** The query key of the runs list, which starting, cancelling or deleting a run makes stale. */
export const RUNS_KEY = ["reconcile", "runs"] as const;

export type RunRowsFilter = {
  bucket?: ReconcileBucket | null;
  q?: string | null;
  page?: number;
};

/** A page of the runs list (the first page is the reconcile page's own address). */
export function runsHref(page: number): string {
  return filterHref("/reconcile", { page }, { page: 1 });
}

/** A run's page, narrowed to a bucket and a search, at a page of its rows. */
export function runHref(id: string, filter: RunRowsFilter = {}): string {
  return filterHref(`/reconcile/${encodeURIComponent(id)}`, filter, { page: 1 });
}

/** A run's results as a file: the rows the page shows for its bucket and search (not only the page shown). */
export function runExportHref(id: string, format: "csv" | "xlsx", filter: RunRowsFilter = {}): string {
  return filterHref(`/api/reconcile/${encodeURIComponent(id)}/export`, {
    format,
    bucket: filter.bucket,
    q: filter.q,
  });
}
