// Text, choices and values set through EditableText, Selection and Value, with no keystrokes: a text
// route names the EditableText call (`editable_text:…`), since no key event is ever sent.
import type { PerformOutcome } from '../../core/driver.js';
import { notSupported, ownRef, settle, targetGone, type ActContext } from './context.js';
import { parseNumber, readActions, readFrame, readSelected, readValue } from './details.js';
import { hasState, ROLE, STATE } from './enums.js';
import { cleanName } from './labels.js';
import { asNumber, asRef, handleOf, type Ref } from './narrow.js';
import { interfacesOf, loadTree, type AtspiItem, type WindowTree } from './tree.js';

const OPTION_ROLES: ReadonlySet<number> = new Set([
  ROLE.menuItem,
  ROLE.listItem,
  ROLE.checkMenuItem,
  ROLE.radioMenuItem,
]);
const SMALL_TREE = { maxNodes: 400, ms: 500 };

const refused = (what: string): PerformOutcome => ({
  ok: false,
  code: 'action_refused',
  message: `the control refused ${what}`,
});

/**
 * Replaces a field's whole text (`EditableText.SetTextContents`). A number for a spin button goes to its Value:
 * GTK takes text into the value only when the field is activated or loses focus, which a background edit never does.
 */
export async function setText(ctx: ActContext, ref: Ref, text: string): Promise<PerformOutcome> {
  const number = parseNumber(text);
  const interfaces = await interfacesOf(ctx.bus, ref, ctx.signal);
  if (Number.isFinite(number) && (await isSpinButton(ctx, ref, interfaces)))
    return setValueTo(ctx, ref, number);
  if (!interfaces.has('EditableText')) return noEditableText;
  const at = Date.now();
  const [done] = await ctx.bus.call(ref, 'EditableText', 'SetTextContents', 's', [text], ctx.signal);
  if (done === false) return refused('the new text (read-only?)');
  await settle(ctx, 'edit', at);
  return { ok: true, route: 'editable_text:set_contents' };
}

// Chromium's web fields (and some other toolkits') expose Text but not EditableText.
const noEditableText = notSupported(
  'the field offers no editable text over AT-SPI (as in Chromium): typing into it needs key input, which only a private desktop allows',
);

/** Inserts text at the caret or at the end (`EditableText.InsertText`; offsets in code points, length in bytes). */
export async function insertText(
  ctx: ActContext,
  ref: Ref,
  text: string,
  where: 'caret' | 'end',
): Promise<PerformOutcome> {
  if (!(await interfacesOf(ctx.bus, ref, ctx.signal)).has('EditableText')) return noEditableText;
  const count = asNumber(await ctx.bus.prop(ref, 'Text', 'CharacterCount', ctx.signal));
  const caret = where === 'caret' ? asNumber(await ctx.bus.prop(ref, 'Text', 'CaretOffset', ctx.signal)) : -1;
  const position = caret >= 0 && caret <= count ? caret : count;
  const at = Date.now();
  const [done] = await ctx.bus.call(
    ref,
    'EditableText',
    'InsertText',
    'isi',
    [position, text, Buffer.byteLength(text, 'utf8')],
    ctx.signal,
  );
  if (done === false) return refused('the inserted text (read-only?)');
  await settle(ctx, 'edit', at);
  return { ok: true, route: `editable_text:insert_${where}` };
}

/** Chooses the option whose text is exactly `option`: through Selection where offered, else the option's own action. */
export async function chooseOption(ctx: ActContext, ref: Ref, option: string): Promise<PerformOutcome> {
  const tree = await smallTree(ctx, ref);
  const root = tree.items[0];
  if (!root) return targetGone;
  const options = tree.items.filter((item) => OPTION_ROLES.has(item.role));
  const names = options.map((o) => cleanName(o.name, ctx.win.app.toolkit));
  const match = options[names.indexOf(option)];
  if (!match)
    return {
      ok: false,
      code: 'option_not_found',
      message: `no option reads exactly ${JSON.stringify(option)}`,
      options: names,
    };
  const at = Date.now();
  if (root.interfaces.has('Selection')) {
    const index = siblingIndex(tree, match);
    const [done] = await ctx.bus.call(ref, 'Selection', 'SelectChild', 'i', [index], ctx.signal);
    if (done !== false && (await readSelected(ctx.bus, ref, ctx.signal)) === match.handle) {
      await settle(ctx, 'edit', at);
      return { ok: true, route: 'select' };
    }
  }
  const actions = match.interfaces.has('Action') ? await readActions(ctx.bus, match.ref, ctx.signal) : [];
  const index = actions.findIndex((a) => /^(?:click|press|activate|select)$/iu.test(a.name));
  if (index < 0) return notSupported('the list offers no way to choose an option in the background');
  const [done] = await ctx.bus.call(match.ref, 'Action', 'DoAction', 'i', [index], ctx.signal);
  if (done === false) return refused('the option');
  await settle(ctx, 'press', at);
  return { ok: true, route: 'option_action' };
}

async function isSpinButton(ctx: ActContext, ref: Ref, interfaces: ReadonlySet<string>): Promise<boolean> {
  if (!interfaces.has('Value')) return false;
  const [role] = await ctx.bus.call(ref, 'Accessible', 'GetRole', '', [], ctx.signal);
  return asNumber(role) === ROLE.spinButton;
}

// Sets a Value to the number; the app clamps it to its range, and the read-back says what it took.
async function setValueTo(ctx: ActContext, ref: Ref, number: number): Promise<PerformOutcome> {
  const at = Date.now();
  await ctx.bus.setProp(ref, 'Value', 'CurrentValue', 'd', number, ctx.signal);
  await settle(ctx, 'edit', at);
  return { ok: true, route: 'value:set_current' };
}

/** Moves a slider or spin button one step (`Value.CurrentValue` ± its increment). */
export async function stepValue(
  ctx: ActContext,
  ref: Ref,
  direction: 'up' | 'down',
  count = 1,
): Promise<PerformOutcome> {
  const value = await readValue(ctx.bus, ref, ctx.signal);
  return setNumber(ctx, ref, value, (value.step ?? 1) * count * (direction === 'up' ? 1 : -1), 'value');
}

/** Scrolls an area by most of a page through its vertical scroll bar's Value. */
export async function scrollBy(ctx: ActContext, ref: Ref, direction: 'up' | 'down'): Promise<PerformOutcome> {
  const bar = await verticalBar(ctx, ref);
  if (!bar)
    return notSupported('the area has no scroll bar to move; wheel events cannot reach a background window');
  const value = await readValue(ctx.bus, bar.ref, ctx.signal);
  const frame = await readFrame(ctx.bus, ref, ctx.signal).catch(() => null);
  const page = frame ? frame.height * 0.9 : ((value.max ?? 100) - (value.min ?? 0)) / 10;
  const outcome = await setNumber(ctx, bar.ref, value, direction === 'down' ? page : -page, 'scroll_bar');
  if (!outcome.ok) return outcome;
  // A list that refills itself (xfce4-taskmanager's, every 750 ms) may put its bar back: what the bar reads after
  // is what happened, whatever else in the window changed.
  const after = await readValue(ctx.bus, bar.ref, ctx.signal);
  if (after.current === value.current)
    return {
      ok: false,
      code: 'no_effect',
      message: 'the scroll bar was set but reads where it was: the list did not move',
    };
  return outcome;
}

async function setNumber(
  ctx: ActContext,
  ref: Ref,
  value: { current: number; min?: number; max?: number },
  delta: number,
  route: string,
): Promise<PerformOutcome> {
  const next = Math.min(value.max ?? Infinity, Math.max(value.min ?? -Infinity, value.current + delta));
  if (next === value.current)
    return {
      ok: false,
      code: 'at_limit',
      message: `the value is already at its ${delta > 0 ? 'maximum' : 'minimum'}`,
    };
  const at = Date.now();
  await ctx.bus.setProp(ref, 'Value', 'CurrentValue', 'd', next, ctx.signal);
  await settle(ctx, 'edit', at);
  return { ok: true, route };
}

async function smallTree(ctx: ActContext, ref: Ref): Promise<WindowTree> {
  return loadTree(ctx.bus, ref, {
    maxNodes: SMALL_TREE.maxNodes,
    deadline: Date.now() + SMALL_TREE.ms,
    signal: ctx.signal,
    misses: { count: 0 },
  });
}

function siblingIndex(tree: WindowTree, item: AtspiItem): number {
  const parent = [...tree.children.entries()].find(([, kids]) => kids.includes(item.handle));
  return parent ? parent[1].indexOf(item.handle) : 0;
}

// The scroll bar of an area: among its own descendants, else its parent's (GTK3 puts them beside the view).
async function verticalBar(ctx: ActContext, ref: Ref): Promise<AtspiItem | null> {
  const own = findBar(await smallTree(ctx, ref));
  if (own) return own;
  const parent = asRef(await ctx.bus.prop(ref, 'Accessible', 'Parent', ctx.signal));
  if (!ownRef(ctx, handleOf(parent))) return null;
  return findBar(await smallTree(ctx, parent));
}

function findBar(tree: WindowTree): AtspiItem | null {
  const byHandle = new Map(tree.items.map((i) => [i.handle, i]));
  const parentOf = new Map<string, AtspiItem>();
  for (const [p, kids] of tree.children)
    for (const k of kids) if (byHandle.has(p)) parentOf.set(k, byHandle.get(p) as AtspiItem);
  for (const item of tree.items) {
    if (!item.interfaces.has('Value')) continue;
    const bar = item.role === ROLE.scrollBar ? item : parentOf.get(item.handle);
    if (bar?.role === ROLE.scrollBar && hasState(bar.states, STATE.vertical)) return item;
  }
  return null;
}
