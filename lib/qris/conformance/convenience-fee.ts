import { finding } from "../finding";
import { type ConformanceRule, firstValue } from "./rule";

/** Which tip indicator (tag 55) calls for which fee tag: 02 a fixed fee, 03 a percentage. */
const FEE_TAGS = [
  { indicator: "02", feeTag: "56" },
  { indicator: "03", feeTag: "57" },
] as const;

/** The fee tag the tip indicator calls for is there, and no fee tag is there that it does not call for. */
export const convenienceFeeMatchesIndicator: ConformanceRule = ({ fields, truncated }) => {
  const indicator = firstValue(fields, "55");
  return FEE_TAGS.flatMap(({ indicator: callsForIt, feeTag }) => {
    const hasFee = firstValue(fields, feeTag) !== null;
    if (indicator !== callsForIt) return hasFee ? [finding("unexpected_convenience_fee", feeTag)] : [];
    return hasFee || truncated ? [] : [finding("missing_convenience_fee", feeTag)];
  });
};
