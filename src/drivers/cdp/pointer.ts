// Targets named by handles, and the click every pointer action builds on: mouse events at the element's
// centre when nothing covers it, the DOM's own click otherwise.
import type { PerformOutcome } from '../../core/driver.js';
import type { FrameDoc } from './frames.js';
import { click, hover, type ClickOptions, type Point } from './input.js';
import type { PagePoint } from './page/types.js';
import type { Tab } from './tab.js';

/** An element in one of the tab's documents. */
export interface Target {
  doc: FrameDoc;
  ref: number;
}

/** One act in progress: the route taken so far is reported even when a dialog cuts it short. */
export interface Acting {
  tab: Tab;
  signal: AbortSignal;
  route: string;
}

/** The outcome for a handle whose element is gone. */
export const GONE: PerformOutcome = {
  ok: false,
  code: 'target_gone',
  message: 'the element is no longer on the page; observe again',
};

/** A successful outcome. */
export function done(route: string): PerformOutcome {
  return { ok: true, route };
}

/** A failed outcome. */
export function failed(code: string, message: string, mayHaveActed = false): PerformOutcome {
  return { ok: false, code, message, ...(mayHaveActed ? { mayHaveActed } : {}) };
}

/** The element a handle names, or null. */
export function targetOf(tab: Tab, handle: string): Target | null {
  return tab.frames.resolve(handle);
}

/** The element's click point in the tab's viewport, scrolled into view; null with an outcome when it cannot be. */
export async function pointOf(
  tab: Tab,
  target: Target,
  scroll: boolean,
): Promise<{ at: Point; page: PagePoint } | PerformOutcome> {
  const page = await tab.frames.callIn<PagePoint>(target.doc, 'point', [
    target.doc.docId,
    target.ref,
    scroll,
  ]);
  if (page.state === 'gone') return GONE;
  if (page.state === 'disabled') return failed('disabled', 'the control is disabled');
  const offset = await tab.frames.offset(target.doc);
  if (!offset) return GONE;
  return { at: { x: offset.x + page.x, y: offset.y + page.y }, page };
}

/**
 * Rests the pointer on an element's centre, pressing nothing. Only real pointer input makes a page show what it
 * shows on hover (CSS :hover, mouseenter handlers), so an element out of reach or covered is an honest failure,
 * not a made-up event.
 */
export async function hoverTarget(a: Acting, target: Target): Promise<PerformOutcome> {
  const point = await pointOf(a.tab, target, true);
  if ('ok' in point) return point;
  if (!point.page.inView)
    return failed('not_in_view', 'the control cannot be scrolled into view to rest the pointer on it');
  if (point.page.covered)
    return failed('covered', 'something covers the control, so the pointer would rest on that instead');
  a.route = 'hover';
  await hover(a.tab, point.at);
  return done(a.route);
}

/** Clicks an element: mouse events when its centre is visible and uncovered, else the DOM's click. */
export async function clickTarget(a: Acting, target: Target, options: ClickOptions): Promise<PerformOutcome> {
  const point = await pointOf(a.tab, target, true);
  if ('ok' in point) return point;
  if (point.page.inView && !point.page.covered) {
    a.route = options.button === 'right' ? 'right_click' : options.count === 2 ? 'double_click' : 'mouse';
    await click(a.tab, point.at, options);
    return done(a.route);
  }
  a.route = 'dom_click';
  const { doc, ref } = target;
  const clicked = await a.tab.frames.callIn<boolean>(doc, 'domClick', [
    doc.docId,
    ref,
    options.button,
    options.count,
    options.modifiers,
  ]);
  return clicked ? done(a.route) : GONE;
}
