import { describe, expect, it } from 'vitest';
import { compareGlances, describeScreenChange, setAside, type Glance } from './glance.js';

// A white glance of w×h image pixels at `scale`, with the given pixels painted grey.
function glance(w: number, h: number, scale: number, painted: [number, number, number][] = []): Glance {
  const data = new Uint8Array(w * h * 4).fill(255);
  for (const [x, y, grey] of painted) data.fill(grey, (y * w + x) * 4, (y * w + x) * 4 + 3);
  return { width: w, height: h, data, scale };
}
const row = (y: number, from: number, to: number): [number, number, number][] =>
  Array.from({ length: to - from }, (_, i): [number, number, number] => [from + i, y, 0]);

describe('compareGlances', () => {
  it('finds no change in equal pixels, nor in encoder noise under the tolerance', () => {
    expect(compareGlances(glance(20, 10, 1), glance(20, 10, 1))).toEqual({ changed: false, share: 0 });
    expect(compareGlances(glance(20, 10, 1), glance(20, 10, 1, [[3, 3, 240]]))).toEqual({
      changed: false,
      share: 0,
    });
  });

  it('says how much changed and where, in window units', () => {
    expect(compareGlances(glance(20, 10, 0.5), glance(20, 10, 0.5, row(6, 4, 14)))).toEqual({
      changed: true,
      share: 0.05,
      box: { x: 8, y: 12, width: 20, height: 2 },
    });
  });

  it('takes a caret-thin sliver for a blinking caret, not a change', () => {
    const caret = [0, 1, 2, 3, 4].map((y): [number, number, number] => [7, y, 0]);
    const found = compareGlances(glance(20, 10, 1), glance(20, 10, 1, caret));
    expect(found).toEqual({ changed: false, share: 0.025, box: { x: 7, y: 0, width: 1, height: 5 } });
  });

  it('sets aside what changed inside the given boxes: only those redrawn is no change beyond them', () => {
    const button = { x: 2, y: 2, width: 6, height: 3 };
    const lit = glance(20, 10, 1, row(3, 2, 8));
    expect(compareGlances(glance(20, 10, 1), lit, [button])).toEqual({
      changed: false,
      share: 0.03,
      redrawn: true,
    });
    // A change elsewhere as well is a change, its box only what lies beyond the set-aside boxes.
    const more = glance(20, 10, 1, [...row(3, 2, 8), ...row(8, 10, 18)]);
    expect(compareGlances(glance(20, 10, 1), more, [button])).toEqual({
      changed: true,
      share: 0.07,
      box: { x: 10, y: 8, width: 8, height: 1 },
    });
  });

  it('counts a window that changed size as changed whole', () => {
    expect(compareGlances(glance(20, 10, 0.5), glance(30, 10, 0.5))).toEqual({
      changed: true,
      share: 1,
      box: { x: 0, y: 0, width: 60, height: 20 },
    });
  });
});

describe('setAside', () => {
  it("grows a control's box by at least 8 units on every side, more for a tall one", () => {
    expect(setAside({ x: 20, y: 20, width: 30, height: 10 })).toEqual({
      x: 12,
      y: 12,
      width: 46,
      height: 26,
    });
    expect(setAside({ x: 20, y: 20, width: 30, height: 20 })).toEqual({ x: 5, y: 5, width: 60, height: 50 });
  });
});

describe('describeScreenChange', () => {
  it('says the share and the box of a change, a redraw of the control, or nothing', () => {
    const change = { changed: true, share: 0.012, box: { x: 66, y: 174, width: 570, height: 244 } };
    expect(describeScreenChange(change)).toBe(
      "the window's pixels changed beyond the control (1.2% of it, 570×244 at 66,174)",
    );
    expect(describeScreenChange({ changed: false, share: 0.01, redrawn: true })).toMatch(
      /^on screen only the control itself \(or the one the pointer left\) was redrawn/u,
    );
    expect(describeScreenChange({ changed: false, share: 0 })).toBe(
      'nothing changed on screen either (its pixels were compared)',
    );
  });
});
