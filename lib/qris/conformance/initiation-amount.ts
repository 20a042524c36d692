import { finding } from "../finding";
import { type ConformanceRule, firstValue } from "./rule";

/**
 * A static QR (11) normally leaves the amount to the payer and a dynamic one (12) states it. Either way the
 * QR still scans, so this is a warning.
 */
export const amountMatchesPointOfInitiation: ConformanceRule = ({ fields, truncated }) => {
  const method = firstValue(fields, "01");
  const hasAmount = firstValue(fields, "54") !== null;
  if (method === "11" && hasAmount) return [finding("static_with_amount", "54")];
  if (method === "12" && !hasAmount && !truncated) return [finding("dynamic_without_amount", "01")];
  return [];
};
