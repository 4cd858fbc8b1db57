// A line OCR read across several framed buttons (xedit's "Quit Save Load": boxes that touch, so the words' gaps are
// narrow) split where a frame's edge runs down between two words: each button is a line of its own, clicked at its
// own centre. Pure: the window's own pixels and the lines read from its prepared copy.
import type { Pixels } from '../png.js';
import type { Prepared } from './prepare.js';
import type { OcrLine } from './tesseract.js';

// A column is a frame's edge when ink covers this share of the line's rows (letters never run the line's height).
const EDGE_SHARE = 0.9;
// Rows above and below the line's box that the edge must cover too (a frame stands taller than its text).
const REACH = 2;

/** The lines, each split at every frame edge between two of its words (window pixels stay the prepared ones). */
export function splitAtFrames(source: Pixels, prepared: Prepared, lines: OcrLine[]): OcrLine[] {
  const light = meanLuminance(source) >= 128;
  return lines.flatMap((line) => {
    const words = line.words ?? [];
    if (words.length < 2) return [line];
    const parts: (typeof words)[] = [[words[0] as (typeof words)[number]]];
    for (let i = 1; i < words.length; i++) {
      const [left, right] = [words[i - 1] as (typeof words)[number], words[i] as (typeof words)[number]];
      if (edgeBetween(source, prepared, line, [left.x + left.width, right.x], light)) parts.push([right]);
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
function edgeBetween(
  source: Pixels,
  prepared: Prepared,
  line: OcrLine,
  [from, to]: [number, number],
  lightPaper: boolean,
): boolean {
  const back = (v: number): number => (v - prepared.margin) / prepared.scale;
  const [x0, x1] = [Math.floor(back(from)), Math.ceil(back(to))];
  const y0 = Math.max(0, Math.floor(back(line.y)) - REACH);
  const y1 = Math.min(source.height - 1, Math.ceil(back(line.y + line.height)) + REACH);
  for (let x = Math.max(0, x0); x <= Math.min(source.width - 1, x1); x++) {
    let inked = 0;
    for (let y = y0; y <= y1; y++) if (isInk(source, x, y, lightPaper)) inked += 1;
    if (inked >= EDGE_SHARE * (y1 - y0 + 1)) return true;
  }
  return false;
}

function luminance(p: Pixels, x: number, y: number): number {
  const at = (y * p.width + x) * 4;
  return 0.299 * (p.data[at] ?? 0) + 0.587 * (p.data[at + 1] ?? 0) + 0.114 * (p.data[at + 2] ?? 0);
}

// Ink is what differs from the paper, as for OCR: dark on a light window, light on a dark one.
function meanLuminance(p: Pixels): number {
  let sum = 0;
  for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) sum += luminance(p, x, y);
  return sum / Math.max(1, p.width * p.height);
}

function isInk(p: Pixels, x: number, y: number, lightPaper: boolean): boolean {
  return lightPaper ? luminance(p, x, y) < 128 : luminance(p, x, y) >= 128;
}
