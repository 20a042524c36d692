/**
 * Turns the provider's history pages (docs/provider-api.md#paging) into one list in descending `seq` that can
 * neither loop nor lose entries, whether the provider reads `seqId` as an inclusive or an exclusive bound:
 * - the first request asks for `seqId` 0 (the newest page), each next one starts from the lowest `seq` seen;
 * - an entry already taken (same `seq` and `msgId`) is dropped, and so is one above the cursor, which can
 *   only be a repeat or out of order;
 * - the list ends on an empty page or on a page that brings nothing new. One exception: a page holding
 *   only the boundary entry (an inclusive provider with a page size of one) steps below it once.
 * A `duplicateEvent` entry has its own `seq`, so it is kept: it is the provider's record, not a repeat.
 */

/** What the merge needs of an entry. */
export interface PagedEntry {
  seq: number;
  msgId: string;
}

export type PagingEnd = "empty_page" | "no_new_entries" | "reached_lowest_seq";

export interface PageOutcome<T> {
  /** Entries of this page not seen before, in descending `seq`. */
  fresh: T[];
  /** Entries of this page that were dropped (already taken, or above the cursor). */
  dropped: number;
}

export interface PagingMerge<T extends PagedEntry> {
  /** The `seqId` of the next request, or null when the list is complete. */
  readonly nextSeqId: number | null;
  readonly end: PagingEnd | null;
  /** Every entry taken so far, in descending `seq` (a new array after each page that adds something);
   * empty when the merge was made with `keepEntries: false`. */
  readonly entries: readonly T[];
  readonly pages: number;
  readonly dropped: number;
  accept(page: readonly T[]): PageOutcome<T>;
}

/** The identity of an entry: a `duplicateEvent` repeats the `msgId` under its own `seq`. */
export const entryKey = (entry: PagedEntry): string => `${entry.seq}:${entry.msgId}`;

export interface PagingMergeOptions {
  /** Keep every entry taken in `entries` (a page on screen); a stream that hands entries on says false. */
  keepEntries?: boolean;
}

/**
 * A fresh merge: feed it the pages in the order they were requested with `nextSeqId`. Entries are taken in
 * descending `seq`, so only the entries at the lowest `seq` so far (the cursor) need remembering: anything
 * above it has been taken or is out of order. Memory stays flat however long the history.
 */
export function createPagingMerge<T extends PagedEntry>(options: PagingMergeOptions = {}): PagingMerge<T> {
  const keepEntries = options.keepEntries ?? true;
  let entries: T[] = [];
  let cursor: number | null = null;
  let atCursor = new Set<string>();
  let nextSeqId: number | null = 0;
  let end: PagingEnd | null = null;
  let steppedBelow: number | null = null;
  let pages = 0;
  let dropped = 0;

  function finish(reason: PagingEnd): void {
    end = reason;
    nextSeqId = null;
  }

  function take(entry: T): boolean {
    if (cursor !== null && entry.seq > cursor) return false;
    if (entry.seq === cursor) {
      if (atCursor.has(entry.msgId)) return false;
    } else {
      cursor = entry.seq;
      atCursor = new Set();
    }
    atCursor.add(entry.msgId);
    return true;
  }

  function accept(page: readonly T[]): PageOutcome<T> {
    if (end !== null) throw new Error("the history is complete: no further page can be accepted");
    pages += 1;
    const cursorBefore = cursor;
    const ordered = [...page].sort((a, b) => b.seq - a.seq);
    const fresh = ordered.filter(take);
    const pageDropped = page.length - fresh.length;
    dropped += pageDropped;

    if (page.length === 0) {
      finish("empty_page");
    } else if (fresh.length === 0) {
      const onlyBoundary = ordered.every((entry) => entry.seq === cursorBefore);
      if (onlyBoundary && cursorBefore !== null && cursorBefore > 1 && steppedBelow !== cursorBefore) {
        steppedBelow = cursorBefore;
        nextSeqId = cursorBefore - 1;
      } else {
        finish("no_new_entries");
      }
    } else if (cursor !== null && cursor <= 0) {
      // seqId 0 asks for the newest page again: below seq 0 there is nothing left to ask for.
      finish("reached_lowest_seq");
    } else {
      nextSeqId = cursor;
    }
    if (keepEntries && fresh.length > 0) entries = entries.concat(fresh);
    return { fresh, dropped: pageDropped };
  }

  return {
    get nextSeqId() {
      return nextSeqId;
    },
    get end() {
      return end;
    },
    get entries() {
      return entries;
    },
    get pages() {
      return pages;
    },
    get dropped() {
      return dropped;
    },
    accept,
  };
}

export interface MergedHistory<T> {
  entries: readonly T[];
  nextSeqId: number | null;
  end: PagingEnd | null;
  pages: number;
  dropped: number;
}

function snapshot<T extends PagedEntry>(merge: PagingMerge<T>): MergedHistory<T> {
  const { entries, nextSeqId, end, pages, dropped } = merge;
  return { entries, nextSeqId, end, pages, dropped };
}

/**
 * The merge of a list that grows one page at a time (an infinite query's pages): pages already merged
 * (the same array objects, in the same order) are not merged again. Any other list starts over.
 */
export function createIncrementalMerge<T extends PagedEntry>() {
  let merge = createPagingMerge<T>();
  let merged: (readonly T[])[] = [];
  let last: MergedHistory<T> = snapshot(merge);

  return function mergeIncrementally(pages: readonly (readonly T[])[]): MergedHistory<T> {
    const continues = pages.length >= merged.length && merged.every((page, index) => pages[index] === page);
    if (continues && pages.length === merged.length) return last;
    if (!continues) {
      merge = createPagingMerge<T>();
      merged = [];
    }
    for (const page of pages.slice(merged.length)) {
      merged.push(page);
      if (merge.end === null) merge.accept(page);
    }
    last = snapshot(merge);
    return last;
  };
}
