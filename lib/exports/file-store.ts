import { createReadStream } from "node:fs";
import { pipeline, Readable } from "node:stream";
import { constants, createGunzip, createGzip } from "node:zlib";
import type { Db } from "@/lib/db/client";
import { inChunksOf } from "./fixed-chunks";

// The database client copies a chunk several times on its way to the driver (base64 text for its query
// compiler among them). At 64 KiB each copy stays below V8's large-object size, so it is collected young instead
// of growing the heap of the server.
const CHUNK_BYTES = 64 * 1024;

// The fastest level already makes CSV and JSON Lines three to six times smaller: every byte not stored is a
// byte the database client does not copy, now and at each download. (An XLSX file is a zip: it stays as big.)
const COMPRESSION_LEVEL = constants.Z_BEST_SPEED;

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Copies a finished export file into the database, gzip-compressed, in 64 KiB chunks, without holding the whole
 * file. After each chunk `keepGoing` is asked (it renews the job's lease, so a long copy does not outlive it);
 * the copy stops when it answers false, and the result says whether the whole file was copied.
 */
export async function storeFile(
  db: Db,
  jobId: string,
  path: string,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  let index = 0;
  const compressed = createGzip({ level: COMPRESSION_LEVEL });
  // A failure on either side ends both streams and the loop below; so does leaving the loop early.
  pipeline(createReadStream(path), compressed, () => {});
  for await (const chunk of inChunksOf(compressed, CHUNK_BYTES)) {
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

async function* storedChunks(db: Db, jobId: string): AsyncGenerator<Uint8Array> {
  for (let index = 0; ; index += 1) {
    const chunk = await db.exportChunk.findUnique({ where: { jobId_index: { jobId, index } } });
    if (!chunk) return;
    yield new Uint8Array(chunk.data);
  }
}

async function* storedFileBytes(db: Db, jobId: string): AsyncGenerator<Uint8Array> {
  const chunks = storedChunks(db, jobId);
  const first = await chunks.next();
  if (first.done) return;
  async function* all() {
    yield first.value;
    yield* chunks;
  }
  // A file stored before files were compressed starts with its own bytes: no CSV, JSON Lines or XLSX file
  // starts with the gzip magic number. (Those files are gone once their retention has passed.)
  if (first.value[0] !== GZIP_MAGIC[0] || first.value[1] !== GZIP_MAGIC[1]) {
    yield* all();
    return;
  }
  const file = createGunzip();
  pipeline(Readable.from(all()), file, () => {});
  for await (const piece of file) yield piece as Buffer;
}

/** The stored file, decompressed as it streams to a download, a chunk at a time. */
export function readStoredFile(db: Db, jobId: string): ReadableStream<Uint8Array> {
  const bytes = storedFileBytes(db, jobId);
  return new ReadableStream({
    async pull(controller) {
      const next = await bytes.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await bytes.return(undefined);
    },
  });
}
