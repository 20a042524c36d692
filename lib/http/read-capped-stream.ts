import type { Readable } from "node:stream";
import type { BodyRead } from "./read-capped-body";

/**
 * The bytes of a Node stream (an answer node:http received, or what it decompresses to) up to `limit`: the
 * stream is destroyed as soon as it passes the limit. Rejects when the stream fails or closes before its end
 * (a connection cut mid-answer). `readCappedBody` is the same for a web stream.
 */
export function readCappedStream(stream: Readable, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    stream.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      settled = true;
      stream.destroy();
      resolve({ ok: false, reason: "too_large", bytesSeen: size });
    });
    stream.on("end", () => {
      settled = true;
      resolve({ ok: true, bytes: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
    stream.on("close", () => {
      if (!settled) reject(new Error("the stream closed before its end"));
    });
  });
}
