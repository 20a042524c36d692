import type { Db } from "@/lib/db/client";
import { db as defaultDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createTallyFlusher } from "@/lib/tally/tally-flusher";
import { type Admission, createAnonymousLimiter } from "./anonymous-limiter";
import { addRefusalCount } from "./refusal-counts";
import { type RefusalKind, RefusalTally, type TallyLimits } from "./refusal-tally";

/** What the receiver needs for callers that failed the token check. */
export interface AnonymousCallers {
  /** Whether another refusal may be answered 401 for this address bucket, or how long it must wait. */
  admit(bucket: string): Promise<Admission>;
  /** Counts one refusal in memory; it reaches the database with the next flush, a few seconds later. */
  count(kind: RefusalKind, bucket: string, at: Date): void;
  /** Writes what has been counted so far (also called by the timer). */
  flush(): Promise<void>;
}

export interface AnonymousCallersOptions {
  perMinute: number;
  db: () => Db;
  flushAfterMs?: number;
  limits?: TallyLimits;
}

const DEFAULT_LIMITS: TallyLimits = { addressesPerMinute: 500, minutes: 60 };

/**
 * The per-instance limiter and refusal counts. Counting costs no database write: a flush a few seconds after
 * the first uncounted refusal writes one increment per minute, address and kind (`createTallyFlusher`).
 */
export function createAnonymousCallers(options: AnonymousCallersOptions): AnonymousCallers {
  const admit = createAnonymousLimiter(options.perMinute);
  const tally = new RefusalTally(options.limits ?? DEFAULT_LIMITS);
  const flusher = createTallyFlusher({
    tally,
    write: (entry) => addRefusalCount(options.db(), entry),
    flushAfterMs: options.flushAfterMs ?? 5_000,
    events: { dropped: "callback_refusal_counts_dropped", notSaved: "callback_refusal_counts_not_saved" },
  });
  return {
    admit,
    count(kind, bucket, at) {
      flusher.counted(tally.add(kind, bucket, at));
    },
    flush: flusher.flush,
  };
}

const holder = globalThis as unknown as { __anonymousCallers?: AnonymousCallers };

/** This process's instance (one across route bundles and dev-server reloads). */
export function anonymousCallers(): AnonymousCallers {
  holder.__anonymousCallers ??= createAnonymousCallers({
    perMinute: env().CALLBACK_ANONYMOUS_PER_MINUTE,
    db: defaultDb,
  });
  return holder.__anonymousCallers;
}
