/**
 * Refusals an attacker can repeat at request rate (a throttled sign-in, a forged passkey answer) are audited
 * once per key and minute on each instance; the metrics count every one. Otherwise a flood would write audit
 * rows as fast as it sends requests, and bury the entries people read the log for.
 */
const WINDOW_MS = 60_000;
// At most this many keys a minute are audited: a flood of distinct keys (a botnet's addresses) stays bounded
// in memory and in rows; the rest of such a minute is in the metrics only.
const MOST_KEYS = 10_000;

export interface RefusalSampler {
  /** True when this refusal is the first of its key in the last minute: the one to audit. */
  first(key: string, now: Date): boolean;
  /** How many keys it remembers. */
  size(): number;
}

export function createRefusalSampler(mostKeys = MOST_KEYS): RefusalSampler {
  // Oldest first (a key audited again moves to the end), so expired keys are dropped from the front.
  const audited = new Map<string, number>();
  return {
    first(key, now) {
      const at = now.getTime();
      const last = audited.get(key);
      if (last !== undefined && at - last < WINDOW_MS && at >= last) return false;
      for (const [other, when] of audited) {
        if (at - when < WINDOW_MS) break;
        audited.delete(other);
      }
      if (audited.size >= mostKeys && last === undefined) return false;
      audited.delete(key);
      audited.set(key, at);
      return true;
    },
    size: () => audited.size,
  };
}

/** This instance's sampler. */
export const repeatedRefusals = createRefusalSampler();
