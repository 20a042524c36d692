import type { MerchantCategory } from "./mcc";
import { TLV_ERROR_KINDS, type TlvErrorKind } from "./tlv";

const PAYLOAD_ISSUE_CODES = [
  "bad_amount",
  "bad_convenience_fee",
  "bad_pfi",
  "bad_point_of_initiation",
  "bad_tip_indicator",
  "crc_bad_length",
  "crc_mismatch",
  "crc_not_last",
  "duplicate_tag",
  "missing_merchant_account",
  "missing_tag",
  "pfi_not_first",
] as const;

export type QrisIssueCode = (typeof PAYLOAD_ISSUE_CODES)[number] | `tlv_${TlvErrorKind}`;

/** Every code the decoder can report; each has a message under `history.qr.issues`. */
export const QRIS_ISSUE_CODES: readonly QrisIssueCode[] = [
  ...PAYLOAD_ISSUE_CODES,
  ...TLV_ERROR_KINDS.map((kind) => `tlv_${kind}` as const),
];

export type QrisIssue = {
  code: QrisIssueCode;
  message: string;
  tag?: string;
  offset?: number;
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

export type DecodedQris = {
  /** True when there is no error and the CRC matches. */
  valid: boolean;
  errors: QrisIssue[];
  warnings: QrisIssue[];
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
