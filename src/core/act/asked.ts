// What the words asked beyond pressing a control, checked after a click: a click that only opened a list, a
// menu or a calendar is a first step, not the step the words named; a value the words name and the clicked
// control does not carry must read somewhere on it afterwards; a column sorts in the order asked for.
import { asksToOpen, namedValues, sortOrder, wordsBeyond } from '../intent.js';
import { tokens } from '../decision/lexical.js';
import { escapeRegExp, foldText } from '../text.js';
import type { Candidate } from '../candidates/types.js';
import type { UiNode } from '../snapshot.js';
import { sortedAs } from './columns.js';
import type { Keyed } from './context.js';
import type { Verdict } from '../verify.js';
import type { Wanted } from '../wanted.js';

// Roles of the items a list, menu or calendar shows once it is open.
const POPUP_ITEM_ROLES: ReadonlySet<string> = new Set([
  'option',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'gridcell',
  'treeitem',
]);
const POPUP_ROLES: ReadonlySet<string> = new Set(['listbox', 'menu', 'tree']);
// Controls that switch the view they stand for in when chosen.
const VIEW_SWITCHES: ReadonlySet<string> = new Set(['radio', 'tab']);
// A calendar or list drawn without roles shows at least this many new items at once.
const POPUP_ITEMS_MIN = 2;

/** What the clicked control says of itself: its name, where it is, its id and help, what the action does. */
export function clickedText(candidate: Candidate): string {
  const o = candidate.option;
  return [
    o.name,
    o.identifier,
    o.help,
    o.current_value,
    ...(o.within ?? []),
    ...(o.path ?? []),
    candidate.does,
  ]
    .filter((t): t is string => t !== undefined)
    .join(' ');
}

/** A lowered verdict when a click left undone what its words asked beyond the control; null when nothing is. */
export function beyondTheClick(
  candidate: Candidate,
  before: UiNode | undefined,
  after: UiNode | undefined,
  seen: { before: Keyed; after: Keyed } | undefined,
  wanted: Wanted,
): Verdict | null {
  const words = wanted.words;
  if (words === undefined || (candidate.kind !== 'click' && candidate.kind !== 'context_menu')) return null;
  const order = sortOrder(words);
  const now = order && before?.role === 'columnheader' ? columnNow(after, seen) : undefined;
  if (order && now !== undefined && now !== order)
    return {
      verdict: 'unverified',
      detail: `the column now reads ${JSON.stringify(now)}; asked for ${order}`,
    };
  const own = clickedText(candidate);
  const opened = openedBy(candidate, before, after, seen);
  const beyond = wordsBeyond(words, own);
  if (opened && !asksToOpen(words) && beyond.length)
    return {
      verdict: 'unverified',
      detail: `${opened}; the words ask for more (${beyond.slice(0, 3).join(', ')}): choose it from newCandidates`,
    };
  const missing = namedValues(words).filter((v) => !carries(own, v) && !readsOn(after, v));
  if (missing.length)
    return {
      verdict: 'unverified',
      detail: `the window changed, but nothing clicked carries ${missing.map((v) => JSON.stringify(v)).join(', ')}`,
    };
  return null;
}

/**
 * The one item a click's opened list or menu shows that the words name beyond the clicked control ("Upload
 * photos in Original quality" → the menu item "Original quality"), to be pressed as the step's real choice;
 * undefined when the click opened nothing, the words only asked to open it, or no single new item is named.
 */
export function revealedChoice(
  candidate: Candidate,
  seen: { before: Keyed; after: Keyed },
  wanted: Wanted,
): UiNode | undefined {
  const words = wanted.words;
  if (words === undefined || candidate.kind !== 'click' || asksToOpen(words)) return undefined;
  const beyond = new Set(wordsBeyond(words, clickedText(candidate)));
  const had = new Set(seen.before.keys);
  const named = seen.after.snapshot.nodes.filter(
    (n) =>
      POPUP_ITEM_ROLES.has(n.role) &&
      n.states.enabled &&
      !had.has(seen.after.keys[n.index] ?? '') &&
      tokens(n.label).some((t) => beyond.has(t)),
  );
  if (named.length < 2) return named[0];
  // Several hold a word: the one holding the most of them, when it is alone in that.
  const score = (n: UiNode): number => tokens(n.label).filter((t) => beyond.has(t)).length;
  const best = Math.max(...named.map(score));
  const top = named.filter((n) => score(n) === best);
  return top.length === 1 ? top[0] : undefined;
}

// The order a clicked column header shows now: its own reading, or its cells' order in the rows shown.
function columnNow(after: UiNode | undefined, seen: { after: Keyed } | undefined): string | undefined {
  return seen ? sortedAs(seen.after.snapshot, after) : after?.value;
}

// What the click opened (a context menu, the control's own list, a list, menu or calendar that appeared), if any.
function openedBy(
  candidate: Candidate,
  before: UiNode | undefined,
  after: UiNode | undefined,
  seen: { before: Keyed; after: Keyed } | undefined,
): string | null {
  if (candidate.kind === 'context_menu') return 'opened a context menu';
  if (after?.states.expanded === true && before?.states.expanded !== true)
    return `expanded ${after.label ? JSON.stringify(after.label) : 'the control'}`;
  if (!seen) return null;
  // A radio or tab that is now the chosen one switched the view: what shows now is its page (GTK3's widget factory
  // keeps its combo boxes' menus in the tree), not a list the click opened.
  const chosen = (n: UiNode | undefined): boolean =>
    n?.states.checked === true || n?.states.selected === true;
  if (after && VIEW_SWITCHES.has(after.role) && chosen(after) && !chosen(before)) return null;
  const had = new Set(seen.before.keys);
  const fresh = seen.after.snapshot.nodes.filter((n) => !had.has(seen.after.keys[n.index] ?? ''));
  if (fresh.some((n) => POPUP_ROLES.has(n.role))) return 'a list or menu opened';
  const items = fresh.filter((n) => POPUP_ITEM_ROLES.has(n.role)).length;
  return items >= POPUP_ITEMS_MIN ? `${items} items to choose from appeared` : null;
}

// True when a text carries a value: as a whole word run, or (for a number) inside a longer name ("INV-0150").
function carries(text: string, value: string): boolean {
  const folded = foldText(text);
  return /^\d/u.test(value)
    ? folded.includes(value)
    : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'u').test(folded);
}

// True when the clicked control reads the value afterwards (its label or its value).
function readsOn(node: UiNode | undefined, value: string): boolean {
  return node !== undefined && (carries(node.label, value) || carries(node.value ?? '', value));
}
