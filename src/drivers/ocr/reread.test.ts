import { describe, expect, it } from 'vitest';
import { placedBack, replaced, stacked, unsureRegions } from './reread.js';
import type { Grey } from './screen.js';
import type { TsvWord } from './tesseract.js';

const word = (text: string, conf: number, box: TsvWord['box'], key = '1:1:1:1'): TsvWord => ({
  key,
  text,
  conf,
  box,
});

describe('unsureRegions', () => {
  it('cuts out each small word read with less than full confidence, alone, with a margin of paper', () => {
    const words = [
      word('Quarterly', 95, [327, 10, 391, 23]),
      word('IEE', 35, [336, 44, 376, 57]),
      word('Revenue', 37, [383, 45, 434, 54]),
      word('skU-1033', 65, [209, 225, 262, 234]),
      // Large text is read well the first time; a sliver is not a word.
      word('Heading', 40, [10, 100, 120, 130]),
      word('.', 20, [5, 5, 7, 7]),
    ];
    expect(unsureRegions(words, { width: 860, height: 420 })).toEqual([
      { box: [332, 40, 380, 61], word: words[1]! },
      { box: [379, 41, 438, 58], word: words[2]! },
      { box: [205, 221, 266, 238], word: words[3]! },
    ]);
  });

  it('keeps the margin inside the image, and reads nothing again on a screen of unsure words', () => {
    expect(unsureRegions([word('x1', 30, [1, 2, 20, 12])], { width: 22, height: 14 })[0]?.box).toEqual([
      0, 0, 22, 14,
    ]);
    const noise = Array.from({ length: 81 }, (_, i) => word('~', 30, [i * 10, 0, i * 10 + 8, 10]));
    expect(unsureRegions(noise, { width: 900, height: 20 })).toEqual([]);
  });
});

describe('stacked', () => {
  it('scales each region up twice and stacks them on white paper, one under another', () => {
    // A 10x6 grey image: black on the left half, white on the right.
    const grey: Grey = { width: 10, height: 6, data: new Uint8Array(60) };
    for (let y = 0; y < 6; y++) grey.data.fill(255, y * 10 + 5, y * 10 + 10);
    const blank = word('', 0, [0, 0, 0, 0]);
    const regions = [
      { box: [0, 0, 10, 6] as [number, number, number, number], word: blank },
      { box: [0, 0, 4, 2] as [number, number, number, number], word: blank },
    ];
    const { image, tops } = stacked(grey, regions);
    // Width: the widest region twice, with paper on both sides; heights: 12 and 4, with paper between.
    expect(image.width).toBe(8 + 20 + 8);
    expect(tops).toEqual([8, 8 + 12 + 8]);
    expect(image.height).toBe(8 + 12 + 8 + 4 + 8);
    const at = (x: number, y: number): number => image.data[y * image.width + x] ?? -1;
    expect(at(8 + 2, 8 + 5)).toBe(0);
    expect(at(8 + 17, 8 + 5)).toBe(255);
    expect(at(3, 3)).toBe(255);
    expect(at(8 + 1, 28 + 1)).toBe(0);
  });
});

describe('placedBack and replaced', () => {
  const first = [
    word('Quarterly', 95, [327, 10, 391, 23], '1:1:1:1'),
    word('IEE', 35, [336, 44, 376, 57], '1:1:2:1'),
    word('Revenue', 37, [383, 45, 434, 54], '1:1:2:1'),
    word('Costs', 95, [491, 45, 523, 54], '1:1:2:1'),
  ];
  const regions = unsureRegions(first, { width: 860, height: 420 });
  const tops = [8, 8 + 2 * 21 + 8];

  it("puts the second pass's sure words back where they were read, in source pixels", () => {
    const second = [
      word('Revenue', 94, [14, 66, 118, 84], '1:1:1:1'),
      word('x', 30, [10, 10, 20, 20], '1:1:1:1'),
    ];
    expect(placedBack(second, regions, tops)).toEqual([
      { region: 1, word: word('Revenue', 94, [382, 45, 434, 54], '1:1:2:1') },
    ]);
  });

  it('replaces an unsure word by a surer reading, in its place in the line', () => {
    const second = [{ region: 1, word: word('Revenue', 94, [382, 49, 434, 58], '1:1:2:1') }];
    expect(replaced(first, regions, second).map((w) => [w.text, w.conf])).toEqual([
      ['Quarterly', 95],
      ['IEE', 35],
      ['Revenue', 94],
      ['Costs', 95],
    ]);
  });

  it('keeps the first reading when the second reads strokes as letters, or is less sure', () => {
    const strokes = [
      { region: 0, word: word('=z', 61, [336, 44, 376, 57], '1:1:2:1') },
      { region: 1, word: word('Revenue', 90, [382, 49, 434, 58], '1:1:2:1') },
      { region: 1, word: word('[', 55, [430, 49, 434, 58], '1:1:2:1') },
    ];
    expect(replaced(first, regions, strokes).map((w) => [w.text, w.conf])).toEqual([
      ['Quarterly', 95],
      ['IEE', 35],
      ['Revenue', 37],
      ['Costs', 95],
    ]);
  });

  it('never adds a word the first pass already read surely in the margin', () => {
    const again = [
      { region: 1, word: word('Revenue', 94, [382, 49, 434, 58], '1:1:2:1') },
      { region: 1, word: word('Costs', 96, [491, 45, 523, 54], '1:1:2:1') },
    ];
    expect(replaced(first, regions, again).map((w) => w.text)).toEqual([
      'Quarterly',
      'IEE',
      'Revenue',
      'Costs',
    ]);
  });

  it('adds what it reads in ink the first pass left unread after its words; a lone character only if a digit', () => {
    const ink = (i: number, box: TsvWord['box']) => ({ box, word: word('', -1, box, `ink:${i}`) });
    const unread = [ink(0, [700, 300, 706, 309]), ink(1, [800, 300, 806, 309]), ink(2, [900, 300, 930, 309])];
    const again = [
      // Placed back (placedBack), each word has its region's key.
      { region: 0, word: word('9', 96, [700, 300, 706, 309], 'ink:0') },
      // An icon's chevron reads as a letter, surely.
      { region: 1, word: word('v', 89, [800, 300, 806, 309], 'ink:1') },
      { region: 2, word: word('Save', 91, [900, 300, 930, 309], 'ink:2') },
    ];
    expect(replaced([first[0]!], unread, again).map((w) => [w.text, w.key])).toEqual([
      ['Quarterly', first[0]!.key],
      ['9', 'ink:0'],
      ['Save', 'ink:2'],
    ]);
  });
});
