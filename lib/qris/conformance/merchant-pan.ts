import { finding } from "../finding";
import type { ConformanceRule } from "./rule";

// The domestic merchant account templates, whose sub-tag 01 is the merchant PAN.
const isDomesticTemplate = (tag: string) => Number(tag) >= 26 && Number(tag) <= 45;

/**
 * The merchant PAN of a domestic template is digits. No check digit is required of it: real issuers' PANs do not
 * end in a Luhn check digit (lib/qris/real-world/payloads.ts), so the decoder does not ask for one.
 */
export const merchantPanIsNumeric: ConformanceRule = ({ fields }) =>
  fields
    .filter((field) => isDomesticTemplate(field.tag))
    .flatMap((template) => {
      const pan = template.children?.find((child) => child.tag === "01")?.value;
      return pan === undefined || /^\d+$/.test(pan)
        ? []
        : [finding("merchant_pan_not_numeric", `${template.tag}.01`)];
    });
