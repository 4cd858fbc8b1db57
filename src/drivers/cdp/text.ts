// Typing in a way page frameworks see: focus the field, select what must be replaced, insert the text as
// an IME would (so input events fire), then read back and fall back to the native setter if it did not take.
import type { PerformOutcome } from '../../core/driver.js';
import { insertText, pressChord } from './input.js';
import { parseChord } from './keys.js';
import type { ReadResult, TextFocus } from './page/types.js';
import { clickTarget, done, failed, GONE, type Acting, type Target } from './pointer.js';

/** Where the text goes: replacing everything, at the end, or at the caret as it is. */
export type TextMode = 'all' | 'end' | 'caret';

async function focusText(a: Acting, target: Target, mode: TextMode): Promise<TextFocus> {
  return a.tab.frames.callIn<TextFocus>(target.doc, 'focusText', [target.doc.docId, target.ref, mode]);
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
  a.route = 'insert_text';
  if (!focus.focused && mode !== 'caret') {
    // Focus did not reach the field (a frame without focus) or the caret API is missing (email, number):
    // a real click focuses it, then End puts the caret last.
    const clicked = await clickTarget(a, target, { button: 'left', count: 1, modifiers: [] });
    if (!clicked.ok) return clicked;
    focus = await focusText(a, target, mode);
    if (mode === 'end' && !focus.focused) await pressChord(a.tab, parseChord('ctrl+End'));
    a.route = 'click+insert_text';
  }
  if (text === '' && mode === 'all') await pressChord(a.tab, parseChord('Backspace'));
  else if (text !== '') await insertText(a.tab, text);
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
