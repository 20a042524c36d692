import { createWriteStream, type WriteStream } from "node:fs";
import type { Writable } from "node:stream";

/** What may wait in memory before a writer waits for the disk: a few pages of rows. */
const BUFFERED_BYTES = 256 * 1024;

/** The file an export is written to: one row is a few hundred bytes, so the rows are gathered (below). */
export function createExportFile(path: string): WriteStream {
  return createWriteStream(path, { highWaterMark: BUFFERED_BYTES });
}

/**
 * Holds back the writes to `file` until the current turn of the event loop is over, then sends them to the
 * disk as one. Rows come one at a time, and each write on its own would be a request to the thread pool of
 * its own: that alone took more time than making the rows. Call it before each row.
 */
export function gatherWrites(file: Writable): void {
  if (file.writableCorked > 0) return;
  file.cork();
  process.nextTick(() => file.uncork());
}
