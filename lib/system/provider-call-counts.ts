import type { Db } from "@/lib/db/client";
import type { ProviderCallOutcome } from "@/lib/provider/call-observer";
import type { ProviderOperation } from "@/lib/provider/errors";
import { addToCount } from "@/lib/tally/add-to-count";
import type { MinuteCount } from "@/lib/tally/minute-tally";

export interface ProviderCallKey {
  operation: ProviderOperation;
  outcome: ProviderCallOutcome;
  /** The latency bucket's upper bound (`latencyBucket`). */
  latencyUpToMs: number;
}

/** Adds one minute's count of calls to the shared table with an atomic increment (any number of instances). */
export async function addProviderCallCount(db: Db, entry: MinuteCount<ProviderCallKey>): Promise<void> {
  const { minuteStart, key, count } = entry;
  const where = { minuteStart_operation_outcome_latencyUpToMs: { minuteStart, ...key } };
  await addToCount(
    () =>
      db.providerCallCount.upsert({
        where,
        create: { minuteStart, ...key, count },
        update: { count: { increment: count } },
      }),
    () => db.providerCallCount.update({ where, data: { count: { increment: count } } }),
  );
}
