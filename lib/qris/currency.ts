const ALPHA_BY_NUMERIC: Record<string, string> = {
  "360": "IDR",
  "458": "MYR",
  "702": "SGD",
  "764": "THB",
  "840": "USD",
};

/** ISO 4217 alphabetic code for a numeric code seen in tag 53, or null when not one we expect in QRIS. */
export function currencyAlphaCode(numeric: string): string | null {
  return ALPHA_BY_NUMERIC[numeric] ?? null;
}
