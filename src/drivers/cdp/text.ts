// Typing as a person's keyboard does: focus the field, select what must be replaced, press a trusted key
// for each character a key types (so key listeners, masks and controlled inputs see it), insert the rest
// as an IME would, then read back and fall back to the native setter only when the field ignored it all.
import type { PerformOutcome } from '../../core/driver.js';
import { insertText, pressChord, typeKeys } from './input.js';
import { longTextRuns, parseChord, textRuns, type TextRun } from './keys.js';
import type { ReadResult, TextFocus } from './page/types.js';
import { clickTarget, done, failed, GONE, type Acting, type Target } from './pointer.js';

/** Where the text goes: replacing everything, at the end, or at the caret as it is. */
export type TextMode = 'all' | 'end' | 'caret';

/** How the text went in: key presses, key presses and inserted runs, inserted whole. */
export type TextRoute = 'keys' | 'keys+insert_text' | 'insert_text';

// Past this many characters, pressing each key costs more than a caller waits for (measured in a background
// tab on a loaded 2-core machine: 15-30 ms a key, against about 0.1 s to insert 2,000 characters), so the
// bulk is inserted and the last key pressed. Masks and filters are fed short values, which stay all keys.
const LONG_TEXT = 40;

async function focusText(a: Acting, target: Target, mode: TextMode): Promise<TextFocus> {
  return a.tab.frames.callIn<TextFocus>(target.doc, 'focusText', [target.doc.docId, target.ref, mode]);
}

/** Enters text at the focused field's selection: keys where a key types the character, insertion elsewhere. */
export async function enterText(a: Acting, text: string, keyed: boolean): Promise<TextRoute> {
  const runs: TextRun[] = !keyed
    ? [{ via: 'insert', text }]
    : text.length > LONG_TEXT
      ? longTextRuns(text)
      : textRuns(text);
  for (const run of runs) {
    a.signal.throwIfAborted();
    if (run.via === 'keys') await typeKeys(a.tab, run.keys, a.signal);
    else await insertText(a.tab, run.text);
  }
  const keys = runs.some((r) => r.via === 'keys');
  const inserted = runs.some((r) => r.via === 'insert');
  return keys && inserted ? 'keys+insert_text' : keys ? 'keys' : 'insert_text';
}

/** Types `text` into a field (input, textarea, contenteditable). Secret fields are typed into but never read. */
export async function typeText(
  a: Acting,
  target: Target,
  text: string,
  mode: TextMode,
): Promise<PerformOutcome> {
  let focus = await focusText(a, target, mode);
  if (focus.state === 'gone') return GONE;
  if (focus.state === 'not_text') return failed('not_editable', 'the element does not take text');
  if (focus.state === 'disabled') return failed('disabled', 'the field is disabled or read-only');
  let prefix = '';
  if (!focus.focused && mode !== 'caret') {
    // Focus did not reach the field (a frame without focus) or the caret API is missing (email, number):
    // a real click focuses it, then End puts the caret last.
    a.route = 'click';
    const clicked = await clickTarget(a, target, { button: 'left', count: 1, modifiers: [] });
    if (!clicked.ok) return clicked;
    focus = await focusText(a, target, mode);
    if (mode === 'end' && !focus.focused) await pressChord(a.tab, parseChord('ctrl+End'));
    prefix = 'click+';
  }
  a.route = `${prefix}keys`;
  if (text === '' && mode === 'all') await pressChord(a.tab, parseChord('Backspace'));
  else if (text !== '') a.route = `${prefix}${await enterText(a, text, focus.keyed)}`;
  if (focus.secret || focus.before === undefined || mode === 'caret') return done(a.route);
  const expected = mode === 'all' ? text : focus.before + text;
  const read = await a.tab.frames.callIn<ReadResult>(target.doc, 'readValue', [target.doc.docId, target.ref]);
  // Only a field that ignored typed input entirely (date pickers, some widgets) is set by script; a field
  // that changed differently (masks, upper-casing) is left as the page made it, for the caller to verify.
  if (read.state !== 'ok' || !read.exact || read.value !== focus.before || read.value === expected)
    return done(a.route);
  const set = await a.tab.frames.callIn<boolean>(target.doc, 'setValue', [
    target.doc.docId,
    target.ref,
    expected,
  ]);
  if (set) a.route = 'set_value';
  return done(a.route);
}
