// Key names and chords ("Return", "shift+F10", "ctrl+s") as CDP key events.
import { DriverError, type Modifier } from '../../core/driver.js';

/** One key as Input.dispatchKeyEvent wants it. */
export interface KeyDef {
  key: string;
  code: string;
  keyCode: number;
  text?: string;
}

/** A parsed chord: held modifiers and the main key. */
export interface Chord {
  modifiers: Modifier[];
  key: KeyDef;
}

const NAMED: Record<string, KeyDef> = {
  return: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
  enter: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
  escape: { key: 'Escape', code: 'Escape', keyCode: 27 },
  esc: { key: 'Escape', code: 'Escape', keyCode: 27 },
  tab: { key: 'Tab', code: 'Tab', keyCode: 9 },
  space: { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
  up: { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 },
  down: { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 },
  left: { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 },
  right: { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 },
  backspace: { key: 'Backspace', code: 'Backspace', keyCode: 8 },
  delete: { key: 'Delete', code: 'Delete', keyCode: 46 },
  home: { key: 'Home', code: 'Home', keyCode: 36 },
  end: { key: 'End', code: 'End', keyCode: 35 },
  pageup: { key: 'PageUp', code: 'PageUp', keyCode: 33 },
  pagedown: { key: 'PageDown', code: 'PageDown', keyCode: 34 },
  insert: { key: 'Insert', code: 'Insert', keyCode: 45 },
};
for (const arrow of ['up', 'down', 'left', 'right']) {
  const def = NAMED[arrow];
  if (def) NAMED[def.key.toLowerCase()] = def;
}
for (let i = 1; i <= 12; i++) NAMED[`f${i}`] = { key: `F${i}`, code: `F${i}`, keyCode: 111 + i };

const MODIFIER_NAMES: Record<string, Modifier> = {
  shift: 'shift',
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
  super: 'meta',
};

/** The modifier keys themselves, pressed before and released after the main key. */
export const MODIFIER_KEYS: Record<Modifier, KeyDef> = {
  shift: { key: 'Shift', code: 'ShiftLeft', keyCode: 16 },
  ctrl: { key: 'Control', code: 'ControlLeft', keyCode: 17 },
  alt: { key: 'Alt', code: 'AltLeft', keyCode: 18 },
  meta: { key: 'Meta', code: 'MetaLeft', keyCode: 91 },
};

/** CDP's modifier bit mask (Alt=1, Ctrl=2, Meta=4, Shift=8). */
export function modifierBits(modifiers: readonly Modifier[]): number {
  const bits: Record<Modifier, number> = { alt: 1, ctrl: 2, meta: 4, shift: 8 };
  return modifiers.reduce((sum, m) => sum | bits[m], 0);
}

function singleKey(name: string, shifted: boolean): KeyDef | undefined {
  const named = NAMED[name.toLowerCase()];
  if (named) return named;
  if (name.length !== 1) return undefined;
  const upper = name.toUpperCase();
  if (/[a-z]/i.test(name)) {
    const text = shifted ? upper : name.toLowerCase();
    return { key: text, code: `Key${upper}`, keyCode: upper.charCodeAt(0), text };
  }
  if (/[0-9]/.test(name)) return { key: name, code: `Digit${name}`, keyCode: name.charCodeAt(0), text: name };
  return { key: name, code: '', keyCode: 0, text: name };
}

/** Parses "Return", "shift+F10", "ctrl+s"; throws bad_key for names it does not know. */
export function parseChord(keys: string): Chord {
  const parts = keys.split('+').map((p) => p.trim());
  // "ctrl++" names the plus key.
  if (keys.endsWith('++')) parts.splice(parts.length - 2, 2, '+');
  const main = parts.pop() ?? '';
  const modifiers: Modifier[] = [];
  for (const part of parts) {
    const modifier = MODIFIER_NAMES[part.toLowerCase()];
    if (!modifier)
      throw new DriverError('bad_key', `unknown modifier ${JSON.stringify(part)} in ${JSON.stringify(keys)}`);
    if (!modifiers.includes(modifier)) modifiers.push(modifier);
  }
  const key = singleKey(main, modifiers.includes('shift'));
  if (!key)
    throw new DriverError('bad_key', `unknown key ${JSON.stringify(main)} in ${JSON.stringify(keys)}`);
  return { modifiers, key };
}
