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

/** One character typed as a key press: its key and whether Shift is held for it (US layout). */
export interface TypedKey {
  def: KeyDef;
  shift: boolean;
}

/** A stretch of text entered one way: as key presses, or inserted whole (characters no key types). */
export type TextRun = { via: 'keys'; text: string; keys: TypedKey[] } | { via: 'insert'; text: string };

// The US layout's symbol keys: unshifted, shifted, code, Windows key code.
const SYMBOL_KEYS: readonly (readonly [string, string, string, number])[] = [
  [' ', ' ', 'Space', 32],
  ['`', '~', 'Backquote', 192],
  ['-', '_', 'Minus', 189],
  ['=', '+', 'Equal', 187],
  ['[', '{', 'BracketLeft', 219],
  [']', '}', 'BracketRight', 221],
  ['\\', '|', 'Backslash', 220],
  [';', ':', 'Semicolon', 186],
  ["'", '"', 'Quote', 222],
  [',', '<', 'Comma', 188],
  ['.', '>', 'Period', 190],
  ['/', '?', 'Slash', 191],
];
const SHIFTED_DIGITS = ')!@#$%^&*(';
const KEY_OF = new Map<string, TypedKey>();
for (const [plain, shifted, code, keyCode] of SYMBOL_KEYS) {
  KEY_OF.set(shifted, { def: { key: shifted, code, keyCode, text: shifted }, shift: true });
  KEY_OF.set(plain, { def: { key: plain, code, keyCode, text: plain }, shift: false });
}
for (let d = 0; d <= 9; d++) {
  const shifted = SHIFTED_DIGITS.charAt(d);
  const code = `Digit${d}`;
  KEY_OF.set(shifted, { def: { key: shifted, code, keyCode: 48 + d, text: shifted }, shift: true });
  KEY_OF.set(String(d), { def: { key: String(d), code, keyCode: 48 + d, text: String(d) }, shift: false });
}

/**
 * The key press that types one character, or undefined for characters no key types: controls (newline, tab),
 * astral characters (emoji), clusters with combining marks. Letters and symbols outside the US layout are
 * typed as a key with their own text and no key code, as a keyboard of their layout would.
 */
export function typedKey(char: string): TypedKey | undefined {
  if (char.length !== 1) return undefined;
  const known = KEY_OF.get(char);
  if (known) return known;
  if (/[a-z]/i.test(char)) {
    const upper = char.toUpperCase();
    const def = { key: char, code: `Key${upper}`, keyCode: upper.charCodeAt(0), text: char };
    return { def, shift: char === upper };
  }
  if (!/^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]$/u.test(char)) return undefined;
  return { def: { key: char, code: '', keyCode: 0, text: char }, shift: false };
}

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Splits text into runs of key presses and runs of characters that no key types, in order. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const { segment } of GRAPHEMES.segment(text)) {
    const key = typedKey(segment);
    const last = runs[runs.length - 1];
    if (key && last?.via === 'keys') {
      last.text += segment;
      last.keys.push(key);
    } else if (key) runs.push({ via: 'keys', text: segment, keys: [key] });
    else if (last?.via === 'insert') last.text += segment;
    else runs.push({ via: 'insert', text: segment });
  }
  return runs;
}

/**
 * Runs for text too long to press key by key: everything inserted whole but the last character a key
 * types, which is pressed, so key listeners fire once with the whole text in the field.
 */
export function longTextRuns(text: string): TextRun[] {
  const runs = textRuns(text);
  const index = runs.map((r) => r.via).lastIndexOf('keys');
  const keys = runs[index];
  const key = keys?.via === 'keys' ? keys.keys[keys.keys.length - 1] : undefined;
  if (!keys || !key) return [{ via: 'insert', text }];
  const joined = (part: TextRun[]): string => part.map((r) => r.text).join('');
  const before = joined(runs.slice(0, index)) + keys.text.slice(0, -1);
  const after = joined(runs.slice(index + 1));
  const out: TextRun[] = [];
  if (before) out.push({ via: 'insert', text: before });
  out.push({ via: 'keys', text: keys.text.slice(-1), keys: [key] });
  if (after) out.push({ via: 'insert', text: after });
  return out;
}
