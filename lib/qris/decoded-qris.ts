import { CONFORMANCE_CODES, type ConformanceCode } from "./conformance/codes";
import type { MerchantCategory } from "./mcc";
import { TLV_ERROR_KINDS, type TlvErrorKind } from "./tlv";

/** Problems reading the payload: its TLV structure and its checksum. */
const READING_CODES = ["crc_bad_length", "crc_mismatch"] as const;

export type QrisIssueCode = (typeof READING_CODES)[number] | `tlv_${TlvErrorKind}` | ConformanceCode;

/** Every code the decoder can report; each has a message under `history.qr.issues`. */
export const QRIS_ISSUE_CODES: readonly QrisIssueCode[] = [
  ...READING_CODES,
  ...TLV_ERROR_KINDS.map((kind) => `tlv_${kind}` as const),
  ...CONFORMANCE_CODES,
];

export type QrisSeverity = "error" | "warning";

/** One problem with a payload; its message is `history.qr.issues.<code>`, filled with `tag` and `params`. */
export type QrisFinding = {
  code: QrisIssueCode;
  severity: QrisSeverity;
  /** The tag concerned: "54", a sub-tag as "62.01", or null for the payload as a whole. */
  tag: string | null;
  params?: Record<string, string | number>;
};

export type QrisFieldNode = {
  tag: string;
  name: string;
  value: string;
  offset: number;
  children?: QrisFieldNode[];
};

export type QrisCrcCheck =
  | { status: "valid"; expected: string; actual: string }
  | { status: "invalid"; expected: string; actual: string }
  | { status: "missing"; expected: null; actual: null };

export type QrisMerchantAccount = {
  tag: string;
  globalUniqueIdentifier: string | null;
  pan: string | null;
  merchantId: string | null;
  criteria: string | null;
};

export type QrisTip =
  | { kind: "prompt" }
  | { kind: "fixed"; fee: string | null }
  | { kind: "percentage"; percentage: string | null }
  | { kind: "unknown"; indicator: string };

export type QrisAdditionalData = {
  billNumber: string | null;
  mobileNumber: string | null;
  storeLabel: string | null;
  loyaltyNumber: string | null;
  referenceLabel: string | null;
  customerLabel: string | null;
  terminalLabel: string | null;
  purposeOfTransaction: string | null;
  additionalConsumerDataRequest: string | null;
  proprietary: string | null;
  raw: string;
};

/** A transfer QR carries the transfer template (40) as its only account template. */
export type QrisKind = "merchant_payment" | "transfer";

export type DecodedQris = {
  /** True when no finding is an error and the CRC matches. */
  valid: boolean;
  kind: QrisKind;
  /** Problems reading the payload and breaches of the QRIS rules, in payload order of the checks. */
  findings: QrisFinding[];
  crc: QrisCrcCheck;
  fields: QrisFieldNode[];
  payloadFormatIndicator: string | null;
  pointOfInitiation: "static" | "dynamic" | null;
  merchantAccounts: QrisMerchantAccount[];
  merchantCategoryCode: string | null;
  merchantCategory: MerchantCategory | null;
  currency: { numeric: string; alpha: string | null } | null;
  amount: string | null;
  tip: QrisTip | null;
  countryCode: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  postalCode: string | null;
  additionalData: QrisAdditionalData | null;
};
