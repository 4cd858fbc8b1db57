// The end state the words asked for, checked after the picked action: a toggle that is on or off, a list that
// shows the named option, a tab that is selected. A click that only opened a list is not a chosen option.
import { foldText } from '../text.js';
import { readsWanted, wantedState, type Wanted } from '../wanted.js';
import type { Candidate } from '../candidates/types.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import type { Verdict } from '../verify.js';
import { insideRole } from '../build.js';
import { tokens } from '../decision/lexical.js';
import { wordsBeyond } from '../intent.js';
import { beyondTheClick } from './asked.js';
import type { Keyed } from './context.js';

const OPTION_ROLES: ReadonlySet<string> = new Set([
  'option',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'listitem',
  'treeitem',
  'gridcell',
  'cell',
  'radio',
]);
const REMOVE_MARK = /^(?:remove|delete|×|✕|✖|x$)/u;
const COMBOBOX: ReadonlySet<string> = new Set(['combobox']);
const TYPED_KINDS: ReadonlySet<string> = new Set(['set_value', 'type_into', 'append']);
const PICKED_ROLES: ReadonlySet<string> = new Set(['tab', 'radio', 'option', 'treeitem', 'menuitemradio']);

/** True when a control opens a list of options (a combo box or a button that says it has a popup list). */
export function opensList(node: UiNode | undefined): boolean {
  return (
    node !== undefined &&
    (node.role === 'combobox' || (node.role === 'button' && node.states.expanded !== undefined))
  );
}

/**
 * True when the action switches the control's on/off state: a toggle, or a menu command or click on a control that
 * says it is on or off (Qt's "Options > Line Numbers", which says only checked, never checkable; GTK's toggle
 * buttons, pressed or not).
 */
function switchesState(candidate: Candidate, node: UiNode | undefined): boolean {
  return (
    candidate.kind === 'toggle' ||
    ((candidate.kind === 'menu' || candidate.kind === 'click') && node?.states.checked !== undefined)
  );
}

// What a control is called: its label, or a menu command's last step.
const nameOf = (candidate: Candidate, node: UiNode | undefined): string =>
  node?.label || (candidate.menuPath?.at(-1) ?? '');

/**
 * A verdict when the words ask for a state the control already has: nothing needs doing. `text` is the value the
 * action would enter or choose.
 */
export function alreadyThere(
  node: UiNode | undefined,
  candidate: Candidate,
  wanted: Wanted,
  text?: string,
): Verdict | null {
  // "Collapse 'Billing'" on a section that is already collapsed: a click would open it.
  if (
    node &&
    candidate.kind === 'click' &&
    wanted.expanded !== undefined &&
    node.states.expanded === wanted.expanded
  )
    return {
      verdict: 'ok',
      detail: `already ${wanted.expanded ? 'expanded' : 'collapsed'}; nothing needed doing`,
      exact: true,
    };
  // "Add Wednesday to the delivery days" with Wednesday chosen: choosing it again takes it off a multiple choice
  // (Slim Select's) and changes nothing on a single one. Not in a box that takes typing: its text is no choice.
  const option = wanted.value ?? text;
  if (
    node &&
    candidate.kind === 'choose_option' &&
    option !== undefined &&
    !node.states.editable &&
    chosenIn(node.value, option)
  )
    return {
      verdict: 'ok',
      detail: `${JSON.stringify(option)} is already chosen; nothing needed doing`,
      exact: true,
    };
  if (!node || !switchesState(candidate, node) || wanted.state === undefined) return null;
  const on = node.states.checked === true;
  const off = node.states.checked === false;
  if ((wanted.state === 'on' && on) || (wanted.state === 'off' && off))
    return { verdict: 'ok', detail: `already ${wanted.state}; nothing needed doing`, exact: true };
  return null;
}

// Whether a list's shown value holds the option: it reads it, or it is one of the items it lists.
function chosenIn(shown: string | undefined, option: string): boolean {
  if (shown === undefined) return false;
  const want = foldText(option).trim();
  return (
    want !== '' &&
    foldText(shown)
      .split(/\s*,\s*/u)
      .some((item) => item.trim() === want)
  );
}

/** The option the opened list offers for the wanted value, if exactly one reads it. */
export function optionFor(
  snapshot: Snapshot,
  wanted: Wanted,
  opener: UiNode | undefined,
): UiNode | undefined {
  if (wanted.value === undefined) return undefined;
  const want = foldText(wanted.value).trim();
  const offered = offeredOptions(snapshot, opener);
  const hits = offered.filter((n) => foldText(n.label).trim() === want);
  if (hits.length) return hits.length === 1 ? hits[0] : undefined;
  // "Denver" names the option "Denver, CO" when no other option starts so: the words leave out a qualifier.
  const qualified = offered.filter((n) => qualifies(foldText(n.label).trim(), want));
  return qualified.length === 1 ? qualified[0] : undefined;
}

/**
 * True while a list opened by typing still offers an option the typed words are not in: it has not filtered yet
 * (Tom Select redraws 300 ms after the last key), and an option pressed now may move before the press lands.
 */
export function stillFiltering(snapshot: Snapshot, typed: string, opener: UiNode | undefined): boolean {
  const words = foldText(typed).trim();
  return words !== '' && offeredOptions(snapshot, opener).some((n) => !foldText(n.label).includes(words));
}

// The enabled options an open list offers, the opener itself left out.
function offeredOptions(snapshot: Snapshot, opener: UiNode | undefined): UiNode[] {
  return snapshot.nodes.filter(
    (n) => OPTION_ROLES.has(n.role) && n.states.enabled && n.index !== opener?.index,
  );
}

/**
 * The option of a list control the words choose: the one that reads the wanted value (or adds only a qualifier
 * to it: "Borealis" is "Borealis (4 seats)"), else, with no value named, the one option holding a word the words
 * use beyond the control's own name ("We need the Cascade room" → "Cascade (12 seats)").
 */
export function listedOption(options: readonly string[], wanted: Wanted, name: string): string | undefined {
  const unique = (hits: readonly string[]): string | undefined => (hits.length === 1 ? hits[0] : undefined);
  if (wanted.value !== undefined) {
    const want = foldText(wanted.value).trim();
    const exact = options.filter((o) => foldText(o).trim() === want);
    return exact.length ? unique(exact) : unique(options.filter((o) => qualifies(foldText(o).trim(), want)));
  }
  if (wanted.words === undefined) return undefined;
  const beyond = new Set(wordsBeyond(wanted.words, name));
  return unique(options.filter((o) => tokens(o).some((t) => beyond.has(t))));
}

// True when a label is the wanted words followed by a qualifier after a comma or in brackets ("Denver, CO").
function qualifies(label: string, want: string): boolean {
  return want !== '' && label.startsWith(want) && /^(?:,|\s*\()/u.test(label.slice(want.length));
}

/** True when a list-opening control shows the wanted value as its choice. */
export function showsChoice(
  snapshot: Snapshot,
  opener: UiNode | undefined,
  wanted: Wanted,
  typed = false,
): boolean {
  if (!opener || wanted.value === undefined) return false;
  // Text typed into a combo box's own input is a search, not a choice.
  if (!typed && (readsWanted(opener.value, wanted) || readsWanted(opener.label, wanted))) return true;
  const want = itemText(wanted.value);
  // Custom selects show the chosen item as text inside the control or beside its input (Tom Select, Shoelace):
  // look just there.
  const besideOpener = (n: UiNode): boolean =>
    n.parent === opener.index || (n.parent === opener.parent && n.index !== opener.index);
  // A chosen item one level further is an option with its own remove button in a list beside the search box
  // (Choices.js), however the list was opened; a highlighted option of the open list is selected too, but has no
  // remove button.
  const chip = (n: UiNode): boolean =>
    n.parent !== null &&
    besideOpener(snapshot.nodes[n.parent] as UiNode) &&
    snapshot.nodes.some(
      (c) => c.parent === n.index && c.role === 'button' && REMOVE_MARK.test(foldText(c.label)),
    );
  const beside = snapshot.nodes.some(
    (n) =>
      ((besideOpener(n) && !OPTION_ROLES.has(n.role)) || chip(n)) &&
      (itemText(n.label) === want || itemText(n.value ?? '') === want),
  );
  if (beside) return true;
  // An item drawn as plain text (a single select's chosen item): the list is closed, no option reads the value,
  // and the window shows it as a line of its own.
  const listOpen = snapshot.nodes.some((n) => OPTION_ROLES.has(n.role) && itemText(n.label) === want);
  return !listOpen && opener.states.expanded !== true && snapshot.texts.some((t) => itemText(t) === want);
}

// An item's text without a trailing remove mark ("Urgent ×" is the item "Urgent"; an item whose remove button's
// text is read with it, "Bug Remove item", is "Bug").
function itemText(text: string): string {
  return foldText(text)
    .replace(/(?:[\s×✕✖]+|\s*remove item)$/u, '')
    .trim();
}

/**
 * True when typing into this control should end in a chosen option: a combo box (or the search box inside one,
 * as Choices.js draws it), and words that choose or add.
 */
export function choosesByTyping(
  candidate: Candidate,
  node: UiNode | undefined,
  wanted: Wanted,
  nodes: readonly UiNode[] = [],
): boolean {
  if (!TYPED_KINDS.has(candidate.kind) || !node || wanted.choosing !== true) return false;
  return node.role === 'combobox' || insideRole(nodes, node, COMBOBOX);
}

/**
 * Lowers an ok verdict when the words asked for an end state the window does not show: a toggle in the wrong
 * state, a list that is open but shows no choice, a tab or radio that is not selected.
 */
export function checkEndState(
  verdict: Verdict,
  candidate: Candidate,
  before: UiNode | undefined,
  after: UiNode | undefined,
  snapshot: Snapshot,
  wanted: Wanted,
  seen?: { before: Keyed; after: Keyed },
): Verdict {
  if (verdict.verdict !== 'ok') return verdict;
  if (
    choosesByTyping(candidate, before, wanted, seen?.before.snapshot.nodes) &&
    !showsChoice(snapshot, after, wanted, true)
  )
    return {
      verdict: 'unverified',
      detail: optionFor(snapshot, wanted, after)
        ? `typed ${JSON.stringify(wanted.value)}, and the list offers it, but nothing is chosen yet`
        : `typed ${JSON.stringify(wanted.value)}, but the list offers no such option and nothing is chosen`,
    };
  if (switchesState(candidate, after) && wanted.state !== undefined && after?.states.checked !== undefined) {
    const on = after.states.checked === true;
    if (on !== (wanted.state === 'on'))
      return { verdict: 'wrong', detail: `now ${on ? 'on' : 'off'}; asked for ${wanted.state}` };
  }
  // The words ask for on or off, but the control pressed shows no such state, and its name does not say it does
  // that ("Hide toolbar"): a menu item that flips a setting without saying which way (mousepad's View > Toolbar), or
  // a button picked for other words ("keep comments on" → Save draft). What changed cannot say which way it went.
  // "Show" and "hide" ask a state of a setting (a menu's), but of a page or a month only to go there ("show the
  // last page"): said by them alone, only a menu item is held to it.
  const menuItem = candidate.kind === 'menu' || (before ?? after)?.role.startsWith('menuitem') === true;
  const stateWords = (wanted.words ?? '').replace(/\b(?:show|hide)\w*/giu, ' ');
  if (
    wanted.state !== undefined &&
    (candidate.kind === 'click' || candidate.kind === 'menu') &&
    (menuItem || wantedState(stateWords) !== undefined) &&
    // (Qt's check menu items say checked, and nothing once unchecked: one that said it before shows its state.)
    before?.states.checked === undefined &&
    after?.states.checked === undefined &&
    wantedState(nameOf(candidate, after ?? before)) !== wanted.state
  )
    return {
      verdict: 'unverified',
      detail: `the words ask for ${wanted.state}, but ${JSON.stringify(nameOf(candidate, after ?? before))} shows no on/off state to read back`,
    };
  if (
    candidate.kind === 'click' &&
    opensList(before) &&
    wanted.value !== undefined &&
    !showsChoice(snapshot, after, wanted)
  )
    return {
      verdict: 'unverified',
      detail: `the list ${after?.states.expanded ? 'is open' : 'was clicked'} but shows no ${JSON.stringify(wanted.value)}; choose the option from newCandidates`,
    };
  if (
    candidate.kind === 'click' &&
    before?.states.expanded !== undefined &&
    after?.states.expanded !== undefined &&
    wanted.value === undefined &&
    before.states.expanded === after.states.expanded
  )
    return {
      verdict: 'unverified',
      detail: `the window changed, but ${before.label ? JSON.stringify(before.label) : 'the control'} is still ${after.states.expanded ? 'expanded' : 'collapsed'}`,
    };
  // A control that says its state only now, and not the one the words asked for ("expand", "collapse").
  if (
    candidate.kind === 'click' &&
    wanted.expanded !== undefined &&
    after?.states.expanded !== undefined &&
    after.states.expanded !== wanted.expanded
  )
    return {
      verdict: 'wrong',
      detail: `now ${after.states.expanded ? 'expanded' : 'collapsed'}; asked to ${wanted.expanded ? 'expand' : 'collapse'} it`,
    };
  if (
    candidate.kind === 'click' &&
    before?.role === 'columnheader' &&
    before.value !== undefined &&
    after?.value === before.value
  )
    return {
      verdict: 'unverified',
      detail: `the window changed, but the column's sort order still reads ${JSON.stringify(before.value)}`,
    };
  if (candidate.kind === 'click' && after && PICKED_ROLES.has(after.role) && otherPicked(snapshot, after))
    return { verdict: 'unverified', detail: `the window changed, but another ${after.role} is selected` };
  return beyondTheClick(candidate, before, after, seen, wanted) ?? verdict;
}

// The clicked tab (radio, option) is not selected while one of its siblings is: the platform reports selection
// for this group, and the click did not move it.
function otherPicked(snapshot: Snapshot, node: UiNode): boolean {
  if (node.states.selected || node.states.checked === true) return false;
  return snapshot.nodes.some(
    (n) =>
      n.index !== node.index &&
      n.parent === node.parent &&
      n.role === node.role &&
      (n.states.selected || n.states.checked === true),
  );
}
