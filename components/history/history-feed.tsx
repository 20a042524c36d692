"use client";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { entryKey } from "@/lib/history/paging";
import type { HistoryRowData } from "@/lib/history/types";
import { HistoryRow } from "./history-row";
import type { HistoryFormat } from "./use-history-format";
import { recallView, rememberView } from "./view-memory";

/** A closed row is one line in columns on wide screens, two lines below. */
const WIDE = "(min-width: 1024px)";
const ROW_PX = { wide: 43, narrow: 62 };
/** Rows left below the rendered ones when the next page is asked for: about a page ahead of the reader. */
const PREFETCH_ROWS = 80;
/** The app header, the sticky filters and the column header, which cover the top of the window. */
const STICKY_TOP_PX = 210;

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
  const [saved] = useState(() => recallView(userId, rows[0]));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(saved?.expanded));
  const [scrollMargin, setScrollMargin] = useState(saved?.scrollMargin ?? 0);
  const scrollMarginRef = useRef(scrollMargin);
  scrollMarginRef.current = scrollMargin;
  const lastScrollY = useRef(saved?.scrollY ?? 0);
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  // Read by the key handler, so that the rows do not re-render whenever a page adds to the count.
  const rowCount = useRef(rows.length);
  rowCount.current = rows.length;
  const firstRow = useRef(rows[0]);
  firstRow.current = rows[0];

  // Where the list starts in the page: what sits above it (filters, totals) can change height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  const [wide, setWide] = useState(() => typeof window !== "undefined" && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const change = () => setWide(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  // Called for every row on every page: a constant, never a media query.
  const estimateSize = useCallback(() => (wide ? ROW_PX.wide : ROW_PX.narrow), [wide]);

  // Measurements are kept by index, which stays right while pages are appended (no key to build per row
  // per page); another selection of rows is measured afresh.
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    overscan: 10,
    scrollMargin,
    scrollPaddingStart: STICKY_TOP_PX,
    initialOffset: saved?.scrollY,
    initialMeasurementsCache: saved?.measurements,
  });

  // Back to where the person was: the list has its remembered height from the first render.
  useLayoutEffect(() => {
    if (saved) window.scrollTo({ top: saved.scrollY });
    const track = () => {
      lastScrollY.current = window.scrollY;
    };
    window.addEventListener("scroll", track, { passive: true });
    return () => window.removeEventListener("scroll", track);
  }, [saved]);

  useLayoutEffect(
    () => () =>
      rememberView(userId, {
        scrollY: lastScrollY.current,
        scrollMargin: scrollMarginRef.current,
        measurements: virtualizer.takeSnapshot(),
        expanded: [...expandedRef.current],
        firstRow: firstRow.current,
      }),
    [userId, virtualizer],
  );

  const measuredSelection = useRef(selection);
  useEffect(() => {
    if (measuredSelection.current === selection) return;
    measuredSelection.current = selection;
    virtualizer.measure();
  }, [selection, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastRendered >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [lastRendered, rows.length, onNearEnd]);

  const toggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  // Arrow keys and Page Up/Down (the feed pattern's keys) move between entries, bringing the target into the
  // DOM first when it is not rendered yet.
  const move = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const last = rowCount.current - 1;
      const steps: Record<string, number> = {
        ArrowDown: 1,
        PageDown: 1,
        ArrowUp: -1,
        PageUp: -1,
        Home: -index,
        End: last - index,
      };
      const step = steps[event.key];
      if (step === undefined || step === 0) return;
      const target = index + step;
      if (target < 0 || target > last) return;
      event.preventDefault();
      virtualizer.scrollToIndex(target, { align: "auto" });
      const focus = (attempt: number) => {
        const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-row-toggle="${target}"]`);
        if (button) button.focus({ preventScroll: true });
        else if (attempt < 10) requestAnimationFrame(() => focus(attempt + 1));
      };
      requestAnimationFrame(() => focus(0));
    },
    [virtualizer],
  );

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
