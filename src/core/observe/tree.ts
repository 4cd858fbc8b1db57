// The observe view's structure: each control once, under the sections, rows and dialogs that hold it.
import { containerName, isUnder } from '../build.js';
import { isOperable } from '../candidates/build.js';
import type { Candidate } from '../candidates/types.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import { isListed, withDefaultFirst, type Extra } from './actions.js';
import { closedPopupNodes } from './popups.js';

/** One line of the view and the lines under it. */
export interface ViewItem {
  node: UiNode;
  /** The control's listed actions, the default one first; empty for a heading, a section or a disabled control. */
  actions: Candidate[];
  children: ViewItem[];
  /** A row's cells as the window shows them ("1 | Item 1 | $1.25"), when its text is found. */
  line?: string;
}

/** The tree of a snapshot, and the text lines its rows took (the rest is listed as text). */
export interface ViewTree {
  roots: ViewItem[];
  rowTexts: Set<number>;
}

// Roles whose value is a state, not text to show ("on").
const NO_VALUE_ROLES = new Set(['checkbox', 'radio', 'switch', 'button', 'link', 'menuitemcheckbox']);
// Containers that never head anything: the window itself and unnamed scrolling chrome.
const NOT_HEADINGS = new Set(['document', 'scrollarea']);

/**
 * Builds the view tree: controls with listed actions, disabled controls, read-only values and headings; not the
 * options of a closed popup that its combobox's line names.
 */
export function buildTree(
  snapshot: Snapshot,
  candidates: readonly Candidate[],
  extras: Set<Extra>,
): ViewTree {
  const actions = actionsByNode(snapshot, candidates, extras);
  const items = new Map<number, ViewItem>();
  const roots: ViewItem[] = [];
  const itemOf = (node: UiNode): ViewItem => {
    const known = items.get(node.index);
    if (known) return known;
    const item: ViewItem = {
      node,
      actions: withDefaultFirst(actions.get(node.index) ?? [], extras),
      children: [],
    };
    items.set(node.index, item);
    const holder = holderOf(snapshot, node);
    (holder ? itemOf(holder).children : roots).push(item);
    return item;
  };
  const closed = closedPopupNodes(snapshot);
  for (const node of snapshot.nodes)
    if (!closed.has(node.index) && isShown(snapshot, node, actions)) itemOf(node);
  const rowTexts = attachRowLines(snapshot, items);
  return { roots, rowTexts };
}

function actionsByNode(
  snapshot: Snapshot,
  candidates: readonly Candidate[],
  extras: Set<Extra>,
): Map<number, Candidate[]> {
  const out = new Map<number, Candidate[]>();
  for (const c of candidates) {
    if (c.node === undefined || c.kind === 'menu' || !isListed(c, snapshot, extras)) continue;
    out.set(c.node, [...(out.get(c.node) ?? []), c]);
  }
  return out;
}

function inScope(snapshot: Snapshot, node: UiNode): boolean {
  return !snapshot.modal || isUnder(snapshot.nodes, node, snapshot.modal.root) || node.states.editable;
}

function isShown(snapshot: Snapshot, node: UiNode, actions: Map<number, Candidate[]>): boolean {
  if (actions.has(node.index)) return true;
  if (!inScope(snapshot, node) || node.parent === null) return false;
  // A heading that repeats its section's name is said once, by the section.
  if (node.role === 'heading') return node.label !== '' && holderOf(snapshot, node)?.label !== node.label;
  if (!node.states.enabled && isOperable(node)) return true;
  return hasValue(node);
}

/** Whether the view shows the node's value. */
export function hasValue(node: UiNode): boolean {
  return node.value !== undefined && !node.states.secret && !NO_VALUE_ROLES.has(node.role);
}

/** Whether a node heads the lines under it: a named section, a dialog or a row. */
export function isHeading(node: UiNode): boolean {
  if (NOT_HEADINGS.has(node.role)) return false;
  return (
    containerName(node) !== null ||
    node.role === 'row' ||
    node.role === 'dialog' ||
    node.role === 'alertdialog'
  );
}

function holderOf(snapshot: Snapshot, node: UiNode): UiNode | undefined {
  for (let p = node.parent; p !== null; p = snapshot.nodes[p]?.parent ?? null) {
    const parent = snapshot.nodes[p];
    if (parent && isHeading(parent)) return parent;
  }
  return undefined;
}

// A row's cells are one text line that starts with its name ("1 | Item 1 | ..."); rows and lines share an order.
function attachRowLines(snapshot: Snapshot, items: Map<number, ViewItem>): Set<number> {
  const taken = new Set<number>();
  let from = 0;
  for (const node of snapshot.nodes) {
    if (node.role !== 'row' || node.label === '') continue;
    const at = snapshot.texts.findIndex(
      (t, i) => i >= from && (t === node.label || t.startsWith(`${node.label} |`)),
    );
    if (at < 0) continue;
    from = at + 1;
    const item = items.get(node.index);
    const line = snapshot.texts[at];
    if (!item || line === undefined) continue;
    item.line = line;
    taken.add(at);
  }
  return taken;
}
