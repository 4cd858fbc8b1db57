// Carries out a picked action to the end state the words name: a range stepped to its value, a list that only
// opened gets its option pressed, and every effect judged against what was asked, not only what was done.
import { asksOnly, sortOrder } from '../intent.js';
import { foldText } from '../text.js';
import { readsWanted, type Wanted } from '../wanted.js';
import type { Candidate } from '../candidates/types.js';
import { DriverError, type DriverAction } from '../driver.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import type { Verdict } from '../verify.js';
import {
  nodeOf,
  observationOf,
  performAction,
  snapshotWindow,
  type ActContext,
  type Observation,
} from './context.js';
import { awaitEffect, CARET_IN, findByKey, readBefore, withCopyState, type Effect } from './effect.js';
import { glanceBefore } from './glances.js';
import {
  checkEndState,
  choosesByTyping,
  listedOption,
  opensList,
  optionFor,
  showsChoice,
  stillFiltering,
} from './endstate.js';
import { revealedChoice } from './asked.js';
import { datesIn, dayControl, readsDates, readsTime, shownMonth, timeIn } from './calendar.js';
import { sortedAs } from './columns.js';
import { awaitFiltered, filtersRows } from './filter.js';
import { reachValue } from './reach.js';
import { keepOnly } from './only.js';
import { sleep } from '../limits.js';

const LIST_RETAKES_MS = [150, 300, 450];
// Clicks a sortable header may take after the first to reach the order asked for.
const SORT_CLICKS_MAX = 2;
// Fields a calendar fills.
const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox']);

// How long a list that took no press is left to settle before the one repeat.
const SETTLE_MS = 250;
// More looks at a control whose list closed without showing the choice yet.
const CHOICE_LOOKS = 2;

/** The judged effect and the driver's route, or the driver's refusal before anything happened. */
export type Carried =
  { effect: Effect; route: string } | { refused: { code: string; message: string }; options?: string[] };

/** True when the step moves a range control to a value rather than by one step. */
export function reaches(candidate: Candidate, wanted: Wanted): boolean {
  return candidate.kind === 'step' && wanted.value !== undefined;
}

/** Performs the action (or steps a range to its value) and judges the effect against the wanted end state. */
export async function carryOut(
  ctx: ActContext,
  obs: Observation,
  candidate: Candidate,
  action: DriverAction,
  text: string | undefined,
  wanted: Wanted,
): Promise<Carried> {
  if (reaches(candidate, wanted))
    return reachValue(ctx, obs, candidate, wanted as Wanted & { value: string });
  const [beforeText, glanced] = await Promise.all([
    readBefore(ctx, obs, candidate),
    glanceBefore(ctx, obs, candidate),
  ]);
  const outcome = await performAction(ctx, obs.snapshot.window.id, action);
  const opener = openerClick(obs, candidate);
  // A list the driver could not read without opening it (no aria-controls, options drawn on open): look again,
  // and press the named option in the list, opening it with a click first if it is closed.
  if (
    !outcome.ok &&
    outcome.code === 'option_not_found' &&
    opener &&
    text !== undefined &&
    !outcome.options?.length
  )
    return alone(
      ctx,
      candidate,
      await chooseInList(ctx, obs, opener, { ...wanted, value: text }),
      text,
      wanted,
    );
  if (!outcome.ok)
    return {
      refused: { code: outcome.code, message: outcome.message },
      ...(outcome.options ? { options: outcome.options } : {}),
    };
  if (candidate.cellHeader !== undefined)
    return { effect: await cellEffect(ctx, obs, outcome.read, text ?? ''), route: outcome.route };
  let typed: Effect;
  try {
    typed = await awaitEffect(ctx, obs, candidate, text, beforeText, glanced);
  } catch (error: unknown) {
    if (!(error instanceof DriverError)) throw error;
    if (error.code === 'window_not_found' && CLOSING_KINDS.has(candidate.kind))
      return { effect: closedWindow(obs, candidate), route: outcome.route };
    // The action was delivered before the window stopped answering (mousepad's Save opens a modal Save As whose
    // loop holds the app): the step may well have happened, and the answer says so.
    if (error.mayHaveActed) throw error;
    throw new DriverError(
      error.code,
      `${error.message}; this came after the action was delivered, so the step may have happened`,
      true,
    );
  }
  const effect = filtersRows(obs, candidate) ? await awaitFiltered(ctx, obs, typed) : typed;
  const ended = { effect: await toEndState(ctx, obs, candidate, effect, wanted), route: outcome.route };
  return alone(ctx, candidate, caretOnly(ended, wanted), text, wanted);
}

// Words that ask only to click into a field, or to put the caret or focus there.
const CARET_WORDS =
  /^\s*(?:please\s+)?(?:(?:click|tap|double-?click)\s+(?:in|into|inside|on)?\s*(?:the\s+)?|focus|put\s+(?:the\s+)?(?:cursor|caret|focus)|place\s+(?:the\s+)?(?:cursor|caret)|move\s+(?:the\s+)?(?:cursor|caret|focus)|go\s+to\s+the\s+\S+\s+(?:field|box))/iu;

/**
 * A caret put into a field is the step only for words that ask for no more than that ("click the form-danger
 * field"); "use proxy.corp.local:3128" or "filter the city column by Boston", answered by a click into the field,
 * is not done, only delivered.
 */
function caretOnly(carried: { effect: Effect; route: string }, wanted: Wanted) {
  const { verdict } = carried.effect;
  if (verdict.verdict !== 'ok' || !verdict.detail.startsWith(CARET_IN)) return carried;
  if (wanted.words === undefined || CARET_WORDS.test(wanted.words)) return carried;
  return {
    ...carried,
    effect: {
      ...carried.effect,
      verdict: {
        ...verdict,
        verdict: 'unverified' as const,
        detail: `${verdict.detail}; nothing else the words ask for shows`,
      },
    },
  };
}

// Kinds of step that may close their own window (a dialog's Cancel, a menu's Quit, Escape).
const CLOSING_KINDS: ReadonlySet<string> = new Set(['click', 'menu', 'key']);
// Controls whose work is to end their window.
const ENDS_WINDOW = /^(?:ok|okay|cancel|close|quit|exit|done|dismiss|finish|yes|no)\b/u;

/**
 * The step's window is gone after it: the step closed it. That is the step itself when the control's name says it
 * ends its window ("Cancel", "OK", "Quit"); otherwise only what can be told, since nothing is left to read.
 */
function closedWindow(obs: Observation, candidate: Candidate): Effect {
  const node = nodeOf(obs, candidate);
  const said = foldText(candidate.kind === 'menu' ? (candidate.menuPath?.at(-1) ?? '') : (node?.label ?? ''));
  const verdict: Verdict = ENDS_WINDOW.test(said.trim())
    ? { verdict: 'ok', detail: 'the window closed' }
    : { verdict: 'unverified', detail: 'the window closed; nothing is left to read what else the step did' };
  return { verdict, after: obs, snapshots: 0 };
}

// A choice the words want alone ("only Saturday"): the control's other chosen items are taken off too.
async function alone(
  ctx: ActContext,
  candidate: Candidate,
  carried: Carried,
  text: string | undefined,
  wanted: Wanted,
): Promise<Carried> {
  const value = text ?? wanted.value;
  if (
    !('effect' in carried) ||
    candidate.kind !== 'choose_option' ||
    value === undefined ||
    !asksOnly(wanted.words) ||
    (carried.effect.verdict.verdict !== 'ok' && carried.effect.verdict.verdict !== 'unverified')
  )
    return carried;
  return { ...carried, effect: await keepOnly(ctx, candidate, carried.effect, value) };
}

// A grid cell's edit, judged by the text the cell shows after the commit, exactly as the driver read it there.
async function cellEffect(
  ctx: ActContext,
  obs: Observation,
  read: string | undefined,
  text: string,
): Promise<Effect> {
  const after = observationOf(ctx, await snapshotWindow(ctx, obs.snapshot.window.id));
  const verdict: Verdict =
    read === undefined
      ? { verdict: 'unverified', detail: 'the cell could not be read after the edit' }
      : read === text
        ? { verdict: 'ok', detail: `the cell reads exactly ${JSON.stringify(read)}`, exact: true }
        : { verdict: 'wrong', detail: 'the cell reads otherwise', expected: text, actual: read };
  return { verdict, after, snapshots: 1 };
}

// The click candidate that opens the list a choice was made in, when the chosen control opens one.
function openerClick(obs: Observation, chosen: Candidate): Candidate | undefined {
  if (chosen.kind !== 'choose_option' || !opensList(nodeOf(obs, chosen))) return undefined;
  return obs.candidates.find((c) => c.kind === 'click' && c.node === chosen.node);
}

/**
 * A click on a list opener when the words name a value becomes a choice of that value, where the control lists
 * it; a choice of a value the list reads with a qualifier chooses the option as the list reads it.
 */
export function withWantedChoice(
  obs: Observation,
  picked: Candidate,
  given: string | undefined,
  wanted: Wanted,
): { candidate: Candidate; text: string | undefined } {
  const node = nodeOf(obs, picked);
  // Choosing by typing into a combo box searches afresh: whatever its input holds is replaced, not added to.
  if (choosesByTyping(picked, node, wanted, obs.snapshot.nodes) && picked.kind !== 'set_value') {
    const replace = obs.candidates.find((c) => c.kind === 'set_value' && c.node === picked.node);
    if (replace) return { candidate: replace, text: given };
  }
  // A choice named without its qualifier ("Borealis") is the one option that adds only that ("Borealis (4 seats)").
  if (picked.kind === 'choose_option' && given !== undefined && node?.options)
    return { candidate: picked, text: listedOption(node.options, { value: given }, node.label) ?? given };
  if (picked.kind !== 'click' || given !== undefined || !opensList(node))
    return { candidate: picked, text: given };
  // Only where the control lists the option; otherwise the click opens the list and the option is pressed there.
  const listed = listedOption(node?.options ?? [], wanted, node?.label ?? '');
  const choose = obs.candidates.find((c) => c.kind === 'choose_option' && c.node === picked.node);
  return choose && listed !== undefined
    ? { candidate: choose, text: listed }
    : { candidate: picked, text: given };
}

// A list that only opened: choose the named option in it (one more verified click), else leave it unverified.
async function toEndState(
  ctx: ActContext,
  before: Observation,
  candidate: Candidate,
  effect: Effect,
  wanted: Wanted,
): Promise<Effect> {
  const beforeNode = nodeOf(before, candidate);
  const afterNode = withCopyState(effect.after, findByKey(effect.after, candidate.nodeKey));
  const verdict = checkEndState(
    effect.verdict,
    candidate,
    beforeNode,
    afterNode,
    effect.after.snapshot,
    wanted,
    { before, after: effect.after },
  );
  const order = wanted.words === undefined ? undefined : sortOrder(wanted.words);
  // The effect as it stands, when nothing below carries the step further.
  const asIs = (): Effect => ({
    ...effect,
    verdict: valueUnset(verdict, candidate, beforeNode, afterNode, wanted),
  });
  if (verdict === effect.verdict) return saysOrder(asIs(), candidate, order);
  if (candidate.kind === 'click' && beforeNode?.role === 'columnheader' && order) {
    const sorted = await sortAgain(ctx, effect, candidate, order);
    if (sorted === effect) return { ...effect, verdict };
    const node = findByKey(sorted.after, candidate.nodeKey);
    const seen = { before, after: sorted.after };
    const last = checkEndState(
      sorted.verdict,
      candidate,
      beforeNode,
      node,
      sorted.after.snapshot,
      wanted,
      seen,
    );
    return saysOrder({ ...sorted, verdict: last }, candidate, order);
  }
  const opens =
    (candidate.kind === 'click' && opensList(beforeNode)) ||
    choosesByTyping(candidate, beforeNode, wanted, before.snapshot.nodes);
  if (!opens) {
    const dated =
      (await pickDates(ctx, effect.after, candidate, beforeNode, wanted)) ??
      (await setTime(ctx, before, effect.after, candidate, beforeNode, wanted));
    if (dated) return { ...dated, snapshots: effect.snapshots + dated.snapshots };
    const item = revealedChoice(candidate, { before, after: effect.after }, wanted);
    const pressed = item && (await pressRevealed(ctx, effect.after, candidate, item));
    return pressed ? { ...pressed, snapshots: effect.snapshots + pressed.snapshots } : asIs();
  }
  const pressed = await pressListed(ctx, effect.after, candidate, wanted);
  return pressed ? { ...pressed, snapshots: effect.snapshots + pressed.snapshots } : asIs();
}

// A click into a field that the words give a value for, which left the field without it, is not done however much
// it changed ("set the stay dates to 2026-12-20 to 2026-12-27" opened flatpickr's calendar: done, dates unchanged).
function valueUnset(
  verdict: Verdict,
  candidate: Candidate,
  before: UiNode | undefined,
  after: UiNode | undefined,
  wanted: Wanted,
): Verdict {
  if (verdict.verdict !== 'ok' || candidate.kind !== 'click' || wanted.value === undefined) return verdict;
  if (!before || !FIELD_ROLES.has(before.role) || readsWanted(after?.value, wanted)) return verdict;
  return {
    verdict: 'unverified',
    detail: `${verdict.detail}, but ${JSON.stringify(before.label)} reads ${JSON.stringify(after?.value ?? '')}, not ${JSON.stringify(wanted.value)}`,
  };
}

// Presses the day (or first and last day) the words name in the calendar a click on a field opened, and judges
// the field: done only when it then reads those dates. Null when the words name no date, the clicked control is
// no field, or the calendar offers no control for the first day.
async function pickDates(
  ctx: ActContext,
  open: Observation,
  field: Candidate,
  before: UiNode | undefined,
  wanted: Wanted,
): Promise<Effect | null> {
  if (field.kind !== 'click' || wanted.words === undefined || !before || !FIELD_ROLES.has(before.role))
    return null;
  const shown = shownMonth(open.snapshot);
  const dates = datesIn(wanted.words, shown ? new Date(shown.year, shown.month - 1, 1) : new Date());
  if (!dates) return null;
  let now = open;
  let snapshots = 0;
  let pressed: Effect | null = null;
  for (const day of dates.end ? [dates.start, dates.end] : [dates.start]) {
    const node = dayControl(now, day);
    const press = node && now.candidates.find((c) => c.kind === 'click' && c.node === node.index);
    if (!node || !press) break;
    const outcome = await performAction(ctx, now.snapshot.window.id, { type: 'click', handle: node.handle });
    if (!outcome.ok) break;
    pressed = await awaitEffect(ctx, now, press, undefined, null);
    snapshots += pressed.snapshots;
    now = pressed.after;
  }
  if (!pressed) return null;
  const reading = findByKey(now, field.nodeKey)?.value;
  const name = JSON.stringify(before.label);
  return fieldReads(
    pressed,
    snapshots,
    readsDates(reading, dates),
    `${name} reads ${JSON.stringify(reading ?? '')}`,
    'pressed in the calendar',
    'not the dates asked for',
  );
}

// A picker's effect judged by its field: done when the field reads what was asked, else unverified saying what
// was done and what the field reads.
function fieldReads(
  effect: Effect,
  snapshots: number,
  reads: boolean,
  reading: string,
  done: string,
  unlike?: string,
): Effect {
  const detail = reads ? reading : `${done}, but ${reading}${unlike ? `, ${unlike}` : ''}`;
  return { ...effect, snapshots, verdict: { verdict: reads ? 'ok' : 'unverified', detail } };
}

// Sets the time the words name in the hour and minute fields a click on a field opened (flatpickr's time
// picker), and judges the field: done only when it then reads that time. Null when the words name no time or
// the click opened no hour and minute fields.
async function setTime(
  ctx: ActContext,
  before: Observation,
  open: Observation,
  field: Candidate,
  node: UiNode | undefined,
  wanted: Wanted,
): Promise<Effect | null> {
  if (field.kind !== 'click' || wanted.words === undefined || !node || !FIELD_ROLES.has(node.role))
    return null;
  const time = timeIn(wanted.words);
  const had = new Set(before.keys);
  const fresh = open.snapshot.nodes.filter((n) => !had.has(open.keys[n.index] ?? '') && n.states.enabled);
  const part = (name: RegExp) => {
    const hits = fresh.filter(
      (n) => (n.role === 'spinbutton' || n.role === 'textbox') && name.test(foldText(n.label)),
    );
    return hits.length === 1 ? hits[0] : undefined;
  };
  const hour = part(/^hours?$/u);
  const minute = part(/^minutes?$/u);
  if (!time || !hour || !minute) return null;
  let now = open;
  let snapshots = 0;
  let last: Effect | null = null;
  for (const [target, value] of [
    [hour, time.hour],
    [minute, time.minute],
  ] as const) {
    const current = findByKey(now, open.keys[target.index]);
    const set = current && now.candidates.find((c) => c.kind === 'set_value' && c.node === current.index);
    if (!current || !set) return null;
    const text = String(value).padStart(2, '0');
    const outcome = await performAction(ctx, now.snapshot.window.id, {
      type: 'set_text',
      handle: current.handle,
      text,
    });
    if (!outcome.ok) return null;
    last = await awaitEffect(ctx, now, set, text, null);
    snapshots += last.snapshots;
    now = last.after;
  }
  if (!last) return null;
  // A time picker takes a typed part when focus leaves it (flatpickr): Tab out of the minute, then look again.
  const typedLast = findByKey(now, open.keys[minute.index]);
  if (typedLast) {
    const left = await performAction(ctx, now.snapshot.window.id, {
      type: 'key',
      keys: 'Tab',
      handle: typedLast.handle,
    });
    if (left.ok) {
      now = observationOf(ctx, await snapshotWindow(ctx, now.snapshot.window.id));
      snapshots += 1;
      last = { ...last, after: now };
    }
  }
  const reading = findByKey(now, field.nodeKey)?.value;
  const name = JSON.stringify(node.label);
  return fieldReads(
    last,
    snapshots,
    readsTime(reading, time),
    `${name} reads ${JSON.stringify(reading ?? '')}`,
    'set the hour and minute',
  );
}

// Presses the item a click opened that the words name, and judges the choice on the opener: done only when the
// opener (or the window, its list closed) shows the item as chosen. Null when the item cannot be pressed.
async function pressRevealed(
  ctx: ActContext,
  open: Observation,
  opener: Candidate,
  item: UiNode,
): Promise<Effect | null> {
  const press = open.candidates.find((c) => c.kind === 'click' && c.node === item.index);
  if (!press) return null;
  const outcome = await performAction(ctx, open.snapshot.window.id, { type: 'click', handle: item.handle });
  if (!outcome.ok) return null;
  const chosen = await awaitEffect(ctx, open, press, undefined, null);
  const value = JSON.stringify(item.label);
  const now = findByKey(chosen.after, opener.nodeKey);
  if (chosen.verdict.verdict === 'ok' && showsChoice(chosen.after.snapshot, now, { value: item.label }))
    return { ...chosen, verdict: { verdict: 'ok', detail: `chose ${value}` } };
  return {
    ...chosen,
    verdict: { verdict: 'unverified', detail: `pressed ${value}, but nothing shows it as chosen` },
  };
}

// A column header clicked for an order that its column now shows: the verdict says so, also where the header
// itself says nothing (Grid.js), as the words "highest first" are then explained by what the act did.
function saysOrder(effect: Effect, candidate: Candidate, order: string | undefined): Effect {
  if (!order || candidate.kind !== 'click' || effect.verdict.verdict !== 'ok') return effect;
  const node = findByKey(effect.after, candidate.nodeKey);
  if (node?.role !== 'columnheader' || sortedAs(effect.after.snapshot, node) !== order) return effect;
  const detail = `${effect.verdict.detail}; the ${JSON.stringify(node.label)} column now reads ${order}`;
  return { ...effect, verdict: { ...effect.verdict, detail } };
}

// A column sorted the other way round: its header clicked again until it reads the order asked for, at most
// twice (none → ascending → descending), each click verified on its own.
async function sortAgain(
  ctx: ActContext,
  first: Effect,
  candidate: Candidate,
  order: string,
): Promise<Effect> {
  let effect = first;
  for (let i = 0; i < SORT_CLICKS_MAX; i += 1) {
    const node = findByKey(effect.after, candidate.nodeKey);
    const click = effect.after.candidates.find((c) => c.kind === 'click' && c.nodeKey === candidate.nodeKey);
    const now = sortedAs(effect.after.snapshot, node);
    if (!node || !click || now === undefined || now === order) break;
    const outcome = await performAction(ctx, effect.after.snapshot.window.id, {
      type: 'click',
      handle: node.handle,
    });
    if (!outcome.ok) break;
    const next = await awaitEffect(ctx, effect.after, click, undefined, null);
    effect = { ...next, snapshots: effect.snapshots + next.snapshots };
  }
  return effect;
}

// Presses the option once the list offers it and, when it was opened by typing, has filtered: a list that
// filters on a timer (Tom Select redraws 300 ms after the last key) is looked at again, a bounded number of
// times. An option pressed in a list about to redraw can move before the press lands, and the press then falls
// outside the list, which closes it.
async function pressListed(
  ctx: ActContext,
  open: Observation,
  opener: Candidate,
  wanted: Wanted,
): Promise<Effect | null> {
  const typed = typedInto(opener);
  let now = open;
  for (const delay of LIST_RETAKES_MS) {
    const opened = findByKey(now, opener.nodeKey);
    if (!typed || !stillFiltering(now.snapshot, wanted.value ?? '', opened)) {
      const pressed = await pressOption(ctx, now, opener, wanted);
      if (pressed || !opened) return pressed;
    }
    await sleep(delay, ctx.signal);
    now = observationOf(ctx, await snapshotWindow(ctx, open.snapshot.window.id));
  }
  return pressOption(ctx, now, opener, wanted);
}

// Looks again after a choice the driver could not make, then presses the option, opening the list if needed.
async function chooseInList(
  ctx: ActContext,
  obs: Observation,
  opener: Candidate,
  wanted: Wanted,
): Promise<Carried> {
  const now = observationOf(ctx, await snapshotWindow(ctx, obs.snapshot.window.id));
  const pressed = await pressOption(ctx, now, opener, wanted);
  if (pressed) return { effect: pressed, route: 'list_option' };
  const click = now.candidates.find((c) => c.kind === 'click' && c.nodeKey === opener.nodeKey);
  const node = click && nodeOf(now, click);
  if (!click || !node)
    return { refused: { code: 'target_gone', message: 'the list is gone; observe again' } };
  return carryOut(ctx, now, click, { type: 'click', handle: node.handle }, undefined, wanted);
}

// Presses the option an open list offers for the wanted value and judges the choice on the opener; null when the
// list offers no such option.
async function pressOption(
  ctx: ActContext,
  open: Observation,
  opener: Candidate,
  wanted: Wanted,
  again = true,
): Promise<Effect | null> {
  const option = optionFor(open.snapshot, wanted, findByKey(open, opener.nodeKey));
  const press = option && open.candidates.find((c) => c.kind === 'click' && c.node === option.index);
  if (!option || !press) return null;
  const outcome = await performAction(ctx, open.snapshot.window.id, { type: 'click', handle: option.handle });
  if (!outcome.ok) return null;
  const chosen = await awaitEffect(ctx, open, press, undefined, null);
  const typed = typedInto(opener);
  // The choice is judged by the option pressed: the words may leave out its qualifier ("Denver, CO").
  const same = foldText(option.label).trim() === foldText(wanted.value ?? '').trim();
  const pressed: Wanted = same ? wanted : { value: option.label, source: 'choice', choosing: true };
  const value = JSON.stringify(option.label);
  const seen = await lateChoice(ctx, chosen, opener, pressed, typed);
  if (seen) return { ...seen, verdict: { verdict: 'ok', detail: `chose ${value}` } };
  // Not chosen, and the list still offers the option: the press landed on a list still drawing or redrawing
  // itself (Shoelace animates its opening, Tom Select redraws after typing). Once settled, press it once more;
  // an option that is gone or chosen is never pressed again (a second press may toggle a tag off).
  if (again && optionFor(chosen.after.snapshot, pressed, findByKey(chosen.after, opener.nodeKey))) {
    await sleep(SETTLE_MS, ctx.signal);
    const now = observationOf(ctx, await snapshotWindow(ctx, open.snapshot.window.id));
    const retried = await pressOption(ctx, now, opener, pressed, false);
    if (retried) return { ...retried, snapshots: chosen.snapshots + retried.snapshots };
  }
  return {
    ...chosen,
    verdict: { verdict: 'unverified', detail: `pressed ${value}, but the list does not show it as chosen` },
  };
}
// The opener shows the choice now, or a little later once the list has closed: a busy page (or a loaded machine)
// redraws the control after the list goes away. Looks at most CHOICE_LOOKS more times; the effect with the look
// that showed it, or null.
async function lateChoice(
  ctx: ActContext,
  chosen: Effect,
  opener: Candidate,
  pressed: Wanted,
  typed: boolean,
): Promise<Effect | null> {
  let effect = chosen;
  for (let look = 0; ; look += 1) {
    const after = effect.after;
    if (showsChoice(after.snapshot, findByKey(after, opener.nodeKey), pressed, typed)) return effect;
    // Still offered: the press fell on a list redrawing itself; the caller presses again.
    if (look === CHOICE_LOOKS || optionFor(after.snapshot, pressed, findByKey(after, opener.nodeKey)))
      return null;
    await sleep(SETTLE_MS, ctx.signal);
    const next = observationOf(ctx, await snapshotWindow(ctx, after.snapshot.window.id));
    effect = { ...effect, after: next, snapshots: effect.snapshots + 1 };
  }
}

// True when the list was opened by typing into its control, not by a click or a choice.
function typedInto(opener: Candidate): boolean {
  return opener.kind !== 'click' && opener.kind !== 'choose_option';
}

/** A quoted span names a control on screen (not a value) when a button, link, tab, box or menu item is called so. */
export function namesControl(snapshot: Snapshot, span: string): boolean {
  const want = foldText(span).trim();
  return snapshot.nodes.some(
    (n) =>
      n.role !== 'option' && n.role !== 'listitem' && n.label !== '' && foldText(n.label).trim() === want,
  );
}
