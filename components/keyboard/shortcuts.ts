/**
 * The app's keyboard shortcuts as one rule: which registered shortcut a key press is, if any. A shortcut is a
 * single key with no modifier (Shift only where the key is a symbol typed with it, such as "?"), or a chord
 * with Ctrl (⌘ on a Mac). None fires while the person types in a field, unless that field is named for it,
 * nor while a dialog or menu is open, unless the shortcut is meant for that.
 */
export interface Shortcut {
  /** `KeyboardEvent.key` values; letters match either case (Caps Lock), never with Shift held. */
  keys: readonly string[];
  /** Held with Ctrl or ⌘ (one of them, and nothing else). */
  chord?: "primary";
  /** A field in which it fires all the same (Ctrl+Enter in the review note). */
  inField?: (field: EventTarget) => boolean;
  /** Fires while a dialog is open too (the help sheet's own key closes it). */
  inDialog?: boolean;
  run: () => void;
}

/** What of a key press the rule reads (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  isComposing: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

// Keys typed into these controls are not text: a shortcut pressed on a checkbox or a button still counts.
const NON_TEXT_INPUTS = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
  "image",
  "color",
  "range",
  "file",
]);

/** What of a key press's target the rule reads (read by name: an element of any window, or a test's). */
interface TargetShape {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/** A field that takes the keys typed in it: text inputs, text areas, selects (type-to-choose), editables. */
export function typingInField(target: EventTarget | null): boolean {
  if (!target || typeof target !== "object") return false;
  const element = target as TargetShape;
  if (element.isContentEditable) return true;
  if (element.tagName === "INPUT") return !NON_TEXT_INPUTS.has(element.type ?? "text");
  return element.tagName === "TEXTAREA" || element.tagName === "SELECT";
}

const isLetterOrDigit = (key: string) => key.length === 1 && /[\p{L}\p{N}]/u.test(key);

function modifiersFit(press: KeyPress, shortcut: Shortcut): boolean {
  if (press.altKey) return false;
  if (shortcut.chord === "primary") return press.ctrlKey !== press.metaKey && !press.shiftKey;
  if (press.ctrlKey || press.metaKey) return false;
  // Shift types "?" on most layouts; with a letter, a digit or a named key it is a modifier held.
  return !press.shiftKey || (press.key.length === 1 && !isLetterOrDigit(press.key));
}

const sameKey = (pressed: string, key: string) =>
  pressed === key || (key.length === 1 && pressed.toLowerCase() === key.toLowerCase());

/** The shortcut a key press stands for, or undefined. `overlayOpen`: a dialog or a menu is open. */
export function matchShortcut(
  press: KeyPress,
  shortcuts: readonly Shortcut[],
  overlayOpen: boolean,
): Shortcut | undefined {
  if (press.repeat || press.isComposing || press.defaultPrevented) return undefined;
  const field = press.target && typingInField(press.target) ? press.target : null;
  return shortcuts.find(
    (shortcut) =>
      shortcut.keys.some((key) => sameKey(press.key, key)) &&
      modifiersFit(press, shortcut) &&
      (!overlayOpen || shortcut.inDialog) &&
      (!field || Boolean(shortcut.inField?.(field))),
  );
}
