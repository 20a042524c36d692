import { type RefObject, useEffect } from "react";

/** What has the focus, as far as the decision below needs it. */
export interface Focused {
  tagName: string;
  /** A link's path. */
  pathname?: string;
  /** Inside an open menu. */
  inMenu: boolean;
}

/**
 * Whether a page that has just arrived may move the focus: yes while nothing has it, or while the link that
 * brought the person here has it (the bar's entry for this page); no once they have put it anywhere else,
 * an open menu included (its entry for this page too: the menu is theirs to close).
 */
export function focusIsFree(focused: Focused | null, pathname: string): boolean {
  if (!focused) return true;
  return focused.tagName === "A" && focused.pathname === pathname && !focused.inMenu;
}

function whatHasFocus(element: Element | null): Focused | null {
  if (!element || element === document.body) return null;
  return {
    tagName: element.tagName,
    pathname: element instanceof HTMLAnchorElement ? element.pathname : undefined,
    inMenu: element.closest('[role="menu"]') !== null,
  };
}

/**
 * Puts the focus in `ref`'s field when the page arrives, as `autoFocus` would, but never takes it from the
 * person: the header can be used before the page's own content has arrived (after sign-in, on a slow
 * machine), and `autoFocus` would pull a person who has tabbed into the navigation back into the field.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (focusIsFree(whatHasFocus(document.activeElement), window.location.pathname)) ref.current?.focus();
  }, [ref]);
}
