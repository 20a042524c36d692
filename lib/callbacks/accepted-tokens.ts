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
}

interface Snapshot {
  sealed: SealedCallbackTokens;
  tokens: string[];
  readStartedAt: number;
  generation: number;
}

/**
 * The callback tokens this instance accepts, cached: the receiver reads the database only when the copy is
 * older than `maxAgeMs`, when this instance saved the connection, or when a presented token matches none of
 * them (`fresh`). Concurrent readers share one read, so a flood of wrong tokens costs at most one read in
 * flight at a time. The values are opened again only when the sealed values changed.
 */
export function createAcceptedTokens(options: AcceptedTokensOptions): LoadTokens {
  const { read, open, maxAgeMs = ACCEPTED_TOKENS_MAX_AGE_MS, clock = () => performance.now() } = options;
  let cached: Snapshot | null = null;
  let flight: { startedAt: number; generation: number; done: Promise<Snapshot> } | null = null;

  const usable = (snapshot: Snapshot | null, askedAt: number, fresh: boolean): snapshot is Snapshot =>
    snapshot !== null &&
    snapshot.generation === settingsGeneration() &&
    (fresh ? snapshot.readStartedAt >= askedAt : askedAt - snapshot.readStartedAt < maxAgeMs);

  const sameSealed = (a: SealedCallbackTokens, b: SealedCallbackTokens) =>
    a.current === b.current && a.previous === b.previous;

  function refresh() {
    if (flight && flight.generation === settingsGeneration()) return flight;
    const startedAt = clock();
    const generation = settingsGeneration();
    const started = {
      startedAt,
      generation,
      done: (async (): Promise<Snapshot> => {
        const sealed = await read();
        const tokens = cached && sameSealed(cached.sealed, sealed) ? cached.tokens : open(sealed);
        const snapshot = { sealed, tokens, readStartedAt: startedAt, generation };
        if (generation === settingsGeneration() && (!cached || cached.readStartedAt <= startedAt)) {
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
    const askedAt = clock();
    const hit = cached;
    if (usable(hit, askedAt, fresh)) return hit.tokens;
    let current = refresh();
    if (fresh && current.startedAt < askedAt) {
      // The read in flight may predate the token just presented: wait for it, then read again.
      await current.done.catch(() => {});
      const since = cached;
      if (usable(since, askedAt, true)) return since.tokens;
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
