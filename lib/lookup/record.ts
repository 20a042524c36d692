import type { TransactionStatusResponse } from "@/lib/provider/schemas/transaction-status";

/** The 4.1 record as the result card shows it; plain data, so it crosses from the server action as is. */
export interface LookupRecord {
  requestId: string;
  transactionId: string;
  trxStatus: string;
  merchantId: string | null;
  sku: string | null;
  productName: string | null;
  /** Amounts stay the provider's exact text ("IDR 10000.00"); the page parses them into minor units. */
  paidAmount: string;
  mdrFeeAmount: string | null;
  /** Timestamps stay the provider's text, so the original offset can be shown next to the local time. */
  paidTs: string | null;
  settlementTs: string | null;
  /** Fields the spec does not name (in the record or around it), as [name, text] pairs, never dropped. */
  extra: [string, string][];
  /** The provider's requestId of this answer: what its support asks for in a ticket. */
  responseRequestId: string;
}

const KNOWN_RECORD_FIELDS = new Set([
  "requestId",
  "transactionId",
  "trxStatus",
  "merchantId",
  "sku",
  "productName",
  "paidAmount",
  "mdrFeeAmount",
  "paidTs",
  "settlementTs",
]);
const KNOWN_ENVELOPE_FIELDS = new Set(["requestId", "status", "statusMessage", "body"]);
const MAX_EXTRA_TEXT = 2_000;

function asText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_EXTRA_TEXT ? `${text.slice(0, MAX_EXTRA_TEXT)}…` : text;
}

function extras(source: Record<string, unknown>, known: Set<string>, prefix = ""): [string, string][] {
  return Object.entries(source)
    .filter(([name]) => !known.has(name))
    .map(([name, value]) => [`${prefix}${name}`, asText(value)]);
}

export function toLookupRecord(response: TransactionStatusResponse): LookupRecord {
  const { body } = response;
  return {
    requestId: body.requestId,
    transactionId: body.transactionId,
    trxStatus: body.trxStatus,
    merchantId: body.merchantId ?? null,
    sku: body.sku ?? null,
    productName: body.productName ?? null,
    paidAmount: body.paidAmount,
    mdrFeeAmount: body.mdrFeeAmount ?? null,
    paidTs: body.paidTs ?? null,
    settlementTs: body.settlementTs ?? null,
    extra: [
      ...extras(body, KNOWN_RECORD_FIELDS),
      // Envelope fields are named after the envelope so they are not mistaken for the record's own.
      ...extras(response, KNOWN_ENVELOPE_FIELDS, "response."),
    ],
    responseRequestId: response.requestId,
  };
}
