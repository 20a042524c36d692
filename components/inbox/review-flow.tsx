"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { ShortcutHelp, type ShortcutLine } from "@/components/keyboard/shortcut-help";
import { useShortcuts } from "@/components/keyboard/use-shortcuts";
import type { Locale } from "@/lib/i18n/config";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import type { Disposition } from "@/lib/inbox/dispositions";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { inboxHref } from "./inbox-href";
import { NextUnreviewedControls } from "./next-unreviewed-button";
import { type NextUnreviewedControl, useNextUnreviewed } from "./use-next-unreviewed";

interface ReviewFlowValue {
  next: NextUnreviewedControl;
  canReview: boolean;
  lines: ShortcutLine[];
  /** Called once a review is saved: goes on to the next decision if the person chose so. */
  reviewed: () => void;
}

const ReviewFlowContext = createContext<ReviewFlowValue | null>(null);

/** The decision page's flow, for the review form inside it (null elsewhere). */
export const useReviewFlow = () => useContext(ReviewFlowContext);

/**
 * Goes on once a review is saved (`successes`: the review form's count of them). Kept by the panel, which
 * stays while the saved review replaces the form in the same update.
 */
export function useAfterReview(successes: number): void {
  const flow = useReviewFlow();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per saved review, not when the flow changes
  useEffect(() => {
    if (successes > 0) flow?.reviewed();
  }, [successes]);
}

// Which decision the flow went on to, from which: read once by the page it opened, to say so. Session storage,
// as the review round: it belongs to this tab.
const ADVANCED = "inbox-advanced";

function takeAdvanced(decisionId: string): string | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ADVANCED) ?? "null");
    sessionStorage.removeItem(ADVANCED);
    if (stored && typeof stored === "object" && "to" in stored && "from" in stored)
      return stored.to === decisionId && typeof stored.from === "string" ? stored.from : null;
  } catch {
    // Nothing stored, or storage refused: nothing to say.
  }
  return null;
}

function rememberAdvanced(from: string, to: string): void {
  try {
    sessionStorage.setItem(ADVANCED, JSON.stringify({ from, to }));
  } catch {
    // Storage refused: the next page opens without saying where it came from.
  }
}

/**
 * Around a decision's page: its shortcuts (N, Esc or U, ?; the review form adds its own), the help sheet, and
 * after a review the next unreviewed decision of the same filter, announced where the focus lands; with none
 * left the person stays, told so.
 */
export function ReviewFlow({
  filter,
  decisionId,
  reference,
  canReview,
  advanceAfterReview,
  dispositions,
  children,
}: {
  filter: InboxFilter;
  decisionId: string;
  reference: string;
  canReview: boolean;
  advanceAfterReview: boolean;
  dispositions: Disposition[];
  children: ReactNode;
}) {
  const t = useTranslations("keyboard");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const next = useNextUnreviewed(filter, decisionId);
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const say = (text: string) => {
    setNotice(text);
    // After the text is in: the live region announces it, and the focus lands on what was said.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per decision opened
  useEffect(() => {
    const from = takeAdvanced(decisionId);
    if (from) say(t("flow.advanced", { from, to: reference }));
  }, [decisionId]);

  useShortcuts([{ keys: ["Escape", "u"], run: () => router.push(inboxHref(filter)) }]);

  const reviewed = () => {
    if (!advanceAfterReview) return;
    void next.open({ reviewed: true, opening: (id) => rememberAdvanced(reference, id) }).then((opened) => {
      if (!opened) say(t("flow.noneLeft"));
    });
  };

  const lines: ShortcutLine[] = [
    ...(canReview
      ? [
          { keys: [["C"]], does: t("decision.claim") },
          {
            keys: [[`1–${Math.min(9, Math.max(1, dispositions.length))}`]],
            does: (
              <>
                {t("decision.dispositions")}
                <ol className="mt-1 grid gap-0.5 text-muted-foreground">
                  {dispositions.slice(0, 9).map((disposition, index) => (
                    <li key={disposition.id}>
                      {t("decision.disposition", {
                        number: index + 1,
                        label: dispositionLabel(disposition, locale),
                      })}
                    </li>
                  ))}
                </ol>
              </>
            ),
          },
          { keys: [["E"]], does: t("decision.note") },
          { keys: [[t("keys.ctrl"), t("keys.enter")]], does: t("decision.submit") },
          { keys: [["N"]], does: t("decision.next") },
        ]
      : []),
    { keys: [[t("keys.esc")], ["U"]], does: t("decision.back") },
    { keys: [["?"]], does: t("decision.help") },
  ];

  return (
    <ReviewFlowContext value={{ next, canReview, lines, reviewed }}>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={
          notice
            ? "mb-6 rounded-md border bg-muted/40 p-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
            : "sr-only"
        }
      >
        {notice}
      </p>
      {children}
    </ReviewFlowContext>
  );
}

/** The decision page's header actions: the next unreviewed decision (for reviewers) and the shortcuts' help. */
export function ReviewFlowActions() {
  const flow = useReviewFlow();
  if (!flow) return null;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      <ShortcutHelp lines={flow.lines} />
      {flow.canReview && <NextUnreviewedControls next={flow.next} />}
    </span>
  );
}
