/** The bytes of `source` cut into pieces of exactly `size` bytes, the last one shorter; nothing more is held. */
export async function* inChunksOf(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    pendingBytes += piece.byteLength;
    if (pendingBytes < size) continue;
    let joined = Buffer.concat(pending, pendingBytes);
    while (joined.byteLength >= size) {
      yield joined.subarray(0, size);
      joined = joined.subarray(size);
    }
    pending = joined.byteLength > 0 ? [joined] : [];
    pendingBytes = joined.byteLength;
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
