import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodePng, encodePng, paintBlack } from './png.js';

function image(colorType: 2 | 6, filterType: number): { png: Buffer; rgba: Buffer } {
  const source = new PNG({ width: 37, height: 23 });
  for (let i = 0; i < source.data.length; i++) source.data[i] = (i * 73 + (i >> 5) * 29) & 255;
  if (colorType === 2) for (let i = 3; i < source.data.length; i += 4) source.data[i] = 255;
  const png = PNG.sync.write(source, { colorType, filterType, inputHasAlpha: true });
  return { png, rgba: Buffer.from(source.data) };
}

describe('the screenshot PNG codec', () => {
  it.each([0, 1, 2, 3, 4])('reads RGBA and RGB with filter %i and writes the same pixels back', (filter) => {
    for (const colorType of [2, 6] as const) {
      const { png, rgba } = image(colorType, filter);
      const pixels = decodePng(png);
      expect(pixels).toMatchObject({ width: 37, height: 23 });
      expect(PNG.sync.read(encodePng(pixels)).data.equals(rgba)).toBe(true);
    }
  });

  it('paints a box black, clipped to the image, and nothing else', () => {
    const { png, rgba } = image(6, 4);
    const pixels = decodePng(png);
    paintBlack(pixels, [{ x: 30.5, y: -4, width: 20, height: 6.2 }]);
    const out = PNG.sync.read(encodePng(pixels)).data;
    for (let y = 0; y < 23; y++)
      for (let x = 0; x < 37; x++) {
        const at = (y * 37 + x) * 4;
        const inside = x >= 30 && y < 3;
        expect([...out.subarray(at, at + 4)]).toEqual(
          inside ? [0, 0, 0, 255] : [...rgba.subarray(at, at + 4)],
        );
      }
  });

  it('refuses what is not a PNG, with a driver error', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow(expect.objectContaining({ code: 'driver_error' }));
  });
});
