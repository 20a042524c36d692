import type { QrisSeverity } from "../decoded-qris";

/**
 * What each conformance rule can report, with its severity. Warnings are QRs that scan but are unusual
 * enough to look at; errors break a QRIS rule.
 */
export const CONFORMANCE_SEVERITY = {
  pfi_not_first: "error",
  bad_pfi: "error",
  crc_not_last: "error",
  missing_tag: "error",
  missing_merchant_account: "error",
  duplicate_tag: "error",
  // EMVCo only fixes 00 first and 63 last; the order between them is a QRIS convention, not a scanning rule.
  tag_out_of_order: "warning",
  bad_point_of_initiation: "error",
  bad_mcc: "error",
  bad_currency: "error",
  bad_amount: "error",
  bad_country: "error",
  value_too_long: "error",
  merchant_pan_not_numeric: "error",
  merchant_pan_bad_check_digit: "error",
  bad_tip_indicator: "error",
  missing_convenience_fee: "error",
  unexpected_convenience_fee: "error",
  bad_convenience_fee: "error",
  static_with_amount: "warning",
  dynamic_without_amount: "warning",
} as const satisfies Record<string, QrisSeverity>;

export type ConformanceCode = keyof typeof CONFORMANCE_SEVERITY;

export const CONFORMANCE_CODES = Object.keys(CONFORMANCE_SEVERITY) as ConformanceCode[];
