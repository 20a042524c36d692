export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: "too_large"; bytesSeen: number };

/**
 * Reads a request's or response's body up to `limit` bytes. A declared Content-Length over the limit is
 * refused before reading; a streamed body is cut off as soon as it passes the limit.
 */
export async function readCappedBody(
  message: Pick<Request, "headers" | "body">,
  limit: number,
): Promise<BodyRead> {
  const declared = Number(message.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await message.body?.cancel().catch(() => {});
    return { ok: false, reason: "too_large", bytesSeen: declared };
  }
  if (!message.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: "too_large", bytesSeen: size };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
