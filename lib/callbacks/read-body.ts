/** The largest body the receiver reads: a notification is well under 2 KiB; this leaves room for long lists. */
export const MAX_CALLBACK_BODY_BYTES = 64 * 1024;

/** `application/json`, optionally with a UTF-8 charset; anything else is refused with 415. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split("=").map((part) => part.trim().replace(/^"|"$/g, ""));
    return name !== "charset" || value === "utf-8" || value === "utf8";
  });
}

export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: "too_large"; bytesSeen: number };

/**
 * Reads the request body up to `limit` bytes. A declared Content-Length over the limit is refused before
 * reading; a chunked body is cut off as soon as it passes the limit.
 */
export async function readCappedBody(request: Request, limit = MAX_CALLBACK_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit)
    return { ok: false, reason: "too_large", bytesSeen: declared };
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
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
