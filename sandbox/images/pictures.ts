import { createRng } from "../data/prng";
import { type Colour, createRaster, drawTextBlocks, fillEllipse, fillRect } from "./canvas";
import { encodePng } from "./png";

const SKIN_TONES: readonly Colour[] = [
  [241, 194, 125],
  [224, 172, 105],
  [198, 134, 66],
  [141, 85, 36],
];
const BACKGROUNDS: readonly Colour[] = [
  [214, 228, 240],
  [235, 235, 220],
  [220, 240, 225],
  [240, 222, 230],
];
const INK: Colour = [30, 40, 60];
const CARD: Colour = [168, 205, 235];

const darker = ([red, green, blue]: Colour, by: number): Colour => [
  Math.max(0, red - by),
  Math.max(0, green - by),
  Math.max(0, blue - by),
];

function drawFace(
  raster: ReturnType<typeof createRaster>,
  centreX: number,
  centreY: number,
  scale: number,
  id: string,
) {
  const rng = createRng("face", id);
  const skin = rng.pick(SKIN_TONES);
  const hair: Colour = rng.pick([
    [20, 20, 20],
    [60, 40, 30],
    [90, 60, 40],
  ]);
  fillEllipse(
    raster,
    centreX,
    centreY + scale * 1.9,
    scale * 1.5,
    scale * 0.9,
    darker(rng.pick(BACKGROUNDS), 90),
  );
  fillEllipse(raster, centreX, centreY - scale * 0.3, scale * 0.95, scale * 0.8, hair);
  fillEllipse(raster, centreX, centreY, scale * 0.8, scale, skin);
  fillEllipse(raster, centreX - scale * 0.3, centreY - scale * 0.15, scale * 0.1, scale * 0.08, INK);
  fillEllipse(raster, centreX + scale * 0.3, centreY - scale * 0.15, scale * 0.1, scale * 0.08, INK);
  fillRect(
    raster,
    Math.round(centreX - scale * 0.25),
    Math.round(centreY + scale * 0.45),
    Math.round(scale * 0.5),
    3,
    [150, 60, 60],
  );
}

/** An identity-card-like picture: blue card, header band, photo, text lines, and the id as blocks. */
export function ktpPng(id: string): Buffer {
  const raster = createRaster(340, 214, CARD);
  fillRect(raster, 0, 0, 340, 34, [40, 90, 160]);
  fillRect(raster, 90, 12, 160, 10, [235, 240, 250]);
  const rng = createRng("ktp", id);
  for (let line = 0; line < 7; line++) {
    fillRect(raster, 16, 48 + line * 18, 60, 6, [60, 80, 110]);
    fillRect(raster, 84, 48 + line * 18, rng.int(60, 140), 6, INK);
  }
  fillRect(raster, 244, 44, 82, 104, [200, 60, 60]);
  drawFace(raster, 285, 92, 26, id);
  // The shoulders overflow the photo frame; paint the card back over them.
  fillRect(raster, 230, 148, 110, 24, CARD);
  drawTextBlocks(raster, id.slice(0, 40), 16, 176, 4, INK);
  return encodePng(raster);
}

/** A selfie-like picture: a face and shoulders on a coloured background, the id as blocks below. */
export function selfiePng(id: string): Buffer {
  const background = createRng("selfie", id).pick(BACKGROUNDS);
  const raster = createRaster(240, 240, background);
  drawFace(raster, 120, 100, 48, id);
  drawTextBlocks(raster, id.slice(0, 40), 8, 204, 4, INK);
  return encodePng(raster);
}
