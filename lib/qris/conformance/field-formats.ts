import { finding } from "../finding";
import type { ConformanceCode } from "./codes";
import { type ConformanceRule, firstValue } from "./rule";
import { isAmount, isPercentage } from "./value-formats";

type Format = { tag: string; code: ConformanceCode; accepts: (value: string) => boolean };

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
const oneOf =
  (...allowed: string[]) =>
  (value: string) =>
    allowed.includes(value);

const FORMATS: readonly Format[] = [
  { tag: "00", code: "bad_pfi", accepts: oneOf("01") },
  { tag: "01", code: "bad_point_of_initiation", accepts: oneOf("11", "12") },
  { tag: "52", code: "bad_mcc", accepts: matches(/^\d{4}$/) },
  { tag: "53", code: "bad_currency", accepts: matches(/^\d{3}$/) },
  { tag: "54", code: "bad_amount", accepts: isAmount },
  { tag: "55", code: "bad_tip_indicator", accepts: oneOf("01", "02", "03") },
  { tag: "56", code: "bad_convenience_fee", accepts: isAmount },
  { tag: "57", code: "bad_convenience_fee", accepts: isPercentage },
  { tag: "58", code: "bad_country", accepts: matches(/^[A-Z]{2}$/) },
];

/** Each fixed-format value as QRIS writes it: indicators, codes, the amount and the fees. */
export const valuesWellFormed: ConformanceRule = ({ fields }) =>
  FORMATS.flatMap(({ tag, code, accepts }) => {
    const value = firstValue(fields, tag);
    return value !== null && !accepts(value) ? [finding(code, tag)] : [];
  });
