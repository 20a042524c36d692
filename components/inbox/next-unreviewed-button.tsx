"use client";
import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShortcuts } from "@/components/keyboard/use-shortcuts";
import { Button } from "@/components/ui/button";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { type NextUnreviewedControl, useNextUnreviewed } from "./use-next-unreviewed";

/**
 * Opens the next decision this reviewer can work on in the list as filtered, after the one on screen; the N
 * key does the same from anywhere but a text field.
 */
export function NextUnreviewedButton({ filter, currentId }: { filter: InboxFilter; currentId?: string }) {
  const next = useNextUnreviewed(filter, currentId);
  return <NextUnreviewedControls next={next} />;
}

/** The button and what it found, for a next decision kept by someone else (the decision page's review flow). */
export function NextUnreviewedControls({ next }: { next: NextUnreviewedControl }) {
  const t = useTranslations("inbox");
  const { outcome, pending } = next;
  useShortcuts([{ keys: ["n"], run: () => void next.open() }]);

  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      <span role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {outcome?.kind === "error" && outcome.text}
        {outcome?.kind === "empty" &&
          (outcome.passedOver > 0
            ? t("queueEmptyPassedOver", { count: outcome.passedOver })
            : t("queueEmpty"))}
      </span>
      {outcome?.kind === "empty" && outcome.passedOver > 0 && (
        <Button variant="secondary" onClick={next.startAgain} disabled={pending}>
          {t("startAgain")}
        </Button>
      )}
      <Button
        onClick={() => void next.open()}
        disabled={pending}
        aria-keyshortcuts="N"
        title={t("nextShortcut")}
      >
        {t("nextUnreviewed")}
        <kbd aria-hidden className="rounded border border-primary-foreground/40 px-1 font-mono text-xs">
          N
        </kbd>
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Button>
    </span>
  );
}
