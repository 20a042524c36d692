import { crc16CcittFalse } from "./crc16";
import type { QrisCrcCheck, QrisIssue } from "./decoded-qris";
import { isMerchantAccountTemplate, topLevelTagName } from "./tag-names";
import type { TlvField } from "./tlv";

const MANDATORY_TAGS = ["00", "52", "53", "58", "59", "60", "63"] as const;

/** The first field of each tag; a repeated tag is a warning. */
export function indexByTag(fields: TlvField[], warnings: QrisIssue[]): Map<string, TlvField> {
  const byTag = new Map<string, TlvField>();
  for (const field of fields) {
    if (byTag.has(field.tag)) {
      warnings.push({
        code: "duplicate_tag",
        tag: field.tag,
        offset: field.offset,
        message: `tag ${field.tag} appears more than once; the first occurrence is used`,
      });
      continue;
    }
    byTag.set(field.tag, field);
  }
  return byTag;
}

/** Whether tag 63 is last, four characters long, and the CRC-16 of everything before its value. */
export function checkCrc(
  payload: string,
  fields: TlvField[],
  crcField: TlvField | undefined,
  errors: QrisIssue[],
): QrisCrcCheck {
  if (!crcField) return { status: "missing", expected: null, actual: null };
  if (crcField !== fields[fields.length - 1]) {
    errors.push({ code: "crc_not_last", tag: "63", message: "the CRC (tag 63) must be the last field" });
  }
  if (crcField.length !== 4) {
    errors.push({ code: "crc_bad_length", tag: "63", message: "the CRC (tag 63) must be 4 characters" });
  }
  // The checksum covers everything before the CRC value, including the "6304" header itself.
  const expected = crc16CcittFalse(payload.slice(0, crcField.offset + 4));
  const actual = crcField.value.toUpperCase();
  if (expected !== actual) {
    errors.push({
      code: "crc_mismatch",
      tag: "63",
      message: `CRC is ${crcField.value} but the payload computes to ${expected}`,
    });
    return { status: "invalid", expected, actual: crcField.value };
  }
  return { status: "valid", expected, actual: crcField.value };
}

/** The payload format indicator comes first and is 01; mandatory tags and a merchant account are present. */
export function checkStructure(
  fields: TlvField[],
  byTag: Map<string, TlvField>,
  errors: QrisIssue[],
  truncated: boolean,
): void {
  const first = fields[0];
  if (first && first.tag !== "00") {
    errors.push({
      code: "pfi_not_first",
      tag: "00",
      message: "the payload format indicator (tag 00) must come first",
    });
  }
  const pfi = byTag.get("00");
  if (pfi && pfi.value !== "01") {
    errors.push({
      code: "bad_pfi",
      tag: "00",
      message: `payload format indicator is "${pfi.value}", expected "01"`,
    });
  }
  // A truncated payload already has an error; listing every tag it lost would only add noise.
  if (truncated) return;
  for (const tag of MANDATORY_TAGS) {
    if (!byTag.has(tag)) {
      errors.push({
        code: "missing_tag",
        tag,
        message: `mandatory tag ${tag} (${topLevelTagName(tag)}) is missing`,
      });
    }
  }
  if (fields.length > 0 && !fields.some((field) => isMerchantAccountTemplate(field.tag))) {
    errors.push({
      code: "missing_merchant_account",
      message: "no merchant account information (tags 26-51)",
    });
  }
}
