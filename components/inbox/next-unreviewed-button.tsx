"use client";
import { ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/use-error-text";
import { nextUnreviewedAction } from "@/lib/inbox/actions";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { inboxHref } from "./inbox-href";
import { forgetRound, readPassedOver, rememberPassedOver } from "./review-round";

// Keys typed into these controls are not shortcuts; N on a checkbox, a link or a button is.
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

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

type Outcome = { kind: "empty"; passedOver: number } | { kind: "error"; text: string } | null;

/**
 * Opens the next decision this reviewer can work on in the list as filtered, after the one on screen; what
 * they passed over in this round is skipped until they start again. The N key does the same from anywhere
 * but a text field.
 */
export function NextUnreviewedButton({ filter, currentId }: { filter: InboxFilter; currentId?: string }) {
  const t = useTranslations("inbox");
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const round = inboxHref(filter, { page: 1 });

  const open = ({ fromTop = false } = {}) =>
    startTransition(async () => {
      const stored = fromTop ? [] : readPassedOver(round);
      const current = fromTop ? undefined : currentId;
      const result = await nextUnreviewedAction(null, { filter, current, passedOver: stored });
      if (!result.ok) {
        setOutcome({ kind: "error", text: errorText.error(result.error) ?? "" });
        return;
      }
      if (current) rememberPassedOver(round, stored, current);
      if (result.data.id) router.push(inboxHref(filter, {}, `/inbox/${result.data.id}`));
      else setOutcome({ kind: "empty", passedOver: result.data.passedOverWaiting });
    });

  const startAgain = () => {
    forgetRound(round);
    setOutcome(null);
    open({ fromTop: true });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "n" || event.ctrlKey || event.metaKey || event.altKey || event.repeat)
        return;
      if (typingInField(event.target) || document.querySelector("[role=dialog]")) return;
      event.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

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
        <Button variant="secondary" onClick={startAgain} disabled={pending}>
          {t("startAgain")}
        </Button>
      )}
      <Button onClick={() => open()} disabled={pending} aria-keyshortcuts="N" title={t("nextShortcut")}>
        {t("nextUnreviewed")}
        <kbd aria-hidden className="rounded border border-primary-foreground/40 px-1 font-mono text-xs">
          N
        </kbd>
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Button>
    </span>
  );
}
