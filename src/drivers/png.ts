// Screenshot pixels through pngjs (decode, paint secret fields black, encode), for the browser and desktop drivers:
// the image never leaves the driver unpainted; one pngjs cannot read is refused.
import pngjs from 'pngjs';
import { DriverError } from '../core/driver.js';

const { PNG } = pngjs;

/** Decoded RGBA pixels, row after row. */
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

/** A rectangle in image pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Decodes a PNG to RGBA pixels; a PNG that cannot be read fails the screenshot. */
export function decodePng(png: Buffer): Pixels {
  let image: { width: number; height: number; data: Buffer };
  try {
    image = PNG.sync.read(png);
  } catch (error: unknown) {
    // pngjs throws plain Errors for malformed input; the caller only needs to know the image was not masked.
    throw new DriverError(
      'driver_error',
      `the screenshot could not be masked: ${error instanceof Error ? error.message : 'unreadable image'}`,
    );
  }
  return { width: image.width, height: image.height, data: image.data };
}

/** Paints each box opaque black (boxes are clipped to the image). */
export function paintBlack(pixels: Pixels, boxes: Box[]): void {
  const { width, height, data } = pixels;
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x));
    const x1 = Math.min(width, Math.ceil(box.x + box.width));
    const y0 = Math.max(0, Math.floor(box.y));
    const y1 = Math.min(height, Math.ceil(box.y + box.height));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const at = (y * width + x) * 4;
        data.fill(0, at, at + 3);
        data[at + 3] = 255;
      }
  }
}

/** Encodes RGBA pixels as a PNG. */
export function encodePng(pixels: Pixels): Buffer {
  const image = new PNG({ width: pixels.width, height: pixels.height });
  pixels.data.copy(image.data);
  return PNG.sync.write(image);
}
