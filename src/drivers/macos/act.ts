// Performs one DriverAction with cua-driver's argument shapes: AX by token, pixels only at an uncovered centre.
import { buildSnapshot } from '../../core/build.js';
import { signature } from '../../core/change.js';
import type { DriverAction, Modifier, PerformOutcome } from '../../core/driver.js';
import { callTool, fail, outcomeOf, windowArgs, type MacActContext } from './context.js';
import { prefersPixel, toPixel, uncoveredCentre } from './geometry.js';
import { hotkeyKeys, parseChord } from './keys.js';
import { choose, menu } from './menus.js';
import { insertText, setText } from './text.js';
import { callOn, resolveHandle, type Target } from './target.js';
import { centre, contains } from './view.js';

const CUA_MODIFIER: Record<Modifier, string> = { meta: 'cmd', alt: 'option', ctrl: 'ctrl', shift: 'shift' };

/** Performs an action on the window of the context. */
export async function performMac(ctx: MacActContext, action: DriverAction): Promise<PerformOutcome> {
  switch (action.type) {
    case 'click':
      if (action.button === 'right') return onElement(ctx, action.handle, 'right_click', 'right_click');
      if (action.modifiers?.length)
        return pixelClick(
          ctx,
          action.handle,
          action.modifiers.map((m) => CUA_MODIFIER[m]),
        );
      if (action.count === 2) return onElement(ctx, action.handle, 'double_click', 'double_click');
      return press(ctx, action.handle);
    case 'toggle':
      return press(ctx, action.handle);
    case 'set_text':
      return setText(ctx, action.handle, action.text);
    case 'insert_text':
      return insertText(ctx, action.handle, action.text, action.at);
    case 'choose':
      return choose(ctx, action.handle, action.option);
    case 'step':
      return step(ctx, action.handle, action.direction, action.count ?? 1);
    case 'scroll':
      return scroll(ctx, action.handle, action.direction);
    case 'context_menu':
      return onElement(ctx, action.handle, 'right_click', 'right_click');
    case 'key':
      return key(ctx, action.keys, action.handle);
    case 'menu':
      return menu(ctx, action.handle, action.path, action.shortcut);
    case 'press_sequence':
      return pressSequence(ctx, action.handles);
    case 'drag':
      return drag(ctx, action.handle, action.to);
    case 'edit_cell':
      return { ok: false, code: 'not_supported', message: 'grid cells are edited on web pages only' };
    case 'hover':
      return {
        ok: false,
        code: 'not_supported',
        message: 'hovering needs the real pointer, which cannot rest on a background window',
      };
  }
}

async function onElement(
  ctx: MacActContext,
  handle: string,
  tool: string,
  route: string,
): Promise<PerformOutcome> {
  const done = await callOn(ctx, handle, (t) => [tool, { ...windowArgs(ctx), element_token: t.token }]);
  return 'ok' in done ? done : outcomeOf(done.result, route);
}

/** An AX press; web controls with an uncovered centre get a pixel click; a refused press falls back to pixels. */
export async function press(ctx: MacActContext, handle: string): Promise<PerformOutcome> {
  const target = await resolveHandle(ctx, handle);
  if ('ok' in target) return target;
  if (prefersPixel(target.el) && uncoveredCentre(target.view, target.index))
    return pixelClick(ctx, handle, []);
  const before = signature(buildSnapshot(target.view.raw));
  const done = await callOn(ctx, handle, (t) => ['click', { ...windowArgs(ctx), element_token: t.token }]);
  if ('ok' in done) return done;
  if (done.result.ok || done.result.code !== 'ax_action_failed') return outcomeOf(done.result, 'press');
  // "AX action failed" often still acted: a changed window means it did, so it is not repeated.
  const after = await ctx.observe();
  if (signature(buildSnapshot(after.raw)) !== before) return { ok: true, route: 'ax_acted' };
  const fallback = await pixelClick(ctx, handle, []);
  return fallback.ok ? fallback : outcomeOf(done.result, 'press');
}

async function pointOf(
  ctx: MacActContext,
  handle: string,
): Promise<{ target: Target; point: { x: number; y: number } } | PerformOutcome> {
  const target = await resolveHandle(ctx, handle);
  if ('ok' in target) return target;
  const point = uncoveredCentre(target.view, target.index, await ctx.stacking());
  if (!point) return fail('not_visible', 'the control has no uncovered point on screen for a pixel click');
  return { target, point };
}

async function pixelClick(ctx: MacActContext, handle: string, modifiers: string[]): Promise<PerformOutcome> {
  const found = await pointOf(ctx, handle);
  if ('ok' in found) return found;
  const geometry = await ctx.geometry();
  const pixel = geometry && toPixel(geometry, found.point);
  if (!pixel)
    return fail('not_visible', 'the window has no screenshot geometry (Screen Recording may be off)');
  const args = {
    ...windowArgs(ctx),
    x: pixel.x,
    y: pixel.y,
    ...(modifiers.length ? { modifier: modifiers } : {}),
  };
  return outcomeOf(
    await callTool(ctx, 'click', args),
    modifiers.length ? `pixel+${modifiers.join('+')}` : 'pixel',
  );
}

async function step(
  ctx: MacActContext,
  handle: string,
  direction: 'up' | 'down',
  count: number,
): Promise<PerformOutcome> {
  const target = await resolveHandle(ctx, handle);
  if ('ok' in target) return target;
  const slider = target.el.axRole === 'AXSlider';
  const keyName = slider ? (direction === 'up' ? 'right' : 'left') : direction;
  let outcome: PerformOutcome = { ok: true, route: `key:${keyName}` };
  for (let i = 0; i < count && outcome.ok; i += 1) {
    const done = await callOn(ctx, handle, (t) => [
      'press_key',
      { ...windowArgs(ctx), element_token: t.token, key: keyName },
    ]);
    outcome = 'ok' in done ? done : outcomeOf(done.result, `key:${keyName}`);
  }
  return outcome;
}

async function scroll(
  ctx: MacActContext,
  handle: string | undefined,
  direction: 'up' | 'down',
): Promise<PerformOutcome> {
  const base = { ...windowArgs(ctx), direction, by: 'page', amount: 1 };
  if (handle === undefined) return outcomeOf(await callTool(ctx, 'scroll', base), 'scroll');
  const done = await callOn(ctx, handle, (t) => ['scroll', { ...base, element_token: t.token }]);
  return 'ok' in done ? done : outcomeOf(done.result, 'scroll');
}

async function key(ctx: MacActContext, keys: string, handle: string | undefined): Promise<PerformOutcome> {
  const chord = parseChord(keys);
  const [tool, args]: [string, Record<string, unknown>] = chord.modifiers.length
    ? ['hotkey', { ...windowArgs(ctx), keys: hotkeyKeys(chord) }]
    : ['press_key', { ...windowArgs(ctx), key: chord.key }];
  if (handle === undefined) return outcomeOf(await callTool(ctx, tool, args), `key:${keys}`);
  const done = await callOn(ctx, handle, (t) => [tool, { ...args, element_token: t.token }]);
  return 'ok' in done ? done : outcomeOf(done.result, `key:${keys}`);
}

async function pressSequence(ctx: MacActContext, handles: string[]): Promise<PerformOutcome> {
  ctx.rebinds = 2;
  for (const handle of handles) {
    const done = await callOn(ctx, handle, (t) => ['click', { ...windowArgs(ctx), element_token: t.token }]);
    const outcome = 'ok' in done ? done : outcomeOf(done.result, 'press');
    if (!outcome.ok) return { ...outcome, mayHaveActed: handle !== handles[0] };
  }
  return { ok: true, route: 'keypad' };
}

async function drag(
  ctx: MacActContext,
  handle: string,
  to: { handle: string } | { dx: number; dy: number },
): Promise<PerformOutcome> {
  const from = await pointOf(ctx, handle);
  if ('ok' in from) return from;
  let end: { x: number; y: number };
  if ('handle' in to) {
    const target = await resolveHandle(ctx, to.handle);
    if ('ok' in target) return target;
    if (!target.el.frame) return fail('not_visible', 'the drag target has no frame on screen');
    end = centre(target.el.frame);
  } else end = { x: from.point.x + to.dx, y: from.point.y + to.dy };
  const bounds = from.target.view.bounds;
  if (bounds && !contains(bounds, end)) return fail('not_visible', 'the drag would end outside the window');
  const geometry = await ctx.geometry();
  const a = geometry && toPixel(geometry, from.point);
  const b = geometry && toPixel(geometry, end);
  if (!a || !b)
    return fail('not_visible', 'the window has no screenshot geometry (Screen Recording may be off)');
  const args = {
    ...windowArgs(ctx),
    from_x: a.x,
    from_y: a.y,
    to_x: b.x,
    to_y: b.y,
    delivery_mode: 'background',
  };
  return outcomeOf(await callTool(ctx, 'drag', args), 'drag');
}
