import { filterHref } from "@/components/filter-href";
import type { ReconcileBucket } from "@/lib/reconciliation/types";

/** The query key of the runs list, which starting, cancelling or deleting a run makes stale. */
export const RUNS_KEY = ["reconcile", "runs"] as const;

export type RunRowsFilter = {
  bucket?: ReconcileBucket | null;
  q?: string | null;
  page?: number;
};

/** A run's page, narrowed to a bucket and a search, at a page of its rows. */
export function runHref(id: string, filter: RunRowsFilter = {}): string {
  return filterHref(`/reconcile/${encodeURIComponent(id)}`, filter, { page: 1 });
}

/** Every result of a run as a file (the export route writes them all, whatever the page shows). */
export function runExportHref(id: string, format: "csv" | "xlsx"): string {
  return `/api/reconcile/${encodeURIComponent(id)}/export?format=${format}`;
}
