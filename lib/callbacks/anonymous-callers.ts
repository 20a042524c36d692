import type { Db } from "@/lib/db/client";
import { db as defaultDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
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
 * the first uncounted refusal writes one increment per minute, address and kind, however many refusals it
 * holds. Counts a flush could not write are kept for the next one (within the tally's caps); counts of an
 * instance that stops before its next flush are lost.
 */
export function createAnonymousCallers(options: AnonymousCallersOptions): AnonymousCallers {
  const admit = createAnonymousLimiter(options.perMinute);
  const tally = new RefusalTally(options.limits ?? DEFAULT_LIMITS);
  const flushAfterMs = options.flushAfterMs ?? 5_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const reportDropped = (dropped: number) => {
    if (dropped > 0) log.warn("callback_refusal_counts_dropped", { dropped });
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushAfterMs);
    timer.unref();
  };
  const write = async () => {
    const pending = tally.take();
    for (const [index, entry] of pending.entries()) {
      try {
        await addRefusalCount(options.db(), entry);
      } catch (error) {
        log.warn("callback_refusal_counts_not_saved", { error, pending: pending.length - index });
        reportDropped(tally.restore(pending.slice(index)));
        return;
      }
    }
  };
  const flush = async (): Promise<void> => {
    while (running) await running;
    if (tally.isEmpty) return;
    running = write().finally(() => {
      running = null;
      if (!tally.isEmpty) schedule();
    });
    await running;
  };
  return {
    admit,
    count(kind, bucket, at) {
      reportDropped(tally.add(kind, bucket, at));
      schedule();
    },
    flush,
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
