"use client";
import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Where the list starts in the page, kept up to date: what sits above it (filters, totals) can change
 * height. `initial` is the offset remembered from the last visit, so the first render needs no measuring.
 */
export function useListOffset(listRef: RefObject<HTMLElement | null>, initial: number): number {
  const [offset, setOffset] = useState(initial);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, [listRef]);
  return offset;
}
