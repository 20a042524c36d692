import { crc16CcittFalse } from "./crc16";

/** Test helper: one TLV element written straight from the format description (2-digit tag, 2-digit length). */
export function tlv(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, "0")}${value}`;
}

/** Test helper: appends the CRC header "6304" and the checksum computed over everything up to it. */
export function withCrc(body: string): string {
  const head = `${body}6304`;
  return `${head}${crc16CcittFalse(head)}`;
}
