"use client";
import { useCallback, useState } from "react";

/** Which entries are open, by entry key; `toggle` opens a closed one and closes an open one. */
export function useExpandedRows(initial: readonly string[] | undefined) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return { expanded, toggle };
}
