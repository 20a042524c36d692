import { type Db, db as defaultDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import { countProviderCall } from "@/lib/metrics/record";
import { ANSWERED_OUTCOMES, type ProviderCallObserver } from "@/lib/provider/call-observer";
import { MinuteTally } from "@/lib/tally/minute-tally";
import { createTallyFlusher } from "@/lib/tally/tally-flusher";
import { latencyBucket } from "./latency-buckets";
import { addProviderCallCount, type ProviderCallKey } from "./provider-call-counts";

export interface ProviderCallRecorder {
  /** For the provider client: counts the call in memory and logs it; never writes to the database itself. */
  observe: ProviderCallObserver;
  /** Writes what has been counted so far (also called by the timer a few seconds after a count). */
  flush(): Promise<void>;
}

export interface ProviderCallRecorderOptions {
  db: () => Db;
  flushAfterMs?: number;
  /** Minutes held while the database cannot take them. */
  minutes?: number;
  now?: () => Date;
}

/**
 * Where every provider exchange is recorded: this instance's Prometheus counters, one log line with the
 * provider's requestId (the request's own id comes with the logger's context), and the per-minute counts
 * the System page reads, buffered and added to `ProviderCallCount` with atomic increments.
 */
export function createProviderCallRecorder(options: ProviderCallRecorderOptions): ProviderCallRecorder {
  const now = options.now ?? (() => new Date());
  const tally = new MinuteTally<ProviderCallKey>({
    minutes: options.minutes ?? 60,
    identify: (key) => `${key.operation} ${key.outcome} ${key.latencyUpToMs}`,
  });
  const flusher = createTallyFlusher({
    tally,
    write: (entry) => addProviderCallCount(options.db(), entry),
    flushAfterMs: options.flushAfterMs ?? 5_000,
    events: { dropped: "provider_call_counts_dropped", notSaved: "provider_call_counts_not_saved" },
  });
  return {
    observe(call) {
      countProviderCall(call);
      const key = {
        operation: call.operation,
        outcome: call.outcome,
        latencyUpToMs: latencyBucket(call.latencyMs),
      };
      flusher.counted(tally.add(key, now()));
      const fields = {
        operation: call.operation,
        host: call.host,
        outcome: call.outcome,
        latencyMs: call.latencyMs === null ? null : Math.round(call.latencyMs),
        providerRequestId: call.providerRequestId,
      };
      if (ANSWERED_OUTCOMES.includes(call.outcome)) log.info("provider_call", fields);
      else log.warn("provider_call", fields);
    },
    flush: flusher.flush,
  };
}

const holder = globalThis as unknown as { __providerCallRecorder?: ProviderCallRecorder };

/** This process's recorder (one across route bundles, the instrumentation bundle and dev-server reloads). */
export function providerCallRecorder(): ProviderCallRecorder {
  holder.__providerCallRecorder ??= createProviderCallRecorder({ db: defaultDb });
  return holder.__providerCallRecorder;
}
