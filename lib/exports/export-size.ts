/**
 * Above this many entries an export asks "I understand, start it", and the server refuses it without that.
 *
 * Why 10,000: an export reads the history from the provider page by page, with the same credentials, rate
 * limits and circuit breaker as the agents' lookups and history pages. 10,000 entries are 100 pages at the
 * default page size (`EXPORT_PAGE_SIZE` 100): about what an agent's History page reads when scrolled through a
 * long history, so an export up to here costs the provider what a person's reading does, and ends while its
 * starter watches the list. Beyond it the calls, the time (minutes) and the chance of the provider slowing
 * everyone down grow with every page, which is what the person confirms.
 */
export const LARGE_EXPORT_ENTRIES = 10_000;

/** The largest limit the form takes: `EXPORT_MAX_ENTRIES`' own upper bound (lib/env.ts). */
export const MAX_EXPORT_LIMIT = 5_000_000;

/** Whether an export that may write `entries` entries must be confirmed. */
export function needsConfirmation(entries: number): boolean {
  return entries > LARGE_EXPORT_ENTRIES;
}

/**
 * The entries an export may write: the limit the person set, never more than the instance's cap
 * (`EXPORT_MAX_ENTRIES`).
 */
export function exportBound(limit: number, cap: number): number {
  return Math.min(limit, cap);
}

/**
 * The limit the form proposes: the confirmation threshold (an export that needs no confirmation), or all the
 * entries loaded on the history page when there are more, never above the cap.
 */
export function proposedLimit(cap: number, loadedCount?: number): number {
  return Math.min(cap, Math.max(LARGE_EXPORT_ENTRIES, loadedCount ?? 0));
}
