// A line OCR read across several framed buttons (xedit's "Quit Save Load": boxes that touch, so the words' gaps are
// narrow) split where a frame's edge runs down between two words: each button is a line of its own, clicked at its
// own centre. Pure: the window's ink, as prepareForOcr told it apart, and the lines read from its prepared copy.
import type { Prepared } from './prepare.js';
import type { OcrLine } from './tesseract.js';

// A column is a frame's edge when ink covers this share of the line's rows (letters never run the line's height).
const EDGE_SHARE = 0.9;
// Rows above and below the line's box that the edge must cover too (a frame stands taller than its text).
const REACH = 2;

/** The lines, each split at every frame edge between two of its words (window pixels stay the prepared ones). */
export function splitAtFrames(prepared: Prepared, lines: OcrLine[]): OcrLine[] {
  return lines.flatMap((line) => {
    const words = line.words ?? [];
    if (words.length < 2) return [line];
    const parts: (typeof words)[] = [[words[0] as (typeof words)[number]]];
    for (let i = 1; i < words.length; i++) {
      const [left, right] = [words[i - 1] as (typeof words)[number], words[i] as (typeof words)[number]];
      if (edgeBetween(prepared, line, [left.x + left.width, right.x])) parts.push([right]);
      else parts[parts.length - 1]?.push(right);
    }
    if (parts.length === 1) return [line];
    return parts.map((part) => {
      const x = part[0]?.x ?? line.x;
      const end = Math.max(...part.map((w) => w.x + w.width));
      return { ...line, text: part.map((w) => w.text).join(' '), x, width: end - x, words: part };
    });
  });
}

// Whether some column of the window between two words (`gap`, in prepared pixels) is a frame's edge.
function edgeBetween(prepared: Prepared, line: OcrLine, [from, to]: [number, number]): boolean {
  const { ink } = prepared;
  const back = (v: number): number => (v - prepared.margin) / prepared.scale;
  const [x0, x1] = [Math.floor(back(from)), Math.ceil(back(to))];
  const y0 = Math.max(0, Math.floor(back(line.y)) - REACH);
  const y1 = Math.min(ink.height - 1, Math.ceil(back(line.y + line.height)) + REACH);
  for (let x = Math.max(0, x0); x <= Math.min(ink.width - 1, x1); x++) {
    let inked = 0;
    for (let y = y0; y <= y1; y++) inked += ink.data[y * ink.width + x] ?? 0;
    if (inked >= EDGE_SHARE * (y1 - y0 + 1)) return true;
  }
  return false;
}
