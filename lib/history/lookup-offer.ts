import type { HistoryRowData } from "./types";

/** A lookup the app can offer from a history entry: which identifier, and as which kind 4.1 is asked. */
export interface LookupOffer {
  /** The details key the identifier comes from, named in the link so the person sees what is used. */
  key: "transactionId";
  id: string;
  kind: "partnerId";
}

/**
 * 4.1 finds a record by the service's request id (`type=requestId`, matched to the record's `requestId`) or by
 * the partner's transaction id (`type=partnerId`, matched to its `transactionId`)
 * (docs/provider-api.md#41-transaction-status). The contract says of no history entry field that it is
 * either. A QR payment's details carry `transactionId`, the very name of the record's partner-side id, so it
 * is offered as the partner's id, and the link says that is what it tries (the lookup then tries the other
 * kind too). A bill's `trxId`, and the entry's `refId` and `msgId`, share no name with either: offering them
 * would guess, so they are copied, not looked up.
 */
export function lookupOffer(row: Pick<HistoryRowData, "details" | "transactionId">): LookupOffer | null {
  if (row.details.kind !== "qr_invoice" || !row.transactionId) return null;
  return { key: "transactionId", id: row.transactionId, kind: "partnerId" };
}

/** The lookup page's address for an offer, marked as coming from the history (`lib/lookup/search.ts`). */
export function lookupHref(offer: LookupOffer): string {
  return `/lookup?${new URLSearchParams({ q: offer.id, kind: offer.kind, from: "history" })}`;
}
