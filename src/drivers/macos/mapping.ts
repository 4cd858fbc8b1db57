// Maps get_window_state (elements joined with the parsed tree_markdown) into the core's RawSnapshot.
import { buildSnapshot } from '../../core/build.js';
import { isOperable } from '../../core/candidates/build.js';
import { identify } from '../../core/identity.js';
import { MACOS_ROLES, mapRole } from '../../core/roles.js';
import { defaultStates } from '../../core/snapshot.js';
import type { RawNode, RawSnapshot, WindowInfo } from '../../core/snapshot.js';
import { encodeHandle } from './handles.js';
import { labelOf, VALUE_IS_CONTENT } from './labels.js';
import { readElements, rectOf, rowsFromElements, type Element } from './elements.js';
import { parseTreeMarkdown, type MdRow } from './markdown.js';
import { str, type Json } from './result.js';
import { standardShortcut } from './shortcuts.js';
import type { MacElement, ScreenRect, WindowView } from './view.js';

const TEXT_ROLES: ReadonlySet<string> = new Set(['AXTextField', 'AXTextArea', 'AXSearchField', 'AXComboBox']);
const TOGGLE_ROLES: ReadonlySet<string> = new Set(['AXCheckBox', 'AXSwitch', 'AXRadioButton']);
const SCROLLERS: ReadonlySet<string> = new Set(['AXTable', 'AXOutline', 'AXList', 'AXWebArea']);
const PRESSABLE_TEXT: ReadonlySet<string> = new Set([
  'AXStaticText',
  'AXImage',
  'AXCell',
  'AXRow',
  'AXUnknown',
]);
const CONTROL_ROLES: ReadonlySet<string> = new Set([
  ...TEXT_ROLES,
  ...TOGGLE_ROLES,
  'AXButton',
  'AXMenuButton',
  'AXPopUpButton',
  'AXMenuItem',
  'AXMenuBarItem',
  'AXLink',
  'AXSlider',
  'AXIncrementor',
  'AXDisclosureTriangle',
]);

/** What one read brings together. */
export interface ReadInput {
  windowId: string;
  pid: number;
  cgWindowId: number;
  state: Json;
  window: WindowInfo;
  otherWindows: string[];
  generation: number;
  /** The connection's read count of the window right after this read (CuaConnection.reads). */
  reads?: number;
  /** Shortcuts read by the helper, by menu path joined with " > ". */
  shortcuts?: ReadonlyMap<string, string> | undefined;
}

/** Maps one read into the driver's view of the window (the RawSnapshot included). */
export function mapWindowState(input: ReadInput): WindowView {
  const { state } = input;
  const snapshotId = str(state.snapshot_id);
  const elements = readElements(state.elements, snapshotId);
  const hints = new Map(
    [...elements].flatMap(([i, e]) => (e.value !== undefined ? [[i, e.value] as const] : [])),
  );
  const markdown = str(state.tree_markdown) ?? '';
  const tree = markdown ? parseTreeMarkdown(markdown, hints) : { rows: rowsFromElements(state.elements) };
  const bounds = rectOf(state.window_bounds) ?? input.window.frame;
  const { kept, secure } = dropHidden(tree.rows);
  const macs: MacElement[] = [];
  const nodes: RawNode[] = [];
  const texts: string[] = [];
  const parents = parentIndices(kept);
  kept.forEach((row, i) => {
    const el = row.index === undefined ? undefined : elements.get(row.index);
    const token =
      el?.token ?? (row.index !== undefined && snapshotId ? `${snapshotId}:${row.index}` : undefined);
    const mac = toMac(row, el, token, parents[i] ?? null);
    const shortcut = menuShortcut(kept, parents, i, input.shortcuts);
    if (shortcut) mac.shortcut = shortcut;
    macs.push(mac);
    nodes.push(toRaw(row, el, mac, bounds));
    if (row.role === 'AXStaticText' && !inMenuBar(kept, parents, i) && nodes[i]?.label)
      texts.push(nodes[i].label);
  });
  assignKeys(nodes, macs);
  const truncated = tree.truncatedAt ?? (state.degraded === true ? 0 : undefined);
  const raw: RawSnapshot = {
    window: input.window,
    nodes,
    otherWindows: input.otherWindows,
    texts,
    ...(truncated !== undefined
      ? { truncated: { reason: str(state.degraded_reason) ?? 'node cap', nodes: truncated } }
      : {}),
  };
  return {
    windowId: input.windowId,
    pid: input.pid,
    cgWindowId: input.cgWindowId,
    title: input.window.title,
    ...(snapshotId ? { snapshotId } : {}),
    generation: input.generation,
    reads: input.reads ?? 0,
    ...(bounds ? { bounds } : {}),
    elements: macs,
    secrets: secretBoxes(secure, elements, bounds),
    raw,
  };
}

// Secure text fields and their subtrees never leave the driver (only their boxes do, to be painted out of
// pixels); neither does the Apple menu.
function dropHidden(rows: readonly MdRow[]): { kept: MdRow[]; secure: MdRow[] } {
  const kept: MdRow[] = [];
  const secure: MdRow[] = [];
  let skipBelow: number | null = null;
  for (const row of rows) {
    if (skipBelow !== null && row.depth > skipBelow) continue;
    skipBelow = null;
    if (isSecure(row) || (row.role === 'AXMenuBarItem' && row.title === 'Apple')) {
      if (isSecure(row)) secure.push(row);
      skipBelow = row.depth;
      continue;
    }
    kept.push(row);
  }
  return { kept, secure };
}

// The secure fields' boxes in window points; a field with no frame, or a window with no bounds, cannot be placed.
function secretBoxes(
  secure: readonly MdRow[],
  elements: ReadonlyMap<number, Element>,
  bounds: ScreenRect | undefined,
): WindowView['secrets'] {
  const frames = secure.map((row) => (row.index === undefined ? undefined : elements.get(row.index)?.frame));
  const boxes = frames.flatMap((f) => (f && bounds ? [{ ...f, x: f.x - bounds.x, y: f.y - bounds.y }] : []));
  return { boxes, unplaced: boxes.length < frames.length };
}

function isSecure(row: MdRow): boolean {
  if (row.role === 'AXSecureTextField') return true;
  return TEXT_ROLES.has(row.role) && /^[•●∙*]+$/u.test(row.value ?? '');
}

function parentIndices(rows: readonly MdRow[]): (number | null)[] {
  const stack: number[] = [];
  return rows.map((row, i) => {
    while (stack.length && (rows[stack[stack.length - 1] ?? 0]?.depth ?? 0) >= row.depth) stack.pop();
    const parent = stack.length ? (stack[stack.length - 1] ?? null) : null;
    stack.push(i);
    return parent;
  });
}

function toMac(
  row: MdRow,
  el: Element | undefined,
  token: string | undefined,
  parent: number | null,
): MacElement {
  const actions = row.actions ?? (el?.actions ?? []).map((a) => a.replace(/^AX/u, '').toLowerCase());
  const indexed = row.index !== undefined;
  return {
    ...(token ? { token } : {}),
    axRole: row.role,
    ...(row.title !== undefined ? { title: row.title } : {}),
    ...(row.description !== undefined ? { description: row.description } : {}),
    ...(row.identifier !== undefined ? { identifier: row.identifier } : {}),
    ...((el?.value ?? row.value) !== undefined ? { value: (el?.value ?? row.value) as string } : {}),
    actions,
    // Disabled rows are never indexed: an unindexed control is disabled.
    enabled: indexed ? (el?.enabled ?? true) : !CONTROL_ROLES.has(row.role),
    ...(el?.frame ? { frame: el.frame } : {}),
    ...(el?.shotFrame ? { shotFrame: el.shotFrame } : {}),
    parent,
    inWeb: el?.inWeb ?? false,
    key: '',
    twin: false,
  };
}

function toRaw(
  row: MdRow,
  el: Element | undefined,
  mac: MacElement,
  bounds: ScreenRect | undefined,
): RawNode {
  const role = mapRole(MACOS_ROLES, row.role);
  const value = mac.value;
  const node: RawNode = {
    role,
    platformRole: row.role,
    label: labelOf({ ...row, axRole: row.role, value }),
    states: defaultStates({
      enabled: mac.enabled,
      selected: el?.selected ?? false,
      editable: TEXT_ROLES.has(row.role),
      multiline: row.role === 'AXTextArea',
      ...checkedOf(row.role, value, el?.selected),
      offscreen: isOffscreen(mac.frame, bounds),
    }),
    parent: mac.parent,
    handle: '',
  };
  // Field labels never come from their value here (labelOf), so they are the field's own name.
  if (VALUE_IS_CONTENT.has(row.role) && node.label !== '') node.ownLabel = true;
  if (row.identifier) node.identifier = row.identifier;
  if (row.help) node.help = row.help;
  if (value !== undefined && !TOGGLE_ROLES.has(row.role) && row.role !== 'AXStaticText') {
    node.value = value;
    node.valueExact = false;
  }
  if (mac.frame)
    node.frame = bounds ? { ...mac.frame, x: mac.frame.x - bounds.x, y: mac.frame.y - bounds.y } : mac.frame;
  if (mac.shortcut) node.shortcut = mac.shortcut;
  if (PRESSABLE_TEXT.has(row.role) && mac.actions.includes('press')) node.clickable = true;
  if (SCROLLERS.has(row.role) && mac.frame) node.scrollable = true;
  return node;
}

// Checkbox state: "1"/"0" (0.12+), "2" mixed; absent when cua-driver gives none.
function checkedOf(
  role: string,
  value: string | undefined,
  selected: boolean | undefined,
): { checked?: boolean | 'mixed' } {
  if (!TOGGLE_ROLES.has(role)) return {};
  if (value === '1' || value === '0') return { checked: value === '1' };
  if (value === '2') return { checked: 'mixed' };
  return role === 'AXRadioButton' && selected !== undefined ? { checked: selected } : {};
}

function isOffscreen(frame: ScreenRect | undefined, bounds: ScreenRect | undefined): boolean {
  if (!frame) return false;
  if (frame.height <= 1 || frame.width <= 1) return true;
  if (!bounds) return false;
  return (
    frame.x + frame.width <= bounds.x ||
    frame.y + frame.height <= bounds.y ||
    frame.x >= bounds.x + bounds.width ||
    frame.y >= bounds.y + bounds.height
  );
}

function inMenuBar(rows: readonly MdRow[], parents: readonly (number | null)[], i: number): boolean {
  for (let p = parents[i] ?? null; p !== null; p = parents[p] ?? null)
    if (rows[p]?.role === 'AXMenuBar') return true;
  return rows[i]?.role === 'AXMenuBar';
}

function menuShortcut(
  rows: readonly MdRow[],
  parents: readonly (number | null)[],
  i: number,
  learned: ReadonlyMap<string, string> | undefined,
): string | undefined {
  const row = rows[i];
  if (row?.role !== 'AXMenuItem' || !inMenuBar(rows, parents, i)) return undefined;
  const path: string[] = [];
  for (let p: number | null = i; p !== null; p = parents[p] ?? null) {
    const r = rows[p];
    if ((r?.role === 'AXMenuItem' || r?.role === 'AXMenuBarItem') && r.title) path.unshift(r.title);
  }
  return learned?.get(path.join(' > ')) ?? standardShortcut(path);
}

// Keys come from the core's identity rules, so the driver re-binds exactly what the core calls "the same node".
function assignKeys(nodes: RawNode[], macs: MacElement[]): void {
  nodes.forEach((n, i) => (n.handle = `#${i}`));
  const built = buildSnapshot({ window: { id: '', app: '', title: '' }, nodes });
  const ids = identify(built.nodes, (n) => n.states.enabled && isOperable(n));
  nodes.forEach((node, i) => {
    const mac = macs[i];
    if (!mac) return;
    mac.key = ids.keys[i] ?? '';
    mac.twin = ids.tokenBound.has(i);
    node.handle = encodeHandle({ ...(mac.token ? { token: mac.token } : {}), key: mac.key, twin: mac.twin });
  });
}
