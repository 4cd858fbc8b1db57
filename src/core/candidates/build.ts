// Builds the typed candidate actions of one snapshot.
import { inMenubar, insideRole, isUnder } from '../build.js';
import { candidateId, identify, type Identities } from '../identity.js';
import { asksToHover } from '../intent.js';
import { destructiveReason } from '../safety.js';
import { clip, foldText } from '../text.js';
import type { DriverCapabilities } from '../driver.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import type { Role } from '../roles.js';
import { controlName, doesSentence, EFFECT_HINTS, nodeRoleWord } from './describe.js';
import { findKeypad } from './keypad.js';
import type { Candidate, CandidateKind, OptionObject } from './types.js';

// Fields whose remove marks take a chosen item out: a combo box or a list box.
const CHOICE_FIELDS: ReadonlySet<string> = new Set(['combobox', 'listbox']);

const CLICK_ROLES: ReadonlySet<Role> = new Set([
  'button',
  'link',
  'tab',
  'radio',
  'menuitem',
  'menuitemradio',
  'option',
  'treeitem',
]);
const MAYBE_CLICK_ROLES: ReadonlySet<Role> = new Set([
  'row',
  'cell',
  'listitem',
  'img',
  'statictext',
  'heading',
  'generic',
  'columnheader',
]);
const TOGGLE_ROLES: ReadonlySet<Role> = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
const SCROLL_ROLES: ReadonlySet<Role> = new Set([
  'scrollarea',
  'document',
  'list',
  'listbox',
  'table',
  'grid',
  'tree',
]);
const CONTEXT_ROLES: ReadonlySet<Role> = new Set(['row', 'link', 'img', 'treeitem']);
const WINDOW_KEYS = ['Return', 'Escape', 'Tab', 'Space', 'Up', 'Down', 'Left', 'Right', 'shift+F10'];
const CONFIRM_KEYS: ReadonlySet<string> = new Set(['Return', 'Space']);
const CLIPBOARD_WORDS = /\b(?:cut|copy|paste|clipboard|duplicate|move)\b/u;

/** What candidate building needs beyond the snapshot. */
export interface BuildOptions {
  capabilities: DriverCapabilities;
  instruction?: string;
}

/** Candidates of a snapshot and the identity key of each node. */
export interface CandidateSet {
  candidates: Candidate[];
  keys: string[];
}

/** Every candidate action of a snapshot, in tree order, then menus, the keypad and window keys. */
export function buildCandidates(snapshot: Snapshot, options: BuildOptions): CandidateSet {
  const { nodes, modal } = snapshot;
  const twins = twinMenubars(nodes);
  const usable = (n: UiNode): boolean =>
    n.states.enabled && inScope(snapshot, n) && !twins.some((bar) => isUnder(nodes, n, bar));
  const identities = identitiesOf(snapshot);
  const out: Draft[] = [];
  for (const node of nodes) if (usable(node)) out.push(...nodeDrafts(snapshot, node, options));
  if (options.capabilities.hover && asksToHover(options.instruction ?? ''))
    out.push(...hoverDrafts(snapshot, out, usable));
  if (!modal) {
    out.push(...menuDrafts(snapshot, options, usable));
    const keypad = findKeypad(nodes, usable);
    if (keypad) out.push({ kind: 'keypad', node: nodes[Object.values(keypad)[0] ?? 0]?.parent ?? 0, keypad });
  }
  for (const keys of WINDOW_KEYS) out.push({ kind: 'key', keys });
  for (const keys of chordsIn(options.instruction ?? ''))
    if (!WINDOW_KEYS.includes(keys)) out.push({ kind: 'key', keys });
  return { candidates: finish(snapshot, out, identities, options), keys: identities.keys };
}

const MODIFIER_WORDS: Readonly<Record<string, string>> = {
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  shift: 'shift',
  super: 'meta',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
};
const CHORD =
  /\b((?:(?:ctrl|control|alt|shift|super|meta|cmd|command)\s*[+-]\s*)+)([a-z0-9]|f(?:[1-9]|1[0-2])|tab|delete|home|end|space)\b|\b(f(?:[1-9]|1[0-2]))\b/giu;

/**
 * The key chords the words name ("press ctrl+x", "hit Ctrl-Shift-T", "press F5"), as drivers write them
 * ("ctrl+x", "ctrl+shift+t", "F5"): each a key candidate beside the window's usual keys. A driver that cannot
 * send keys in the background refuses them (foreground_required), as it does the others.
 */
export function chordsIn(instruction: string): string[] {
  const out: string[] = [];
  for (const m of instruction.matchAll(CHORD)) {
    const [, held, main, fkey] = m;
    if (fkey) {
      out.push(fkey.toUpperCase());
      continue;
    }
    const modifiers = [
      ...new Set((held ?? '').split(/[+-]/u).map((w) => MODIFIER_WORDS[w.trim().toLowerCase()] ?? '')),
    ].filter(Boolean);
    const key = (main ?? '').toLowerCase();
    out.push([...modifiers, /^f\d/u.test(key) ? key.toUpperCase() : key].join('+'));
  }
  return [...new Set(out)];
}

/**
 * The identity key of every node, as buildCandidates gives them: what a verification retake needs to find its
 * target again, at a fraction of the cost of the candidates (1 ms against 30–45 ms on a 300-row table).
 */
export function identitiesOf(snapshot: Snapshot): Identities {
  return identify(snapshot.nodes, (n) => n.states.enabled && inScope(snapshot, n) && isOperable(n));
}

/**
 * Menu bars with no area on screen while another menu bar of the window has one: LibreOffice keeps a zero-height
 * copy of its menu bar in the root pane, whose items are twins of the real ones that no caller could tell apart.
 */
export function twinMenubars(nodes: readonly UiNode[]): number[] {
  const bars = nodes.filter((n) => n.role === 'menubar');
  if (!bars.some((b) => b.frame !== undefined && !b.states.offscreen)) return [];
  // No frame at all: not a bar scrolled out of a page's view, which keeps its frame.
  return bars.filter((b) => b.states.offscreen && b.frame === undefined).map((b) => b.index);
}

function inScope(snapshot: Snapshot, node: UiNode): boolean {
  if (!snapshot.modal) return true;
  return isUnder(snapshot.nodes, node, snapshot.modal.root) || node.states.editable;
}

/** True for nodes that take some action (used to find look-alikes). */
export function isOperable(node: UiNode): boolean {
  return (
    CLICK_ROLES.has(node.role) ||
    TOGGLE_ROLES.has(node.role) ||
    node.states.editable ||
    node.role === 'combobox' ||
    node.role === 'slider' ||
    node.role === 'spinbutton' ||
    (MAYBE_CLICK_ROLES.has(node.role) && node.clickable === true) ||
    (SCROLL_ROLES.has(node.role) && node.scrollable === true)
  );
}

interface Draft {
  kind: CandidateKind;
  node?: number;
  direction?: 'up' | 'down';
  keys?: string;
  path?: string[];
  keypad?: Record<string, number>;
}

function nodeDrafts(snapshot: Snapshot, node: UiNode, options: BuildOptions): Draft[] {
  const at = node.index;
  const drafts: Draft[] = [];
  if (
    SCROLL_ROLES.has(node.role) &&
    (node.scrollable ?? (node.role === 'scrollarea' || node.role === 'document')) &&
    node.scrollable !== false
  )
    drafts.push(
      { kind: 'scroll', node: at, direction: 'down' },
      { kind: 'scroll', node: at, direction: 'up' },
    );
  if (isWindowChrome(snapshot, node) || wrappedField(snapshot, node)) return drafts;
  const textual =
    node.states.editable &&
    (node.role === 'textbox' ||
      node.role === 'searchbox' ||
      node.role === 'combobox' ||
      node.role === 'spinbutton' ||
      node.role === 'generic');
  if (textual && !node.states.secret) {
    drafts.push(
      { kind: 'set_value', node: at },
      { kind: 'type_into', node: at },
      { kind: 'append', node: at },
    );
    if (!node.states.multiline) drafts.push({ kind: 'click', node: at });
  } else if (textual) {
    drafts.push({ kind: 'click', node: at });
  } else if ((node.role === 'textbox' || node.role === 'searchbox') && node.clickable === true) {
    // A read-only field drawn to be clicked: it opens a picker (a calendar, a clock).
    drafts.push({ kind: 'click', node: at });
  }
  if (node.role === 'combobox' && !node.states.editable)
    drafts.push({ kind: 'choose_option', node: at }, { kind: 'click', node: at });
  if (node.role === 'combobox' && node.states.editable && node.options?.length)
    drafts.push({ kind: 'choose_option', node: at });
  if (node.role === 'listbox' && node.options?.length) drafts.push({ kind: 'choose_option', node: at });
  if (TOGGLE_ROLES.has(node.role)) drafts.push({ kind: 'toggle', node: at });
  if (node.role === 'slider' || node.role === 'spinbutton')
    drafts.push({ kind: 'step', node: at, direction: 'up' }, { kind: 'step', node: at, direction: 'down' });
  const menuBarItem = node.role === 'menuitem' && inMenubar(snapshot.nodes, node);
  if (
    !menuBarItem &&
    (CLICK_ROLES.has(node.role) || (MAYBE_CLICK_ROLES.has(node.role) && isClickableText(snapshot, node)))
  )
    drafts.push({ kind: 'click', node: at });
  if (CONTEXT_ROLES.has(node.role) && node.label !== '' && !menuBarItem)
    drafts.push({ kind: 'context_menu', node: at });
  if (node.draggable && options.capabilities.drag) drafts.push({ kind: 'drag', node: at });
  return drafts;
}

// Kinds whose control the pointer can rest on.
const POINTED: ReadonlySet<CandidateKind> = new Set([
  'click',
  'toggle',
  'context_menu',
  'choose_option',
  'drag',
]);
// Roles that show a tooltip of their own help text when pointed at, though nothing happens on a click.
const TIPPED: ReadonlySet<Role> = new Set(['img', 'statictext', 'generic', 'heading', 'cell']);

/**
 * One hover per control the pointer can rest on, for words that ask to hover: every control a pointer presses,
 * and an icon or text that carries help (a title or description: what a tooltip shows). Built only for those
 * words, so other steps and the observe listing are as before.
 */
function hoverDrafts(snapshot: Snapshot, drafts: readonly Draft[], usable: (n: UiNode) => boolean): Draft[] {
  const pointed = new Set<number>();
  for (const d of drafts) if (d.node !== undefined && POINTED.has(d.kind)) pointed.add(d.node);
  for (const n of snapshot.nodes)
    if (TIPPED.has(n.role) && n.help && !n.states.offscreen && usable(n)) pointed.add(n.index);
  return [...pointed].sort((a, b) => a - b).map((node) => ({ kind: 'hover', node }));
}

// A page's own field kept out of sight inside the custom select built around it (Choices.js keeps its <select>
// there): the custom select is the control; setting the hidden field behind its back leaves it showing the old
// choice.
function wrappedField(snapshot: Snapshot, node: UiNode): boolean {
  if (!node.covered || !(node.role === 'combobox' || node.role === 'listbox' || node.states.editable))
    return false;
  for (let p = node.parent; p !== null; p = snapshot.nodes[p]?.parent ?? null)
    if (snapshot.nodes[p]?.role === 'combobox') return true;
  return false;
}

function isClickableText(snapshot: Snapshot, node: UiNode): boolean {
  if (node.clickable) return !wrapsItsControl(snapshot, node);
  // Combo-box suggestions: labelled text inside a list.
  const parent = node.parent === null ? undefined : snapshot.nodes[node.parent];
  return (
    node.role === 'statictext' && node.label !== '' && (parent?.role === 'list' || parent?.role === 'listbox')
  );
}

// A custom element that hosts its own button or link of the same name (<sl-button> and its inner <button>) is
// one control: the inner one is offered, the host is not. Its subtree follows it in the node list.
function wrapsItsControl(snapshot: Snapshot, host: UiNode): boolean {
  const name = foldText(host.label).trim();
  for (let i = host.index + 1; i < snapshot.nodes.length; i += 1) {
    const n = snapshot.nodes[i] as UiNode;
    if (n.depth <= host.depth) return false;
    if (CLICK_ROLES.has(n.role) && foldText(n.label).trim() === name) return true;
  }
  return false;
}

function isWindowChrome(snapshot: Snapshot, node: UiNode): boolean {
  if (
    node.role === 'window' ||
    node.role === 'toolbar' ||
    node.role === 'group' ||
    node.role === 'scrollarea'
  )
    return true;
  return (
    node.role === 'button' &&
    node.depth <= 1 &&
    !node.label &&
    !node.identifier &&
    snapshot.window.url === undefined
  );
}

const SKIPPED_MENUS = /^(?:help|services|open recent|speech|autofill|writing tools)$/u;

function menuDrafts(snapshot: Snapshot, options: BuildOptions, usable: (n: UiNode) => boolean): Draft[] {
  const drafts: Draft[] = [];
  const clipboard = CLIPBOARD_WORDS.test(foldText(options.instruction ?? ''));
  for (const node of snapshot.nodes) {
    if (!['menuitem', 'menuitemcheckbox', 'menuitemradio'].includes(node.role) || !usable(node)) continue;
    if (!inMenubar(snapshot.nodes, node) || hasChildItem(snapshot, node)) continue;
    const path = menuPath(snapshot, node);
    if (path.length < 2 || path.some((p) => SKIPPED_MENUS.test(foldText(p)) || p.includes('<<'))) continue;
    if (!clipboard && /^(?:cut|copy)$/u.test(foldText(node.label))) continue;
    drafts.push({ kind: 'menu', node: node.index, path, ...(node.shortcut ? { keys: node.shortcut } : {}) });
  }
  return drafts;
}

function hasChildItem(snapshot: Snapshot, node: UiNode): boolean {
  return snapshot.nodes.some((n) => n.parent === node.index && (n.role === 'menu' || n.role === 'menuitem'));
}

function menuPath(snapshot: Snapshot, node: UiNode): string[] {
  const path: string[] = [];
  for (let n: UiNode | undefined = node; n; n = n.parent === null ? undefined : snapshot.nodes[n.parent])
    if ((n.role === 'menuitem' || n.role === 'menuitemcheckbox' || n.role === 'menuitemradio') && n.label)
      path.unshift(n.label.trim());
  return path;
}

function finish(
  snapshot: Snapshot,
  drafts: Draft[],
  identities: ReturnType<typeof identify>,
  options: BuildOptions,
): Candidate[] {
  const occurrences = countOccurrences(snapshot, drafts);
  const seenKeys = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (const draft of drafts) {
    const node = draft.node === undefined || draft.kind === 'key' ? undefined : snapshot.nodes[draft.node];
    let key = draftKey(draft, node ? (identities.keys[node.index] ?? '') : '');
    const repeat = seenKeys.get(key) ?? 0;
    seenKeys.set(key, repeat + 1);
    if (repeat > 0) key = `${key}#${repeat + 1}`;
    candidates.push(toCandidate(snapshot, draft, node, key, identities, occurrences, options));
  }
  return disambiguateDoes(snapshot, candidates);
}

function draftKey(draft: Draft, nodeKey: string): string {
  if (draft.kind === 'key') return `key|${draft.keys ?? ''}`;
  if (draft.kind === 'menu') return JSON.stringify(['menu', draft.path ?? []]);
  if (draft.kind === 'keypad') return 'keypad';
  const suffix = draft.direction ? `|${draft.direction}` : '';
  return `${draft.kind}${suffix}|${nodeKey}`;
}

function countOccurrences(snapshot: Snapshot, drafts: Draft[]): Map<number, string> {
  const groups = new Map<string, number[]>();
  const seen = new Set<number>();
  for (const d of drafts) {
    if (d.node === undefined || d.kind === 'key' || d.kind === 'keypad' || seen.has(d.node)) continue;
    seen.add(d.node);
    const node = snapshot.nodes[d.node];
    if (!node) continue;
    const g = `${node.role}\u0000${lookAlikeLabel(snapshot, node)}`;
    groups.set(g, [...(groups.get(g) ?? []), d.node]);
  }
  const result = new Map<number, string>();
  for (const list of groups.values())
    if (list.length > 1) list.forEach((n, i) => result.set(n, `${i + 1} of ${list.length}`));
  return result;
}

/**
 * A control's name as its look-alikes in other rows share it: the name with its own row's name taken out ("More
 * actions for " from "More actions for Spring birds" in the row "Spring birds"), so "the second post's actions"
 * counts among the rows' buttons; the name itself elsewhere.
 */
function lookAlikeLabel(snapshot: Snapshot, node: UiNode): string {
  for (let n = node.parent === null ? undefined : snapshot.nodes[node.parent]; n;) {
    if (n.role === 'row') {
      const row = n.label.trim();
      return row.length >= 3 && node.label.includes(row) && node.label.trim() !== row
        ? `${node.label.replace(row, '\u0001')}\u0000row`
        : node.label;
    }
    n = n.parent === null ? undefined : snapshot.nodes[n.parent];
  }
  return node.label;
}

function toCandidate(
  snapshot: Snapshot,
  draft: Draft,
  node: UiNode | undefined,
  key: string,
  identities: ReturnType<typeof identify>,
  occurrences: Map<number, string>,
  options: BuildOptions,
): Candidate {
  const name = node ? controlName(node) : draft.kind === 'keypad' ? 'the keypad' : 'the window';
  const does = doesSentence(draft.kind, draft.kind === 'keypad' ? 'the keypad' : name, {
    ...(draft.direction ? { direction: draft.direction } : {}),
    ...(draft.keys ? { keys: draft.keys } : {}),
    ...(draft.path ? { path: draft.path } : {}),
  });
  const why = destructiveWhy(snapshot, draft, node, options);
  const needsForeground =
    (draft.kind === 'key' && !options.capabilities.backgroundKeys) ||
    (draft.kind === 'menu' && !options.capabilities.backgroundMenus && !draft.keys);
  return {
    id: candidateId(key),
    key,
    kind: draft.kind,
    ...(node && draft.kind !== 'keypad'
      ? { node: node.index, nodeKey: identities.keys[node.index] ?? '' }
      : {}),
    does,
    needsText:
      draft.kind === 'set_value' ||
      draft.kind === 'type_into' ||
      draft.kind === 'append' ||
      draft.kind === 'choose_option' ||
      draft.kind === 'keypad',
    destructive: why !== null,
    ...(why !== null ? { destructiveWhy: why } : {}),
    needsForeground,
    tokenBound: node !== undefined && draft.kind !== 'keypad' && identities.tokenBound.has(node.index),
    ...(draft.direction ? { direction: draft.direction } : {}),
    ...(draft.keys ? { keys: draft.keys } : {}),
    ...(draft.path ? { menuPath: draft.path } : {}),
    ...(draft.keypad ? { keypad: draft.keypad } : {}),
    option: optionObject(draft, node, does, occurrences, identities),
  };
}

function destructiveWhy(
  snapshot: Snapshot,
  draft: Draft,
  node: UiNode | undefined,
  options: BuildOptions,
): string | null {
  if (draft.kind === 'key')
    return CONFIRM_KEYS.has(draft.keys ?? '') ? `${draft.keys ?? ''} can activate a focused button` : null;
  if (
    !node ||
    draft.kind === 'keypad' ||
    draft.kind === 'scroll' ||
    draft.kind === 'step' ||
    draft.kind === 'hover'
  )
    return null;
  const inDialog = node.within.some((w) => /^(?:dialog|alertdialog):/u.test(w));
  return destructiveReason({
    role: node.role,
    label: draft.kind === 'menu' ? (draft.path ?? []).join(' ') : node.label,
    identifier: node.identifier,
    help: node.help,
    within: node.within,
    ...(options.instruction ? { instruction: options.instruction } : {}),
    dismissesPopover: inDialog || snapshot.modal?.root === node.parent,
    inChoiceField: insideRole(snapshot.nodes, node, CHOICE_FIELDS),
  });
}

function optionObject(
  draft: Draft,
  node: UiNode | undefined,
  does: string,
  occurrences: Map<number, string>,
  identities: ReturnType<typeof identify>,
): OptionObject {
  const o: OptionObject = { action: does, kind: draft.kind, effect_hint: EFFECT_HINTS[draft.kind] };
  const out: Record<string, unknown> = { action: does, kind: draft.kind };
  if (node && draft.kind !== 'keypad') {
    // "vertical Slider": the way a slider runs is how a person tells two unnamed ones apart.
    out.role = node.orientation ? `${node.orientation} ${nodeRoleWord(node)}` : nodeRoleWord(node);
    if (node.label) out.name = clip(node.label, 80);
    if (node.identifier && !node.identifier.startsWith('_')) out.identifier = clip(node.identifier, 60);
    if (node.help) out.help = clip(node.help, 80);
    if (node.value !== undefined && draft.kind !== 'menu') out.current_value = clip(node.value, 80);
    const near = identities.near.get(node.index);
    const within = near ? [`near "${clip(near, 40)}"`, ...node.within].slice(0, 3) : node.within;
    if (within.length) out.within = within;
    const occ = occurrences.get(node.index);
    if (occ) out.occurrence = occ;
    if (node.colour) out.colour = node.colour;
  }
  if (draft.path) out.path = draft.path;
  if (draft.kind === 'menu' && draft.keys) out.shortcut = draft.keys;
  else if (draft.keys) out.keys = draft.keys;
  if (draft.direction) out.direction = draft.direction;
  if (draft.kind === 'keypad') out.keys = Object.keys(draft.keypad ?? {}).join(' ');
  out.effect_hint = o.effect_hint;
  return out as unknown as OptionObject;
}

// Twins whose sentences read the same get " in <container>" or " near <text>", then "(#i of n)".
function disambiguateDoes(snapshot: Snapshot, candidates: Candidate[]): Candidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) groups.set(c.does, [...(groups.get(c.does) ?? []), c]);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.forEach((c, i) => {
      const node = c.node === undefined ? undefined : snapshot.nodes[c.node];
      const place = c.option.within?.[0];
      const where = place ? (place.startsWith('near ') ? ` ${place}` : ` in ${place}`) : '';
      c.does = `${c.does}${where}`;
      if (!node || !place) c.does = `${c.does} (#${i + 1} of ${group.length})`;
    });
    const again = new Map<string, Candidate[]>();
    for (const c of group) again.set(c.does, [...(again.get(c.does) ?? []), c]);
    for (const twins of again.values())
      if (twins.length > 1) twins.forEach((c, i) => (c.does = `${c.does} (#${i + 1} of ${twins.length})`));
  }
  return candidates;
}
