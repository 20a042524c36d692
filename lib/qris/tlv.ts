/** One tag-length-value element of a flat EMV QR string; `offset` is where its tag starts. */
export type TlvField = {
  tag: string;
  length: number;
  value: string;
  offset: number;
};

export const TLV_ERROR_KINDS = [
  "truncated",
  "bad_length",
  "non_numeric_tag",
  "non_numeric_length",
  "non_ascii",
] as const;
export type TlvErrorKind = (typeof TLV_ERROR_KINDS)[number];

export type TlvError = {
  kind: TlvErrorKind;
  offset: number;
  message: string;
};

/** Fields read before the first error are kept so a decoder can still describe a damaged payload. */
export type TlvParseResult = {
  fields: TlvField[];
  error: TlvError | null;
};

const HEADER_LENGTH = 4;
const TWO_DIGITS = /^\d{2}$/;

function findNonPrintableAscii(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return index;
  }
  return -1;
}

export function parseTlv(input: string): TlvParseResult {
  const nonAsciiAt = findNonPrintableAscii(input);
  if (nonAsciiAt >= 0) {
    return {
      fields: [],
      error: {
        kind: "non_ascii",
        offset: nonAsciiAt,
        message: `character at offset ${nonAsciiAt} is not printable ASCII`,
      },
    };
  }

  const fields: TlvField[] = [];
  let offset = 0;
  while (offset < input.length) {
    const error = readField(input, offset, fields);
    if (error) return { fields, error };
    const last = fields[fields.length - 1];
    offset += HEADER_LENGTH + (last?.length ?? 0);
  }
  return { fields, error: null };
}

function readField(input: string, offset: number, fields: TlvField[]): TlvError | null {
  if (input.length - offset < HEADER_LENGTH) {
    return { kind: "truncated", offset, message: `field header at offset ${offset} is cut short` };
  }
  const tag = input.slice(offset, offset + 2);
  if (!TWO_DIGITS.test(tag)) {
    return { kind: "non_numeric_tag", offset, message: `tag "${tag}" at offset ${offset} is not two digits` };
  }
  const lengthText = input.slice(offset + 2, offset + 4);
  if (!TWO_DIGITS.test(lengthText)) {
    return {
      kind: "non_numeric_length",
      offset: offset + 2,
      message: `length "${lengthText}" of tag ${tag} is not two digits`,
    };
  }
  const length = Number(lengthText);
  if (length === 0) {
    return { kind: "bad_length", offset: offset + 2, message: `tag ${tag} declares an empty value` };
  }
  const valueStart = offset + HEADER_LENGTH;
  if (valueStart + length > input.length) {
    return {
      kind: "truncated",
      offset: valueStart,
      message: `tag ${tag} declares ${length} characters but only ${input.length - valueStart} remain`,
    };
  }
  fields.push({ tag, length, value: input.slice(valueStart, valueStart + length), offset });
  return null;
}
