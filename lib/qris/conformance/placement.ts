import { finding } from "../finding";
import type { ConformanceRule } from "./rule";

/** The payload format indicator opens the payload and the CRC closes it: EMVCo's only placement rules. */
export const formatIndicatorFirstAndCrcLast: ConformanceRule = ({ fields }) => {
  const findings = [];
  // An absent tag is reported as missing; only a misplaced one is reported here.
  const pfiAt = fields.findIndex((field) => field.tag === "00");
  if (pfiAt > 0) findings.push(finding("pfi_not_first", "00"));
  const crcAt = fields.findIndex((field) => field.tag === "63");
  if (crcAt >= 0 && crcAt !== fields.length - 1) findings.push(finding("crc_not_last", "63"));
  return findings;
};
