import { decodeQris } from "../decode";
import type { DecodedQris } from "../decoded-qris";
import { tlv, withCrc } from "../test-payloads";

/** Test helper: top-level fields in payload order, as [tag, value]; the CRC is added when encoding. */
export type Fields = ReadonlyArray<readonly [string, string]>;

/** Test helper: a template's value from its sub-fields. */
export const template = (...subFields: Fields) => subFields.map(([tag, value]) => tlv(tag, value)).join("");

/** Test helper: a dynamic merchant payment that breaks no rule, to change one thing at a time. */
export const CONFORMING: Fields = [
  ["00", "01"],
  ["01", "12"],
  [
    "26",
    template(
      ["00", "ID.CO.QRIS.WWW"],
      ["01", "936009153000012347"],
      ["02", "ID1020012345678"],
      ["03", "UMI"],
    ),
  ],
  ["51", template(["00", "ID.CO.QRIS.WWW"], ["02", "ID2020099887766"], ["03", "UMI"])],
  ["52", "5812"],
  ["53", "360"],
  ["54", "25000"],
  ["58", "ID"],
  ["59", "Warung Bu Sri"],
  ["60", "Yogyakarta"],
  ["61", "55281"],
  ["62", template(["01", "INV-778"], ["07", "KASIR01"])],
];

/** Test helper: `fields` with `tag` set to `value`, in place when present, else in ascending tag order. */
export function withField(fields: Fields, tag: string, value: string): Fields {
  if (fields.some(([existing]) => existing === tag)) {
    return fields.map(([existing, old]) => [existing, existing === tag ? value : old] as const);
  }
  const at = fields.findIndex(([existing]) => Number(existing) > Number(tag));
  const index = at === -1 ? fields.length : at;
  return [...fields.slice(0, index), [tag, value], ...fields.slice(index)];
}

export function withoutFields(fields: Fields, ...tags: string[]): Fields {
  return fields.filter(([tag]) => !tags.includes(tag));
}

/** Test helper: the fields as payload text, without the CRC. */
export const encodeFields = (fields: Fields) => fields.map(([tag, value]) => tlv(tag, value)).join("");

/** Test helper: the fields encoded with a correct CRC, then decoded. */
export function decodeFields(fields: Fields): DecodedQris {
  return decodeQris(withCrc(encodeFields(fields)));
}
