// Acting on a window in the background: AT-SPI actions and editable text only, never input events or focus.
import type { DriverAction, PerformOutcome } from '../../core/driver.js';
import { sleep } from '../../core/limits.js';
import { dbusErrorName } from './bus.js';
import { notSupported, ownRef, settle, targetGone, type ActContext } from './context.js';
import { readActions } from './details.js';
import { chooseOption, insertText, scrollBy, setText, stepValue } from './edit.js';
import { hasState, ROLE, STATE } from './enums.js';
import { asNumber, asNumbers, asRef, NULL_PATH, type Ref } from './narrow.js';

const CLICK_ACTIONS = ['click', 'press', 'activate', 'jump', 'open', 'toggle'];
// Chromium names a check box's action by what it does next: check, or uncheck.
const TOGGLE_ACTIONS = ['toggle', 'click', 'press', 'activate', 'check', 'uncheck'];
const MENU_ACTIONS = ['menu', 'popup', 'showmenu', 'show menu', 'context menu', 'popup menu'];

/** Performs one action (keys are refused before this) and waits for its effect. */
export async function performAction(
  ctx: ActContext,
  action: Exclude<DriverAction, { type: 'key' }>,
): Promise<PerformOutcome> {
  try {
    return await dispatch(ctx, action);
  } catch (error: unknown) {
    if (/\.(?:UnknownObject|ServiceUnknown|NameHasNoOwner)$/u.test(dbusErrorName(error))) return targetGone;
    if (dbusErrorName(error).endsWith('.UnknownMethod'))
      return notSupported(`the control does not offer this: ${(error as Error).message.trim()}`);
    throw error;
  }
}

async function dispatch(
  ctx: ActContext,
  action: Exclude<DriverAction, { type: 'key' }>,
): Promise<PerformOutcome> {
  if (action.type === 'press_sequence') return pressSequence(ctx, action.handles);
  if (action.type === 'scroll' && action.handle === undefined)
    return notSupported(
      'scrolling needs a scrollable control: wheel events cannot reach a background window',
    );
  if (action.type === 'drag')
    return notSupported('dragging needs pointer input, which cannot reach a background window');
  if (action.type === 'edit_cell') return notSupported('grid cells are edited on web pages only');
  if (action.type === 'hover')
    return notSupported('hovering needs the real pointer, which cannot rest on a background window');
  const ref = ownRef(ctx, action.handle ?? '');
  if (!ref) return targetGone;
  switch (action.type) {
    case 'click':
      if (action.modifiers?.length)
        return notSupported('modifier keys cannot be held for a background window');
      if (action.button === 'right') return contextMenu(ctx, ref);
      if (await opensPopup(ctx, ref)) return popupRefused;
      return action.count === 2 ? doubleClick(ctx, ref) : pressNamed(ctx, ref, CLICK_ACTIONS, 1);
    case 'toggle':
      return pressNamed(ctx, ref, TOGGLE_ACTIONS, 1);
    case 'menu':
      if (await opensPopup(ctx, ref)) return popupRefused;
      return pressNamed(ctx, ref, CLICK_ACTIONS, 1);
    case 'context_menu':
      return contextMenu(ctx, ref);
    case 'set_text':
      return committed(ctx, ref, await setText(ctx, ref, action.text));
    case 'insert_text':
      return insertText(ctx, ref, action.text, action.at);
    case 'choose':
      return chooseOption(ctx, ref, action.option);
    case 'step':
      return stepValue(ctx, ref, action.direction, action.count);
    case 'scroll':
      return scrollBy(ctx, ref, action.direction);
  }
}

// A GTK3 pop-up (a combo box's list, a submenu) grabs the keyboard and pointer when it opens: the user's input
// would go to a window in the background. Choices and menu items are reached without opening them.
const POPUP_ROLES: ReadonlySet<number> = new Set([ROLE.comboBox, ROLE.menu]);
const popupRefused = notSupported(
  'opening this pop-up would grab the keyboard and pointer; choose the option or run the menu item directly',
);

async function opensPopup(ctx: ActContext, ref: Ref): Promise<boolean> {
  if (ctx.win.app.toolkit === 'gtk4') return false;
  const [role] = await ctx.bus.call(ref, 'Accessible', 'GetRole', '', [], ctx.signal);
  return POPUP_ROLES.has(asNumber(role));
}

// Apps whose own fields take their text only on Return (LibreOffice: the Font Size field read "14 pt" while the
// cell stayed 10 pt). Each field's activate action is that Return, pressed after the text is set.
const COMMIT_ON_RETURN: ReadonlySet<string> = new Set(['soffice']);
// Containers a field may sit in where Return would press a default button instead.
const DIALOG_ROLES: ReadonlySet<number> = new Set([ROLE.dialog, ROLE.alert, ROLE.fileChooser]);
const ANCESTORS_MAX = 16;

/**
 * A field of an app that commits text on Return (its toolbars, sidebar, Name Box), set in the background: its
 * activate action commits the text as Return would. Never in a dialog, where Return presses the default button.
 */
async function committed(ctx: ActContext, ref: Ref, outcome: PerformOutcome): Promise<PerformOutcome> {
  if (
    !outcome.ok ||
    outcome.route !== 'editable_text:set_contents' ||
    !COMMIT_ON_RETURN.has(ctx.win.app.name)
  )
    return outcome;
  if (await inDialog(ctx, ref)) return outcome;
  const index = (await readActions(ctx.bus, ref, ctx.signal)).findIndex(
    (a) => a.name.toLowerCase() === 'activate',
  );
  if (index < 0) return outcome;
  const at = await doAction(ctx, ref, index);
  if (at < 0) return outcome;
  await settle(ctx, 'press', at);
  return { ok: true, route: 'editable_text:set_contents+activate' };
}

async function inDialog(ctx: ActContext, ref: Ref): Promise<boolean> {
  let at = ref;
  for (let depth = 0; depth < ANCESTORS_MAX; depth++) {
    const parent = asRef(await ctx.bus.prop(at, 'Accessible', 'Parent', ctx.signal));
    if (parent.path === NULL_PATH || parent.bus !== ref.bus) return false;
    const role = asNumber((await ctx.bus.call(parent, 'Accessible', 'GetRole', '', [], ctx.signal))[0]);
    if (DIALOG_ROLES.has(role)) return true;
    if (role === ROLE.frame || role === ROLE.window) return false;
    at = parent;
  }
  return true;
}

async function actionIndex(
  ctx: ActContext,
  ref: Ref,
  preferred: readonly string[],
): Promise<{ index: number; name: string } | null> {
  const actions = (await readActions(ctx.bus, ref, ctx.signal)).map((a) => a.name.toLowerCase());
  for (const want of preferred) {
    const index = actions.indexOf(want);
    if (index >= 0) return { index, name: want };
  }
  // GTK4 menus and popovers name actions after GActions ('win.undo'): only a lone unnamed action is a safe default.
  return actions.length === 1 && actions[0] !== undefined ? { index: 0, name: actions[0] } : null;
}

async function pressNamed(
  ctx: ActContext,
  ref: Ref,
  names: readonly string[],
  count: number,
): Promise<PerformOutcome> {
  const found = await actionIndex(ctx, ref, names);
  if (!found) return notSupported(`the control has no ${names[0] ?? 'click'} action`);
  let at = Date.now();
  for (let i = 0; i < count; i++) {
    at = await doAction(ctx, ref, found.index);
    if (at < 0)
      return { ok: false, code: 'action_refused', message: `the control refused ${found.name} (disabled?)` };
  }
  await settle(ctx, 'press', at);
  return { ok: true, route: `action:${found.name}` };
}

// A double click is the "activate" action where there is one (rows), else two clicks.
async function doubleClick(ctx: ActContext, ref: Ref): Promise<PerformOutcome> {
  const actions = (await readActions(ctx.bus, ref, ctx.signal)).map((a) => a.name.toLowerCase());
  return actions.includes('activate')
    ? pressNamed(ctx, ref, ['activate'], 1)
    : pressNamed(ctx, ref, CLICK_ACTIONS, 2);
}

async function contextMenu(ctx: ActContext, ref: Ref): Promise<PerformOutcome> {
  const found = await actionIndex(ctx, ref, MENU_ACTIONS);
  if (!found || !MENU_ACTIONS.includes(found.name))
    return notSupported('the control has no menu action; a right click cannot reach a background window');
  const at = await doAction(ctx, ref, found.index);
  if (at < 0) return { ok: false, code: 'action_refused', message: `the control refused ${found.name}` };
  await settle(ctx, 'press', at);
  return { ok: true, route: `action:${found.name}` };
}

// Returns when the press was made (its reply, for GTK4), or -1 when the toolkit refused it.
async function doAction(ctx: ActContext, ref: Ref, index: number): Promise<number> {
  const handle = `${ref.bus}|${ref.path}`;
  const gtk4 = ctx.win.app.toolkit === 'gtk4';
  if (gtk4) await ctx.presses.ready(handle, ctx.signal);
  const sent = Date.now();
  const [done] = await ctx.bus.call(ref, 'Action', 'DoAction', 'i', [index], ctx.signal);
  if (done === false) return -1;
  return gtk4 ? ctx.presses.pressed(handle) : sent;
}

// A key pressed again in one sequence (the nines of "9*9="): galculator's keys are toggle buttons that stay down a
// moment after a press made through AT-SPI, and a press of a key that is down only lets it up, so the second nine
// was lost. The second press waits until the first has landed; a key still down then is let up first (an app that
// reads a key as its toggle going down ignores it going up), so the press that follows goes down again.
const RELEASE_MS = 300;
async function released(ctx: ActContext, ref: Ref, index: number, at: number): Promise<void> {
  await settle(ctx, 'press', at);
  const down = async (): Promise<boolean> => {
    const [bits] = await ctx.bus.call(ref, 'Accessible', 'GetState', '', [], ctx.signal);
    const states = asNumbers(bits);
    return hasState(states, STATE.pressed) || hasState(states, STATE.checked);
  };
  for (const deadline = Date.now() + RELEASE_MS; Date.now() < deadline; await sleep(20, ctx.signal))
    if (!(await down())) return;
  const up = await doAction(ctx, ref, index);
  if (up >= 0) await settle(ctx, 'press', up);
}

async function pressSequence(ctx: ActContext, handles: readonly string[]): Promise<PerformOutcome> {
  const indexes = new Map<string, number>();
  let at = Date.now();
  for (const [n, handle] of handles.entries()) {
    const ref = ownRef(ctx, handle);
    if (!ref) return { ...targetGone, mayHaveActed: n > 0 };
    let index = indexes.get(handle);
    if (index === undefined) {
      index = (await actionIndex(ctx, ref, CLICK_ACTIONS))?.index ?? -1;
      indexes.set(handle, index);
    }
    if (index < 0)
      return { ...notSupported('a key of the sequence has no click action'), mayHaveActed: n > 0 };
    // (GTK4 spaces a key's presses by itself: doAction waits for it.)
    if (ctx.win.app.toolkit !== 'gtk4' && handles.slice(0, n).includes(handle))
      await released(ctx, ref, index, at);
    at = await doAction(ctx, ref, index);
    if (at < 0)
      return {
        ok: false,
        code: 'action_refused',
        message: 'a key of the sequence refused the press',
        mayHaveActed: true,
      };
  }
  await settle(ctx, 'press', at);
  return { ok: true, route: 'keypad' };
}
