// Mouse, wheel, keyboard and text input sent to a tab over its own session, never bringing it to the
// front. Each command is raced against a JavaScript dialog: a click that opens confirm() does not return
// until the dialog is handled (browser-cdp.md §3), so these throw DialogInterrupt instead of waiting.
import type { Modifier } from '../../core/driver.js';
import { orAfter } from '../../core/limits.js';
import { MODIFIER_KEYS, modifierBits, type Chord, type KeyDef, type TypedKey } from './keys.js';
import type { Tab } from './tab.js';

/** A point in the tab's viewport (CSS pixels). */
export interface Point {
  x: number;
  y: number;
}

/** How to click. */
export interface ClickOptions {
  button: 'left' | 'right';
  count: number;
  modifiers: readonly Modifier[];
}

type MouseType = 'mouseMoved' | 'mousePressed' | 'mouseReleased' | 'mouseWheel';
type MouseExtra = {
  button?: 'left' | 'right' | 'none';
  buttons?: number;
  clickCount?: number;
  modifiers?: number;
  deltaY?: number;
};

async function mouse(tab: Tab, type: MouseType, at: Point, extra: MouseExtra = {}): Promise<void> {
  const wheel = type === 'mouseWheel' ? { deltaX: 0 } : {};
  tab.pointer = at;
  await tab.guard(
    tab.session.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, ...extra, ...wheel }),
  );
}

// Moves are not awaited: in a background tab Chromium acknowledges them only at its next frame (about
// 1 s), while the press or release that follows flushes them, in order, before it is handled.
function move(tab: Tab, at: Point, extra: MouseExtra = {}): void {
  tab.pointer = at;
  tab.session
    .send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y, ...extra })
    .catch(() => undefined);
}

/**
 * Moves the pointer to a point and waits until the page has had it (a hover): in a background tab Chromium
 * answers only at its next frame, so this can take up to about a second there.
 */
export async function hover(tab: Tab, at: Point): Promise<void> {
  await mouse(tab, 'mouseMoved', at, { button: 'none', buttons: 0 });
}

/** Moves, presses and releases (twice for a double click) at a point. */
export async function click(tab: Tab, at: Point, options: ClickOptions): Promise<void> {
  const modifiers = modifierBits(options.modifiers);
  const buttons = options.button === 'right' ? 2 : 1;
  move(tab, at, { modifiers });
  for (let clickCount = 1; clickCount <= options.count; clickCount++) {
    await mouse(tab, 'mousePressed', at, { button: options.button, buttons, clickCount, modifiers });
    await mouse(tab, 'mouseReleased', at, { button: options.button, buttons: 0, clickCount, modifiers });
  }
}

/** Moves to a point and presses the left button there. */
export async function press(tab: Tab, at: Point): Promise<void> {
  move(tab, at);
  await mouse(tab, 'mousePressed', at, { button: 'left', buttons: 1, clickCount: 1 });
}

/** Moves with the left button held, in a few steps so pages see intermediate positions. */
export function moveHeld(tab: Tab, from: Point, to: Point, steps = 5): void {
  for (let i = 1; i <= steps; i++)
    move(
      tab,
      { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps },
      { button: 'left', buttons: 1 },
    );
}

/** Releases the left button. */
export async function release(tab: Tab, at: Point): Promise<void> {
  await mouse(tab, 'mouseReleased', at, { button: 'left', buttons: 0, clickCount: 1 });
}

/**
 * Waits until the page has drawn a frame (two animation frames), at most `ms`. A wheel sent before the first frame
 * of a fresh or changed page can miss: the compositor has no hit-test data for the point yet.
 */
export async function nextFrame(tab: Tab, ms = 250): Promise<void> {
  const drawn = tab.session
    .send('Runtime.evaluate', {
      expression: 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))',
      awaitPromise: true,
      returnByValue: true,
    })
    .then(
      () => undefined,
      () => undefined,
    );
  await orAfter(drawn, ms, undefined);
}

/** One wheel event at a point, once the page has drawn; positive deltaY scrolls down. */
export async function wheel(tab: Tab, at: Point, deltaY: number): Promise<void> {
  await nextFrame(tab);
  move(tab, at);
  await mouse(tab, 'mouseWheel', at, { deltaY });
}

async function keyEvent(
  tab: Tab,
  type: 'keyDown' | 'rawKeyDown' | 'keyUp',
  key: KeyDef,
  modifiers: number,
  text?: string,
): Promise<void> {
  await tab.guard(
    tab.session.send('Input.dispatchKeyEvent', {
      type,
      key: key.key,
      code: key.code,
      windowsVirtualKeyCode: key.keyCode,
      nativeVirtualKeyCode: key.keyCode,
      modifiers,
      ...(text !== undefined ? { text, unmodifiedText: text } : {}),
    }),
  );
}

/** Presses a chord: modifiers down, the key down and up, modifiers up. */
export async function pressChord(tab: Tab, chord: Chord): Promise<void> {
  const held: Modifier[] = [];
  for (const m of chord.modifiers) {
    held.push(m);
    await keyEvent(tab, 'rawKeyDown', MODIFIER_KEYS[m], modifierBits(held));
  }
  const bits = modifierBits(held);
  // Text only when no command modifier is held: ctrl+s must not type an "s".
  const typed = chord.key.text !== undefined && !chord.modifiers.some((m) => m !== 'shift');
  await keyEvent(tab, typed ? 'keyDown' : 'rawKeyDown', chord.key, bits, typed ? chord.key.text : undefined);
  await keyEvent(tab, 'keyUp', chord.key, bits);
  for (const m of [...chord.modifiers].reverse()) {
    held.pop();
    await keyEvent(tab, 'keyUp', MODIFIER_KEYS[m], modifierBits(held));
  }
}

/**
 * Types characters as a keyboard does, each a trusted key down (with its text) and key up, so keydown,
 * keypress, beforeinput, input and keyup all fire; stops between keys once `signal` is aborted.
 */
export async function typeKeys(tab: Tab, keys: readonly TypedKey[], signal: AbortSignal): Promise<void> {
  for (const { def, shift } of keys) {
    signal.throwIfAborted();
    const modifiers = shift ? modifierBits(['shift']) : 0;
    await keyEvent(tab, 'keyDown', def, modifiers, def.text);
    await keyEvent(tab, 'keyUp', def, modifiers);
  }
}

/** Inserts text at the focused element's selection, as an IME would (input events fire; textareas keep newlines). */
export async function insertText(tab: Tab, text: string): Promise<void> {
  await tab.guard(tab.session.send('Input.insertText', { text }));
}
