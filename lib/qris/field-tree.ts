import type { QrisFieldNode, QrisFinding } from "./decoded-qris";
import { finding } from "./finding";
import { hasSubTags, subTagName, topLevelTagName } from "./tag-names";
import { parseTlv, type TlvError, type TlvField } from "./tlv";

/** A TLV error as a finding; `offset` counts from the start of the text that was parsed. */
export function tlvFinding(error: TlvError, parentTag?: string): QrisFinding {
  return finding(`tlv_${error.kind}`, parentTag ?? null, { offset: error.offset });
}

/**
 * A top-level field with its name and, for a template (26–51, 62, 64), its sub-fields; offsets count from
 * the start of the payload. A template that does not parse is reported in `findings`.
 */
export function toFieldNode(field: TlvField, findings: QrisFinding[]): QrisFieldNode {
  const node: QrisFieldNode = {
    tag: field.tag,
    name: topLevelTagName(field.tag),
    value: field.value,
    offset: field.offset,
  };
  if (!hasSubTags(field.tag)) return node;

  const nested = parseTlv(field.value);
  if (nested.error) findings.push(tlvFinding(nested.error, field.tag));
  const valueOffset = field.offset + 4;
  node.children = nested.fields.map((child) => ({
    tag: child.tag,
    name: subTagName(field.tag, child.tag) ?? "Unknown",
    value: child.value,
    offset: valueOffset + child.offset,
  }));
  return node;
}
