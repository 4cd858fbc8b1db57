// Key chords ("Return", "shift+F10", "cmd+shift+s") in cua-driver's key and modifier names.
import { DriverError } from '../../core/driver.js';

/** A chord as cua-driver wants it: modifier names and one key name. */
export interface CuaChord {
  modifiers: string[];
  key: string;
}

const MODIFIERS: Record<string, string> = {
  cmd: 'cmd',
  command: 'cmd',
  meta: 'cmd',
  super: 'cmd',
  shift: 'shift',
  alt: 'option',
  option: 'option',
  opt: 'option',
  ctrl: 'ctrl',
  control: 'ctrl',
  fn: 'fn',
};

const NAMED: Record<string, string> = {
  return: 'return',
  enter: 'return',
  tab: 'tab',
  space: 'space',
  escape: 'escape',
  esc: 'escape',
  backspace: 'delete',
  delete: 'delete',
  del: 'forward_delete',
  forward_delete: 'forward_delete',
  home: 'home',
  end: 'end',
  pageup: 'pageup',
  pagedown: 'pagedown',
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
  arrowup: 'up',
  arrowdown: 'down',
  arrowleft: 'left',
  arrowright: 'right',
};

const PUNCTUATION = new Set(['=', '-', '[', ']', "'", ';', '\\', ',', '/', '.', '`']);

/** Parses a chord; an unknown key is a `bad_key` error. */
export function parseChord(keys: string): CuaChord {
  const parts = keys === '+' ? ['+'] : keys.split('+').map((p) => p.trim());
  const last = parts.pop() ?? '';
  const modifiers: string[] = [];
  for (const part of parts) {
    const mod = MODIFIERS[part.toLowerCase()];
    if (!mod)
      throw new DriverError('bad_key', `unknown modifier ${JSON.stringify(part)} in ${JSON.stringify(keys)}`);
    if (!modifiers.includes(mod)) modifiers.push(mod);
  }
  return { modifiers, key: keyName(last, keys) };
}

function keyName(name: string, chord: string): string {
  const lower = name.toLowerCase();
  const named = NAMED[lower];
  if (named) return named;
  if (/^f(?:[1-9]|1[0-2])$/u.test(lower)) return lower;
  if (/^[a-z0-9]$/u.test(lower) || PUNCTUATION.has(name)) return lower;
  throw new DriverError(
    'bad_key',
    `cua-driver has no key named ${JSON.stringify(name)} (in ${JSON.stringify(chord)})`,
  );
}

/** A chord as `hotkey`'s `keys` array: modifiers first, then the key. */
export function hotkeyKeys(chord: CuaChord): string[] {
  return [...chord.modifiers, chord.key];
}
