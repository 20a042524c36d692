import type { QrisSeverity } from "../decoded-qris";

/**
 * What each conformance rule can report, with its severity. An error breaks a rule the EMVCo merchant-presented
 * QR specification or the QRIS national specification states, and real payloads keep; a warning is a QR that
 * scans but is unusual enough to look at.
 *
 * Each rule was measured against the real-world payloads in lib/qris/real-world/payloads.ts (issue 23): the count
 * after each code is how many of the 47 payloads their sources call valid it fires on. An error that fired on
 * real, working payloads would mark rows that have nothing wrong, so no error fires on any of them.
 *
 * Dropped: `merchant_pan_bad_check_digit` (the merchant PAN ends in a Luhn check digit). Neither specification
 * requires it, and 45 of the 47 valid payloads' PANs fail it, issuer after issuer (GoPay, DANA, ShopeePay, OVO,
 * BCA, BNI, Mandiri, Nobu, AstraPay…). Removed rather than kept as a note: a third severity would have to be
 * handled by every consumer of findings (list marks, details, exports) for a fact no reader can act on.
 */
export const CONFORMANCE_SEVERITY = {
  // EMVCo: the payload format indicator comes first, and is "01". 0 real payloads.
  pfi_not_first: "error",
  bad_pfi: "error",
  // EMVCo: the CRC comes last; it covers everything before its value. 0.
  crc_not_last: "error",
  // EMVCo: 00, 52, 53, 58, 59, 60 and 63 are mandatory. 0.
  missing_tag: "error",
  // EMVCo: at least one merchant account template. 0.
  missing_merchant_account: "error",
  // Each data object is known by its ID; with two, readers disagree on which one counts. 0.
  duplicate_tag: "error",
  // EMVCo only fixes 00 first and 63 last; ascending order is the usual QRIS layout, not a rule. 4 (LinkAja,
  // GoPay, a WijayaPay dynamic QR, a static-to-dynamic tool's output), hence a warning.
  tag_out_of_order: "warning",
  // EMVCo: tag 01 is "11" (static) or "12" (dynamic). 0.
  bad_point_of_initiation: "error",
  // EMVCo: category four digits, currency three digits. 0 each.
  bad_mcc: "error",
  bad_currency: "error",
  // QRIS §4.7.8.1: digits, "." before decimals ("1000.", "1000" and "1000.00" alike), not zero. 0.
  bad_amount: "error",
  // EMVCo: the country is two letters. 0.
  bad_country: "error",
  // EMVCo: name ≤ 25, city ≤ 15, postal code ≤ 10, additional data sub-tags ≤ 25 (09 ≤ 3). 0: issuers cut
  // longer names to 25 ("Lazis Amalia Astra PT Int") and cities to 15 ("Kota Jakarta Se").
  value_too_long: "error",
  // QRIS §4.7.5.4: the merchant PAN of templates 26–45 is up to 19 digits. 0.
  merchant_pan_not_numeric: "error",
  // EMVCo and QRIS §4.7.9.1: the tip indicator is 01, 02 or 03; 02 calls for a fixed fee (56), 03 for a
  // percentage (57), each in its format. 0 each.
  bad_tip_indicator: "error",
  missing_convenience_fee: "error",
  // A fee tag the indicator does not call for is surplus, not a contradiction: the indicator alone says which
  // fee, if any, applies. 0.
  unexpected_convenience_fee: "warning",
  bad_convenience_fee: "error",
  // QRIS §4.7.8.2: a static QR leaves the amount to the payer, a dynamic one states it; either way it scans. 0.
  static_with_amount: "warning",
  dynamic_without_amount: "warning",
} as const satisfies Record<string, QrisSeverity>;

export type ConformanceCode = keyof typeof CONFORMANCE_SEVERITY;

export const CONFORMANCE_CODES = Object.keys(CONFORMANCE_SEVERITY) as ConformanceCode[];
