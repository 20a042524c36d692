"use client";
import { useLayoutEffect, useState, useSyncExternalStore } from "react";

const never = () => () => {};

const textareaById = (id: string) => document.getElementById(id) as HTMLTextAreaElement | null;

/** What a textarea held, and where its caret or selection was. */
function snapshot(textarea: HTMLTextAreaElement | null) {
  if (!textarea) return undefined;
  const { value, selectionStart, selectionEnd, selectionDirection } = textarea;
  return { value, selectionStart, selectionEnd, selectionDirection };
}

/**
 * React's hydration puts a textarea back to its default (inputs and selects keep what they hold), and the caret
 * with it: text typed before the page's scripts took over would be lost, and text typed over a selection made
 * before would land beside the default instead. Read during the hydrating render, before React touches the
 * textarea, and put back once it is done. For an uncontrolled textarea with an id.
 */
export function useTextTypedBeforeHydration(id: string | undefined, uncontrolled: boolean) {
  // The server snapshot is what React reads while hydrating, the client one when it mounts afresh.
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [before] = useState(() =>
    hydrating && uncontrolled && id && typeof document !== "undefined"
      ? snapshot(textareaById(id))
      : undefined,
  );
  useLayoutEffect(() => {
    const textarea = id ? textareaById(id) : null;
    if (!textarea || !before) return;
    if (textarea.value !== before.value) textarea.value = before.value;
    if (textarea === document.activeElement)
      textarea.setSelectionRange(before.selectionStart, before.selectionEnd, before.selectionDirection);
  }, [id, before]);
}
