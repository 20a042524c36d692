import { describe, expect, it } from "vitest";
import { inChunksOf } from "./fixed-chunks";

async function* pieces(sizes: number[]) {
  let next = 0;
  for (const size of sizes) {
    yield Uint8Array.from({ length: size }, () => next++ % 256);
  }
}

async function collect(source: AsyncIterable<Buffer>) {
  const out: Buffer[] = [];
  for await (const chunk of source) out.push(Buffer.from(chunk));
  return out;
}

describe("inChunksOf", () => {
  it("cuts pieces of any size into chunks of exactly the size, the last one shorter, bytes in order", async () => {
    const sizes = [1, 9, 3, 40, 0, 7, 2];
    const chunks = await collect(inChunksOf(pieces(sizes), 8));
    expect(chunks.map((chunk) => chunk.length)).toEqual([8, 8, 8, 8, 8, 8, 8, 6]);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect([...Buffer.concat(chunks)]).toEqual(Array.from({ length: total }, (_, i) => i % 256));
  });

  it("yields nothing for an empty source, and one short chunk for a small one", async () => {
    expect(await collect(inChunksOf(pieces([]), 8))).toEqual([]);
    expect((await collect(inChunksOf(pieces([3]), 8))).map((chunk) => chunk.length)).toEqual([3]);
  });
});
