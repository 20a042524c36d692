/** The entry types the contract documents; any other is shown as received and marked unknown. */
export const KNOWN_ENTRY_TYPES = ["qr_invoice", "payment_bill"] as const;
export type KnownEntryType = (typeof KNOWN_ENTRY_TYPES)[number];

export function isKnownEntryType(type: string): type is KnownEntryType {
  return (KNOWN_ENTRY_TYPES as readonly string[]).includes(type);
}
