import { crc32, inflateRawSync } from "node:zlib";
import { AppError } from "@/lib/errors";
import {
  LEDGER_MAX_INFLATED_BYTES,
  LEDGER_MAX_ZIP_ENTRIES,
  LEDGER_MAX_ZIP_RATIO,
  LEDGER_RATIO_FLOOR_BYTES,
} from "./limits";

/** A part of a zip archive as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ZIP64_MARK = 0xffffffff;

const notSpreadsheet = () => new AppError("reconcile_not_spreadsheet");
const zipBomb = () => new AppError("reconcile_zip_bomb");

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function endOfDirectory(bytes: Uint8Array, data: DataView): number {
  // The record is the last 22 bytes plus a comment of at most 65,535; searched from the end, as readers do.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw notSpreadsheet();
}

/**
 * The parts of a zip archive from its central directory (where the reader finds them too), refused before anything
 * is inflated when they declare more than a ledger could hold: too many parts, too much in all, or a part that
 * would grow more than a spreadsheet's XML does. ZIP64 and encryption are refused: a ledger within the size
 * limit needs neither.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < 22) throw notSpreadsheet();
  const data = view(bytes);
  const end = endOfDirectory(bytes, data);
  const count = data.getUint16(end + 10, true);
  const directoryOffset = data.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw notSpreadsheet();
  if (count > LEDGER_MAX_ZIP_ENTRIES) throw zipBomb();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== DIRECTORY_ENTRY) throw notSpreadsheet();
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    const compressedSize = data.getUint32(at + 20, true);
    const size = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const localOffset = data.getUint32(at + 42, true);
    if (at + 46 + nameLength > bytes.length) throw notSpreadsheet();
    if ((flags & 1) !== 0 || (method !== STORED && method !== DEFLATED)) throw notSpreadsheet();
    if (compressedSize === ZIP64_MARK || size === ZIP64_MARK || localOffset === ZIP64_MARK)
      throw notSpreadsheet();
    declared += size;
    if (declared > LEDGER_MAX_INFLATED_BYTES) throw zipBomb();
    if (size > LEDGER_RATIO_FLOOR_BYTES && size > LEDGER_MAX_ZIP_RATIO * Math.max(compressedSize, 1)) {
      throw zipBomb();
    }
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * A part's content, inflated under its declared size: an archive whose data inflates to more than its directory
 * said (the declared sizes were checked, the data is what a bomb lies about) is refused the moment it passes it.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Buffer {
  const data = view(bytes);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || data.getUint32(at, true) !== LOCAL_HEADER) throw notSpreadsheet();
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw notSpreadsheet();
  const compressed = bytes.subarray(start, end);
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.size) throw notSpreadsheet();
    return Buffer.from(compressed);
  }
  try {
    return inflateRawSync(compressed, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (error) {
    if (error instanceof RangeError) throw zipBomb();
    throw notSpreadsheet();
  }
}

/** An archive of stored (not compressed) parts in the given order, for a reader that reads parts as they come. */
export function storedZip(parts: { name: string; content: Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const { name, content } of parts) {
    const nameBytes = Buffer.from(name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x800, 6);
    header.writeUInt16LE(STORED, 8);
    header.writeUInt32LE(crc32(content), 14);
    header.writeUInt32LE(content.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    chunks.push(header, nameBytes, content);
  }
  return Buffer.concat(chunks);
}
