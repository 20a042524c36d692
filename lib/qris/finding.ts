import { CONFORMANCE_SEVERITY, type ConformanceCode } from "./conformance/codes";
import type { QrisFinding, QrisIssueCode } from "./decoded-qris";

function isConformanceCode(code: QrisIssueCode): code is ConformanceCode {
  return Object.hasOwn(CONFORMANCE_SEVERITY, code);
}

/**
 * A finding with the severity its code carries; problems reading the payload (TLV, CRC) are always errors.
 * `tag` is a top-level tag ("54"), a sub-tag path ("62.01"), or null for the payload as a whole.
 */
export function finding(
  code: QrisIssueCode,
  tag: string | null,
  params?: QrisFinding["params"],
): QrisFinding {
  const severity = isConformanceCode(code) ? CONFORMANCE_SEVERITY[code] : "error";
  return params ? { code, severity, tag, params } : { code, severity, tag };
}
