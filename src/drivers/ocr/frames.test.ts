import { describe, expect, it } from 'vitest';
import { splitAtFrames } from './frames.js';
import type { Prepared } from './prepare.js';
import type { OcrLine } from './tesseract.js';

// The ink of a window 40×12 with a column of ink at each x of `edges`, top to bottom, prepared at scale 2 with a
// margin of 4 (the prepared image itself is not read); the words sit in rows 3..8 of the window.
function prepared(edges: number[]): Prepared {
  const [width, height] = [40, 12];
  const data = new Uint8Array(width * height);
  for (const x of edges) for (let y = 0; y < height; y++) data[y * width + x] = 1;
  return {
    pixels: { width: 0, height: 0, data: Buffer.alloc(0) },
    scale: 2,
    margin: 4,
    ink: { width, height, data },
  };
}
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
    const parts = splitAtFrames(prepared([15]), [line]);
    expect(parts.map((p) => [p.text, p.x, p.width])).toEqual([
      ['Quit', 8, 24],
      ['Save', 38, 30],
    ]);
  });

  it('keeps a line whole when no column between its words is inked down its height', () => {
    expect(splitAtFrames(prepared([]), [line])).toEqual([line]);
    // An edge under a word (a letter's stem, the frame around the whole line) is not between two words.
    expect(splitAtFrames(prepared([5, 36]), [line])).toEqual([line]);
  });
});
