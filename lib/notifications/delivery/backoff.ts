/** The longest wait between two tries of one message. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * How long to wait before the next try, after `attempts` tries failed: `baseMs`, then twice as long each time,
 * never more than MAX_RETRY_DELAY_MS (or `capMs`).
 */
export function retryDelayMs(attempts: number, baseMs: number, capMs = MAX_RETRY_DELAY_MS): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^31 overflows nothing in a double, but past the cap the exact value no longer matters.
  return doublings >= 31 ? capMs : Math.min(capMs, baseMs * 2 ** doublings);
}
