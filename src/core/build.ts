import { CONTAINER_ROLES } from './roles.js';
import { isSecretField } from './safety.js';
import { clip, displayText } from './text.js';
import type { Modal, RawNode, RawSnapshot, Snapshot, UiNode } from './snapshot.js';

const WITHIN_MAX = 3;
const CONTAINER_LABEL_MAX = 60;

/** Turns a driver's raw snapshot into the normalized model: labels cleaned, containers named, secrets dropped. */
export function buildSnapshot(raw: RawSnapshot): Snapshot {
  const nodes: UiNode[] = [];
  for (const [index, rawNode] of raw.nodes.entries()) {
    const parent = rawNode.parent !== null && rawNode.parent < index ? nodes[rawNode.parent] : undefined;
    nodes.push(normalizeNode(rawNode, index, parent));
  }
  return {
    window: { ...raw.window, title: displayText(raw.window.title) },
    nodes,
    modal: findModal(nodes, raw.window.url !== undefined),
    otherWindows: (raw.otherWindows ?? []).map(displayText),
    texts: (raw.texts ?? []).map(displayText).filter((t) => t.length > 0),
    loading: raw.loading ?? false,
    ...(raw.truncated ? { truncated: raw.truncated } : {}),
    ...(raw.ms !== undefined ? { ms: raw.ms } : {}),
  };
}

function normalizeNode(raw: RawNode, index: number, parent: UiNode | undefined): UiNode {
  const secret =
    raw.states.secret || ((raw.role === 'textbox' || raw.role === 'searchbox') && isSecretField(raw));
  const node: UiNode = {
    ...raw,
    label: displayText(raw.label),
    states: { ...raw.states, secret },
    parent: parent ? parent.index : null,
    index,
    depth: parent ? parent.depth + 1 : 0,
    within: parent ? containerChain(parent) : [],
  };
  if (secret) {
    delete node.value;
    delete node.valueExact;
  }
  return node;
}

function containerChain(parent: UiNode): string[] {
  const own = containerName(parent);
  return own ? [own, ...parent.within].slice(0, WITHIN_MAX) : parent.within;
}

/** The name a container contributes to `within` ("dialog: Preferences"), or null. */
export function containerName(node: UiNode): string | null {
  if (!CONTAINER_ROLES.has(node.role) || node.label === '') return null;
  return `${node.role}: ${clip(node.label, CONTAINER_LABEL_MAX)}`;
}

function findModal(nodes: UiNode[], web: boolean): Modal | null {
  const dialog = topmost(
    nodes,
    nodes.filter((n) => (n.role === 'dialog' || n.role === 'alertdialog') && !n.states.offscreen),
  );
  if (dialog)
    return {
      kind: dialog.role === 'alertdialog' ? 'alertdialog' : 'dialog',
      title: dialog.label,
      root: dialog.index,
    };
  const menu = nodes.find(
    (n) => n.role === 'menu' && !n.states.offscreen && !inMenubar(nodes, n) && (!web || popsUp(nodes, n)),
  );
  if (menu) return { kind: 'menu', title: menu.label, root: menu.index };
  return web ? unmarkedDialog(nodes) : null;
}

/**
 * Of dialogs open together, the one on top: the one whose controls nothing covers (UIkit stacks a second modal
 * over the first, whose controls lie under it), else the one holding the focus, else the first.
 */
function topmost(nodes: readonly UiNode[], dialogs: readonly UiNode[]): UiNode | undefined {
  if (dialogs.length < 2) return dialogs[0];
  const one = (list: readonly UiNode[]): UiNode | undefined => (list.length === 1 ? list[0] : undefined);
  const controls = (d: UiNode): UiNode[] =>
    nodes.filter((n) => CONTROL_ROLES.has(n.role) && !n.states.offscreen && isUnder(nodes, n, d.index));
  const clear = dialogs.filter((d) => {
    const own = controls(d);
    return own.length > 0 && own.every((n) => !n.covered);
  });
  const focused = dialogs.filter((d) => nodes.some((n) => n.states.focused && isUnder(nodes, n, d.index)));
  return one(clear) ?? one(focused) ?? dialogs[0];
}

const CONTROL_ROLES: ReadonlySet<string> = new Set([
  'button',
  'link',
  'tab',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'combobox',
  'switch',
  'slider',
  'spinbutton',
  'menuitem',
  'option',
]);

/**
 * A page's dialog that does not say it is one (mdui's <mdui-dialog> has no dialog role): focus is in a part whose
 * controls are clear while every control on screen around it lies under an overlay. Its title is the part's first
 * sentence ("Free up 2.1 GB?").
 */
function unmarkedDialog(nodes: readonly UiNode[]): Modal | null {
  const focused = nodes.find((n) => n.states.focused && !CONTROL_ROLES.has(n.role));
  if (!focused) return null;
  const controls = nodes.filter((n) => CONTROL_ROLES.has(n.role) && !n.states.offscreen);
  const inside = controls.filter((n) => isUnder(nodes, n, focused.index));
  const outside = controls.filter((n) => !isUnder(nodes, n, focused.index));
  if (
    !inside.length ||
    inside.some((n) => n.covered) ||
    outside.length < 2 ||
    outside.some((n) => !n.covered)
  )
    return null;
  const title = /^.{1,80}?[.?!](?=\s|$)/u.exec(focused.label)?.[0] ?? clip(focused.label, 80);
  return { kind: 'dialog', title, root: focused.index };
}

// A page's menu is a popup only while something opened it: focus is in it, or on the expanded control that
// opened it. A menu that is always on the page (a jQuery UI menu as navigation) leaves the page in reach, also
// while a combo box is open (its popup is a list, never a menu) or an accordion header, tab or tree item is
// expanded (it shows a section, not a popup).
const NOT_MENU_OPENERS: ReadonlySet<string> = new Set(['combobox', 'tab', 'treeitem', 'row', 'heading']);

function popsUp(nodes: readonly UiNode[], menu: UiNode): boolean {
  const opener = (n: UiNode): boolean => n.states.expanded === true && !NOT_MENU_OPENERS.has(n.role);
  return nodes.some((n) => n.states.focused && (isUnder(nodes, n, menu.index) || opener(n)));
}

/** True when `node` lies under a menu bar. */
export function inMenubar(nodes: readonly UiNode[], node: UiNode): boolean {
  for (let p = node.parent; p !== null; p = nodes[p]?.parent ?? null)
    if (nodes[p]?.role === 'menubar') return true;
  return false;
}

/** True when a node sits inside a node with one of these roles. */
export function insideRole(nodes: readonly UiNode[], node: UiNode, roles: ReadonlySet<string>): boolean {
  for (let p = node.parent; p !== null; p = nodes[p]?.parent ?? null)
    if (roles.has(nodes[p]?.role ?? '')) return true;
  return false;
}

/**
 * The heading a node sits under: the nearest heading before it among the siblings of the node or of one of its
 * ancestors, innermost first (an accordion's "Item 2" is under the "No Style" heading before its list, not under
 * a heading inside the open item above it).
 */
export function sectionOf(nodes: readonly UiNode[], node: UiNode): UiNode | undefined {
  for (let at: UiNode | undefined = node; at; at = at.parent == null ? undefined : nodes[at.parent]) {
    const parent = at.parent ?? null;
    for (let i = at.index - 1; i >= 0 && i !== parent; i -= 1) {
      const sibling = nodes[i];
      if (
        sibling &&
        (sibling.parent ?? null) === parent &&
        sibling.role === 'heading' &&
        sibling.label !== ''
      )
        return sibling;
    }
  }
  return undefined;
}

/** True when `node` lies under the node at index `root`. */
export function isUnder(nodes: readonly UiNode[], node: UiNode, root: number): boolean {
  for (let p: number | null = node.index; p !== null; p = nodes[p]?.parent ?? null)
    if (p === root) return true;
  return false;
}
