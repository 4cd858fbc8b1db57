import { describe, expect, it } from 'vitest';
import type { Pixels } from '../png.js';
import { pgmOf, prepareScreen } from './screen.js';

// A w×h window of one colour, with rectangles painted in others.
function window(
  w: number,
  h: number,
  paper: number,
  rects: [number, number, number, number, number][],
): Pixels {
  const data = Buffer.alloc(w * h * 4, 255);
  for (let i = 0; i < w * h; i++) data.fill(paper, i * 4, i * 4 + 3);
  for (const [x0, y0, rw, rh, grey] of rects)
    for (let y = y0; y < y0 + rh; y++)
      for (let x = x0; x < x0 + rw; x++) data.fill(grey, (y * w + x) * 4, (y * w + x) * 4 + 3);
  return { width: w, height: h, data };
}
const at = (g: { width: number; data: Uint8Array }, x: number, y: number): number =>
  g.data[y * g.width + x] ?? -1;

describe('prepareScreen', () => {
  it('makes light text on a dark button dark on light paper', () => {
    // A blue-grey button (60) filling the window, with a white stroke (a letter's) in it.
    const prepared = prepareScreen(window(80, 40, 60, [[38, 14, 3, 12, 255]]));
    expect(at(prepared, 39, 20)).toBe(0);
    // Its paper is white, not the 195 of 60 turned over (tesseract's one threshold took that for ink).
    expect(at(prepared, 10, 5)).toBe(255);
  });

  it('turns over a small filled button on a white page, whose light words the wide mean does not see', () => {
    // A 100×30 button of grey 100 at 60,40 on a white 240×120 page, a white stroke in it.
    const prepared = prepareScreen(
      window(240, 120, 255, [
        [60, 40, 100, 30, 100],
        [100, 48, 3, 14, 255],
      ]),
    );
    expect(at(prepared, 101, 55)).toBe(0);
    expect(at(prepared, 70, 44)).toBe(255);
    // The page around it stays paper.
    expect(at(prepared, 20, 20)).toBe(255);
  });

  it('leaves a bold letter alone: a dark run no wider than twice its height is no button', () => {
    // A 20×24 block (a bold "n" of a heading) with a hole, on white.
    const prepared = prepareScreen(
      window(120, 80, 255, [
        [40, 20, 20, 24, 0],
        [46, 30, 8, 14, 255],
      ]),
    );
    expect(at(prepared, 42, 30)).toBe(0);
    expect(at(prepared, 50, 36)).toBe(255);
  });

  it("takes out the rounded corners a box's frame leaves once its edges are gone", () => {
    // A 1 px frame 60×24 at 10,8 whose corners are cut (a rounded box), with a dot of a corner's curve left at each
    // corner, and a letter's stem inside.
    const frame: [number, number, number, number, number][] = [
      [13, 8, 54, 1, 0],
      [13, 31, 54, 1, 0],
      [10, 11, 1, 18, 0],
      [69, 11, 1, 18, 0],
      [11, 9, 2, 2, 0],
      [67, 9, 2, 2, 0],
      [11, 29, 2, 2, 0],
      [67, 29, 2, 2, 0],
      [30, 12, 3, 16, 0],
    ];
    const prepared = prepareScreen(window(80, 40, 255, frame));
    for (const [x, y] of [
      [11, 9],
      [68, 10],
      [12, 30],
      [67, 29],
    ] as const)
      expect(at(prepared, x, y)).toBe(255);
    expect(at(prepared, 31, 20)).toBe(0);
  });

  it("paints a box's thin edges as paper and keeps the letters inside it", () => {
    // A 1 px frame 60×24 at 10,8 on white, with a 3 px wide stem of a letter inside.
    const frame: [number, number, number, number, number][] = [
      [10, 8, 60, 1, 0],
      [10, 31, 60, 1, 0],
      [10, 8, 1, 24, 0],
      [69, 8, 1, 24, 0],
      [30, 12, 3, 16, 0],
    ];
    const prepared = prepareScreen(window(80, 40, 255, frame));
    for (const [x, y] of [
      [40, 8],
      [40, 31],
      [10, 20],
      [69, 20],
    ] as const)
      expect(at(prepared, x, y)).toBe(255);
    expect(at(prepared, 31, 20)).toBe(0);
  });

  it('keeps a tall thin stroke that meets no box edge (the stem of a large "l")', () => {
    const prepared = prepareScreen(window(40, 40, 255, [[20, 5, 2, 20, 0]]));
    expect(at(prepared, 20, 15)).toBe(0);
  });
});

describe('pgmOf', () => {
  it('writes a binary PGM header and the grey bytes', () => {
    const pgm = pgmOf({ width: 2, height: 1, data: new Uint8Array([0, 255]) });
    expect(pgm.toString('latin1')).toBe('P5\n2 1\n255\n\u0000\u00ff');
  });
});
