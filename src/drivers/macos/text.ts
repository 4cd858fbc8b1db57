// Text actions: set_value replaces, type_text inserts at the caret; "at the end" moves the caret first (⌘↓).
import type { PerformOutcome } from '../../core/driver.js';
import { matchField } from './axtext.js';
import { fail, outcomeOf, windowArgs, type MacActContext } from './context.js';
import { callOn, type Target } from './target.js';

/** Replaces the whole text of a field. */
export async function setText(ctx: MacActContext, handle: string, text: string): Promise<PerformOutcome> {
  const done = await callOn(ctx, handle, (t) => [
    'set_value',
    { ...windowArgs(ctx), element_token: t.token, value: text },
  ]);
  return 'ok' in done ? done : outcomeOf(done.result, 'set_value');
}

/** Inserts text at the caret, or at the end (caret to end, then type). */
export async function insertText(
  ctx: MacActContext,
  handle: string,
  text: string,
  at: 'caret' | 'end',
): Promise<PerformOutcome> {
  if (at === 'end') {
    const moved = await callOn(ctx, handle, (t) => [
      'press_key',
      { ...windowArgs(ctx), element_token: t.token, key: 'down', modifiers: ['cmd'] },
    ]);
    if ('ok' in moved) return moved;
    if (!moved.result.ok) return appendBySetting(ctx, handle, moved.target, text, moved.result.message);
  }
  const done = await callOn(ctx, handle, (t) => [
    'type_text',
    { ...windowArgs(ctx), element_token: t.token, text },
  ]);
  return 'ok' in done ? done : outcomeOf(done.result, at === 'end' ? 'type_text_end' : 'type_text');
}

// When the caret cannot be moved, an exactly known old value allows set_value(old + text); otherwise refuse.
async function appendBySetting(
  ctx: MacActContext,
  handle: string,
  target: Target,
  text: string,
  why: string,
): Promise<PerformOutcome> {
  const fields = ctx.reader
    ? await ctx.reader.fields(ctx.pid, target.view.title, ctx.signal).catch(() => [])
    : [];
  const field = matchField(target.el, fields);
  if (!field)
    return fail(
      'caret_refused',
      `the caret could not be moved to the end (${why}) and the old text is not known exactly`,
    );
  return setText(ctx, handle, field.value + text);
}
