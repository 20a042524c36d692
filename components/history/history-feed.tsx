"use client";
import { useRef } from "react";
import { entryKey } from "@/lib/history/paging";
import type { HistoryRowData } from "@/lib/history/types";
import { HistoryRow } from "./history-row";
import { useExpandedRows } from "./use-expanded-rows";
import { useFeedKeyboard } from "./use-feed-keyboard";
import { STICKY_TOP_PX, useFeedVirtualizer } from "./use-feed-virtualizer";
import type { HistoryFormat } from "./use-history-format";
import { useListOffset } from "./use-list-offset";
import { useLoadAhead } from "./use-load-ahead";
import { useSavedView, useScrollRestore } from "./use-scroll-restore";

interface HistoryFeedProps {
  userId: string;
  rows: readonly HistoryRowData[];
  /** The number of entries when the list is complete, else -1 (unknown), as the feed pattern wants. */
  setSize: number;
  busy: boolean;
  label: string;
  /** Changes when the rows are a different selection (filters), not when more are appended. */
  selection: string;
  format: HistoryFormat;
  onNearEnd: () => void;
}

/**
 * The entries as an ARIA feed, virtualized against the window: only the rows in view (and a few around)
 * are in the DOM. Position, measured heights and open entries are remembered when the feed unmounts, so
 * Back returns to the same place.
 */
export function HistoryFeed({
  userId,
  rows,
  setSize,
  busy,
  label,
  selection,
  format,
  onNearEnd,
}: HistoryFeedProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const saved = useSavedView(userId, rows[0]);
  const { expanded, toggle } = useExpandedRows(saved?.expanded);
  const scrollMargin = useListOffset(listRef, saved?.scrollMargin ?? 0);
  const virtualizer = useFeedVirtualizer({ count: rows.length, scrollMargin, selection, saved });
  useScrollRestore({ userId, saved, virtualizer, scrollMargin, expanded, firstRow: rows[0] });

  const items = virtualizer.getVirtualItems();
  useLoadAhead(items.at(-1)?.index ?? -1, rows.length, onNearEnd);
  const move = useFeedKeyboard(virtualizer, listRef, rows.length);

  return (
    <div
      ref={listRef}
      role="feed"
      aria-busy={busy}
      aria-label={label}
      className="relative w-full"
      // The virtualizer keeps the view steady itself; the browser's scroll anchoring would fight it.
      style={{ height: virtualizer.getTotalSize(), overflowAnchor: "none" }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const key = entryKey(row);
        return (
          <article
            key={key}
            data-index={item.index}
            data-history-row=""
            data-seq={row.seq}
            ref={virtualizer.measureElement}
            aria-posinset={item.index + 1}
            aria-setsize={setSize}
            className="absolute top-0 left-0 w-full"
            style={{
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              // A row focused with Tab must not hide under the sticky filters.
              scrollMarginTop: STICKY_TOP_PX,
            }}
          >
            <HistoryRow
              row={row}
              index={item.index}
              expanded={expanded.has(key)}
              format={format}
              onToggle={toggle}
              onMove={move}
            />
          </article>
        );
      })}
    </div>
  );
}
