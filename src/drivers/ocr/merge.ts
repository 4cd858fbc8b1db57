// OCR lines merged into a driver's snapshot by geometry: a line inside an accessible control that has no name
// names it; a line outside every control is screen text and a node of its own under the picture it was read
// from, and a short one (a word or two, as a drawn button or label shows) is clickable at its box's centre.
import type { RawNode, Rect } from '../../core/snapshot.js';
import { defaultStates, OCR_ROLE } from '../../core/snapshot.js';

export { OCR_ROLE };

/** An OCR line in window coordinates (CSS pixels in a browser). */
export interface PlacedLine {
  text: string;
  frame: Rect;
  confidence: number;
}

/** The handle of an OCR node: its click point, for a driver that clicks by coordinates. */
export function ocrHandle(frame: Rect): string {
  return `ocr:${Math.round(frame.x + frame.width / 2)},${Math.round(frame.y + frame.height / 2)}`;
}

/** The click point an OCR handle names, or null for any other handle. */
export function ocrPoint(handle: string): { x: number; y: number } | null {
  const match = /^ocr:(-?\d+),(-?\d+)$/u.exec(handle);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

// Tesseract's confidence below which a line is noise (chart strokes read as letters).
const MIN_CONFIDENCE = 50;
// A line of at most this many words and characters may be a drawn control.
const SHORT_WORDS = 3;
const SHORT_CHARS = 24;
const NAMED_ROLES = new Set(['button', 'link', 'checkbox', 'switch', 'radio', 'tab', 'menuitem', 'option']);

function centreIn(frame: Rect, outer: Rect): boolean {
  const [cx, cy] = [frame.x + frame.width / 2, frame.y + frame.height / 2];
  return cx >= outer.x && cx <= outer.x + outer.width && cy >= outer.y && cy <= outer.y + outer.height;
}

/**
 * Adds the lines read from the picture at node index `picture` (or the document when -1) to `nodes` and returns
 * the screen text they add. Lines over a secret field are dropped; nothing is taken from inside one.
 */
export function mergeLines(nodes: RawNode[], picture: number, lines: PlacedLine[]): string[] {
  const texts: string[] = [];
  const parent = picture >= 0 ? picture : nodes.length > 0 ? 0 : null;
  for (const line of lines) {
    if (line.confidence < MIN_CONFIDENCE || !/[\p{L}\p{N}]/u.test(line.text)) continue;
    const around = nodes.filter((n, i) => i !== picture && n.frame && centreIn(line.frame, n.frame));
    if (around.some((n) => n.states.secret)) continue;
    const control = around.find((n) => NAMED_ROLES.has(n.role) || n.clickable === true);
    if (control) {
      if (control.label === '') control.label = line.text;
      continue;
    }
    texts.push(line.text);
    const words = line.text.split(/\s+/u).length;
    const short = words <= SHORT_WORDS && line.text.length <= SHORT_CHARS;
    nodes.push({
      role: 'statictext',
      platformRole: OCR_ROLE,
      label: line.text,
      states: defaultStates(),
      frame: line.frame,
      parent,
      handle: ocrHandle(line.frame),
      ...(short ? { clickable: true } : {}),
    });
  }
  return texts;
}
