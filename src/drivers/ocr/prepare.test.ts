import { describe, expect, it } from 'vitest';
import type { Pixels } from '../png.js';
import { prepareForOcr } from './prepare.js';

// A white image with black boxes painted in.
function image(width: number, height: number, ink: [number, number, number, number][], paper = 255): Pixels {
  const data = Buffer.alloc(width * height * 4, paper);
  for (const [x0, y0, w, h] of ink)
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) data.fill(255 - paper, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

// The grey level at a pixel of the source, found in the prepared image (its centre pixel).
function levelAt(p: ReturnType<typeof prepareForOcr>, x: number, y: number): number {
  const px = p.margin + x * p.scale + Math.floor(p.scale / 2);
  const py = p.margin + y * p.scale + Math.floor(p.scale / 2);
  return p.pixels.data[(py * p.pixels.width + px) * 4] ?? -1;
}

describe('preparing a window for OCR', () => {
  it("takes out a frame's long edges and keeps a letter's short strokes, scaled up with a margin", () => {
    // A box 40 wide and 20 high around a 2x10 stem (a letter's) at (19, 5).
    const box: [number, number, number, number][] = [
      [0, 0, 40, 1],
      [0, 19, 40, 1],
      [0, 0, 1, 20],
      [39, 0, 1, 20],
      [19, 5, 2, 10],
    ];
    const p = prepareForOcr(image(40, 20, box));
    expect(p.pixels.width).toBe(40 * p.scale + 2 * p.margin);
    expect(levelAt(p, 19, 9)).toBeLessThan(100);
    for (const [x, y] of [
      [10, 0],
      [10, 19],
      [0, 10],
      [39, 10],
    ] as const)
      expect(levelAt(p, x, y)).toBeGreaterThan(200);
  });

  it('reads light text on a dark window as dark ink on white', () => {
    const p = prepareForOcr(image(30, 12, [[5, 2, 2, 8]], 0));
    expect(levelAt(p, 5, 5)).toBeLessThan(100);
    expect(levelAt(p, 20, 5)).toBeGreaterThan(200);
  });
});
