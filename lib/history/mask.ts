const MASK = "•";

/** A card-style number with only its first six and last four characters shown (fewer when it is short). */
export function maskPan(pan: string): string {
  const value = pan.trim();
  if (value.length <= 4) return MASK.repeat(value.length);
  if (value.length <= 10) return `${MASK.repeat(value.length - 4)}${value.slice(-4)}`;
  return `${value.slice(0, 6)}${MASK.repeat(value.length - 10)}${value.slice(-4)}`;
}

// Keys whose values identify a customer; the merchant's own PAN is public on every printed QR.
const CUSTOMER_KEYS = new Set(["customerPan"]);

/** A copy of parsed JSON with every customer-identifying value masked, however deep. */
export function maskCustomerValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskCustomerValues);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      CUSTOMER_KEYS.has(key) && (typeof child === "string" || typeof child === "number")
        ? maskPan(String(child))
        : maskCustomerValues(child),
    ]),
  );
}

/** Masks `"customerPan": "…"` inside text that is not valid JSON (cut-off details, for instance). */
export function maskCustomerValuesInText(text: string): string {
  return text.replace(
    /("customerPan"\s*:\s*")([^"]*)/g,
    (_match, head: string, pan: string) => `${head}${maskPan(pan)}`,
  );
}
