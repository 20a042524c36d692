import { finding } from "../finding";
import type { ConformanceRule } from "./rule";

const ADDITIONAL_DATA_TEXT = ["01", "02", "03", "04", "05", "06", "07", "08"];

/** Longest value allowed, by tag or sub-tag path; the TLV length (99) bounds the rest. */
const MAX_LENGTH: Readonly<Record<string, number>> = {
  "59": 25,
  "60": 15,
  "61": 10,
  ...Object.fromEntries(ADDITIONAL_DATA_TEXT.map((subTag) => [`62.${subTag}`, 25])),
  "62.09": 3,
};

/** Merchant name, city, postal code and the additional data's sub-tags within their lengths. */
export const valuesWithinMaxLength: ConformanceRule = ({ fields }) =>
  fields
    .flatMap((field) => [
      { path: field.tag, value: field.value },
      ...(field.children ?? []).map((child) => ({ path: `${field.tag}.${child.tag}`, value: child.value })),
    ])
    .flatMap(({ path, value }) => {
      const max = MAX_LENGTH[path];
      return max !== undefined && value.length > max
        ? [finding("value_too_long", path, { max, length: value.length })]
        : [];
    });
