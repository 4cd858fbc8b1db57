// The finishing pass of a snapshot: labels from inner labels, combo box options, and the window's static texts.
import type { Role } from '../../core/roles.js';
import type { RawNode } from '../../core/snapshot.js';
import { helpAsLabel } from './labels.js';
import { readingOrder } from './reading.js';
import type { AtspiItem, WindowTree } from './tree.js';

const OPTION_ROLES: ReadonlySet<Role> = new Set(['menuitem', 'option', 'listitem']);
// Controls whose inner labels only repeat the control's own name.
const LABELLED_CONTROLS: ReadonlySet<Role> = new Set([
  'button',
  'link',
  'checkbox',
  'switch',
  'radio',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'combobox',
  'textbox',
  'searchbox',
]);

/** A node being built, with what the finishing pass needs. */
export interface Draft {
  raw: RawNode;
  shown: boolean;
  /** Lies inside a button or other control that names itself. */
  inControl?: boolean;
  selectedHandle?: string | null;
}

/** After every node has its details: button labels from their inner label or tooltip, combo box options and value. */
export function finishNode(
  draft: Draft,
  item: AtspiItem | undefined,
  tree: WindowTree,
  index: Map<string, number>,
  drafts: Draft[],
): void {
  if (!item) return;
  const { raw } = draft;
  // GTK4's menu button is a wrapper "button" holding the real, pressable one.
  if (raw.role === 'button' && childDrafts(item, tree, index, drafts).some((d) => d.raw.role === 'button'))
    raw.role = 'group';
  if (raw.help === undefined && TIPPED_ROLES.has(raw.role)) {
    const tip = toolItemTip(item, raw, tree, index, drafts);
    if (tip !== undefined && tip !== raw.label) raw.help = tip;
  }
  if (raw.role === 'button' && !raw.label)
    raw.label = innerLabel(item, tree, index, drafts) || helpAsLabel(raw.help);
  if (raw.role !== 'combobox') return;
  const options = optionNodes(item, tree, index, drafts);
  if (options.length > 0) raw.options = options.map((o) => o.raw.label);
  const selected = options.find((o) => o.raw.handle === draft.selectedHandle);
  const chosen = selected ?? options.find((o) => o.raw.states.selected);
  if (chosen && raw.value === undefined) {
    raw.value = chosen.raw.label;
    // Read through the Selection interface, the chosen item is a structural fact; its text is the item's own name.
    if (selected) raw.valueExact = true;
  }
}

const TIPPED_ROLES: ReadonlySet<Role> = new Set([
  'button',
  'checkbox',
  'switch',
  'combobox',
  'radio',
  'link',
]);
const HOLDER_ROLES: ReadonlySet<Role> = new Set(['group', 'generic']);

/**
 * The tooltip GTK3 keeps on a tool item's unnamed panel around the one control it holds (Thunar's "Open the parent
 * folder" around its "Open Parent" button; xfce4-taskmanager's "Settings" around an unnamed button).
 */
function toolItemTip(
  item: AtspiItem,
  raw: RawNode,
  tree: WindowTree,
  index: Map<string, number>,
  drafts: Draft[],
): string | undefined {
  const holder = raw.parent === null ? undefined : drafts[raw.parent];
  const holderItem = raw.parent === null ? undefined : tree.items[raw.parent];
  if (!holder || !holderItem || !HOLDER_ROLES.has(holder.raw.role) || holder.raw.label !== '')
    return undefined;
  const kids = tree.children.get(holderItem.handle) ?? [];
  return kids.length === 1 && kids[0] === item.handle ? holder.raw.help : undefined;
}

function childDrafts(
  item: AtspiItem,
  tree: WindowTree,
  index: Map<string, number>,
  drafts: Draft[],
): Draft[] {
  return (tree.children.get(item.handle) ?? []).flatMap((kid) => drafts[index.get(kid) ?? -1] ?? []);
}

function innerLabel(
  item: AtspiItem,
  tree: WindowTree,
  index: Map<string, number>,
  drafts: Draft[],
  depth = 0,
): string {
  for (const kid of tree.children.get(item.handle) ?? []) {
    const i = index.get(kid) ?? -1;
    const label =
      drafts[i]?.raw.label ||
      (depth < 2 && tree.items[i] ? innerLabel(tree.items[i], tree, index, drafts, depth + 1) : '');
    if (label) return label;
  }
  return '';
}

function optionNodes(
  item: AtspiItem,
  tree: WindowTree,
  index: Map<string, number>,
  drafts: Draft[],
): Draft[] {
  const out: Draft[] = [];
  const visit = (handle: string, depth: number): void => {
    for (const kid of tree.children.get(handle) ?? []) {
      const draft = drafts[index.get(kid) ?? -1];
      if (!draft) continue;
      if (OPTION_ROLES.has(draft.raw.role)) out.push(draft);
      else if (depth < 3) visit(kid, depth + 1);
    }
  };
  visit(item.handle, 0);
  return out;
}

/** True when the node at `parent` is, or lies inside, a control that names itself. */
export function isInControl(drafts: Draft[], parent: number): boolean {
  const up = drafts[parent];
  if (!up) return false;
  return LABELLED_CONTROLS.has(up.raw.role) || up.inControl === true;
}

/** Visible static texts outside controls, in reading order. */
export function staticTexts(drafts: Draft[]): string[] {
  const texts = drafts.filter(
    (d) => d.raw.role === 'statictext' && d.raw.label && !d.raw.states.offscreen && !d.inControl,
  );
  return readingOrder(
    texts.map((d) => ({ text: d.raw.label, ...(d.raw.frame ? { frame: d.raw.frame } : {}) })),
  );
}

const MENU_ITEM_ROLES: ReadonlySet<Role> = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);

/**
 * LibreOffice keeps two menu bars: the one on screen, whose items act, and a copy with no area (in the root pane),
 * which the core leaves out of the candidates (src/core/candidates/build.ts). While a menu is closed the check items
 * on screen never say their state truly (the status bar on screen reads unchecked): they are given no checked
 * state, so nothing is ever "already" on or off by them. The copy's items keep theirs: they follow each click
 * (the core reads a flip there to verify a toggle), though they are set some time after start, too late to be
 * trusted for "already".
 */
export function unknownTwinStates(nodes: readonly RawNode[]): void {
  const bars = nodes.flatMap((n, i) => (n.role === 'menubar' ? [i] : []));
  const copy = (i: number): boolean => nodes[i]?.states.offscreen === true && nodes[i]?.frame === undefined;
  if (!bars.some((i) => nodes[i]?.frame !== undefined) || !bars.some(copy)) return;
  const bar: (number | undefined)[] = [];
  nodes.forEach((n, i) => {
    bar[i] = n.role === 'menubar' ? i : n.parent === null ? undefined : bar[n.parent];
    const under = bar[i];
    if (under !== undefined && !copy(under) && MENU_ITEM_ROLES.has(n.role)) delete n.states.checked;
  });
}
