const DOT = "•";

// A full card number is at least this long; only then may its issuer prefix show too (PCI DSS truncation).
const FULL_CARD_LENGTH = 16;
const PREFIX = 6;
const SUFFIX = 4;

/**
 * A card number (PAN) as people and files may see it, on screen and in exports alike: the last four when at
 * least as many stay hidden, and the issuer's first six as well only for a number of full card length. A
 * short value never shows more than half of itself.
 */
export function maskPan(pan: string): string {
  const value = pan.trim();
  if (value.length >= FULL_CARD_LENGTH) {
    return `${value.slice(0, PREFIX)}${DOT.repeat(value.length - PREFIX - SUFFIX)}${value.slice(-SUFFIX)}`;
  }
  if (value.length >= 2 * SUFFIX) return `${DOT.repeat(value.length - SUFFIX)}${value.slice(-SUFFIX)}`;
  return DOT.repeat(value.length);
}
