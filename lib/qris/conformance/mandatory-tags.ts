import { finding } from "../finding";
import { isMerchantAccountTemplate } from "../tag-names";
import type { ConformanceRule } from "./rule";

const MANDATORY_TAGS = ["00", "52", "53", "58", "59", "60", "63"] as const;

/** Payload format indicator, category, currency, country, merchant name and city, and the CRC. */
export const mandatoryTagsPresent: ConformanceRule = ({ fields, truncated }) => {
  if (truncated) return [];
  const present = new Set(fields.map((field) => field.tag));
  return MANDATORY_TAGS.filter((tag) => !present.has(tag)).map((tag) => finding("missing_tag", tag));
};

/**
 * At least one account template (26–51). A transfer's template 40 lies in that range, so a transfer QR meets
 * the requirement with the account it pays into.
 */
export const accountTemplatePresent: ConformanceRule = ({ fields, truncated }) =>
  truncated || fields.some((field) => isMerchantAccountTemplate(field.tag))
    ? []
    : [finding("missing_merchant_account", null)];
