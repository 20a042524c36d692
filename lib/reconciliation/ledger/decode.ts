import { AppError } from "@/lib/errors";

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

function encodingOf(bytes: Uint8Array): { label: "utf-8" | "utf-16le" | "utf-16be"; bom: number } {
  if (startsWith(bytes, UTF8_BOM)) return { label: "utf-8", bom: 3 };
  if (startsWith(bytes, UTF16LE_BOM)) return { label: "utf-16le", bom: 2 };
  if (startsWith(bytes, UTF16BE_BOM)) return { label: "utf-16be", bom: 2 };
  return { label: "utf-8", bom: 0 };
}

/**
 * A text file's characters: UTF-8 (with or without its byte order mark), or UTF-16 with one. Anything else is
 * refused rather than guessed: a Windows-1252 or UTF-16 file without a mark read as UTF-8 would turn an
 * identifier into another one. The decoder is fatal, so a single byte that is not UTF-8 refuses the file; a NUL
 * character is what UTF-16 without its mark looks like, and is refused the same way.
 */
export function decodeLedgerText(bytes: Uint8Array): string {
  const { label, bom } = encodingOf(bytes);
  if (label !== "utf-8" && (bytes.length - bom) % 2 !== 0) throw new AppError("reconcile_encoding");
  let text: string;
  try {
    text = new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(bom));
  } catch {
    throw new AppError("reconcile_encoding");
  }
  if (text.includes("\u0000")) throw new AppError("reconcile_encoding");
  return text;
}
