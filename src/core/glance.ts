// Whether anything on screen changed between two captures of a window, for presses whose effect the tree does not
// show (a canvas redrawn, a colour that is the only sign of a state). The pixels are compared in memory and
// dropped; only how much changed and where leave this module. A pixel change never verifies a step by itself.
import type { Rect } from './snapshot.js';

/**
 * A window's pixels at one moment (RGBA rows), how many image pixels stand for one window unit, and where the
 * pointer rested then (window units), when the driver knows.
 */
export interface Glance {
  width: number;
  height: number;
  data: Uint8Array;
  scale: number;
  pointer?: { x: number; y: number };
}

/**
 * What a comparison of two glances found: whether anything changed outside the boxes set aside (the pressed
 * control, the one the pointer left: a hover or focus style redraws those alone), the changed share of the window,
 * and where (window units). `redrawn`: only the set-aside boxes changed.
 */
export interface ScreenChange {
  changed: boolean;
  /** Changed pixels over all pixels, 0..1, to three decimals. */
  share: number;
  box?: Rect;
  redrawn?: true;
}

// A channel difference below this is encoder or anti-aliasing noise, not a change anyone would see.
const TOLERANCE = 24;
// A change no wider than this many image pixels (and not taller than a line of text) is a text caret blinking.
const CARET_WIDTH = 3;
const CARET_HEIGHT = 48;

/**
 * Compares two glances of one window, setting aside changes inside `aside` (window units); a different size is a
 * change of the whole window.
 */
export function compareGlances(before: Glance, after: Glance, aside: readonly Rect[] = []): ScreenChange {
  const { width, height } = after;
  const s = after.scale;
  if (before.width !== width || before.height !== height)
    return { changed: true, share: 1, box: { x: 0, y: 0, width: width / s, height: height / s } };
  const inside = aside.map((r): [number, number, number, number] => [
    r.x * s,
    r.y * s,
    (r.x + r.width) * s,
    (r.y + r.height) * s,
  ]);
  let [count, outside] = [0, 0];
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!differs(before.data, after.data, (y * width + x) * 4)) continue;
      count += 1;
      if (inside.some(([l, t, r, b]) => x >= l && x < r && y >= t && y < b)) continue;
      outside += 1;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  if (count === 0) return { changed: false, share: 0 };
  const share = Math.round((count / (width * height)) * 1000) / 1000;
  const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
  const box = outside ? { box: { x: x0 / s, y: y0 / s, width: w / s, height: h / s } } : {};
  // Beyond the boxes set aside, nothing or a caret-thin sliver (a caret, the edge of a redrawn frame).
  const sliver = outside === 0 || (w <= CARET_WIDTH && h <= CARET_HEIGHT);
  if (!sliver) return { changed: true, share, ...box };
  return count > outside
    ? { changed: false, share, ...box, redrawn: true }
    : { changed: false, share, ...box };
}

/** A control's box grown by a margin: a button's frame and highlight lie outside its text. */
export function setAside(frame: Rect): Rect {
  const grow = Math.max(8, frame.height * 0.75);
  return {
    x: frame.x - grow,
    y: frame.y - grow,
    width: frame.width + 2 * grow,
    height: frame.height + 2 * grow,
  };
}

function differs(a: Uint8Array, b: Uint8Array, at: number): boolean {
  for (let c = 0; c < 3; c++) if (Math.abs((a[at + c] ?? 0) - (b[at + c] ?? 0)) > TOLERANCE) return true;
  return false;
}

/** Says a screen change in words: how much of the window and where. */
export function describeScreenChange(change: ScreenChange): string {
  if (change.redrawn)
    return 'on screen only the control itself (or the one the pointer left) was redrawn, as a hover or focus style does alone';
  if (!change.changed || !change.box) return 'nothing changed on screen either (its pixels were compared)';
  const b = change.box;
  const where = `${Math.round(b.width)}×${Math.round(b.height)} at ${Math.round(b.x)},${Math.round(b.y)}`;
  const share = change.share < 0.001 ? 'under 0.1%' : `${(change.share * 100).toFixed(1)}%`;
  return `the window's pixels changed beyond the control (${share} of it, ${where})`;
}
