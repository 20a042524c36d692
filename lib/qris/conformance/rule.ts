import type { QrisFieldNode, QrisFinding } from "../decoded-qris";

export type ConformanceInput = {
  /** Top-level fields in payload order, repeats included; templates with their sub-fields. */
  fields: readonly QrisFieldNode[];
  /** Reading stopped early: a tag not seen may still have been there, so absence proves nothing. */
  truncated: boolean;
};

/** One QRIS rule: what it finds wrong with a payload, nothing when it conforms. */
export type ConformanceRule = (input: ConformanceInput) => QrisFinding[];

/** The value of the first field with `tag`, as the decoder reads it; null when absent. */
export function firstValue(fields: readonly QrisFieldNode[], tag: string): string | null {
  return fields.find((field) => field.tag === tag)?.value ?? null;
}
