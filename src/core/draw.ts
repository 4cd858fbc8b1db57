// Drawing on raw RGBA pixels: box outlines and short-id labels (a 5x7 bitmap font of "c" and the digits), for the
// inspect image (and the hex digits of a full candidate id). Pure: no codec and no I/O.
import type { Rect } from './snapshot.js';

/** RGBA pixels, row by row. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** An opaque colour. */
export type Rgb = readonly [number, number, number];

// Rows of five pixels, top to bottom, for each character a short id uses ("c12").
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  c: ['00000', '00000', '01110', '10000', '10000', '10001', '01110'],
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  // The hex digits of a full candidate id.
  a: ['00000', '00000', '01110', '00001', '01111', '10001', '01111'],
  b: ['10000', '10000', '10110', '11001', '10001', '10001', '11110'],
  d: ['00001', '00001', '01101', '10011', '10001', '10001', '01111'],
  e: ['00000', '00000', '01110', '10001', '11111', '10000', '01110'],
  f: ['00110', '01001', '01000', '11100', '01000', '01000', '01000'],
};
const GLYPH_W = 5;
const GLYPH_H = 7;

/** Sets one pixel, when it is inside the raster. */
function put(r: Raster, x: number, y: number, [red, green, blue]: Rgb): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  const at = (y * r.width + x) * 4;
  r.data[at] = red;
  r.data[at + 1] = green;
  r.data[at + 2] = blue;
  r.data[at + 3] = 255;
}

/** Fills a rectangle (clipped to the raster). */
export function fillRect(r: Raster, box: Rect, colour: Rgb): void {
  const x0 = Math.max(0, Math.round(box.x));
  const y0 = Math.max(0, Math.round(box.y));
  const x1 = Math.min(r.width, Math.round(box.x + box.width));
  const y1 = Math.min(r.height, Math.round(box.y + box.height));
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) put(r, x, y, colour);
}

/** Draws a rectangle's outline `thickness` pixels wide, inside its edges. */
export function strokeRect(r: Raster, box: Rect, colour: Rgb, thickness = 2): void {
  const t = Math.max(1, Math.min(thickness, Math.floor(box.width / 2), Math.floor(box.height / 2)));
  const { x, y, width: w, height: h } = box;
  fillRect(r, { x, y, width: w, height: t }, colour);
  fillRect(r, { x, y: y + h - t, width: w, height: t }, colour);
  fillRect(r, { x, y, width: t, height: h }, colour);
  fillRect(r, { x: x + w - t, y, width: t, height: h }, colour);
}

/** The size a label takes at `scale` (one pixel of padding around the text, scaled). */
export function labelSize(text: string, scale = 2): { width: number; height: number } {
  return { width: (text.length * (GLYPH_W + 1) + 1) * scale, height: (GLYPH_H + 2) * scale };
}

/**
 * Draws `text` (characters without a glyph are left blank) on a filled background with its top-left corner at
 * (x, y), moved inside the raster when it would stick out.
 */
export function drawLabel(r: Raster, x: number, y: number, text: string, fg: Rgb, bg: Rgb, scale = 2): void {
  const size = labelSize(text, scale);
  const left = Math.max(0, Math.min(Math.round(x), r.width - size.width));
  const top = Math.max(0, Math.min(Math.round(y), r.height - size.height));
  fillRect(r, { x: left, y: top, ...size }, bg);
  [...text].forEach((ch, i) => {
    const rows = GLYPHS[ch];
    if (!rows) return;
    const gx = left + (1 + i * (GLYPH_W + 1)) * scale;
    rows.forEach((row, gy) => {
      for (let c = 0; c < GLYPH_W; c++)
        if (row[c] === '1')
          fillRect(r, { x: gx + c * scale, y: top + (1 + gy) * scale, width: scale, height: scale }, fg);
    });
  });
}
