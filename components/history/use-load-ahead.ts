"use client";
import { useEffect } from "react";

/** Rows left below the rendered ones when the next page is asked for: about a page ahead of the reader. */
const PREFETCH_ROWS = 80;

/** Asks for the next page once the last rendered row comes within PREFETCH_ROWS of the end. */
export function useLoadAhead(lastRendered: number, rowCount: number, onNearEnd: () => void): void {
  useEffect(() => {
    if (lastRendered >= rowCount - PREFETCH_ROWS) onNearEnd();
  }, [lastRendered, rowCount, onNearEnd]);
}
