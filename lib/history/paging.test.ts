import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createIncrementalMerge, createPagingMerge, type PagedEntry } from "./paging";

type Entry = PagedEntry & { label?: string };
type Mode = "inclusive" | "exclusive";

/** Newest first, as the provider sends them. */
function historyOf(seqs: number[]): Entry[] {
  return [...new Set(seqs)].sort((a, b) => b - a).map((seq) => ({ seq, msgId: `m-${seq}` }));
}

/** A provider as in docs/provider-api.md#paging: seqId 0 is the newest page, else entries from seqId down. */
function provider(entries: Entry[], mode: Mode, limit: number) {
  const calls: number[] = [];
  const fetchPage = async (seqId: number) => {
    calls.push(seqId);
    const from =
      seqId === 0 ? entries : entries.filter((e) => (mode === "inclusive" ? e.seq <= seqId : e.seq < seqId));
    return from.slice(0, limit);
  };
  return { fetchPage, calls };
}

/** Pages through a provider as an export does (lib/exports/history-source.ts): each page asked from where the merge says. */
async function collect(fetchPage: (seqId: number) => Promise<readonly Entry[]>) {
  const merge = createPagingMerge<Entry>({ keepEntries: false });
  const taken: Entry[] = [];
  while (merge.nextSeqId !== null) taken.push(...merge.accept(await fetchPage(merge.nextSeqId)).fresh);
  return { taken, end: merge.end };
}

/** The merge of a whole list of pages, from scratch, as the history page makes it. */
const mergePages = (pages: readonly (readonly Entry[])[]) => createIncrementalMerge<Entry>()(pages);

describe("paging through an honest provider", () => {
  const entries = historyOf([905, 903, 880, 870, 869, 700, 650, 600, 599, 12, 3]);

  it.each(["inclusive", "exclusive"] as const)("takes every entry once from a %s provider", async (mode) => {
    const { fetchPage, calls } = provider(entries, mode, 4);
    const { taken, end } = await collect(fetchPage);
    expect(taken).toEqual(entries);
    expect(calls[0]).toBe(0);
    // The inclusive one repeats the last entry alone, so the merge steps below it and meets an empty page.
    expect(end).toBe("empty_page");
  });

  it("asks for the next page from the last seq seen", async () => {
    const { fetchPage, calls } = provider(entries, "exclusive", 4);
    await collect(fetchPage);
    expect(calls).toEqual([0, 870, 600, 3]);
  });

  it("works with a page size of one on an inclusive provider", async () => {
    const { fetchPage } = provider(entries, "inclusive", 1);
    const { taken } = await collect(fetchPage);
    expect(taken).toEqual(entries);
  });

  it("says an empty history is empty after one request", async () => {
    const { fetchPage, calls } = provider([], "inclusive", 10);
    const { taken, end } = await collect(fetchPage);
    expect(taken).toEqual([]);
    expect(end).toBe("empty_page");
    expect(calls).toEqual([0]);
  });

  it("never asks for seqId 0 again, which would be the newest page", async () => {
    const withZero = historyOf([5, 2, 0]);
    const { fetchPage, calls } = provider(withZero, "exclusive", 2);
    const { taken, end } = await collect(fetchPage);
    expect(taken).toEqual(withZero);
    expect(end).toBe("reached_lowest_seq");
    expect(calls).toEqual([0, 2]);
  });

  it("stops, without looping, above a seq 0 that only seqId 0 could reach (inclusive, one entry a page)", async () => {
    const { fetchPage, calls } = provider(historyOf([1, 0]), "inclusive", 1);
    const { taken, end } = await collect(fetchPage);
    expect(taken).toEqual(historyOf([1]));
    expect(end).toBe("no_new_entries");
    expect(calls).toEqual([0, 1]);
  });

  it("takes every entry once, whatever the seqs, page size and paging mode", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<Mode>("inclusive", "exclusive"),
        async (seqs, limit, mode) => {
          // The one history the contract cannot page through: an inclusive provider serving one entry a page
          // answers seqId 1 with seq 1 only, and seq 0 lies below it, where seqId 0 would ask for the newest page.
          fc.pre(!(mode === "inclusive" && limit === 1 && seqs.includes(0) && seqs.includes(1)));
          const all = historyOf(seqs);
          const { fetchPage, calls } = provider(all, mode, limit);
          const { taken } = await collect(fetchPage);
          expect(taken).toEqual(all);
          // Bounded: at most two requests per entry (inclusive, page size one) and the final one.
          expect(calls.length).toBeLessThanOrEqual(2 * all.length + 2);
        },
      ),
    );
  });
});

describe("paging through a misbehaving provider", () => {
  it("keeps duplicateEvent entries: same msgId, their own seq", async () => {
    const entries: Entry[] = [
      { seq: 10, msgId: "a", label: "duplicate" },
      { seq: 9, msgId: "a" },
      { seq: 8, msgId: "b" },
    ];
    const { fetchPage } = provider(entries, "inclusive", 2);
    expect((await collect(fetchPage)).taken).toEqual(entries);
  });

  it("drops an entry repeated within a page and across pages", async () => {
    const pages: Entry[][] = [
      [
        { seq: 9, msgId: "x" },
        { seq: 9, msgId: "x" },
        { seq: 7, msgId: "y" },
      ],
      [
        { seq: 7, msgId: "y" },
        { seq: 9, msgId: "x" },
        { seq: 4, msgId: "z" },
      ],
      [],
    ];
    const merged = mergePages(pages);
    expect(merged.entries.map((e) => e.seq)).toEqual([9, 7, 4]);
    expect(merged.dropped).toBe(3);
    expect(merged.end).toBe("empty_page");
  });

  it("stops when the provider sends the same page again instead of looping", async () => {
    const page = historyOf([30, 20, 10]);
    const { taken, end } = await collect(async () => page);
    expect(taken).toEqual(page);
    expect(end).toBe("no_new_entries");
  });

  it("stops when the provider ignores seqId and always sends its first page", async () => {
    const entries = historyOf([50, 40, 30, 20, 10]);
    const calls: number[] = [];
    const { taken, end } = await collect(async (seqId) => {
      calls.push(seqId);
      return entries.slice(0, 2);
    });
    expect(taken).toEqual(entries.slice(0, 2));
    expect(end).toBe("no_new_entries");
    expect(calls).toEqual([0, 40]);
  });

  it("orders an unsorted page and drops entries above the cursor", () => {
    const merged = mergePages([
      [
        { seq: 5, msgId: "e" },
        { seq: 8, msgId: "h" },
      ],
      [
        { seq: 9, msgId: "newer" },
        { seq: 3, msgId: "c" },
      ],
    ]);
    expect(merged.entries.map((e) => e.seq)).toEqual([8, 5, 3]);
    expect(merged.dropped).toBe(1);
    expect(merged.nextSeqId).toBe(3);
  });
});

describe("createPagingMerge", () => {
  it("refuses a page after the end", () => {
    const merge = createPagingMerge<Entry>();
    merge.accept([]);
    expect(() => merge.accept([{ seq: 1, msgId: "a" }])).toThrow(/complete/);
  });

  it("hands entries on without keeping them when asked to", () => {
    const merge = createPagingMerge<Entry>({ keepEntries: false });
    const { fresh } = merge.accept(historyOf([9, 8]));
    expect(fresh.map((e) => e.seq)).toEqual([9, 8]);
    expect(merge.entries).toEqual([]);
    expect(merge.accept(historyOf([8, 7])).fresh.map((e) => e.seq)).toEqual([7]);
  });

  it("takes two entries that share a seq but not a msgId, across a page boundary", () => {
    const merge = createPagingMerge<Entry>();
    merge.accept([
      { seq: 9, msgId: "a" },
      { seq: 5, msgId: "b" },
    ]);
    merge.accept([
      { seq: 5, msgId: "b" },
      { seq: 5, msgId: "c" },
      { seq: 4, msgId: "d" },
    ]);
    expect(merge.entries.map((e) => e.msgId)).toEqual(["a", "b", "c", "d"]);
  });

  it("steps below a boundary-only page once, then ends", () => {
    const merge = createPagingMerge<Entry>();
    merge.accept([{ seq: 7, msgId: "a" }]);
    expect(merge.nextSeqId).toBe(7);
    merge.accept([{ seq: 7, msgId: "a" }]);
    expect(merge.nextSeqId).toBe(6);
    merge.accept([{ seq: 7, msgId: "a" }]);
    expect(merge.end).toBe("no_new_entries");
  });
});

describe("createIncrementalMerge", () => {
  const first = historyOf([9, 8, 7]);
  const second = historyOf([7, 6, 5]);
  const third = historyOf([5, 4]);

  it("gives the same result as merging from scratch", () => {
    const merge = createIncrementalMerge<Entry>();
    merge([first]);
    const grown = merge([first, second]);
    expect(grown).toEqual(mergePages([first, second]));
    expect(merge([first, second, third])).toEqual(mergePages([first, second, third]));
  });

  it("answers the same object while nothing changed, a new entries array when it grew", () => {
    const merge = createIncrementalMerge<Entry>();
    const once = merge([first]);
    expect(merge([first])).toBe(once);
    expect(merge([first, second]).entries).not.toBe(once.entries);
  });

  it("starts over when the pages are replaced", () => {
    const merge = createIncrementalMerge<Entry>();
    merge([first, second]);
    const replaced = historyOf([100, 99]);
    expect(merge([replaced]).entries).toEqual(replaced);
    expect(merge([]).entries).toEqual([]);
  });
});
