"use client";
import { useLayoutEffect, useRef, useState } from "react";
import type { HistoryRowData } from "@/lib/history/types";
import type { FeedVirtualizer } from "./use-feed-virtualizer";
import { type RememberedView, recallView, rememberView } from "./view-memory";

/** The view remembered for these rows when the feed last unmounted, read once on mount. */
export function useSavedView(
  userId: string,
  firstRow: HistoryRowData | undefined,
): RememberedView | undefined {
  const [saved] = useState(() => recallView(userId, firstRow));
  return saved;
}

type ScrollRestoreOptions = {
  userId: string;
  saved: RememberedView | undefined;
  virtualizer: FeedVirtualizer;
  scrollMargin: number;
  expanded: ReadonlySet<string>;
  firstRow: HistoryRowData | undefined;
};

/**
 * Back returns to where the person was: the saved position is restored on mount (the list already has its
 * remembered height), and position, measured heights and open entries are remembered again on unmount.
 */
export function useScrollRestore({
  userId,
  saved,
  virtualizer,
  scrollMargin,
  expanded,
  firstRow,
}: ScrollRestoreOptions): void {
  const lastScrollY = useRef(saved?.scrollY ?? 0);
  // Read when the feed unmounts, so the latest values are remembered without re-running the effect.
  const latest = useRef({ scrollMargin, expanded, firstRow });
  latest.current = { scrollMargin, expanded, firstRow };

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
        scrollMargin: latest.current.scrollMargin,
        measurements: virtualizer.takeSnapshot(),
        expanded: [...latest.current.expanded],
        firstRow: latest.current.firstRow,
      }),
    [userId, virtualizer],
  );
}
