import { describe, expect, it } from 'vitest';
import type { Pixels } from '../png.js';
import { splitAtFrames } from './frames.js';
import type { OcrLine } from './tesseract.js';

// A white window 40×12 with a black column at each x of `edges`, top to bottom.
function window(edges: number[]): Pixels {
  const [width, height] = [40, 12];
  const data = Buffer.alloc(width * height * 4, 255);
  for (const x of edges)
    for (let y = 0; y < height; y++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}
// Prepared pixels are the window's at scale 2 with a margin of 4; the words sit in rows 3..8 of the window.
const prepared = (source: Pixels) => ({ pixels: source, scale: 2, margin: 4 });
const line: OcrLine = {
  text: 'Quit Save',
  x: 4 + 2 * 2,
  y: 4 + 3 * 2,
  width: 2 * 30,
  height: 2 * 6,
  confidence: 90,
  words: [
    { text: 'Quit', x: 4 + 2 * 2, width: 2 * 12 },
    { text: 'Save', x: 4 + 2 * 17, width: 2 * 15 },
  ],
};

describe('splitAtFrames', () => {
  it('splits a line where a frame edge runs down between two words, each part with its own box', () => {
    const parts = splitAtFrames(window([15]), prepared(window([15])), [line]);
    expect(parts.map((p) => [p.text, p.x, p.width])).toEqual([
      ['Quit', 8, 24],
      ['Save', 38, 30],
    ]);
  });

  it('keeps a line whole when no column between its words is inked down its height', () => {
    expect(splitAtFrames(window([]), prepared(window([])), [line])).toEqual([line]);
    // An edge under a word (a letter's stem, the frame around the whole line) is not between two words.
    expect(splitAtFrames(window([5, 36]), prepared(window([5, 36])), [line])).toEqual([line]);
  });
});
