/**
 * Tag 63 of a QRIS payload: CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) as four uppercase hex
 * digits (docs/provider-api.md#qris). Payloads are printable ASCII, so each character is one byte.
 */
export function qrisChecksum(text: string): string {
  let register = 0xffff;
  for (const character of text) {
    register ^= character.charCodeAt(0) << 8;
    for (let bit = 0; bit < 8; bit++) {
      const carry = (register & 0x8000) !== 0;
      register = (register << 1) & 0xffff;
      if (carry) register ^= 0x1021;
    }
  }
  return register.toString(16).toUpperCase().padStart(4, "0");
}
