// Performing one DriverAction in a tab, then waiting until the page has landed. A JavaScript dialog that
// opens on the way is left open and reported with the outcome, so the caller decides how to answer it.
import type { DriverAction, PerformOutcome } from '../../core/driver.js';
import { ocrPoint } from '../ocr/merge.js';
import { editCell } from './cells.js';
import { choose } from './choose.js';
import { answerDialog, DIALOG_HANDLES, dialogInfo } from './dialogs.js';
import { drag } from './drag.js';
import { click, pressChord, wheel, type Point } from './input.js';
import { parseChord } from './keys.js';
import type { ScrollPoint } from './page/types.js';
import {
  clickTarget,
  done,
  failed,
  GONE,
  hoverTarget,
  targetOf,
  type Acting,
  type Target,
} from './pointer.js';
import { DialogInterrupt, type OpenDialog, type Tab } from './tab.js';
import { typeText } from './text.js';
import { settle } from './wait.js';

/** Performs an action and waits for the page to settle. */
export async function act(tab: Tab, action: DriverAction, signal: AbortSignal): Promise<PerformOutcome> {
  const a: Acting = { tab, signal, route: action.type };
  try {
    if (tab.dialog) return await actOnDialog(a, tab.dialog, action);
    // A dialog this action opens is the caller's doing, never the next turn of a loop.
    tab.lastAnswered = null;
    const outcome = await dispatch(a, action);
    if (!outcome.ok) return outcome;
    const dialog = await settle(tab, signal);
    return dialog ? withDialog(outcome.route, dialog) : outcome;
  } catch (error: unknown) {
    if (error instanceof DialogInterrupt) return withDialog(a.route, error.dialog);
    throw error;
  }
}

function withDialog(route: string, dialog: OpenDialog): PerformOutcome {
  // Extra field for callers that look: the dialog now waiting for a decision.
  const outcome = {
    ok: true as const,
    route: `${route}; ${dialog.type} dialog open`,
    dialog: dialogInfo(dialog),
  };
  return outcome;
}

function target(a: Acting, handle: string): Target | null {
  return targetOf(a.tab, handle);
}

async function dispatch(a: Acting, action: DriverAction): Promise<PerformOutcome> {
  const click = { button: 'left', count: 1, modifiers: [] } as const;
  switch (action.type) {
    case 'click':
    case 'context_menu':
    case 'toggle': {
      const point = ocrPoint(action.handle);
      if (point) return clickPoint(a, point, action.type === 'context_menu' ? 'right' : 'left');
      const t = target(a, action.handle);
      if (!t) return GONE;
      if (action.type !== 'click')
        return clickTarget(a, t, action.type === 'toggle' ? click : { ...click, button: 'right' });
      return clickTarget(a, t, {
        button: action.button ?? 'left',
        count: action.count ?? 1,
        modifiers: action.modifiers ?? [],
      });
    }
    case 'set_text':
    case 'insert_text': {
      const t = target(a, action.handle);
      if (!t) return GONE;
      return typeText(a, t, action.text, action.type === 'set_text' ? 'all' : action.at);
    }
    case 'choose': {
      const t = target(a, action.handle);
      return t ? choose(a, t, action.option) : GONE;
    }
    case 'step':
      return key(a, action.direction === 'up' ? 'Up' : 'Down', action.handle, action.count ?? 1);
    case 'key':
      return key(a, action.keys, action.handle);
    case 'scroll':
      return scroll(a, action.handle, action.direction);
    case 'drag': {
      const t = target(a, action.handle);
      const end = 'handle' in action.to ? target(a, action.to.handle) : null;
      if (!t || ('handle' in action.to && !end)) return GONE;
      return drag(a, t, end ? { target: end } : 'dx' in action.to ? action.to : { dx: 0, dy: 0 });
    }
    case 'press_sequence':
      return sequence(a, action.handles);
    case 'edit_cell': {
      const row = target(a, action.handle);
      const header = target(a, action.header);
      return row && header ? editCell(a, row, header, action.text) : GONE;
    }
    case 'menu':
      return failed('menu_not_supported', 'web pages have no menu bar; use the page controls or keys');
    case 'hover': {
      const t = target(a, action.handle);
      return t ? hoverTarget(a, t) : GONE;
    }
  }
}

// A line read by OCR has no element: mouse events at its centre, as a person clicks what a canvas draws.
async function clickPoint(a: Acting, at: Point, button: 'left' | 'right'): Promise<PerformOutcome> {
  a.route = button === 'right' ? 'right_click' : 'mouse_at_text';
  await click(a.tab, at, { button, count: 1, modifiers: [] });
  return done(a.route);
}

async function key(a: Acting, keys: string, handle?: string, count = 1): Promise<PerformOutcome> {
  const chord = parseChord(keys);
  if (handle !== undefined) {
    const t = target(a, handle);
    if (!t || !(await a.tab.frames.callIn<boolean>(t.doc, 'focusOn', [t.doc.docId, t.ref]))) return GONE;
  }
  a.route = 'key';
  for (let i = 0; i < count; i += 1) await pressChord(a.tab, chord);
  return done(a.route);
}

async function scroll(
  a: Acting,
  handle: string | undefined,
  direction: 'up' | 'down',
): Promise<PerformOutcome> {
  const t = handle === undefined ? null : target(a, handle);
  if (handle !== undefined && !t) return GONE;
  const call = <T>(name: string, args: unknown[]): Promise<T> =>
    t
      ? a.tab.frames.callIn<T>(t.doc, name, args)
      : a.tab.frames.call<T>(a.tab.session, a.tab.targetId, name, args);
  const [docId, ref] = t ? [t.doc.docId, t.ref] : ['*', 0];
  const at = await call<ScrollPoint | null>('scrollPoint', [docId, ref]);
  const offset = t ? await a.tab.frames.offset(t.doc) : { x: 0, y: 0 };
  if (!at || !offset) return GONE;
  const delta = direction === 'down' ? at.page : -at.page;
  a.route = 'wheel';
  await wheel(a.tab, { x: offset.x + at.x, y: offset.y + at.y }, delta);
  // With room to move, a wheel that hits the scroller moves it, if late on a loaded machine; at the end nothing
  // moves, so the wait is short.
  const room = direction === 'down' ? at.max - at.before > 0.5 : at.before > 0.5;
  const moved = await scrollStopped(
    a,
    call,
    [docId, ref],
    at.before,
    room ? WHEEL_START_MS : WHEEL_AT_END_MS,
  );
  if (moved) return done(a.route);
  // Nothing under the wheel scrolled (another scroller was hit, or the page ignores wheels): scroll by script.
  a.route = 'scroll_script';
  if (await call<boolean>('scrollByScript', [docId, ref, delta, at.before])) return done(a.route);
  return failed(
    'no_scroll',
    `nothing scrolled ${direction}: already at the ${direction === 'down' ? 'end' : 'start'}`,
  );
}

// How long a wheel may take to start scrolling before the script fallback runs: long when the scroller has room
// (CI saw a wheel land after 500 ms on a loaded 2-core machine, and the fallback then scrolled a second page),
// short when it is at the end already.
const WHEEL_START_MS = 1500;
const WHEEL_AT_END_MS = 150;

// Polls the scroll position from Node (page timers are throttled in background tabs): true once it moved
// and has stopped for 60 ms, false when it has not moved within `startMs`.
async function scrollStopped(
  a: Acting,
  call: <T>(name: string, args: unknown[]) => Promise<T>,
  args: unknown[],
  before: number,
  startMs: number,
): Promise<boolean> {
  const started = Date.now();
  let [last, changedAt] = [before, -1];
  for (;;) {
    const top = await call<number>('scrollTop', args);
    const now = Date.now();
    if (top !== last) [last, changedAt] = [top, now];
    if (changedAt < 0 && now - started > startMs) return false;
    if ((changedAt >= 0 && now - changedAt > 60) || now - started > startMs + 1500) return true;
    await a.tab.nextChange(16);
  }
}

async function sequence(a: Acting, handles: string[]): Promise<PerformOutcome> {
  for (const [i, handle] of handles.entries()) {
    const t = target(a, handle);
    const outcome = t ? await clickTarget(a, t, { button: 'left', count: 1, modifiers: [] }) : GONE;
    if (!outcome.ok)
      return {
        ...outcome,
        message: `press ${i + 1} of ${handles.length}: ${outcome.message}`,
        mayHaveActed: i > 0,
      };
    if (i < handles.length - 1) {
      const dialog = await settle(a.tab, a.signal, { quietMs: 20 });
      if (dialog) throw new DialogInterrupt(dialog);
    }
  }
  a.route = 'sequence';
  return done(a.route);
}

async function actOnDialog(a: Acting, dialog: OpenDialog, action: DriverAction): Promise<PerformOutcome> {
  const handle = 'handle' in action ? action.handle : undefined;
  const answer = async (accept: boolean): Promise<PerformOutcome> => {
    await answerDialog(a.tab, accept);
    a.route = accept ? 'dialog_accept' : 'dialog_dismiss';
    const next = await settle(a.tab, a.signal);
    return next ? withDialog(a.route, next) : done(a.route);
  };
  if ((action.type === 'click' || action.type === 'toggle') && handle === DIALOG_HANDLES.accept)
    return answer(true);
  if ((action.type === 'click' || action.type === 'toggle') && handle === DIALOG_HANDLES.dismiss)
    return answer(false);
  if (action.type === 'key' && /^(?:return|enter)$/i.test(action.keys)) return answer(true);
  if (action.type === 'key' && /^(?:escape|esc)$/i.test(action.keys)) return answer(false);
  if ((action.type === 'set_text' || action.type === 'insert_text') && handle === DIALOG_HANDLES.prompt) {
    const before = dialog.promptText ?? dialog.defaultPrompt;
    dialog.promptText = action.type === 'set_text' ? action.text : before + action.text;
    return done('dialog_prompt_text');
  }
  return failed(
    'dialog_open',
    `a ${dialog.type} dialog is open (${JSON.stringify(dialog.message)}); answer it first`,
  );
}
