import { describe, expect, it } from 'vitest';
import { drawLabel, fillRect, labelSize, strokeRect, type Raster } from './draw.js';

const raster = (width: number, height: number): Raster => ({
  width,
  height,
  data: new Uint8Array(width * height * 4),
});
const at = (r: Raster, x: number, y: number): number[] => [
  ...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4),
];

describe('drawing on raw pixels', () => {
  it('strokes a box inside its edges and leaves its inside alone', () => {
    const r = raster(20, 20);
    strokeRect(r, { x: 2, y: 3, width: 10, height: 8 }, [0, 170, 0], 2);
    expect(at(r, 2, 3)).toEqual([0, 170, 0, 255]);
    expect(at(r, 11, 10)).toEqual([0, 170, 0, 255]);
    expect(at(r, 3, 4)).toEqual([0, 170, 0, 255]);
    expect(at(r, 6, 6)).toEqual([0, 0, 0, 0]);
    expect(at(r, 12, 11)).toEqual([0, 0, 0, 0]);
  });

  it('clips what falls outside the raster', () => {
    const r = raster(4, 4);
    fillRect(r, { x: -3, y: 2, width: 100, height: 100 }, [9, 9, 9]);
    expect(at(r, 0, 3)).toEqual([9, 9, 9, 255]);
    expect(at(r, 0, 1)).toEqual([0, 0, 0, 0]);
  });

  it('draws a short id as glyphs on its background, kept inside the raster', () => {
    const r = raster(60, 30);
    const size = labelSize('c12', 2);
    expect(size).toEqual({ width: (3 * 6 + 1) * 2, height: 18 });
    // Asked for beyond the right and bottom edges: moved in.
    drawLabel(r, 55, 25, 'c12', [255, 255, 255], [0, 102, 255], 2);
    const left = 60 - size.width;
    const top = 30 - size.height;
    expect(at(r, left, top)).toEqual([0, 102, 255, 255]);
    // The "1" glyph's top pixel (row 0, column 2) in white, at scale 2.
    const x1 = left + (1 + 1 * 6 + 2) * 2;
    expect(at(r, x1, top + 2)).toEqual([255, 255, 255, 255]);
    expect(at(r, x1 - 2, top + 2)).toEqual([0, 102, 255, 255]);
  });
});
