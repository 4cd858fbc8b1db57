// One window's accessible tree as the core's raw snapshot: roles, labels, states, frames, exact values.
import { ATSPI_ROLES, mapRole, type Role } from '../../core/roles.js';
import { DriverError } from '../../core/driver.js';
import { isSecretField } from '../../core/safety.js';
import type { Cut, RawNode, RawSnapshot, Rect } from '../../core/snapshot.js';
import type { AtspiBus } from './bus.js';
import {
  perNode,
  readFrame,
  readSelected,
  readText,
  parseNumber,
  readValue,
  type Misses,
  type ShortcutMemo,
  type ValueRead,
} from './details.js';
import { hasState, ROLE, roleName, STATE } from './enums.js';
import { markRows, type RowAddress } from './cellrows.js';
import { finishNode, isInControl, unknownTwinStates, staticTexts, type Draft } from './compose.js';
import { cleanHelp, cleanName } from './labels.js';
import { isShown, nodeStates } from './states.js';
import { loadTree, type AtspiItem, type WindowTree } from './tree.js';
import type { WindowEntry } from './windows.js';

/** Caps of one snapshot. */
export interface SnapshotLimits {
  maxNodes: number;
  maxMs: number;
  /** Counts the reads the app did not answer in time (its caller then treats the app as not responding). */
  misses: Misses;
}

const MENU_PARENTS: ReadonlySet<number> = new Set([ROLE.menuBar, ROLE.menu, ROLE.popupMenu, ROLE.menuItem]);
const MENU_ROLES: ReadonlySet<number> = new Set([
  ROLE.menu,
  ROLE.popupMenu,
  ROLE.menuItem,
  ROLE.checkMenuItem,
  ROLE.radioMenuItem,
]);
const VALUE_ROLES: ReadonlySet<Role> = new Set(['slider', 'spinbutton', 'scrollbar', 'progressbar']);
const TEXT_VALUE_ROLES: ReadonlySet<Role> = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);
// Frames cost one call each (~0.4 ms, and the app answers one at a time): layout-only nodes go without. Menu bars
// are read: a window's second menu bar with no area (LibreOffice's) is a copy the core leaves out.
const LAYOUT_ROLES: ReadonlySet<Role> = new Set([
  'generic',
  'group',
  'scrollarea',
  'separator',
  'window',
  'toolbar',
  'tablist',
]);
/**
 * Reads a window into the core's raw snapshot, capped in nodes and time (`active`: the active X11 window); `rows`
 * receives the handle and address of each row node made from a tree view's cells.
 */
export async function readSnapshot(
  bus: AtspiBus,
  win: WindowEntry,
  others: string[],
  active: number,
  limits: SnapshotLimits,
  shortcuts: ShortcutMemo,
  signal: AbortSignal,
  rows?: Map<string, RowAddress>,
): Promise<RawSnapshot> {
  const started = Date.now();
  const { misses } = limits;
  const tree = await loadTree(bus, win.ref, {
    maxNodes: limits.maxNodes,
    deadline: started + limits.maxMs,
    signal,
    misses,
    prune: isHidden,
    cacheShape: win.app.toolkit === 'gtk3',
  });
  if (tree.items.length === 0)
    throw new DriverError('window_not_found', `${win.id} has no accessible tree any more`);
  const index = new Map(tree.items.map((item, i) => [item.handle, i]));
  const parentOf = new Map<string, number>();
  for (const [parent, kids] of tree.children)
    for (const kid of kids) parentOf.set(kid, index.get(parent) ?? -1);
  const nodes = tree.items.map((item, i) =>
    baseNode(item, i === 0 ? null : (parentOf.get(item.handle) ?? null), tree, index, win),
  );
  for (const node of nodes) node.inControl = node.raw.parent !== null && isInControl(nodes, node.raw.parent);
  const read = <T>(value: Promise<T>, fallback: T): Promise<T> => perNode(value, fallback, misses);
  // An app that left reads of the walk unanswered is not asked for more: they would wait as long again.
  if (misses.count === 0)
    await Promise.all(
      tree.items.map((item, i) => addDetails(bus, item, nodes[i], win, shortcuts, read, signal)),
    );
  for (const [i, node] of nodes.entries()) finishNode(node, tree.items[i], tree, index, nodes);
  unknownTwinStates(nodes.map((n) => n.raw));
  if (misses.count === 0)
    for (const [handle, address] of await markRows(bus, tree, index, nodes, read, signal))
      rows?.set(handle, address);
  return {
    window: {
      id: win.id,
      app: win.app.name,
      pid: win.app.pid,
      title: win.title,
      focused: win.xid === active,
    },
    nodes: nodes.map((n) => n.raw),
    otherWindows: others,
    texts: staticTexts(nodes),
    loading: hasState(tree.items[0]?.states ?? [], STATE.busy),
    ...cutOf(tree, misses.count),
    ms: Date.now() - started,
  };
}

// A snapshot that is not whole says why (a cap, a list read in part, reads the app did not answer) and what to do.
function cutOf(tree: WindowTree, missed: number): { truncated?: Cut } {
  const reasons = [
    tree.truncated?.reason,
    missed > 0 ? `${missed} read${missed === 1 ? '' : 's'} got no reply in time` : undefined,
  ];
  const reason = reasons.filter((r) => r !== undefined && r !== '').join('; ');
  if (reason === '') return {};
  const rest =
    'some controls are missing: observe again (a busy app may answer in time), or scroll the part you need ' +
    'into view (long lists are read around the rows shown)';
  return { truncated: { reason, nodes: tree.items.length, rest } };
}

function baseNode(
  item: AtspiItem,
  parentIndex: number | null,
  tree: WindowTree,
  index: Map<string, number>,
  win: WindowEntry,
): Draft {
  const role = coreRole(item, parentIndex === null ? undefined : tree.items[parentIndex]);
  const childNames = descendantNames(item, tree, index, 2);
  const label = cleanName(item.name, win.app.toolkit, childNames);
  const help = cleanHelp(item.description, label);
  const states = nodeStates(item.states, item.role, win.app.toolkit);
  const raw: RawNode = {
    role,
    platformRole: roleName(item.role),
    label,
    ...(help !== undefined ? { help } : {}),
    states,
    parent: parentIndex,
    handle: item.handle,
  };
  if ((role === 'textbox' || role === 'searchbox') && isSecretField(raw)) raw.states.secret = true;
  if (role === 'slider' || role === 'scrollbar') {
    if (hasState(item.states, STATE.vertical)) raw.orientation = 'vertical';
    else if (hasState(item.states, STATE.horizontal)) raw.orientation = 'horizontal';
  }
  return { raw, shown: isShown(item.states, win.app.toolkit) };
}

// A widget the app hid (a tool bar or status bar turned off) is left out with its subtree; menus stay, since
// GTK3 keeps a closed menu (and a combo box's list) hidden until it opens.
function isHidden(item: AtspiItem): boolean {
  return !hasState(item.states, STATE.visible) && !MENU_ROLES.has(item.role);
}

// GTK3 exposes a submenu's item as role `menu` with an Action; for the core it is a menu item.
function coreRole(item: AtspiItem, parent: AtspiItem | undefined): Role {
  if (item.role === ROLE.menu && item.interfaces.has('Action') && parent && MENU_PARENTS.has(parent.role))
    return 'menuitem';
  return mapRole(ATSPI_ROLES, roleName(item.role));
}

function descendantNames(
  item: AtspiItem,
  tree: WindowTree,
  index: Map<string, number>,
  depth: number,
): string[] {
  if (depth === 0) return [];
  const names: string[] = [];
  for (const kid of tree.children.get(item.handle) ?? []) {
    const child = tree.items[index.get(kid) ?? -1];
    if (!child) continue;
    if (child.name.trim()) names.push(child.name.trim());
    names.push(...descendantNames(child, tree, index, depth - 1));
  }
  return names;
}

async function addDetails(
  bus: AtspiBus,
  item: AtspiItem,
  draft: Draft | undefined,
  win: WindowEntry,
  shortcuts: ShortcutMemo,
  orSkipped: <T>(value: Promise<T>, fallback: T) => Promise<T>,
  signal: AbortSignal,
): Promise<void> {
  if (!draft) return;
  const { raw } = draft;
  const has = (iface: string): boolean => item.interfaces.has(iface);
  const reads: Promise<void>[] = [];
  const wantsFrame = !draft.inControl && (!LAYOUT_ROLES.has(raw.role) || raw.label !== '');
  if (draft.shown && wantsFrame && has('Component'))
    reads.push(orSkipped(readFrame(bus, item.ref, signal), null).then((f) => setFrame(raw, f)));
  if (
    has('Text') &&
    !raw.states.secret &&
    (TEXT_VALUE_ROLES.has(raw.role) || (raw.role === 'statictext' && !raw.label))
  )
    reads.push(orSkipped(readText(bus, item.ref, signal), null).then((t) => setText(raw, t)));
  let value: ValueRead | null = null;
  if (has('Value') && VALUE_ROLES.has(raw.role))
    reads.push(orSkipped(readValue(bus, item.ref, signal), null).then((v) => void (value = v)));
  if (raw.role === 'combobox' && has('Selection'))
    reads.push(
      orSkipped(readSelected(bus, item.ref, signal), null).then((h) => void (draft.selectedHandle = h)),
    );
  if (
    (raw.role === 'menuitem' || raw.role === 'menuitemcheckbox' || raw.role === 'menuitemradio') &&
    has('Action')
  )
    reads.push(
      orSkipped(shortcuts.get(bus, item.ref, signal), undefined).then(
        (s) => void (s ? (raw.shortcut = s) : undefined),
      ),
    );
  await Promise.all(reads);
  setValue(raw, value);
  if (raw.frame === undefined && draft.shown && win.app.toolkit === 'gtk4') raw.states.offscreen = true;
}

function setFrame(raw: RawNode, frame: Rect | null): void {
  if (frame) raw.frame = frame;
  else raw.states.offscreen = true;
}

function setText(raw: RawNode, text: string | null): void {
  if (text === null) return;
  // Chromium writes an embedded child (a field inside a label's text) as U+FFFC: it is not text.
  if (raw.role === 'statictext')
    raw.label = text
      .replace(/\uFFFC/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
  else if (raw.role !== 'combobox' || raw.states.editable) {
    raw.value = text;
    raw.valueExact = true;
  }
}

// A spin button's text is not its value until GTK commits it ("120" typed, Value still 50): the Value wins when the
// two disagree, so a text that was never taken reads as what the app holds.
function setValue(raw: RawNode, value: ValueRead | null): void {
  if (!value) return;
  if (raw.value === undefined || (raw.role === 'spinbutton' && parseNumber(raw.value) !== value.current)) {
    raw.value = String(value.current);
    raw.valueExact = true;
  }
  const range = {
    ...(value.min !== undefined ? { min: value.min } : {}),
    ...(value.max !== undefined ? { max: value.max } : {}),
    ...(value.step !== undefined ? { step: value.step } : {}),
  };
  if (Object.keys(range).length > 0) raw.range = range;
}
