// Foreground input on a private desktop: XTest events (through xdotool) for what AT-SPI cannot do in the
// background: keys, clicks on controls without an action, right, double and modified clicks, pop-ups, hovers,
// drags, and text typed into fields that offer no editable text (Chromium's web fields). Only on a display that is
// declared private (BEANS_PICKER_PRIVATE_DISPLAY equal to DISPLAY, as `beans-picker desktop start` prints it), where
// nobody else uses the keyboard or pointer; the user's own display keeps the strict background rules.
import type { DriverAction, PerformOutcome } from '../../core/driver.js';
import { notSupported, ownRef, settle, targetGone, type ActContext } from './context.js';
import { readFrame } from './details.js';
import { run } from './exec.js';
import { activate, geometry } from './x11.js';

/** The route results name for input sent through XTest. */
export const XTEST_ROUTE = 'xtest';

/** True when the session's display is declared private: BEANS_PICKER_PRIVATE_DISPLAY names this very DISPLAY. */
export function isPrivateDisplay(env: NodeJS.ProcessEnv): boolean {
  const declared = env.BEANS_PICKER_PRIVATE_DISPLAY?.trim();
  return Boolean(declared && env.DISPLAY && declared === env.DISPLAY.trim());
}

const MODIFIERS: Readonly<Record<string, string>> = {
  shift: 'shift',
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  meta: 'super',
  cmd: 'super',
  command: 'super',
  super: 'super',
};

// Key names as the core writes them → X keysyms.
const NAMED: Readonly<Record<string, string>> = {
  return: 'Return',
  enter: 'Return',
  escape: 'Escape',
  esc: 'Escape',
  tab: 'Tab',
  space: 'space',
  up: 'Up',
  down: 'Down',
  left: 'Left',
  right: 'Right',
  arrowup: 'Up',
  arrowdown: 'Down',
  arrowleft: 'Left',
  arrowright: 'Right',
  backspace: 'BackSpace',
  delete: 'Delete',
  home: 'Home',
  end: 'End',
  pageup: 'Prior',
  pagedown: 'Next',
  insert: 'Insert',
  menu: 'Menu',
};

// Printable characters whose keysym is a name.
const SYMBOLS: Readonly<Record<string, string>> = {
  '+': 'plus',
  '-': 'minus',
  '=': 'equal',
  '*': 'asterisk',
  '/': 'slash',
  '.': 'period',
  ',': 'comma',
  '%': 'percent',
  '(': 'parenleft',
  ')': 'parenright',
  ' ': 'space',
};

/** A chord ("ctrl+s", "Return", "shift+F10", "ctrl++") as xdotool's key argument, or null when a part is unknown. */
export function xdotoolKey(keys: string): string | null {
  if (keys.trim() === '+') return 'plus';
  const parts = keys.split('+').map((p) => p.trim());
  if (keys.endsWith('++')) parts.splice(parts.length - 2, 2, '+');
  const main = parts.pop() ?? '';
  const held: string[] = [];
  for (const part of parts) {
    const modifier = MODIFIERS[part.toLowerCase()];
    if (!modifier) return null;
    if (!held.includes(modifier)) held.push(modifier);
  }
  const named =
    NAMED[main.toLowerCase()] ?? (/^f([1-9]|1[0-2])$/iu.test(main) ? main.toUpperCase() : undefined);
  const key =
    named ?? (main.length === 1 ? (SYMBOLS[main] ?? (/^[\p{L}\p{N}]$/u.test(main) ? main : null)) : null);
  return key === null ? null : [...held, key].join('+');
}

/**
 * Performs an action the background route could not, with XTest input on the private display: the window is made
 * active, then keys go to its focus and pointer events to the control's centre. Null when XTest has no way either.
 */
export async function performForeground(
  ctx: ActContext,
  env: NodeJS.ProcessEnv,
  xid: number,
  action: DriverAction,
): Promise<PerformOutcome | null> {
  if (action.type === 'key') {
    const key = xdotoolKey(action.keys);
    if (key === null) return notSupported(`the key ${JSON.stringify(action.keys)} has no X keysym`);
    if (action.handle !== undefined) {
      const ref = ownRef(ctx, action.handle);
      if (!ref) return targetGone;
      await ctx.bus.call(ref, 'Component', 'GrabFocus', '', [], ctx.signal).catch(() => null);
    }
    return send(ctx, env, xid, ['key', '--clearmodifiers', key]);
  }
  if (action.type === 'set_text' || (action.type === 'insert_text' && action.at === 'end')) {
    // A field without editable text (Chromium's web fields): click into it, select all or go to the end, and type.
    const at = await centre(ctx, env, xid, action.handle);
    if (!at) return targetGone;
    const place =
      action.type === 'set_text'
        ? ['key', '--clearmodifiers', 'ctrl+a', 'key', '--clearmodifiers', 'BackSpace']
        : ['key', '--clearmodifiers', 'ctrl+End'];
    const typed = action.text === '' ? [] : ['type', '--clearmodifiers', '--delay', '12', '--', action.text];
    return send(ctx, env, xid, ['mousemove', String(at.x), String(at.y), 'click', '1', ...place, ...typed]);
  }
  if (action.type === 'drag') {
    const from = await centre(ctx, env, xid, action.handle);
    if (!from) return targetGone;
    const to =
      'handle' in action.to
        ? await centre(ctx, env, xid, action.to.handle)
        : { x: from.x + action.to.dx, y: from.y + action.to.dy };
    if (!to) return targetGone;
    return send(ctx, env, xid, [
      ...['mousemove', String(from.x), String(from.y), 'mousedown', '1'],
      ...[
        'sleep',
        '0.1',
        'mousemove',
        String(Math.round((from.x + to.x) / 2)),
        String(Math.round((from.y + to.y) / 2)),
      ],
      ...['sleep', '0.1', 'mousemove', String(to.x), String(to.y), 'sleep', '0.1', 'mouseup', '1'],
    ]);
  }
  const pointer =
    action.type === 'click' ||
    action.type === 'toggle' ||
    action.type === 'menu' ||
    action.type === 'context_menu' ||
    action.type === 'hover';
  if (!pointer) return null;
  const at = await centre(ctx, env, xid, action.handle);
  if (!at) return targetGone;
  const move = ['mousemove', String(at.x), String(at.y)];
  if (action.type === 'hover') return send(ctx, env, xid, move);
  const button =
    action.type === 'context_menu' || (action.type === 'click' && action.button === 'right') ? '3' : '1';
  const count = action.type === 'click' && action.count === 2 ? ['--repeat', '2', '--delay', '80'] : [];
  const held = action.type === 'click' ? (action.modifiers ?? []).map((m) => MODIFIERS[m] ?? m) : [];
  const click = ['click', ...count, button];
  if (!held.length) return send(ctx, env, xid, [...move, ...click]);
  return send(ctx, env, xid, [...move, 'keydown', held.join('+'), ...click, 'keyup', held.join('+')]);
}

// The control's centre on the screen: its window-relative frame plus the window's client origin.
async function centre(
  ctx: ActContext,
  env: NodeJS.ProcessEnv,
  xid: number,
  handle: string,
): Promise<{ x: number; y: number } | null> {
  const ref = ownRef(ctx, handle);
  if (!ref) return null;
  const [frame, client] = await Promise.all([
    readFrame(ctx.bus, ref, ctx.signal),
    geometry(env, xid, ctx.signal),
  ]);
  if (!frame || !client) return null;
  return {
    x: Math.round(client.x + frame.x + frame.width / 2),
    y: Math.round(client.y + frame.y + frame.height / 2),
  };
}

// Makes the window active (XTest input goes to the focus and the pointer's window), sends, and waits for the effect.
async function send(
  ctx: ActContext,
  env: NodeJS.ProcessEnv,
  xid: number,
  args: string[],
): Promise<PerformOutcome> {
  const at = Date.now();
  const sent = await sendInput(env, xid, args, ctx.signal);
  if (sent.ok) await settle(ctx, 'press', at);
  return sent;
}

/** Makes the window active and sends xdotool input to it (the caller waits for the effect). */
export async function sendInput(
  env: NodeJS.ProcessEnv,
  xid: number,
  args: string[],
  signal: AbortSignal,
): Promise<PerformOutcome> {
  if (!(await activate(env, xid)))
    return { ok: false, code: 'window_not_found', message: 'the window could not be made active for input' };
  const sent = await run('xdotool', args, { env, timeoutMs: 5000, signal });
  if (sent.code !== 0)
    return {
      ok: false,
      code: 'input_failed',
      message: 'xdotool could not send the input',
      mayHaveActed: true,
    };
  return { ok: true, route: XTEST_ROUTE };
}
