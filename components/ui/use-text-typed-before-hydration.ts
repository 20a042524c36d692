"use client";
import { useState, useSyncExternalStore } from "react";

const never = () => () => {};

interface Typed {
  value: string;
  selection: [start: number, end: number, direction: "forward" | "backward" | "none"];
}

const typedIn = (textarea: HTMLTextAreaElement): Typed => ({
  value: textarea.value,
  selection: [textarea.selectionStart, textarea.selectionEnd, textarea.selectionDirection],
});

function putBack(textarea: HTMLTextAreaElement, typed: Typed) {
  if (textarea.value !== typed.value) textarea.value = typed.value;
  if (textarea === document.activeElement) textarea.setSelectionRange(...typed.selection);
}

/**
 * Until React has hydrated it, a textarea answers its first write of `defaultValue` (React's, as it takes the
 * textarea over) by noting what the person typed and where the caret or selection was, and putting both back
 * once React's synchronous work is done (it sets the value right after), before any key or click is handled.
 */
function keepTypedAcrossHydration(textarea: HTMLTextAreaElement) {
  if (Object.hasOwn(textarea, "defaultValue")) return;
  const inherited = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "defaultValue");
  if (!inherited?.set) return;
  Object.defineProperty(textarea, "defaultValue", {
    configurable: true,
    get: () => inherited.get?.call(textarea),
    set: (value: string) => {
      Reflect.deleteProperty(textarea, "defaultValue");
      const typed = typedIn(textarea);
      inherited.set?.call(textarea, value);
      queueMicrotask(() => putBack(textarea, typed));
    },
  });
}

/**
 * React's hydration puts a textarea back to its default (inputs and selects keep what they hold), and the caret
 * with it: text typed before the page's scripts took over would be lost, and text typed over a selection made
 * before would land beside the default instead. For an uncontrolled textarea with an id; the hydrating render
 * arms the textarea (keepTypedAcrossHydration), a render on the client alone does nothing.
 */
export function useTextTypedBeforeHydration(id: string | undefined, uncontrolled: boolean) {
  // The server snapshot is what React reads while hydrating, the client one when it mounts afresh.
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  useState(() => {
    if (!hydrating || !uncontrolled || !id || typeof document === "undefined") return;
    const textarea = document.getElementById(id);
    if (textarea instanceof HTMLTextAreaElement) keepTypedAcrossHydration(textarea);
  });
}
