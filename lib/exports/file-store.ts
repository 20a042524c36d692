import { createReadStream } from "node:fs";
import type { Db } from "@/lib/db/client";

// The database client copies a chunk several times on its way to the driver (base64 text for its query
// compiler among them). At 64 KiB each copy stays below V8's large-object size, so it is collected young instead
// of growing the heap of the server; a file of 100,000 entries still takes only a few hundred inserts.
const CHUNK_BYTES = 64 * 1024;

/**
 * Copies a finished export file into the database in 64 KiB chunks, without holding the whole file. After each
 * chunk `keepGoing` is asked (it renews the job's lease, so a long copy does not outlive it); the copy stops
 * when it answers false, and the result says whether the whole file was copied.
 */
export async function storeFile(
  db: Db,
  jobId: string,
  path: string,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  let index = 0;
  // Leaving the loop early (or by an error) closes the stream.
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    // Selecting the index alone: the created row would otherwise come back with its bytes, as a JS array.
    await db.exportChunk.create({
      data: { jobId, index, data: new Uint8Array(chunk as Buffer) },
      select: { index: true },
    });
    index += 1;
    if (!(await keepGoing())) return false;
  }
  return true;
}

/** The stored file, chunk by chunk, for streaming to a download. */
export function readStoredFile(db: Db, jobId: string): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    async pull(controller) {
      const chunk = await db.exportChunk.findUnique({ where: { jobId_index: { jobId, index } } });
      if (!chunk) {
        controller.close();
        return;
      }
      index += 1;
      controller.enqueue(new Uint8Array(chunk.data));
    },
  });
}
