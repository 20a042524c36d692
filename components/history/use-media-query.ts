"use client";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the media query matches, following changes. False on the server and while the browser hydrates
 * what the server rendered (React then renders again with the browser's answer): a first render that read the
 * browser's answer would differ from the server's HTML, and React would throw that HTML away (error #418).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
