import { describe, expect, it } from 'vitest';
import { clustered, inkMarks, unreadInk } from './ink.js';
import type { Grey } from './screen.js';
import type { TsvWord } from './tesseract.js';

// A white image with dark rectangles (x0, y0, x1, y1, exclusive).
const drawn = (width: number, height: number, boxes: [number, number, number, number][]): Grey => {
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) data.fill(20, y * width + x0, y * width + x1);
  return { width, height, data };
};

describe('inkMarks', () => {
  it('joins touching ink, diagonals too, into one mark each', () => {
    const grey = drawn(40, 20, [
      [2, 2, 4, 10],
      [4, 10, 6, 12],
      [20, 3, 25, 12],
    ]);
    expect(inkMarks(grey).sort((a, b) => a[0] - b[0])).toEqual([
      [2, 2, 6, 12],
      [20, 3, 25, 12],
    ]);
    // A U shape is joined only at its bottom row: one mark.
    expect(
      inkMarks(
        drawn(20, 20, [
          [2, 2, 4, 12],
          [8, 2, 10, 12],
          [2, 11, 10, 12],
        ]),
      ),
    ).toEqual([[2, 2, 10, 12]]);
  });
});

describe('clustered', () => {
  it('gathers the marks of a word on one line, and pieces of one character one above the other', () => {
    expect(
      clustered([
        [10, 10, 15, 20],
        [17, 10, 22, 20],
        // A gap wider than 0.6 of the height: another word.
        [40, 10, 45, 20],
        // A faint "5" read as three pieces, one above another.
        [80, 10, 85, 12],
        [80, 13, 84, 16],
        [80, 17, 85, 20],
      ]),
    ).toEqual([
      [10, 10, 22, 20],
      [40, 10, 45, 20],
      [80, 10, 85, 20],
    ]);
  });
});

describe('unreadInk', () => {
  const word = (box: TsvWord['box']): TsvWord => ({ key: '1:1:1:1', text: 'Stock', conf: 95, box });

  it('is the letter-sized ink no word covers, each with a margin and a placeholder word of its own', () => {
    const grey = drawn(200, 60, [
      // A word read, and a mark at its edge (part of it).
      [10, 10, 40, 20],
      [41, 12, 43, 20],
      // A lone digit, 5 px wide and 9 high.
      [100, 30, 105, 39],
      // A one-pixel line (a caret), a dot, and a block too tall to be a letter.
      [150, 10, 151, 20],
      [160, 40, 162, 42],
      [170, 5, 180, 50],
    ]);
    const regions = unreadInk(grey, [word([10, 10, 40, 20])]);
    expect(regions).toEqual([
      { box: [96, 26, 109, 43], word: { key: 'ink:0', text: '', conf: -1, box: [100, 30, 105, 39] } },
    ]);
  });

  it('reads nothing again on a screen of unread marks (a picture)', () => {
    const dots = Array.from({ length: 41 }, (_, i): [number, number, number, number] => [
      i * 12,
      10,
      i * 12 + 5,
      19,
    ]);
    expect(unreadInk(drawn(500, 30, dots), [])).toEqual([]);
  });
});
