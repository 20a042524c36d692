import { finding } from "../finding";
import { hasLuhnCheckDigit } from "./luhn";
import type { ConformanceRule } from "./rule";

// The domestic merchant account templates, whose sub-tag 01 is the merchant PAN.
const isDomesticTemplate = (tag: string) => Number(tag) >= 26 && Number(tag) <= 45;

/** The merchant PAN of a domestic template is digits ending in their Luhn check digit. */
export const merchantPanHasCheckDigit: ConformanceRule = ({ fields }) =>
  fields
    .filter((field) => isDomesticTemplate(field.tag))
    .flatMap((template) => {
      const pan = template.children?.find((child) => child.tag === "01")?.value;
      if (pan === undefined) return [];
      const tag = `${template.tag}.01`;
      if (!/^\d+$/.test(pan)) return [finding("merchant_pan_not_numeric", tag)];
      return hasLuhnCheckDigit(pan) ? [] : [finding("merchant_pan_bad_check_digit", tag)];
    });
