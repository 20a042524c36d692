import { keyring } from "@/lib/crypto/keys";
import { openCallbackTokens } from "@/lib/provider-connection/settings";
import { settingsGeneration } from "@/lib/provider-connection/settings-generation";
import type { CallbackStore, SealedCallbackTokens } from "./store";

/**
 * How long an instance may go on accepting a token that another instance retired (the rotation ended there,
 * or the token was replaced twice): the bound on a revocation's delay. A token saved on another instance is
 * never refused meanwhile: a token that matches none of the cached ones is checked again against the
 * database before the caller is refused.
 */
export const ACCEPTED_TOKENS_MAX_AGE_MS = 1_000;

/** The accepted tokens; `fresh`: from a read that started after this call. */
export type LoadTokens = (options?: { fresh?: boolean }) => Promise<string[]>;

export interface AcceptedTokensOptions {
  read: () => Promise<SealedCallbackTokens>;
  open: (sealed: SealedCallbackTokens) => string[];
  maxAgeMs?: number;
  /** Milliseconds, never going back. */
  clock?: () => number;
  /** This instance's count of its own saves of the connection (a change drops the copy at once). */
  generation?: () => number;
}

interface Snapshot {
  sealed: SealedCallbackTokens;
  tokens: string[];
  /** The clock when its read started, for its age. */
  readAt: number;
  /** How many requests had asked when its read started: it is fresh for those and none after. */
  readAfter: number;
  generation: number;
}

interface Flight {
  readAfter: number;
  generation: number;
  done: Promise<Snapshot>;
}

/**
 * The callback tokens this instance accepts, cached: the receiver reads the database only when the copy is
 * older than `maxAgeMs`, when this instance saved the connection, or when a presented token matches none of
 * them (`fresh`: a read that started after the request asked). Concurrent requests share one read, so a flood
 * of wrong tokens costs at most one read in flight at a time. The values are opened again only when the
 * sealed values changed.
 */
export function createAcceptedTokens(options: AcceptedTokensOptions): LoadTokens {
  const {
    read,
    open,
    maxAgeMs = ACCEPTED_TOKENS_MAX_AGE_MS,
    clock = () => performance.now(),
    generation: currentGeneration = settingsGeneration,
  } = options;
  let cached: Snapshot | null = null;
  let flight: Flight | null = null;
  // Numbers the requests, so "started after this request asked" never depends on the clock's resolution.
  let asked = 0;

  const usable = (snapshot: Snapshot | null, ticket: number, fresh: boolean): snapshot is Snapshot =>
    snapshot !== null &&
    snapshot.generation === currentGeneration() &&
    (fresh ? snapshot.readAfter >= ticket : clock() - snapshot.readAt < maxAgeMs);

  const sameSealed = (a: SealedCallbackTokens, b: SealedCallbackTokens) =>
    a.current === b.current && a.previous === b.previous;

  function refresh(): Flight {
    if (flight && flight.generation === currentGeneration()) return flight;
    const readAt = clock();
    const readAfter = asked;
    const generation = currentGeneration();
    const started: Flight = {
      readAfter,
      generation,
      done: (async (): Promise<Snapshot> => {
        const sealed = await read();
        const tokens = cached && sameSealed(cached.sealed, sealed) ? cached.tokens : open(sealed);
        const snapshot = { sealed, tokens, readAt, readAfter, generation };
        if (generation === currentGeneration() && (!cached || cached.readAfter <= readAfter)) {
          cached = snapshot;
        }
        return snapshot;
      })().finally(() => {
        if (flight === started) flight = null;
      }),
    };
    flight = started;
    return started;
  }

  return async ({ fresh = false } = {}) => {
    asked += 1;
    const ticket = asked;
    const hit = cached;
    if (usable(hit, ticket, fresh)) return hit.tokens;
    let current = refresh();
    if (fresh && current.readAfter < ticket) {
      // The read in flight may predate the token just presented: wait for it, then read again.
      await current.done.catch(() => {});
      const since = cached;
      if (usable(since, ticket, true)) return since.tokens;
      current = refresh();
    }
    return (await current.done).tokens;
  };
}

const holder = globalThis as unknown as { __acceptedTokens?: { store: CallbackStore; load: LoadTokens } };

/** This process's accepted tokens, read through the receiver's store. */
export function acceptedCallbackTokens(store: CallbackStore): LoadTokens {
  if (holder.__acceptedTokens?.store !== store) {
    holder.__acceptedTokens = {
      store,
      load: createAcceptedTokens({
        read: () => store.readSealedCallbackTokens(),
        open: (sealed) => openCallbackTokens(sealed, keyring()),
      }),
    };
  }
  return holder.__acceptedTokens.load;
}
