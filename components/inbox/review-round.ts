import { MAX_PASSED_OVER } from "@/lib/inbox/schemas";

// The decisions a reviewer passed over with "Next unreviewed", per filtered view. Kept in session storage, not
// in the URL: a round belongs to this tab and this sitting, survives reloads and Back, and ends with the tab,
// while a URL is bookmarked and shared and would carry one person's skips to another.
const PREFIX = "inbox-round:";

export function readPassedOver(round: string): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREFIX + round) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function rememberPassedOver(round: string, passedOver: readonly string[], id: string): string[] {
  const next = [...passedOver.filter((seen) => seen !== id), id].slice(-MAX_PASSED_OVER);
  try {
    sessionStorage.setItem(PREFIX + round, JSON.stringify(next));
  } catch {
    // Storage full or refused: the round still works, it only forgets sooner.
  }
  return next;
}

export function forgetRound(round: string): void {
  try {
    sessionStorage.removeItem(PREFIX + round);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
