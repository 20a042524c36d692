export type TlvElement = { tag: string; value: string };

export class TlvEncodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TlvEncodeError";
  }
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** EMV tag-length-value elements, one after another: 2-digit tag, 2-digit length, then the value. */
export function encodeTlv(elements: readonly TlvElement[]): string {
  return elements.map(encodeElement).join("");
}

function encodeElement({ tag, value }: TlvElement): string {
  if (!/^\d{2}$/.test(tag)) throw new TlvEncodeError(`tag "${tag}" is not two digits`);
  if (value.length < 1 || value.length > 99) {
    throw new TlvEncodeError(`value of tag ${tag} must be 1 to 99 characters, got ${value.length}`);
  }
  if (!PRINTABLE_ASCII.test(value)) {
    throw new TlvEncodeError(`value of tag ${tag} contains a character that is not printable ASCII`);
  }
  return `${tag}${String(value.length).padStart(2, "0")}${value}`;
}
