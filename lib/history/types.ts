import type { PaymentBillDetails, QrInvoiceDetails } from "@/lib/provider/schemas/history-details";
import type { QrProblem } from "./qr-problems";

/** A details key whose value did not have the documented type: shown as received, never dropped silently. */
export interface InvalidDetailsKey {
  key: string;
  value: string;
}

interface StructuredDetails<Kind extends string, Data> {
  kind: Kind;
  /** The documented keys that were present and valid (customer values masked), plus any extra keys. */
  data: Data;
  /** Documented keys that were absent. */
  missing: string[];
  invalid: InvalidDetailsKey[];
  /** Keys that the spec does not document. */
  extra: string[];
}

/** Why the details are shown as text: they are not JSON, not an object, or the entry type is unknown. */
export type RawDetailsReason = "not_json" | "not_object" | "unknown_type";

export type EntryDetailsView =
  | StructuredDetails<"qr_invoice", QrInvoiceDetails>
  | StructuredDetails<"payment_bill", PaymentBillDetails>
  | { kind: "raw"; reason: RawDetailsReason; text: string };

/** One history entry as the browser receives it. */
export interface HistoryRowData {
  seq: number;
  ts: number;
  type: string;
  msgId: string;
  refId: string | null;
  /** The provider's amount text, e.g. "IDR 10000.00"; parsed exactly where it is shown or added. */
  amount: string;
  duplicateEvent: boolean;
  /**
   * Merchant name (QR: the record's, else the QR's own tag 59, on a transfer QR the beneficiary) or bill
   * description, when the details say.
   */
  headline: string | null;
  status: string | null;
  /**
   * The transaction identifier the details carry: `transactionId` of a QR payment, `trxId` of a bill. Whether
   * 4.1 finds anything by it is another question (`lookupOffer`).
   */
  transactionId: string | null;
  details: EntryDetailsView;
  /** What is wrong with the entry's QR (none for other entries); null when it was not checked. */
  qrProblems: QrProblem[] | null;
}

export interface HistoryPage {
  entries: HistoryRowData[];
}
