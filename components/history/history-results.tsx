"use client";
import { useQueryClient } from "@tanstack/react-query";
import { Download, RotateCw } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { TableEmpty } from "@/components/ui/table";
import type { FirstHistoryPage } from "@/lib/history/first-page";
import { filterRows, isFiltering, type RowFilter } from "@/lib/history/row-filter";
import { createTotalsAccumulator } from "@/lib/history/totals";
import { ROW_GRID } from "./columns";
import { FeedStatus, PageFailure } from "./feed-status";
import { FirstPageLoading } from "./first-page-loading";
import { HistoryFeed } from "./history-feed";
import { HistoryToolbar } from "./history-toolbar";
import { HistoryTotals } from "./history-totals";
import { loadNextPage, retryNextPage } from "./next-page";
import { useHistoryFormat } from "./use-history-format";
import { historyQueryKey, useHistoryPages } from "./use-history-pages";

interface HistoryResultsProps {
  userId: string;
  /** The first page as the server read it while rendering, if it did (for this user or another). */
  firstPage?: Promise<FirstHistoryPage | null> | null;
  filter: RowFilter;
  onFilterChange: (change: Partial<RowFilter>) => void;
  onClearFilter: () => void;
  /** Managers may export what is loaded (or more) from here. */
  canExport: boolean;
}

export function HistoryResults({
  userId,
  firstPage,
  filter,
  onFilterChange,
  onClearFilter,
  canExport,
}: HistoryResultsProps) {
  const t = useTranslations("history");
  const format = useHistoryFormat();
  const queryClient = useQueryClient();
  const { query, merged } = useHistoryPages(userId, firstPage);
  const [totalsOf] = useState(createTotalsAccumulator);

  const entries = merged?.entries ?? [];
  const deferredQuery = useDeferredValue(filter.query);
  const shownFilter = useMemo(() => ({ ...filter, query: deferredQuery }), [filter, deferredQuery]);
  const rows = useMemo(() => filterRows(entries, shownFilter), [entries, shownFilter]);
  const totals = useMemo(() => totalsOf(entries), [entries, totalsOf]);
  const searching = filter.query.trim() !== "";
  const complete = merged?.nextSeqId === null;

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // A search looks only at what is loaded: one that matches nothing must not pull the whole history.
  const loadMore = useCallback(() => {
    if (!searching) loadNextPage({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage });
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, searching, fetchNextPage]);

  function reload() {
    window.scrollTo({ top: 0 });
    void queryClient.resetQueries({ queryKey: historyQueryKey(userId), exact: true });
  }

  if (query.isPending) return <FirstPageLoading />;

  if (query.isError && !merged) {
    return (
      <PageFailure
        error={query.error}
        title={t("firstPageFailed", { user: userId })}
        onRetry={() => query.refetch()}
      />
    );
  }

  if (entries.length === 0 && complete) {
    return <TableEmpty role="status">{t("empty", { user: userId })}</TableEmpty>;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" data-testid="history-loaded">
          <span className="font-medium">{t("loaded", { count: entries.length })}</span>
          {isFiltering(filter) && (
            <span className="text-muted-foreground"> · {t("shown", { count: rows.length })}</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {canExport && (
            <Link
              className={buttonVariants({ variant: "secondary", size: "sm" })}
              href={`/exports?${new URLSearchParams({
                user: userId,
                untilSeq: String(entries.at(-1)?.seq ?? 0),
                loaded: String(entries.length),
              })}`}
            >
              <Download className="h-4 w-4" aria-hidden />
              {t("export")}
            </Link>
          )}
          <Button variant="secondary" size="sm" onClick={reload}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {t("reload")}
          </Button>
        </div>
      </div>
      <HistoryTotals totals={totals} format={format} />
      <div>
        <div className="sticky top-[57px] z-20 -mx-1 bg-background px-1 pt-1">
          <HistoryToolbar
            filter={filter}
            types={totals.byType.map((total) => total.type)}
            format={format}
            onChange={onFilterChange}
            onClear={onClearFilter}
          />
          <div
            aria-hidden
            className={`${ROW_GRID} mt-3 hidden rounded-t-lg border bg-muted px-3 py-2 text-xs font-medium text-muted-foreground lg:grid`}
          >
            <span>{t("columns.time", { zone: format.zone })}</span>
            <span>{t("columns.type")}</span>
            <span>{t("columns.headline")}</span>
            <span>{t("columns.status")}</span>
            <span className="text-right">{t("columns.amount")}</span>
          </div>
        </div>
        <div className="overflow-hidden rounded-b-lg border-x max-lg:mt-3 max-lg:rounded-t-lg max-lg:border-t">
          <HistoryFeed
            userId={userId}
            rows={rows}
            setSize={complete ? rows.length : -1}
            busy={isFetchingNextPage}
            label={t("listLabel", { user: userId })}
            selection={JSON.stringify(shownFilter)}
            format={format}
            onNearEnd={loadMore}
          />
        </div>
        {rows.length === 0 && (
          <p className="rounded-b-lg border p-6 text-center text-sm text-muted-foreground">{t("noMatch")}</p>
        )}
      </div>
      <FeedStatus
        loadedCount={entries.length}
        complete={complete}
        loading={isFetchingNextPage}
        error={isFetchNextPageError ? query.error : null}
        manual={searching && Boolean(hasNextPage)}
        onLoadMore={() => retryNextPage(query)}
      />
    </div>
  );
}
