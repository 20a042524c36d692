import type { QrisFieldNode, QrisIssue } from "./decoded-qris";
import { hasSubTags, subTagName, topLevelTagName } from "./tag-names";
import { parseTlv, type TlvError, type TlvField } from "./tlv";

export function tlvIssue(error: TlvError, parentTag?: string): QrisIssue {
  const where = parentTag ? ` inside tag ${parentTag}` : "";
  return {
    code: `tlv_${error.kind}`,
    message: `${error.message}${where}`,
    offset: error.offset,
    tag: parentTag,
  };
}

/**
 * A top-level field with its name and, for a template (26–51, 62, 64), its sub-fields; offsets count from
 * the start of the payload. A template that does not parse is reported in `errors`.
 */
export function toFieldNode(field: TlvField, errors: QrisIssue[]): QrisFieldNode {
  const node: QrisFieldNode = {
    tag: field.tag,
    name: topLevelTagName(field.tag),
    value: field.value,
    offset: field.offset,
  };
  if (!hasSubTags(field.tag)) return node;

  const nested = parseTlv(field.value);
  if (nested.error) errors.push(tlvIssue(nested.error, field.tag));
  const valueOffset = field.offset + 4;
  node.children = nested.fields.map((child) => ({
    tag: child.tag,
    name: subTagName(field.tag, child.tag) ?? "Unknown",
    value: child.value,
    offset: valueOffset + child.offset,
  }));
  return node;
}
