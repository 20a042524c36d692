import { entryContent } from "./entry-content";
import { createRng } from "./prng";
import { isDuplicate } from "./traits";
import type { SandboxUser } from "./users";

export type Paging = "inclusive" | "exclusive";

/** One element of `body.transactions` in a 4.2 answer (docs/provider-api.md#history-entries). */
export type HistoryEntry = {
  seq: number;
  ts: number;
  type: string;
  msgId: string;
  refId: string;
  userId: string;
  amount: string;
  /** A JSON document serialized into a string, or (rarely, on purpose) text that is not JSON. */
  details: string;
  duplicateEvent: boolean;
};

// Data ends at a fixed moment so every run and every test sees the same timestamps.
export const HISTORY_END_MS = Date.UTC(2025, 5, 30, 17, 0, 0);
const HISTORY_SPAN_MS = 365 * 24 * 60 * 60 * 1000;
const SEQ_STRIDE = 3;

function seqBase(user: SandboxUser): number {
  return 100 + createRng(user.seed, user.id, "seq-base").int(0, 899);
}

/** Increasing with the index, with gaps: entry i gets a seq in its own stride of 3. */
export function seqOf(user: SandboxUser, index: number): number {
  return (
    seqBase(user) + SEQ_STRIDE * index + createRng(user.seed, user.id, index, "seq").int(0, SEQ_STRIDE - 1)
  );
}

/** Increasing with the index: each entry lies in its own slot of the year before HISTORY_END_MS. */
export function tsOf(user: SandboxUser, index: number): number {
  const slot = HISTORY_SPAN_MS / Math.max(user.entryCount, 1);
  const jitter = createRng(user.seed, user.id, index, "ts").next() * slot * 0.9;
  return Math.floor(HISTORY_END_MS - HISTORY_SPAN_MS + slot * index + jitter);
}

export function historyEntry(user: SandboxUser, index: number, aggregatorId: string): HistoryEntry {
  const duplicate = isDuplicate(user, index);
  const content = entryContent(user, duplicate ? index - 1 : index, aggregatorId);
  return {
    seq: seqOf(user, index),
    ts: tsOf(user, index),
    type: content.type,
    msgId: content.msgId,
    refId: content.refId,
    userId: user.id,
    amount: content.amount,
    details: content.details,
    duplicateEvent: duplicate,
  };
}

/** Index of the newest entry whose seq is at most `bound` (or below it when `strict`), or -1. */
function lastIndexWithin(user: SandboxUser, bound: number, strict: boolean): number {
  let index = Math.min(Math.floor((bound - seqBase(user)) / SEQ_STRIDE), user.entryCount - 1);
  while (index >= 0) {
    const seq = seqOf(user, index);
    if (strict ? seq < bound : seq <= bound) return index;
    index -= 1;
  }
  return -1;
}

/** One page in descending seq: seqId 0 is the newest page, else entries from seqId down. */
export function historyPage(
  user: SandboxUser,
  query: { seqId: number; limit: number; paging: Paging; aggregatorId: string },
): HistoryEntry[] {
  if (user.entryCount === 0) return [];
  const start =
    query.seqId === 0
      ? user.entryCount - 1
      : lastIndexWithin(user, query.seqId, query.paging === "exclusive");
  const entries: HistoryEntry[] = [];
  for (let index = start; index >= 0 && entries.length < query.limit; index--) {
    entries.push(historyEntry(user, index, query.aggregatorId));
  }
  return entries;
}
