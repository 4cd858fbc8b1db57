// Pop-up choices (press open, press the exact item, Escape what stays open) and menu commands by shortcut only.
import type { PerformOutcome } from '../../core/driver.js';
import { displayText } from '../../core/text.js';
import { callTool, fail, outcomeOf, windowArgs, type MacActContext } from './context.js';
import { decodeHandle } from './handles.js';
import { hotkeyKeys, parseChord } from './keys.js';
import { callOn, resolveHandle } from './target.js';
import { isBelow, type MacElement, type WindowView } from './view.js';

/** Chooses the item whose title is exactly `option` in a pop-up. */
export async function choose(ctx: MacActContext, handle: string, option: string): Promise<PerformOutcome> {
  const opened = await callOn(ctx, handle, (t) => ['click', { ...windowArgs(ctx), element_token: t.token }]);
  if ('ok' in opened) return opened;
  if (!opened.result.ok) return outcomeOf(opened.result, 'popup');
  const view = await ctx.observe();
  const items = openItems(view, opened.target.el.twin ? undefined : opened.target.el.key);
  const want = displayText(option);
  const hits = items.filter((i) => displayText(titleOf(i.el)) === want);
  const titles = items.map((i) => titleOf(i.el));
  if (hits.length !== 1) {
    if (items.length) await escape(ctx);
    if (hits.length > 1)
      return fail(
        'ambiguous_option',
        `${hits.length} items read ${JSON.stringify(option)}; nothing was chosen`,
        { options: titles },
      );
    return fail('option_not_found', `no item reads exactly ${JSON.stringify(option)}`, { options: titles });
  }
  const chosen = await callTool(ctx, 'click', { ...windowArgs(ctx), element_token: hits[0]?.el.token });
  if (!chosen.ok) {
    await escape(ctx);
    return outcomeOf(chosen, 'popup');
  }
  if (openItems(await ctx.observe(), undefined).length) await escape(ctx);
  return { ok: true, route: 'popup' };
}

function titleOf(el: MacElement): string {
  return el.title ?? el.description ?? el.value ?? '';
}

// Enabled items of the open menu: under the pop-up when it can be found again, else under any menu outside the menu bar.
function openItems(view: WindowView, popupKey: string | undefined): { index: number; el: MacElement }[] {
  const items = view.elements.flatMap((el, index) =>
    el.axRole === 'AXMenuItem' && el.enabled && el.token ? [{ index, el }] : [],
  );
  const popups =
    popupKey === undefined ? [] : view.elements.flatMap((el, i) => (el.key === popupKey ? [i] : []));
  const popup = popups.length === 1 ? popups[0] : undefined;
  const under = popup === undefined ? [] : items.filter((i) => isBelow(view.elements, i.index, popup));
  if (under.length) return under;
  const bar = view.elements.findIndex((el) => el.axRole === 'AXMenuBar');
  return items.filter((i) => bar < 0 || !isBelow(view.elements, i.index, bar));
}

async function escape(ctx: MacActContext): Promise<void> {
  await callTool(ctx, 'press_key', { ...windowArgs(ctx), key: 'escape' });
}

/** Runs a menu command through its keyboard shortcut, after checking the item is still there and enabled. */
export async function menu(
  ctx: MacActContext,
  handle: string,
  path: string[],
  shortcut: string | undefined,
): Promise<PerformOutcome> {
  const named = path.join(' > ');
  const known = shortcut ?? (await shortcutOf(ctx, handle));
  if (!known)
    return fail(
      'foreground_required',
      `${named} has no keyboard shortcut; cua-driver runs menu items only by activating the app (invoke_menu), which beans-picker never does`,
    );
  const parts = decodeHandle(handle);
  const view = await ctx.observe();
  const same = parts ? view.elements.filter((el) => el.key === parts.key) : [];
  if (parts && !parts.twin && same.length === 0)
    return fail('menu_item_gone', `${named} is no longer in the menu`);
  if (same.length === 1 && !same[0]?.enabled)
    return fail(
      'menu_item_disabled',
      `${named} is disabled now (in the background an app often has no key window)`,
    );
  const result = await callTool(ctx, 'hotkey', { ...windowArgs(ctx), keys: hotkeyKeys(parseChord(known)) });
  return outcomeOf(result, `shortcut:${known}`);
}

async function shortcutOf(ctx: MacActContext, handle: string): Promise<string | undefined> {
  const target = await resolveHandle(ctx, handle);
  return 'ok' in target ? undefined : target.el.shortcut;
}
