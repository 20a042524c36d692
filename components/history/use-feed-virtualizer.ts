"use client";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef } from "react";
import { useMediaQuery } from "./use-media-query";
import type { RememberedView } from "./view-memory";

/** A closed row is one line in columns on wide screens, two lines below. */
const WIDE = "(min-width: 1024px)";
const ROW_PX = { wide: 43, narrow: 62 };
/** The app header, the sticky filters and the column header, which cover the top of the window. */
export const STICKY_TOP_PX = 210;
/**
 * The window as assumed until it is measured: in the server's render, and in the browser's first render, which
 * must match it. A screenful, so the first rows are in the page's HTML rather than waiting for the scripts.
 */
const FIRST_SCREEN = { width: 1280, height: 900 };

type FeedVirtualizerOptions = {
  count: number;
  /** Where the list starts in the page. */
  scrollMargin: number;
  /** Changes when the rows are a different selection (filters), not when more are appended. */
  selection: string;
  saved: RememberedView | undefined;
};

/** Renders only the rows in view (and a few around), measured against the window. */
export function useFeedVirtualizer({ count, scrollMargin, selection, saved }: FeedVirtualizerOptions) {
  const wide = useMediaQuery(WIDE);
  // Called for every row on every page: a constant, never a media query.
  const estimateSize = useCallback(() => (wide ? ROW_PX.wide : ROW_PX.narrow), [wide]);

  // Measurements are kept by index, which stays right while pages are appended (no key to build per row
  // per page); another selection of rows is measured afresh.
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    overscan: 10,
    scrollMargin,
    scrollPaddingStart: STICKY_TOP_PX,
    initialOffset: saved?.scrollY,
    initialRect: FIRST_SCREEN,
    initialMeasurementsCache: saved?.measurements,
  });

  // Rows change height with the layout too: wide is false while hydrating (the server cannot know the
  // screen), then the browser's answer comes; rows not measured yet must take the new estimate.
  const measuredFor = useRef({ selection, wide });
  useEffect(() => {
    if (measuredFor.current.selection === selection && measuredFor.current.wide === wide) return;
    measuredFor.current = { selection, wide };
    virtualizer.measure();
  }, [selection, wide, virtualizer]);

  return virtualizer;
}

export type FeedVirtualizer = ReturnType<typeof useFeedVirtualizer>;
