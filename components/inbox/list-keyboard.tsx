"use client";
import { useTranslations } from "next-intl";
import { ShortcutHelp } from "@/components/keyboard/shortcut-help";
import { useShortcuts } from "@/components/keyboard/use-shortcuts";

// Each row's link to its decision (decisions-table.tsx): moving the focus along them is moving along the rows.
const ROW_LINKS = "a[data-row-link]";

function rowLinks(): HTMLAnchorElement[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>(ROW_LINKS));
}

/** The row in focus, moved by `step` (the first row when none is in focus); undefined with no rows. */
function rowAfter(step: number): HTMLAnchorElement | undefined {
  const links = rowLinks();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at === -1) return links[0];
  return links[Math.min(links.length - 1, Math.max(0, at + step))];
}

/**
 * The list by keyboard: J and K move the focus down and up the rows (a visible focus ring on the decision's
 * reference), Enter opens the one in focus (it is a link), O opens it too, or the first row when none is in
 * focus: one key from the filtered list to its first decision. The help sheet lists them with N.
 */
export function InboxListKeyboard({ canReview }: { canReview: boolean }) {
  const t = useTranslations("keyboard");
  useShortcuts([
    { keys: ["j"], run: () => rowAfter(1)?.focus() },
    { keys: ["k"], run: () => rowAfter(-1)?.focus() },
    { keys: ["o"], run: () => rowAfter(0)?.click() },
  ]);
  return (
    <ShortcutHelp
      lines={[
        { keys: [["J"]], does: t("list.down") },
        { keys: [["K"]], does: t("list.up") },
        { keys: [["O"]], does: t("list.open") },
        { keys: [[t("keys.enter")]], does: t("list.openFocused") },
        ...(canReview ? [{ keys: [["N"]], does: t("list.next") }] : []),
        { keys: [["?"]], does: t("list.help") },
      ]}
    />
  );
}
