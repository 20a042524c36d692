import { describe, expect, it } from "vitest";
import { type KeyPress, matchShortcut, type Shortcut, typingInField } from "./shortcuts";

const note = { tagName: "TEXTAREA", id: "review-note" } as unknown as EventTarget;
const otherTextarea = { tagName: "TEXTAREA", id: "reopen-note" };
const button = { tagName: "BUTTON" };

const ran: string[] = [];
const shortcut = (name: string, rest: Omit<Shortcut, "run">): Shortcut => ({
  ...rest,
  run: () => ran.push(name),
});
const SHORTCUTS = [
  shortcut("claim", { keys: ["c"] }),
  shortcut("first", { keys: ["1"] }),
  shortcut("back", { keys: ["Escape", "u"] }),
  shortcut("help", { keys: ["?"], inDialog: true }),
  shortcut("submit", { keys: ["Enter"], chord: "primary", inField: (field) => field === note }),
];

function press(key: string, more: Partial<KeyPress> = {}): string | undefined {
  const event: KeyPress = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    repeat: false,
    isComposing: false,
    defaultPrevented: false,
    target: button as unknown as EventTarget,
    ...more,
  };
  const found = matchShortcut(event, SHORTCUTS, false);
  ran.length = 0;
  found?.run();
  return ran[0];
}

const on = (target: object) => ({ target: target as unknown as EventTarget });

describe("matchShortcut", () => {
  it("finds a plain key, a letter in either case, and a key of several", () => {
    expect(press("c")).toBe("claim");
    expect(press("C")).toBe("claim"); // Caps Lock
    expect(press("1")).toBe("first");
    expect(press("Escape")).toBe("back");
    expect(press("u")).toBe("back");
    expect(press("x")).toBeUndefined();
  });

  it("fires nothing while a modifier other than the documented one is held", () => {
    for (const held of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { shiftKey: true }]) {
      expect(press("c", held)).toBeUndefined();
      expect(press("1", held)).toBeUndefined();
    }
    expect(press("Enter")).toBeUndefined();
    expect(press("Enter", { ctrlKey: true, shiftKey: true })).toBeUndefined();
    expect(press("Enter", { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(press("Enter", { ctrlKey: true, metaKey: true })).toBeUndefined();
  });

  it("takes Ctrl or ⌘ for the chord, and Shift where it types the symbol", () => {
    expect(press("Enter", { ctrlKey: true })).toBe("submit");
    expect(press("Enter", { metaKey: true })).toBe("submit");
    expect(press("?", { shiftKey: true })).toBe("help");
    expect(press("?")).toBe("help");
  });

  it("fires nothing while typing in a field, except a shortcut named for that field", () => {
    for (const field of [
      note,
      otherTextarea,
      { tagName: "INPUT", type: "text" },
      { tagName: "INPUT", type: "search" },
      { tagName: "INPUT" },
      { tagName: "SELECT" },
      { tagName: "DIV", isContentEditable: true },
    ]) {
      expect(press("c", on(field))).toBeUndefined();
      expect(press("1", on(field))).toBeUndefined();
      expect(press("Escape", on(field))).toBeUndefined();
      expect(press("?", { shiftKey: true, ...on(field) })).toBeUndefined();
    }
    expect(press("Enter", { ctrlKey: true, ...on(note) })).toBe("submit");
    expect(press("Enter", { ctrlKey: true, ...on(otherTextarea) })).toBeUndefined();
    // On a checkbox or a link the key is no text.
    expect(press("c", on({ tagName: "INPUT", type: "checkbox" }))).toBe("claim");
    expect(press("c", on({ tagName: "A" }))).toBe("claim");
  });

  it("ignores a held key's repeats, a key composing text and one already handled", () => {
    expect(press("c", { repeat: true })).toBeUndefined();
    expect(press("c", { isComposing: true })).toBeUndefined();
    expect(press("c", { defaultPrevented: true })).toBeUndefined();
  });

  it("fires only a shortcut meant for it while a dialog or a menu is open", () => {
    const plain = {
      ...on(button),
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      repeat: false,
      isComposing: false,
      defaultPrevented: false,
    };
    expect(matchShortcut({ ...plain, key: "c" }, SHORTCUTS, true)).toBeUndefined();
    expect(matchShortcut({ ...plain, key: "Escape" }, SHORTCUTS, true)).toBeUndefined();
    expect(matchShortcut({ ...plain, key: "?" }, SHORTCUTS, true)?.keys).toEqual(["?"]);
  });
});

describe("typingInField", () => {
  it("is a text input, a text area, a select or an editable element; not a button or nothing", () => {
    expect(typingInField(note)).toBe(true);
    expect(typingInField({ tagName: "INPUT", type: "email" } as unknown as EventTarget)).toBe(true);
    expect(typingInField({ tagName: "INPUT", type: "radio" } as unknown as EventTarget)).toBe(false);
    expect(typingInField(button as unknown as EventTarget)).toBe(false);
    expect(typingInField(null)).toBe(false);
  });
});
