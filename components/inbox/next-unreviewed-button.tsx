"use client";
import { ArrowRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { nextUnreviewedAction } from "@/app/(app)/inbox/actions";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/components/use-error-text";

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Opens the oldest decision still to review (unclaimed, or mine); the N key does the same from anywhere. */
export function NextUnreviewedButton({ currentId }: { currentId?: string }) {
  const t = useTranslations("inbox");
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState("");

  const open = () =>
    startTransition(async () => {
      const result = await nextUnreviewedAction(null, currentId ? { after: currentId } : {});
      if (!result.ok) setMessage(errorText.error(result.error) ?? "");
      else if (result.data.id) router.push(`/inbox/${result.data.id}`);
      else setMessage(t("nothingLeft"));
    });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "n" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target) || document.querySelector("[role=dialog]")) return;
      event.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <span className="inline-flex items-center gap-2">
      <span role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {message}
      </span>
      <Button onClick={open} disabled={pending} aria-keyshortcuts="N" title={t("nextShortcut")}>
        {t("nextUnreviewed")}
        <kbd aria-hidden className="rounded border border-primary-foreground/40 px-1 font-mono text-xs">
          N
        </kbd>
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Button>
    </span>
  );
}
