// Draws the app's mark into public/: icon.svg, favicon.ico (16, 32 and 48 px PNGs in an ICO container),
// apple-touch-icon.png and the manifest's PNGs. The mark is defined once below, so every file shows the same
// shapes. Run `node scripts/draw-app-icons.mjs` after changing it and commit the files it writes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const PUBLIC_DIR = path.join(import.meta.dirname, "..", "public");
const UNITS = 32;
const BLUE = "#1d4ed8";
const WHITE = "#ffffff";

/** A ledger of three lines and a coin, on the primary colour of the UI (app/globals.css); SVG's own names. */
const MARK = [
  { kind: "rect", x: 8, y: 8.5, width: 16, height: 3, rx: 1.5, fill: WHITE },
  { kind: "rect", x: 8, y: 14.5, width: 12, height: 3, rx: 1.5, fill: WHITE },
  { kind: "rect", x: 8, y: 20.5, width: 7, height: 3, rx: 1.5, fill: WHITE },
  { kind: "circle", cx: 21.5, cy: 22, r: 3, fill: WHITE },
];

const roundedBackground = { kind: "rect", x: 0, y: 0, width: UNITS, height: UNITS, rx: 7, fill: BLUE };
// iOS rounds the corners of a touch icon itself and shows transparency as black, so that one is square.
const squareBackground = { ...roundedBackground, rx: 0 };

function svg(shapes) {
  const elements = shapes.map((shape) => {
    const { kind, fill, ...geometry } = shape;
    const attributes = Object.entries({ ...geometry, fill }).map(([name, value]) => `${name}="${value}"`);
    return `<${kind} ${attributes.join(" ")}/>`;
  });
  const viewBox = `0 0 ${UNITS} ${UNITS}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><title>Partner Back Office</title>${elements.join("")}</svg>\n`;
}

function contains(shape, x, y) {
  if (shape.kind === "circle") return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  const { x: left, y: top, width, height, rx: radius } = shape;
  if (x < left || x > left + width || y < top || y > top + height) return false;
  const dx = Math.max(left + radius - x, 0, x - (left + width - radius));
  const dy = Math.max(top + radius - y, 0, y - (top + height - radius));
  return dx * dx + dy * dy <= radius * radius;
}

const rgb = (hex) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** RGBA pixels of the shapes at `size` px, anti-aliased by sampling each pixel on an 8 × 8 grid. */
function rasterize(shapes, size) {
  const samples = 8;
  const pixels = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((column + (sx + 0.5) / samples) * UNITS) / size;
          const y = ((row + (sy + 0.5) / samples) * UNITS) / size;
          const top = shapes.findLast((shape) => contains(shape, x, y));
          if (!top) continue;
          const [red, green, blue] = rgb(top.fill);
          sum[0] += red;
          sum[1] += green;
          sum[2] += blue;
          sum[3] += 1;
        }
      }
      const offset = (row * size + column) * 4;
      const covered = sum[3];
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = covered ? Math.round(sum[channel] / covered) : 0;
      }
      pixels[offset + 3] = Math.round((255 * covered) / (samples * samples));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG; each row uses filter 0 (none). */
function png(pixels, size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) {
    Buffer.from(pixels.buffer, row * size * 4, size * 4).copy(rows, row * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An ICO container holding one PNG per size, as every current browser reads it. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const rounded = [roundedBackground, ...MARK];
const drawn = (shapes, size) => png(rasterize(shapes, size), size);
const files = {
  "icon.svg": svg(rounded),
  "favicon.ico": ico([16, 32, 48].map((size) => ({ size, data: drawn(rounded, size) }))),
  "apple-touch-icon.png": drawn([squareBackground, ...MARK], 180),
  "icon-192.png": drawn(rounded, 192),
  "icon-512.png": drawn(rounded, 512),
};
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(PUBLIC_DIR, name), content);
console.info(`wrote ${Object.keys(files).join(", ")} to public/`);
