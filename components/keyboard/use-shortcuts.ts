"use client";
import { useEffect, useRef } from "react";
import { matchShortcut, type Shortcut } from "./shortcuts";

const OVERLAYS = "[role=dialog],[role=alertdialog],[role=menu],[role=listbox]";

/**
 * Registers shortcuts while the component is mounted (see `matchShortcut` for when one fires). Listens in
 * the capture phase, before a dialog or a menu handles the key itself: Escape closing the help sheet must not
 * also be taken for "back to the list" once the sheet is gone.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const overlayOpen = document.querySelector(OVERLAYS) !== null;
      const shortcut = matchShortcut(event, latest.current, overlayOpen);
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, []);
}
