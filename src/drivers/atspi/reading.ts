// Reading order of visible texts: top to bottom by line, left to right within a line.
import type { Rect } from '../../core/snapshot.js';

/** A text with where it is shown, if known. */
export interface PlacedText {
  text: string;
  frame?: Rect;
}

// Texts whose vertical centres are this close share a line.
const LINE_TOLERANCE = 6;

/** The texts in reading order; texts without a frame keep their tree order after the placed ones. */
export function readingOrder(texts: readonly PlacedText[]): string[] {
  const placed = texts.filter((t): t is PlacedText & { frame: Rect } => t.frame !== undefined);
  const centre = (t: { frame: Rect }): number => t.frame.y + t.frame.height / 2;
  placed.sort((a, b) => centre(a) - centre(b));
  const lines: (PlacedText & { frame: Rect })[][] = [];
  for (const t of placed) {
    const line = lines[lines.length - 1];
    const first = line?.[0];
    if (line && first && Math.abs(centre(t) - centre(first)) <= LINE_TOLERANCE) line.push(t);
    else lines.push([t]);
  }
  const ordered = lines.flatMap((line) => line.sort((a, b) => a.frame.x - b.frame.x));
  return [...ordered.map((t) => t.text), ...texts.filter((t) => t.frame === undefined).map((t) => t.text)];
}
