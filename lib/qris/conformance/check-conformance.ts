import type { QrisFinding } from "../decoded-qris";
import { convenienceFeeMatchesIndicator } from "./convenience-fee";
import { valuesWellFormed } from "./field-formats";
import { amountMatchesPointOfInitiation } from "./initiation-amount";
import { accountTemplatePresent, mandatoryTagsPresent } from "./mandatory-tags";
import { merchantPanIsNumeric } from "./merchant-pan";
import { formatIndicatorFirstAndCrcLast } from "./placement";
import type { ConformanceInput, ConformanceRule } from "./rule";
import { tagsInAscendingOrder } from "./tag-order";
import { noTagTwice } from "./unique-tags";
import { valuesWithinMaxLength } from "./value-lengths";

const RULES: readonly ConformanceRule[] = [
  formatIndicatorFirstAndCrcLast,
  mandatoryTagsPresent,
  accountTemplatePresent,
  noTagTwice,
  tagsInAscendingOrder,
  valuesWellFormed,
  valuesWithinMaxLength,
  merchantPanIsNumeric,
  convenienceFeeMatchesIndicator,
  amountMatchesPointOfInitiation,
];

/** Every QRIS rule the fields break. Nothing read means nothing to judge: the reading problem says it all. */
export function checkConformance(input: ConformanceInput): QrisFinding[] {
  if (input.fields.length === 0) return [];
  return RULES.flatMap((rule) => rule(input));
}
