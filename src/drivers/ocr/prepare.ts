// A window's pixels made ready for OCR when they are small bitmap text in ruled boxes (the X toolkit's buttons,
// xmessage's ovals): ink and paper told apart, the long straight strokes of frames taken out (tesseract reads
// "Help" in a box as noise), and the image scaled up by whole pixels with a margin. Pure: pixels in, pixels out.
import type { Pixels } from '../png.js';

/**
 * How the pixels were prepared: the scale and margin, to place what OCR reads back in window pixels, and the
 * window's ink as told apart from its paper (1 a pixel of ink, 0 of paper; frame lines included).
 */
export interface Prepared {
  pixels: Pixels;
  scale: number;
  margin: number;
  ink: { width: number; height: number; data: Uint8Array };
}

/** Each pixel's grey (luma, rounded), one byte a pixel. */
export function greyOf(source: Pixels): Uint8Array {
  const { width, height, data } = source;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = Math.round(
      0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0),
    );
  return grey;
}

// A run of ink at least this long, across or down, is a frame's edge, not a letter's stroke (bitmap UI fonts of
// 10-14 px have stems of at most 12 px; a button's frame is at least 18 px high).
const ACROSS = 25;
const DOWN = 16;
const SCALE = 5;
const MARGIN = 20;
const BLUR = 2;

/** Removes frame lines, makes dark ink on white, and scales by 4 with a white margin. */
export function prepareForOcr(source: Pixels): Prepared {
  const { width, height } = source;
  const grey = greyOf(source);
  const sum = grey.reduce((a, g) => a + g, 0);
  // Ink is what differs from the paper: dark on a light window, light on a dark one.
  const light = sum / Math.max(1, width * height) >= 128;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++)
    ink[i] = (light ? (grey[i] ?? 0) < 128 : (grey[i] ?? 0) >= 128) ? 1 : 0;
  const line = new Uint8Array(width * height);
  markRuns(ink, line, width, height, 1, width, ACROSS);
  markRuns(ink, line, height, width, width, 1, DOWN);
  const outW = width * SCALE + 2 * MARGIN;
  const outH = height * SCALE + 2 * MARGIN;
  // Ink scaled up by whole pixels, then softened (a box blur across and down): blocky bitmap letters read as
  // letters once their steps are smoothed ("Quit" is misread without it).
  const dark = new Float32Array(outW * outH);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!ink[i] || line[i]) continue;
      for (let dy = 0; dy < SCALE; dy++)
        dark.fill(
          1,
          (MARGIN + y * SCALE + dy) * outW + MARGIN + x * SCALE,
          (MARGIN + y * SCALE + dy) * outW + MARGIN + (x + 1) * SCALE,
        );
    }
  const soft = blur(blur(dark, outW, outH, 1, outW), outH, outW, outW, 1);
  const data = Buffer.alloc(outW * outH * 4, 255);
  for (let i = 0; i < soft.length; i++)
    data.fill(Math.round(255 * (1 - Math.min(1, soft[i] ?? 0))), i * 4, i * 4 + 3);
  return {
    pixels: { width: outW, height: outH, data },
    scale: SCALE,
    margin: MARGIN,
    ink: { width, height, data: ink },
  };
}

// A box blur of radius BLUR along one direction (arguments as for markRuns).
function blur(
  from: Float32Array,
  length: number,
  lanes: number,
  step: number,
  laneStep: number,
): Float32Array {
  const out = new Float32Array(from.length);
  const span = 2 * BLUR + 1;
  for (let lane = 0; lane < lanes; lane++) {
    const at = (k: number): number =>
      from[lane * laneStep + Math.min(length - 1, Math.max(0, k)) * step] ?? 0;
    let sum = 0;
    for (let k = -BLUR; k <= BLUR; k++) sum += at(k);
    for (let k = 0; k < length; k++) {
      out[lane * laneStep + k * step] = sum / span;
      sum += at(k + BLUR + 1) - at(k - BLUR);
    }
  }
  return out;
}

// Marks in `line` every run of ink at least `min` long along one direction: `lanes` lanes of `length` pixels,
// a lane starting `laneStep` after the last and a pixel `step` after the one before it.
function markRuns(
  ink: Uint8Array,
  line: Uint8Array,
  length: number,
  lanes: number,
  step: number,
  laneStep: number,
  min: number,
): void {
  for (let lane = 0; lane < lanes; lane++) {
    let start = -1;
    for (let k = 0; k <= length; k++) {
      const i = lane * laneStep + k * step;
      const on = k < length && ink[i] === 1;
      if (on && start < 0) start = k;
      if (!on && start >= 0) {
        if (k - start >= min) for (let j = start; j < k; j++) line[lane * laneStep + j * step] = 1;
        start = -1;
      }
    }
  }
}
