import type { Db } from "@/lib/db/client";
import { ProviderRateLimited } from "@/lib/provider/errors";
import type { CodeBook } from "@/lib/provider-codes/code-text";
import { classifyRow } from "../classify";
import { type AskProvider, answerOf } from "./ask";
import { addProgress, type ClaimedBatch, type ClaimedRow, renewEvery, renewLease, saveRow } from "./rows";

/** Rows of one batch asked at once; the provider pacer bounds the calls in flight across the whole process. */
export const ASKED_AT_ONCE = 16;
/**
 * How many times one row is asked while the provider answers 429: a provider that keeps refusing leaves the row
 * in provider_error (retryable) rather than holding the batch for ever.
 */
export const RATE_LIMITED_ASKS = 5;
/** Progress is saved at least this often while a batch is worked, so a slow provider still shows it moving. */
const PROGRESS_EVERY_MS = 500;

export interface BatchDeps {
  db: Db;
  ask: AskProvider;
  codes: CodeBook;
}

/**
 * Asks each row of a claimed batch once, classifies and saves its answer (only while the claim still holds the
 * row), adding to the run's progress about twice a second and renewing the lease while it works.
 */
export async function runBatch({ db, ask, codes }: BatchDeps, batch: ClaimedBatch): Promise<number> {
  // A 429 whose Retry-After is longer than the client's cap (retryAfterCapMs) reaches here: past the cap a
  // person's lookup is told to come back later, but a job can wait. The pacer holds every background exchange
  // until the provider's pause is over (lib/provider/pacer.ts), so asking again waits it out; the claim is
  // kept through the pause, so no other instance takes these rows meanwhile and asks them twice.
  const askWaiting: AskProvider = async (identifier, kind, book) => {
    for (let asked = 1; ; asked += 1) {
      try {
        return await ask(identifier, kind, book);
      } catch (error) {
        if (!(error instanceof ProviderRateLimited) || asked >= RATE_LIMITED_ASKS) throw error;
        await renewLease(db, batch, new Date(Date.now() + (error.retryAfterMs ?? 0)));
      }
    }
  };
  let unsaved = 0;
  let saved = 0;
  let lastProgress = Date.now();
  let lastRenewal = Date.now();
  const flush = async (force: boolean) => {
    const now = Date.now();
    if (now - lastRenewal >= renewEvery(batch.leaseMs)) {
      lastRenewal = now;
      await renewLease(db, batch);
    }
    if (!force && now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    const rows = unsaved;
    unsaved = 0;
    await addProgress(db, batch.runId, rows);
  };
  const work = async (row: ClaimedRow) => {
    const answer = await answerOf(askWaiting, row.identifier, row.identifierKind, codes);
    if (await saveRow(db, row.id, batch.lease, classifyRow(row, answer, codes))) {
      unsaved += 1;
      saved += 1;
    }
    await flush(false);
  };
  const queue = [...batch.rows];
  const lanes = Array.from({ length: Math.min(ASKED_AT_ONCE, queue.length) }, async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await work(row);
  });
  try {
    await Promise.all(lanes);
  } finally {
    await flush(true);
  }
  return saved;
}
