const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

/**
 * CRC-16/CCITT-FALSE over `text`, as 4 uppercase hex digits (the QRIS tag 63 value).
 * QRIS payloads are printable ASCII (the decoder rejects anything else), so one character is one byte.
 */
export function crc16CcittFalse(text: string): string {
  let crc = INITIAL;
  for (let index = 0; index < text.length; index++) {
    crc ^= (text.charCodeAt(index) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
