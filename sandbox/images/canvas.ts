import type { Raster } from "./png";

export type Colour = readonly [number, number, number];

export function createRaster(width: number, height: number, background: Colour): Raster {
  const pixels = new Uint8Array(width * height * 3);
  for (let offset = 0; offset < pixels.length; offset += 3) pixels.set(background, offset);
  return { width, height, pixels };
}

function setPixel(raster: Raster, x: number, y: number, colour: Colour): void {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  raster.pixels.set(colour, (y * raster.width + x) * 3);
}

export function fillRect(
  raster: Raster,
  x: number,
  y: number,
  width: number,
  height: number,
  colour: Colour,
): void {
  for (let row = y; row < y + height; row++) {
    for (let column = x; column < x + width; column++) setPixel(raster, column, row, colour);
  }
}

export function fillEllipse(
  raster: Raster,
  centreX: number,
  centreY: number,
  radiusX: number,
  radiusY: number,
  colour: Colour,
): void {
  for (let row = Math.floor(centreY - radiusY); row <= centreY + radiusY; row++) {
    for (let column = Math.floor(centreX - radiusX); column <= centreX + radiusX; column++) {
      const dx = (column - centreX) / radiusX;
      const dy = (row - centreY) / radiusY;
      if (dx * dx + dy * dy <= 1) setPixel(raster, column, row, colour);
    }
  }
}

/** Writes `text` as blocks: one column per character, its 7-bit code from top (high bit) to bottom. */
export function drawTextBlocks(
  raster: Raster,
  text: string,
  x: number,
  y: number,
  block: number,
  colour: Colour,
): void {
  [...text].forEach((character, column) => {
    const code = character.charCodeAt(0) & 0x7f;
    for (let bit = 0; bit < 7; bit++) {
      if (code & (1 << (6 - bit)))
        fillRect(raster, x + column * block, y + bit * block, block - 1, block - 1, colour);
    }
  });
}
