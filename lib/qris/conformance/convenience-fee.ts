import { finding } from "../finding";
import type { ConformanceRule } from "./rule";
import { valueOf } from "./rule";

/** Which tip indicator (tag 55) calls for which fee tag: 02 a fixed fee, 03 a percentage. */
const FEE_TAGS = [
  { indicator: "02", feeTag: "56" },
  { indicator: "03", feeTag: "57" },
] as const;

/** The fee tag the tip indicator calls for is there, and no fee tag is there that it does not call for. */
export const convenienceFeeMatchesIndicator: ConformanceRule = ({ fields, truncated }) => {
  const indicator = valueOf(fields, "55");
  return FEE_TAGS.flatMap(({ indicator: callsForFee, feeTag }) => {
    const hasFee = valueOf(fields, feeTag) !== null;
    if (indicator === callsForFee && !hasFee && !truncated) return [finding("missing_convenience_fee", feeTag)];
    if (indicator !== callsForFee && hasFee) return [finding("unexpected_convenience_fee", feeTag)];
    return [];
  });
};
