/** Median, p95 and p99 of a list of durations in milliseconds, rounded to 0.01 ms. */
export function percentiles(samples: number[]): { median: number; p95: number; p99: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { median: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), n: sorted.length };
}
