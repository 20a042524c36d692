"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useErrorText } from "@/components/use-error-text";
import { nextUnreviewedAction } from "@/lib/inbox/actions";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { inboxHref } from "./inbox-href";
import { forgetRound, readPassedOver, rememberPassedOver } from "./review-round";

export type NextOutcome = { kind: "empty"; passedOver: number } | { kind: "error"; text: string } | null;

export interface NextUnreviewedControl {
  /** Opens the next one; `reviewed`: the one on screen was just reviewed, so it is not passed over;
   * `opening`: told the id just before it is opened. Resolves to that id, or null when none is left (the
   * outcome says why). */
  open: (options?: { reviewed?: boolean; opening?: (id: string) => void }) => Promise<string | null>;
  startAgain: () => void;
  pending: boolean;
  outcome: NextOutcome;
}

/**
 * The next decision this reviewer can work on in the list as filtered, after the one on screen; what they
 * passed over in this round is skipped until they start again.
 */
export function useNextUnreviewed(filter: InboxFilter, currentId?: string): NextUnreviewedControl {
  const errorText = useErrorText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<NextOutcome>(null);
  const round = inboxHref(filter, { page: 1 });

  const find = async ({ fromTop = false, reviewed = false, opening = (_id: string) => {} } = {}) => {
    const stored = fromTop ? [] : readPassedOver(round);
    const current = fromTop ? undefined : currentId;
    const result = await nextUnreviewedAction(null, { filter, current, passedOver: stored });
    if (!result.ok) {
      setOutcome({ kind: "error", text: errorText.error(result.error) ?? "" });
      return null;
    }
    if (current && !reviewed) rememberPassedOver(round, stored, current);
    if (result.data.id) {
      opening(result.data.id);
      router.push(inboxHref(filter, {}, `/inbox/${result.data.id}`));
    } else setOutcome({ kind: "empty", passedOver: result.data.passedOverWaiting });
    return result.data.id;
  };

  const open = (options: Parameters<typeof find>[0] = {}) =>
    new Promise<string | null>((resolve) => startTransition(async () => resolve(await find(options))));

  return {
    open: (options) => open(options),
    startAgain: () => {
      forgetRound(round);
      setOutcome(null);
      void open({ fromTop: true });
    },
    pending,
    outcome,
  };
}
