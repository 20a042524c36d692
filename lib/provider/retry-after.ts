/** Milliseconds to wait from a `Retry-After` header (delta seconds or HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates always name a weekday or month; this keeps Date.parse from reading "-1" as a year.
  if (!/[A-Za-z]{3}/.test(text)) return null;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}
