import type { QrisFieldNode } from "../decoded-qris";
import { finding } from "../finding";
import type { ConformanceRule } from "./rule";

function repeatedTags(nodes: readonly QrisFieldNode[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const node of nodes) {
    if (seen.has(node.tag)) repeated.add(node.tag);
    seen.add(node.tag);
  }
  return [...repeated];
}

/** No tag twice, at the top level or inside a template: readers disagree on which one counts. */
export const noTagTwice: ConformanceRule = ({ fields }) => [
  ...repeatedTags(fields).map((tag) => finding("duplicate_tag", tag)),
  ...fields.flatMap((field) =>
    repeatedTags(field.children ?? []).map((subTag) => finding("duplicate_tag", `${field.tag}.${subTag}`)),
  ),
];
