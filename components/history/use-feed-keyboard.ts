"use client";
import { type KeyboardEvent, type RefObject, useCallback, useRef } from "react";
import type { FeedVirtualizer } from "./use-feed-virtualizer";

/** How far each key moves from entry `index` when `last` is the last index. */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: () => 1,
  PageDown: () => 1,
  ArrowUp: () => -1,
  PageUp: () => -1,
  Home: (index) => -index,
  End: (index, last) => last - index,
};

/** Further animation frames to wait for the target row to be rendered after scrolling to it. */
const FOCUS_RETRIES = 10;

/**
 * The feed pattern's keys (arrows, Page Up/Down, Home, End) on a row's toggle move focus between entries,
 * bringing the target into the DOM first when it is not rendered yet.
 */
export function useFeedKeyboard(
  virtualizer: FeedVirtualizer,
  listRef: RefObject<HTMLElement | null>,
  rowCount: number,
) {
  // Read by the key handler, so that the rows do not re-render whenever a page adds to the count.
  const count = useRef(rowCount);
  count.current = rowCount;

  return useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const last = count.current - 1;
      const step = MOVES[event.key]?.(index, last);
      if (step === undefined || step === 0) return;
      const target = index + step;
      if (target < 0 || target > last) return;
      event.preventDefault();
      virtualizer.scrollToIndex(target, { align: "auto" });
      const focus = (attempt: number) => {
        const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-row-toggle="${target}"]`);
        if (button) button.focus({ preventScroll: true });
        else if (attempt < FOCUS_RETRIES) requestAnimationFrame(() => focus(attempt + 1));
      };
      requestAnimationFrame(() => focus(0));
    },
    [virtualizer, listRef],
  );
}
