import { type KeyMasks, maskKeys, maskKeysInText } from "@/lib/mask/by-key";
import { maskPan } from "@/lib/mask/pan";

// Keys whose values identify a customer; the merchant's own PAN is public on every printed QR.
const CUSTOMER_MASKS: KeyMasks = { customerPan: maskPan };

/** A copy of parsed history details with every customer-identifying value masked, however deep. */
export function maskCustomerValues(value: unknown): unknown {
  return maskKeys(value, CUSTOMER_MASKS);
}

/** Masks the customer's values inside details that are not valid JSON (cut-off details, for instance). */
export function maskCustomerValuesInText(text: string): string {
  return maskKeysInText(text, CUSTOMER_MASKS);
}
