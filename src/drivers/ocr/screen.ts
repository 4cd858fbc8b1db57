// A screen capture made ready for tesseract: every text dark on light paper, and the thin edges of boxes taken out.
// Tesseract binarises with one threshold and reads a word touched by a frame as noise, so light words on a dark
// or coloured button, and small labels in bordered buttons or grid cells, were lost. Pure: pixels in, pixels out.
import type { Pixels } from '../png.js';
import { greyOf } from './prepare.js';

// Half the side of the square whose mean grey is a pixel's paper: wider than a letter, about a button's height.
const RADIUS = 20;
// Paper darker than this is dark paper (its grey is inverted); ink is darker than INK once it is light.
const DARK = 128;
const INK = 170;
// A frame's edge is at most this thick; letters' strokes that long are thicker, or not straight.
const THIN = 2;
// A horizontal edge at least this long is a box's (underlines and rules go too); a vertical one needs this length
// and both ends at a horizontal edge, near enough for a rounded corner (a box's side), so the stem of a large "l"
// and the strokes of an underlined link's letters stay.
const ACROSS = 30;
const DOWN = 12;
const CORNER = 4;

/** One byte of grey a pixel, row after row. */
export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The capture in grey with its text dark on light everywhere and boxes' thin edges painted as paper. */
export function prepareScreen(source: Pixels): Grey {
  const { width, height } = source;
  const light = evenGrey(source);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = (light[i] ?? 255) < INK ? 1 : 0;
  const edges = frameEdges(ink, width, height);
  for (let i = 0; i < light.length; i++) if (edges[i]) light[i] = 255;
  return { width, height, data: light };
}

/** Grey pixels as a binary PGM image (what tesseract reads fastest: no compression to undo). */
export function pgmOf(grey: Grey): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`, 'ascii'), grey.data]);
}

// Grey, inverted wherever the mean grey around the pixel is dark (an integral image makes each mean constant time).
function evenGrey(source: Pixels): Uint8Array {
  const { width, height } = source;
  const grey = greyOf(source);
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x] ?? 0;
      sums[(y + 1) * w1 + x + 1] = (sums[y * w1 + x + 1] ?? 0) + row;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const [y0, y1] = [Math.max(0, y - RADIUS), Math.min(height, y + RADIUS + 1)];
    for (let x = 0; x < width; x++) {
      const [x0, x1] = [Math.max(0, x - RADIUS), Math.min(width, x + RADIUS + 1)];
      const sum =
        (sums[y1 * w1 + x1] ?? 0) -
        (sums[y0 * w1 + x1] ?? 0) -
        (sums[y1 * w1 + x0] ?? 0) +
        (sums[y0 * w1 + x0] ?? 0);
      const g = grey[y * width + x] ?? 0;
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0)) < DARK ? 255 - g : g;
    }
  }
  return out;
}

// The pixels of boxes' thin edges: long thin runs across, and thin runs down that start or end at one of those.
function frameEdges(ink: Uint8Array, width: number, height: number): Uint8Array {
  const at = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && ink[y * width + x] === 1;
  // How thick the ink is through (x, y) along (dx, dy), counting up to THIN + 1.
  const thick = (x: number, y: number, dx: number, dy: number): number => {
    let n = 1;
    for (let k = 1; k <= THIN && at(x - k * dx, y - k * dy); k++) n += 1;
    for (let k = 1; k <= THIN && at(x + k * dx, y + k * dy); k++) n += 1;
    return n;
  };
  const across = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    runs(
      width,
      (x) => at(x, y) && thick(x, y, 0, 1) <= THIN,
      (from, to) => {
        if (to - from >= ACROSS) across.fill(1, y * width + from, y * width + to);
      },
    );
  const corner = (x: number, y: number): boolean => {
    for (let dy = -CORNER; dy <= CORNER; dy++)
      for (let dx = -CORNER; dx <= CORNER; dx++) {
        const [cx, cy] = [x + dx, y + dy];
        if (cx >= 0 && cy >= 0 && cx < width && cy < height && across[cy * width + cx]) return true;
      }
    return false;
  };
  const edges = across.slice();
  for (let x = 0; x < width; x++)
    runs(
      height,
      (y) => at(x, y) && thick(x, y, 1, 0) <= THIN,
      (from, to) => {
        if (to - from < DOWN || !corner(x, from) || !corner(x, to - 1)) return;
        for (let y = from; y < to; y++) edges[y * width + x] = 1;
      },
    );
  return edges;
}

// Calls `found` with each run [from, to) of positions 0..length-1 where `on` holds.
function runs(length: number, on: (k: number) => boolean, found: (from: number, to: number) => void): void {
  let start = -1;
  for (let k = 0; k <= length; k++) {
    const lit = k < length && on(k);
    if (lit && start < 0) start = k;
    if (!lit && start >= 0) {
      found(start, k);
      start = -1;
    }
  }
}
