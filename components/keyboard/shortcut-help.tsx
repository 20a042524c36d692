"use client";
import { Keyboard } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useShortcuts } from "./use-shortcuts";

/** One line of the help sheet: the keys that do it (each a key, or a chord of keys) and what it does. */
export interface ShortcutLine {
  keys: readonly (readonly string[])[];
  does: ReactNode;
}

function Keys({ keys }: { keys: ShortcutLine["keys"] }) {
  const t = useTranslations("keyboard.help");
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {keys.map((chord, index) => (
        <Fragment key={chord.join("+")}>
          {index > 0 && <span className="text-muted-foreground">{t("or")}</span>}
          {chord.map((key, place) => (
            <Fragment key={key}>
              {place > 0 && <span aria-hidden>+</span>}
              <kbd className="rounded border bg-muted px-1.5 font-mono text-xs">{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The page's shortcuts, listed in a dialog: opened by its button or the ? key (which also closes it), closed
 * by Escape; the focus stays inside while it is open and goes back where it was.
 */
export function ShortcutHelp({ lines }: { lines: readonly ShortcutLine[] }) {
  const t = useTranslations("keyboard.help");
  const [open, setOpen] = useState(false);
  // Closed, the focus goes back where it was when the sheet opened (the button, or wherever ? was pressed).
  const returnTo = useRef<Element | null>(null);
  const openOrClose = (next: boolean) => {
    if (next) returnTo.current = document.activeElement;
    setOpen(next);
  };
  useShortcuts([{ keys: ["?"], inDialog: true, run: () => openOrClose(!open) }]);
  // The keys work once the page's script has run (every shortcut of the page is registered in the same
  // commit): only then does the button say so.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <Dialog open={open} onOpenChange={openOrClose}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-keyshortcuts={live ? "?" : undefined}>
          <Keyboard className="h-4 w-4" aria-hidden />
          {t("open")}
          <kbd aria-hidden className="rounded border px-1 font-mono text-xs">
            ?
          </kbd>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("title")}
        description={t("description")}
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          const before = returnTo.current;
          if (before instanceof HTMLElement && before.isConnected && before !== document.body) {
            event.preventDefault();
            before.focus();
          }
        }}
      >
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
          {lines.map((line) => (
            <Fragment key={line.keys.map((chord) => chord.join("+")).join(" ")}>
              <dt>
                <Keys keys={line.keys} />
              </dt>
              <dd>{line.does}</dd>
            </Fragment>
          ))}
        </dl>
        <DialogClose asChild>
          <Button variant="secondary" className="justify-self-end">
            {t("close")}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
