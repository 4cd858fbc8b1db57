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

// A filled box (a button, tab or bar of one dark colour) is BOX_MIN to BOX_MAX high and at least twice as wide (a
// bold letter of a heading is not), and its colour covers this share of its bounding box; words in it are its holes.
const BOX_MIN = 16;
const BOX_MAX = 80;
// A box's colour may be lighter than dark paper: a mid blue with white words (Tagify's tags: grey 120 to 132 from
// top to bottom) is a box whose words are lighter than it.
const BOX_DARK = 160;
const BOX_FILL = 0.6;
// Ink much darker than the box's colour (dark words on a mid-grey button) leaves a box as it is.
const BOX_INK = 50;

/** The capture in grey with its text dark on light everywhere and boxes' thin edges painted as paper. */
export function prepareScreen(source: Pixels): Grey {
  const { width, height } = source;
  const grey = greyOf(source);
  const light = evenGrey(grey, width, height);
  // A primary button on a white page is too small to darken the mean around its words: it is found as a box.
  const boxes = filledBoxes(grey, width, height);
  for (let i = 0; i < light.length; i++) {
    const paper = boxes[i] ?? -1;
    if (paper >= 0) light[i] = whiten(grey[i] ?? 0, paper);
  }
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = (light[i] ?? 255) < INK ? 1 : 0;
  const edges = frameEdges(ink, width, height);
  for (let i = 0; i < light.length; i++) if (edges[i]) light[i] = 255;
  // A rounded corner is left of a box's frame once its edges are gone: as marks beside a word, tesseract takes the
  // word for a picture (Ionic's outlined ADD buttons were never read).
  for (const i of cornerMarks(ink, edges, width, height)) light[i] = 255;
  return { width, height, data: light };
}

/** Grey pixels as a binary PGM image (what tesseract reads fastest: no compression to undo). */
export function pgmOf(grey: Grey): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`, 'ascii'), grey.data]);
}

// A pixel of dark paper turned over, the paper stretched to white (a blue bar's 76 would be 179, which tesseract's
// one threshold takes for ink, and the bar's words with it).
const whiten = (g: number, paper: number): number =>
  Math.max(0, Math.min(255, Math.round(((255 - g) * 255) / (255 - Math.min(paper, 254)))));

// Grey, inverted wherever the mean grey around the pixel is dark (an integral image makes each mean constant time).
function evenGrey(grey: Uint8Array, width: number, height: number): Uint8Array {
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
      const mean = sum / ((y1 - y0) * (x1 - x0));
      out[y * width + x] = mean < DARK ? whiten(g, mean) : g;
    }
  }
  return out;
}

/**
 * For each pixel inside a filled box, the box's mean grey; -1 elsewhere. A box is a 4-connected run of dark pixels
 * whose bounding box is BOX_MIN to BOX_MAX high, at least twice as wide and mostly its colour; inside it are its own
 * pixels and the holes they enclose (its words), not the page showing at its rounded corners.
 */
function filledBoxes(grey: Uint8Array, width: number, height: number): Int16Array {
  const size = width * height;
  const box = new Int16Array(size).fill(-1);
  // Each dark pixel's component (0: not yet reached); typed arrays and no allocation a pixel: this runs on every
  // capture read.
  const label = new Int32Array(size);
  const stack = new Int32Array(size);
  const dark = (i: number): boolean => (grey[i] ?? 255) < BOX_DARK;
  let id = 0;
  for (let start = 0; start < size; start++) {
    if (label[start] !== 0 || !dark(start)) continue;
    id += 1;
    let top = 0;
    let n = 0;
    let sum = 0;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    label[start] = id;
    stack[top++] = start;
    const reach = (j: number): void => {
      if (label[j] === 0 && dark(j)) {
        label[j] = id;
        stack[top++] = j;
      }
    };
    while (top > 0) {
      const i = stack[--top] ?? 0;
      const y = Math.floor(i / width);
      const x = i - y * width;
      n += 1;
      sum += grey[i] ?? 0;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (x > 0) reach(i - 1);
      if (x < width - 1) reach(i + 1);
      if (y > 0) reach(i - width);
      if (y < height - 1) reach(i + width);
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (h < BOX_MIN || h > BOX_MAX || w < 2 * h || n < BOX_FILL * w * h) continue;
    const paper = sum / n;
    let inked = 0;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        if (label[i] === id && (grey[i] ?? 0) < paper - BOX_INK) inked += 1;
      }
    if (inked > 0.05 * n) continue;
    // The page inside the bounds but outside the box: light pixels reached from the bounds' edge.
    const outside = new Uint8Array(w * h);
    top = 0;
    const seed = (x: number, y: number): void => {
      const k = (y - y0) * w + (x - x0);
      if (!outside[k] && !dark(y * width + x)) {
        outside[k] = 1;
        stack[top++] = y * width + x;
      }
    };
    for (let x = x0; x <= x1; x++) {
      seed(x, y0);
      seed(x, y1);
    }
    for (let y = y0; y <= y1; y++) {
      seed(x0, y);
      seed(x1, y);
    }
    while (top > 0) {
      const i = stack[--top] ?? 0;
      const y = Math.floor(i / width);
      const x = i - y * width;
      if (x > x0) seed(x - 1, y);
      if (x < x1) seed(x + 1, y);
      if (y > y0) seed(x, y - 1);
      if (y < y1) seed(x, y + 1);
    }
    const shade = Math.round(paper);
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) if (!outside[(y - y0) * w + (x - x0)]) box[y * width + x] = shade;
  }
  return box;
}

/** The ink left of boxes' rounded corners: small runs of ink (none wider or higher than a corner) that touch an edge. */
function cornerMarks(ink: Uint8Array, edges: Uint8Array, width: number, height: number): number[] {
  const size = width * height;
  const seen = new Uint8Array(size);
  const members = new Int32Array(size);
  const marks: number[] = [];
  const left = (i: number): boolean => ink[i] === 1 && !edges[i];
  // Only ink that touches an edge can be a corner's mark: each run is started from beside an edge pixel.
  for (let e = 0; e < size; e++) {
    if (!edges[e]) continue;
    const ey = Math.floor(e / width);
    const ex = e - ey * width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const sx = ex + dx;
        const sy = ey + dy;
        if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
        const start = sy * width + sx;
        if (seen[start] || !left(start)) continue;
        let n = 0;
        let done = 0;
        let [x0, y0, x1, y1] = [sx, sy, sx, sy];
        seen[start] = 1;
        members[n++] = start;
        while (done < n) {
          const i = members[done++] ?? 0;
          const y = Math.floor(i / width);
          const x = i - y * width;
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
          for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
            for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
              const j = ny * width + nx;
              if (!seen[j] && left(j)) {
                seen[j] = 1;
                members[n++] = j;
              }
            }
        }
        if (x1 - x0 <= CORNER && y1 - y0 <= CORNER) for (let k = 0; k < n; k++) marks.push(members[k] ?? 0);
      }
  }
  return marks;
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
