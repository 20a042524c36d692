import { crc16CcittFalse } from "./crc16";
import type { QrisCrcCheck, QrisFinding } from "./decoded-qris";
import { finding } from "./finding";
import type { TlvField } from "./tlv";

/** The first field of each tag: a repeated tag is a conformance finding, and the first one is used. */
export function indexByTag(fields: TlvField[]): Map<string, TlvField> {
  const byTag = new Map<string, TlvField>();
  for (const field of fields) {
    if (!byTag.has(field.tag)) byTag.set(field.tag, field);
  }
  return byTag;
}

/** Whether tag 63 is four characters long and the CRC-16 of everything before its value. */
export function checkCrc(
  payload: string,
  crcField: TlvField | undefined,
  findings: QrisFinding[],
): QrisCrcCheck {
  if (!crcField) return { status: "missing", expected: null, actual: null };
  if (crcField.length !== 4) findings.push(finding("crc_bad_length", "63"));
  // The checksum covers everything before the CRC value, including the "6304" header itself.
  const expected = crc16CcittFalse(payload.slice(0, crcField.offset + 4));
  const actual = crcField.value.toUpperCase();
  if (expected !== actual) {
    findings.push(finding("crc_mismatch", "63", { expected, actual: crcField.value }));
    return { status: "invalid", expected, actual: crcField.value };
  }
  return { status: "valid", expected, actual: crcField.value };
}
