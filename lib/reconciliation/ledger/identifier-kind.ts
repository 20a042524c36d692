import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";

/**
 * The spellings an identifier-kind column may use, compared without case, spaces, `_` or `-`: the provider's
 * `requestId`, or the partner's own id, which the provider's record calls `transactionId` and its status lookup
 * `partnerId` (docs/provider-api.md). An empty cell or `auto` lets the identifier's shape decide.
 */
const SPELLINGS: Record<string, "auto" | TransactionIdKind> = {
  "": "auto",
  auto: "auto",
  requestid: "requestId",
  request: "requestId",
  partnerid: "partnerId",
  partner: "partnerId",
  transactionid: "partnerId",
  partnertransactionid: "partnerId",
};

/** The longest spelling above with room for spaces; longer text is no kind. */
const MAX_KIND_TEXT = 40;

export function identifierKindOf(text: string): "auto" | TransactionIdKind | null {
  if (text.length > MAX_KIND_TEXT) return null;
  let key = "";
  for (const character of text.toLowerCase()) {
    if (character !== " " && character !== "_" && character !== "-" && character !== "\u00a0")
      key += character;
  }
  return Object.hasOwn(SPELLINGS, key) ? (SPELLINGS[key] ?? null) : null;
}
