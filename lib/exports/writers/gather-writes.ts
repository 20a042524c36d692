import { createWriteStream, type WriteStream } from "node:fs";
import type { Writable } from "node:stream";

/** What gathers in memory before it goes to the disk: a few pages of rows. */
const GATHERED_BYTES = 256 * 1024;

/**
 * The file an export is written to. A write that finds this much waiting is told to wait for the disk, which
 * `gatheredWrites` relies on: whoever waits, the gathered rows are on their way.
 */
export function createExportFile(path: string): WriteStream {
  return createWriteStream(path, { highWaterMark: GATHERED_BYTES });
}

/**
 * Rows are a few hundred bytes each, and every write to a file is a request to the thread pool of its own,
 * which cost more than making the rows: call the function returned before each row, and the rows are held
 * back (`cork`) until a quarter MiB has gathered, then written as one. Whether enough has gathered is looked
 * at once the current turn of the event loop is over, when the writer may be waiting for the disk; `end()`
 * writes whatever is left.
 */
export function gatheredWrites(file: Writable): () => void {
  let lookScheduled = false;
  const writeIfEnoughGathered = () => {
    lookScheduled = false;
    if (file.writableCorked > 0 && file.writableLength >= GATHERED_BYTES) file.uncork();
  };
  return () => {
    if (file.writableCorked === 0) file.cork();
    if (lookScheduled) return;
    lookScheduled = true;
    process.nextTick(writeIfEnoughGathered);
  };
}
