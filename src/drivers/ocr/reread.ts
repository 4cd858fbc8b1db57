// A prepared screen read in two passes. Tesseract reads UI text of 12-13 px at the edge of what it was trained on:
// it finds the words but is unsure of many ("SKU-1032" as "skU-1032", prices at confidence 15-45), and the words
// it is unsure of are dropped. Each such small word is cut out with a margin, scaled up twice, and all of them are
// stacked into one small image that tesseract reads in one more call; what it is sure of there replaces the
// unsure word. The whole capture scaled up reads as well but costs four times as long.
import { unreadInk } from './ink.js';
import type { Grey } from './screen.js';
import { pgmOf } from './screen.js';
import {
  linesOfWords,
  keepSpare,
  startSpares,
  takeTesseract,
  sure,
  type OcrLine,
  type StartedTesseract,
  type TsvWord,
} from './tesseract.js';

// Words at most this tall are small enough to gain from a second look at twice the size.
const SMALL = 18;
const SCALE = 2;
// Paper around each cut-out word (source pixels), and between the strips of the stacked image (scaled pixels).
const MARGIN = 4;
const GAP = 8;
// Small words read with less confidence than this are read again; the reading more sure of itself is kept.
const RECHECK = 80;
// At most this many words are read again (a screen full of unsure words is not text).
const MOST = 80;

/**
 * The lines of a prepared grey image, its small unsure words, and ink it left unread (ink.ts), read a second time
 * at twice the size. Each tesseract spends about 120 ms loading its data before it reads: both the reading needs
 * are taken from the spares started after the last reading, or started before the image is prepared (`grey` may
 * be the function that prepares it), so the second's start is spent while the first reads.
 */
export async function readGrey(grey: Grey | (() => Grey), signal?: AbortSignal): Promise<OcrLine[]> {
  const reader = takeTesseract(SPARSE);
  const again = takeTesseract(BLOCK);
  let read = false;
  try {
    const image = typeof grey === 'function' ? grey() : grey;
    const first = await reader.words(pgmOf(image), signal);
    const regions = [...unsureRegions(first, image), ...unreadInk(image, first)];
    const second = regions.length === 0 ? undefined : await secondLook(image, regions, again, signal);
    read = true;
    return linesOfWords(second ? replaced(first, regions, second) : first);
  } finally {
    // One not given an image (nothing to read again) waits for the next reading, with a spare started for the
    // other; a reading that failed leaves none (tesseract missing, or the caller gave up).
    reader.stop();
    if (read && again.waiting()) keepSpare(BLOCK, again);
    else again.stop();
    if (read) startSpares([SPARSE, BLOCK]);
  }
}

// Tesseract's page segmentation modes: sparse text for a screen of scattered labels, one block for the stacked
// strips of the second pass.
const SPARSE = 11;
const BLOCK = 6;

// The unsure regions read again, stacked at twice the size, each sure word placed back where it was read.
async function secondLook(
  image: Grey,
  regions: readonly Region[],
  reader: StartedTesseract,
  signal: AbortSignal | undefined,
): Promise<ReturnType<typeof placedBack>> {
  const { image: strips, tops } = stacked(image, regions);
  return placedBack(await reader.words(pgmOf(strips), signal), regions, tops);
}

/** A box in source pixels (x0, y0, x1, y1) and the unsure word it covers. */
export interface Region {
  box: [number, number, number, number];
  word: TsvWord;
}

/**
 * The small words read with less than full confidence, each alone with a margin of paper (cut out together with
 * its neighbours, a word is read again with their strokes: a legend's colour box beside its label).
 */
export function unsureRegions(words: readonly TsvWord[], grey: Pick<Grey, 'width' | 'height'>): Region[] {
  const regions: Region[] = [];
  for (const word of words) {
    const [x0, y0, x1, y1] = word.box;
    if (word.conf >= RECHECK || y1 - y0 > SMALL || y1 - y0 < 4) continue;
    regions.push({
      box: [
        Math.max(0, x0 - MARGIN),
        Math.max(0, y0 - MARGIN),
        Math.min(grey.width, x1 + MARGIN),
        Math.min(grey.height, y1 + MARGIN),
      ],
      word,
    });
  }
  return regions.length > MOST ? [] : regions;
}

/** The regions cut out, scaled up and stacked one under another on white paper; `tops` is each strip's top. */
export function stacked(grey: Grey, regions: readonly Region[]): { image: Grey; tops: number[] } {
  const width = GAP * 2 + SCALE * Math.max(...regions.map((r) => r.box[2] - r.box[0]));
  const tops: number[] = [];
  let height = GAP;
  for (const r of regions) {
    tops.push(height);
    height += SCALE * (r.box[3] - r.box[1]) + GAP;
  }
  const data = new Uint8Array(width * height).fill(255);
  regions.forEach((r, i) => {
    const [x0, y0, x1, y1] = r.box;
    const top = tops[i] ?? 0;
    for (let y = 0; y < SCALE * (y1 - y0); y++)
      for (let x = 0; x < SCALE * (x1 - x0); x++)
        data[(top + y) * width + GAP + x] = sample(
          grey,
          x0 + (x + 0.5) / SCALE - 0.5,
          y0 + (y + 0.5) / SCALE - 0.5,
        );
  });
  return { image: { width, height, data }, tops };
}

// The grey at a point between pixels, bilinear.
function sample(grey: Grey, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), grey.width - 1);
  const cy = Math.min(Math.max(y, 0), grey.height - 1);
  const [x0, y0] = [Math.floor(cx), Math.floor(cy)];
  const [x1, y1] = [Math.min(x0 + 1, grey.width - 1), Math.min(y0 + 1, grey.height - 1)];
  const [fx, fy] = [cx - x0, cy - y0];
  const at = (px: number, py: number): number => grey.data[py * grey.width + px] ?? 255;
  const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
  const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}

/** The second pass's sure words, each in source pixels with the index of the region its centre falls in. */
export function placedBack(
  words: readonly TsvWord[],
  regions: readonly Region[],
  tops: readonly number[],
): { region: number; word: TsvWord }[] {
  const out: { region: number; word: TsvWord }[] = [];
  for (const word of words) {
    if (!sure(word)) continue;
    const middle = (word.box[1] + word.box[3]) / 2;
    const region = regions.findIndex((r, i) => {
      const top = tops[i] ?? 0;
      return middle >= top && middle < top + SCALE * (r.box[3] - r.box[1]);
    });
    const r = regions[region];
    if (!r) continue;
    const top = tops[region] ?? 0;
    const back = (v: number, from: number, origin: number): number => Math.round(origin + (v - from) / SCALE);
    out.push({
      region,
      word: {
        ...word,
        key: r.word.key,
        box: [
          back(word.box[0], GAP, r.box[0]),
          back(word.box[1], top, r.box[1]),
          back(word.box[2], GAP, r.box[0]),
          back(word.box[3], top, r.box[1]),
        ],
      },
    });
  }
  return out;
}

/**
 * The first pass's words with each region's word replaced by what the second pass read there, where it was sure of
 * every word and surer on average than the first reading, in its place in the reading order. A word outside every
 * region is never read twice.
 */
export function replaced(
  first: readonly TsvWord[],
  regions: readonly Region[],
  second: readonly { region: number; word: TsvWord }[],
): TsvWord[] {
  const overlaps = (a: TsvWord, b: TsvWord): boolean =>
    a.box[0] < b.box[2] && b.box[0] < a.box[2] && a.box[1] < b.box[3] && b.box[1] < a.box[3];
  const outside = first.filter((w) => !regions.some((r) => r.word === w));
  // What the second pass read in a region, where it was sure of every word and surer on average than the first.
  const better = (region: number, before: TsvWord): TsvWord[] | undefined => {
    // Words of the second pass over a word read outside the region (its margin) are that word again.
    const again = second
      .filter((s) => s.region === region && !outside.some((k) => sure(k) && overlaps(k, s.word)))
      .map((s) => s.word);
    // Read at twice the size, strokes (a legend's colour box, an icon) come out as letters at up to about 60.
    const mean = again.reduce((a, w) => a + w.conf, 0) / (again.length || 1);
    return again.length && again.every((w) => w.conf >= RECHECK) && mean > before.conf ? again : undefined;
  };
  const words = first.flatMap((word) => {
    const region = regions.findIndex((r) => r.word === word);
    return region < 0 ? [word] : (better(region, word) ?? [word]);
  });
  // Ink the first pass left unread (ink.ts) is read only here; its words come after the first pass's. A lone
  // character read there must be a digit: an icon's chevron, circle or glyph reads as "v", ">", "O" or "A".
  const unread = regions.flatMap((r, i) => {
    if (first.includes(r.word)) return [];
    const words = better(i, r.word) ?? [];
    const lone = words.length === 1 && (words[0]?.text.length ?? 0) === 1;
    return words.some((w) => /[\p{L}\p{N}]/u.test(w.text)) && (!lone || /^\p{N}$/u.test(words[0]?.text ?? ''))
      ? words
      : [];
  });
  return [...words, ...unread];
}
