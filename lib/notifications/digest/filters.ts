import { inboxHref } from "@/components/inbox/inbox-href";
import type { InboxFilter } from "@/lib/inbox/schemas";

/** What a digest covers: rejected decisions received in [since, until), overdue ones received before the cut-off. */
export interface DigestWindow {
  since: Date;
  until: Date;
  overdueBefore: Date;
}

export type DigestFilter = Omit<InboxFilter, "page" | "sort">;

/**
 * The inbox filters behind a digest's two figures: the counts are made with them and its links carry them, so a
 * link lists exactly what was counted (the overdue list less what has been reviewed since).
 */
export function digestFilters(window: DigestWindow): { rejected: DigestFilter; overdue: DigestFilter } {
  return {
    rejected: { status: "rejected", since: window.since.toISOString(), before: window.until.toISOString() },
    overdue: { overdue: "1", before: window.overdueBefore.toISOString() },
  };
}

/** The inbox addresses of a digest's two lists. */
export function digestLinks(window: DigestWindow): { rejected: string; overdue: string } {
  const filters = digestFilters(window);
  return { rejected: inboxHref(filters.rejected), overdue: inboxHref(filters.overdue) };
}
