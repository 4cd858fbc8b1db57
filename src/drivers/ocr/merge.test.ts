import { describe, expect, it } from 'vitest';
import { defaultStates, type RawNode } from '../../core/snapshot.js';
import { mergeLines, ocrPoint, OCR_ROLE } from './merge.js';
import { linesOf } from './tesseract.js';

const node = (partial: Partial<RawNode>): RawNode => ({
  role: 'generic',
  platformRole: 'generic',
  label: '',
  states: defaultStates(),
  parent: null,
  handle: 'f1:0',
  ...partial,
});
const line = (text: string, x: number, y: number, confidence = 95) => ({
  text,
  confidence,
  frame: { x, y, width: 60, height: 16 },
});

describe('mergeLines', () => {
  it('names an unnamed control the line sits in, and adds the rest as text under the picture', () => {
    const nodes = [
      node({ role: 'document', frame: { x: 0, y: 0, width: 800, height: 600 } }),
      node({ clickable: true, frame: { x: 10, y: 10, width: 500, height: 400 }, parent: 0, handle: 'f1:1' }),
      node({ role: 'button', frame: { x: 600, y: 10, width: 100, height: 40 }, parent: 0, handle: 'f1:2' }),
    ];
    const texts = mergeLines(nodes, 1, [
      line('Settings', 610, 20),
      line('Export', 20, 20),
      line('Revenue for the whole of the last quarter', 20, 100),
    ]);
    expect(nodes[2]?.label).toBe('Settings');
    expect(texts).toEqual(['Export', 'Revenue for the whole of the last quarter']);
    expect(nodes.slice(3)).toMatchObject([
      { role: 'statictext', platformRole: OCR_ROLE, label: 'Export', parent: 1, clickable: true },
      { label: 'Revenue for the whole of the last quarter', parent: 1 },
    ]);
    expect(nodes[4]?.clickable).toBeUndefined();
    expect(ocrPoint(nodes[3]?.handle ?? '')).toEqual({ x: 50, y: 28 });
  });

  it('drops noise and anything read over a secret field', () => {
    const nodes = [
      node({ role: 'document', frame: { x: 0, y: 0, width: 800, height: 600 } }),
      node({
        role: 'textbox',
        states: defaultStates({ secret: true }),
        frame: { x: 0, y: 0, width: 200, height: 40 },
      }),
    ];
    expect(
      mergeLines(nodes, -1, [line('hunter2', 10, 10), line('~~', 300, 300), line('Ql', 300, 100, 30)]),
    ).toEqual([]);
    expect(nodes).toHaveLength(2);
  });
});

describe('linesOf', () => {
  it("groups tesseract's words by its lines, with each line's box and mean confidence", () => {
    const row = (line: number, word: number, x: number, conf: number, text: string) =>
      ['5', '1', '1', '1', String(line), String(word), String(x), '10', '40', '12', String(conf), text].join(
        '\t',
      );
    const tsv = [
      'level\theader',
      row(1, 1, 0, 90, 'Zoom'),
      row(1, 2, 50, 80, 'in'),
      row(2, 1, 0, 96, 'Export'),
    ].join('\n');
    expect(linesOf(tsv)).toEqual([
      {
        text: 'Zoom in',
        x: 0,
        y: 10,
        width: 90,
        height: 12,
        confidence: 85,
        words: [
          { text: 'Zoom', x: 0, width: 40 },
          { text: 'in', x: 50, width: 40 },
        ],
      },
      {
        text: 'Export',
        x: 0,
        y: 10,
        width: 40,
        height: 12,
        confidence: 96,
        words: [{ text: 'Export', x: 0, width: 40 }],
      },
    ]);
  });

  it('drops unsure words and splits a line at a wide gap (two legend items on one row)', () => {
    const row = (word: number, x: number, conf: number, text: string) =>
      [
        '5',
        '2',
        '1',
        '1',
        '1',
        String(word),
        String(x),
        '49',
        String(text.length * 9),
        '12',
        String(conf),
        text,
      ].join('\t');
    const tsv = [
      'header',
      row(1, 320, 31, '(lll'),
      row(2, 370, 92, 'Revenue'),
      row(3, 448, 38, '[ll'),
      row(4, 497, 95, 'Costs'),
    ];
    expect(linesOf(tsv.join('\n')).map((l) => [l.text, l.x])).toEqual([
      ['Revenue', 370],
      ['Costs', 497],
    ]);
  });
});
