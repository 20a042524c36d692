import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createRaster, fillRect } from "./canvas";
import { ktpPng, selfiePng } from "./pictures";
import { crc32, encodePng } from "./png";

type Chunk = { type: string; data: Buffer; crcOk: boolean };

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString("ascii");
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

describe("crc32", () => {
  it("matches the catalogued check value", () => {
    expect(crc32(Buffer.from("123456789")).toString(16)).toBe("cbf43926");
  });
});

describe("encodePng", () => {
  it("writes signature, IHDR, IDAT and IEND with valid CRCs and the pixels back out", () => {
    const raster = createRaster(3, 2, [10, 20, 30]);
    fillRect(raster, 1, 1, 1, 1, [200, 100, 50]);
    const png = encodePng(raster);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([3, 2, 8, 2]);
    const rows = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect([...rows]).toEqual([
      0, 10, 20, 30, 10, 20, 30, 10, 20, 30, 0, 10, 20, 30, 200, 100, 50, 10, 20, 30,
    ]);
  });
});

describe("pictures", () => {
  it("are valid, small, deterministic PNGs that differ per id", () => {
    for (const draw of [ktpPng, selfiePng]) {
      const png = draw("user-0001");
      expect(readChunks(png).every((chunk) => chunk.crcOk)).toBe(true);
      expect(png.length).toBeLessThan(20_000);
      expect(draw("user-0001").equals(png)).toBe(true);
      expect(draw("user-0002").equals(png)).toBe(false);
    }
  });
});
