/**
 * Upper bounds of the latency buckets of provider calls, in milliseconds: the same for the shared table
 * (`ProviderCallCount.latencyUpToMs`) and for the Prometheus histogram, so both read alike. A call's time-out
 * is at most 60 s (the connection form's range).
 */
export const LATENCY_BUCKETS_MS = [
  25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000, 60_000,
] as const;

/** The bucket above the last bound (Prometheus's +Inf); the largest value an INTEGER column holds on both databases. */
export const BEYOND_LAST_BUCKET_MS = 2_147_483_647;

/** A call refused before any exchange took place (circuit open): it has no latency. */
export const NOT_TIMED = -1;

/** The bucket a latency falls in: the smallest upper bound it does not exceed. */
export function latencyBucket(latencyMs: number | null): number {
  if (latencyMs === null) return NOT_TIMED;
  return LATENCY_BUCKETS_MS.find((bound) => latencyMs <= bound) ?? BEYOND_LAST_BUCKET_MS;
}

export interface BucketCount {
  upToMs: number;
  count: number;
}

/**
 * The q-quantile (0 < q < 1) of timed calls from their bucket counts (rows of one bucket added up), interpolated linearly inside the bucket
 * it falls in, as Prometheus's histogram_quantile does; a quantile in the last, unbounded bucket is reported
 * as the last bound. Null without timed calls.
 */
export function latencyQuantile(buckets: readonly BucketCount[], q: number): number | null {
  const merged = new Map<number, number>();
  for (const { upToMs, count } of buckets) {
    if (upToMs !== NOT_TIMED) merged.set(upToMs, (merged.get(upToMs) ?? 0) + count);
  }
  const timed = [...merged.entries()]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b)
    .map(([upToMs, count]) => ({ upToMs, count }));
  const total = timed.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (const bucket of timed) {
    if (below + bucket.count >= rank) {
      if (bucket.upToMs === BEYOND_LAST_BUCKET_MS) return LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]!;
      const index = LATENCY_BUCKETS_MS.indexOf(bucket.upToMs as (typeof LATENCY_BUCKETS_MS)[number]);
      const lower = index > 0 ? LATENCY_BUCKETS_MS[index - 1]! : 0;
      return lower + ((bucket.upToMs - lower) * (rank - below)) / bucket.count;
    }
    below += bucket.count;
  }
  return LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]!;
}
