// OCR of one capture, cached by the capture's hash: the same pixels are never read twice (a repeat costs the
// sha-256 of the PNG, about 1-3 ms for a 1280x800 capture). The counters let tests see that ordinary windows
// never pay for a capture.
import { createHash } from 'node:crypto';
import { readGrey } from './reread.js';
import type { Grey } from './screen.js';
import { tesseractLines, type OcrLine } from './tesseract.js';

const CACHE_SIZE = 64;
const cache = new Map<string, OcrLine[]>();

/** How often captures were taken for OCR, read by the engine, and answered from the cache (this process). */
export const ocrCounts = { captures: 0, reads: 0, cached: 0 };

/**
 * The text lines of a PNG, from the cache when the same pixels were read before. `prepare` makes the grey image
 * tesseract reads from the PNG, its small unsure words read again (reread.ts); only on a miss, so a cached repeat
 * still costs the hash alone. Without it the PNG is read as it is, once.
 */
export async function readCapture(
  png: Buffer,
  signal?: AbortSignal,
  prepare?: (png: Buffer) => Grey,
): Promise<OcrLine[]> {
  const key = createHash('sha256').update(png).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    ocrCounts.cached += 1;
    // Most recently used last, so the oldest is dropped first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  ocrCounts.reads += 1;
  const lines = prepare
    ? await readGrey(() => prepare(png), signal)
    : await tesseractLines(png, signal ? { signal } : {});
  cache.set(key, lines);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return lines;
}
