// What a step sees of the window: items in reading order with a coarse region, row mates, date hints,
// off-screen controls and the focused field. Pure: a snapshot and its candidates in, plain data out.
import { inMenubar, isUnder } from '../core/build.js';
import { clip, foldText } from '../core/text.js';
import type { Candidate } from '../core/candidates/types.js';
import type { Rect, Snapshot, UiNode } from '../core/snapshot.js';
import { dateHint, findDate, type Day } from './dates.js';
import { itemRole, rowOf } from './roles.js';

const ITEMS_MAX = 255;
const OFFSCREEN_MAX = 120;
const TEXT_MAX = 120;
const MATES_MAX = 3;
const ROW_PX = 20;
const TEXT_ROLES = new Set(['statictext', 'heading', 'label', 'cell', 'columnheader', 'rowheader', 'alert']);
const SKIP_ROLES = new Set(['window', 'menubar', 'menu', 'scrollbar', 'separator']);
const ITEM_KINDS = new Set(['click', 'toggle', 'set_value', 'choose_option', 'context_menu', 'step']);

/** One on-screen item. */
export interface ScreenItem {
  i: number;
  node: number;
  text: string;
  where: string;
  /** Role word for controls; absent for plain text. */
  role?: string;
  value?: string;
  checked?: boolean | 'mixed';
  when?: string;
  beside?: string[];
  /** Vertical bucket of the item's centre (for the screen signature). */
  bucket: number;
  /** The candidates that act on the item, by kind. */
  click?: string;
  context?: string;
}

/** A labelled control that exists but is not in view. */
export interface OffscreenControl {
  k: number;
  role: string;
  label: string;
  candidateId: string;
}

/** The focused field, never with a secret value. */
export interface FocusedField {
  role: string;
  label: string;
  placeholder?: string;
  current_value: string | null;
}

/** Everything read from one snapshot. */
export interface Screen {
  items: ScreenItem[];
  offscreen: OffscreenControl[];
  focused: FocusedField | null;
}

/** Reads a snapshot into items, off-screen controls and the focused field. */
export function readScreen(snapshot: Snapshot, candidates: Candidate[], today: Day): Screen {
  const byNode = candidatesByNode(candidates);
  const visible = snapshot.nodes.filter((n) => isItem(snapshot, n, byNode.get(n.index)));
  const bounds = boundsOf(visible);
  const ordered = readingOrder(visible).slice(0, ITEMS_MAX);
  const items = ordered.map((node, i) => toItem(node, i, bounds, byNode.get(node.index)));
  addRowMates(snapshot, items);
  addDates(snapshot, items, today);
  return { items, offscreen: offscreenControls(snapshot, byNode, items), focused: focusedField(snapshot) };
}

function candidatesByNode(candidates: Candidate[]): Map<number, Map<string, Candidate>> {
  const map = new Map<number, Map<string, Candidate>>();
  for (const c of candidates) {
    if (c.node === undefined || !ITEM_KINDS.has(c.kind)) continue;
    const kinds = map.get(c.node) ?? new Map<string, Candidate>();
    if (!kinds.has(c.kind)) kinds.set(c.kind, c);
    map.set(c.node, kinds);
  }
  return map;
}

function isItem(snapshot: Snapshot, node: UiNode, kinds: Map<string, Candidate> | undefined): boolean {
  if (node.states.offscreen || SKIP_ROLES.has(node.role) || inMenubar(snapshot.nodes, node)) return false;
  if (snapshot.modal && !isUnder(snapshot.nodes, node, snapshot.modal.root)) return false;
  if (textOf(node) === '') return false;
  return kinds !== undefined || TEXT_ROLES.has(node.role);
}

function textOf(node: UiNode): string {
  return clip(node.label || node.placeholder || '', TEXT_MAX);
}

function boundsOf(nodes: UiNode[]): Rect | null {
  const frames = nodes.map((n) => n.frame).filter((f): f is Rect => f !== undefined);
  if (!frames.length) return null;
  const x = Math.min(...frames.map((f) => f.x));
  const y = Math.min(...frames.map((f) => f.y));
  const right = Math.max(...frames.map((f) => f.x + f.width));
  const bottom = Math.max(...frames.map((f) => f.y + f.height));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

function centre(node: UiNode): { x: number; y: number } | null {
  const f = node.frame;
  return f ? { x: f.x + f.width / 2, y: f.y + f.height / 2 } : null;
}

function readingOrder(nodes: UiNode[]): UiNode[] {
  const key = (n: UiNode): [number, number] => {
    const c = centre(n);
    return c ? [Math.round(c.y / ROW_PX), c.x] : [0, 0];
  };
  return [...nodes].sort((a, b) => {
    const [ay, ax] = key(a);
    const [by, bx] = key(b);
    return ay - by || ax - bx || a.index - b.index;
  });
}

/** The 3×3 cell of a point within bounds ("top-left" … "bottom-right"), clamped. */
export function regionOf(point: { x: number; y: number } | null, bounds: Rect | null): string {
  if (!point || !bounds) return 'middle-center';
  const fx = Math.min(0.999, Math.max(0, (point.x - bounds.x) / bounds.width));
  const fy = Math.min(0.999, Math.max(0, (point.y - bounds.y) / bounds.height));
  return `${['top', 'middle', 'bottom'][Math.floor(fy * 3)]}-${['left', 'center', 'right'][Math.floor(fx * 3)]}`;
}

function toItem(
  node: UiNode,
  i: number,
  bounds: Rect | null,
  kinds: Map<string, Candidate> | undefined,
): ScreenItem {
  const c = centre(node);
  const item: ScreenItem = {
    i,
    node: node.index,
    text: textOf(node),
    where: regionOf(c, bounds),
    bucket: c ? Math.round(c.y / ROW_PX) : node.index,
  };
  if (kinds) item.role = itemRole(node.role);
  if (node.value !== undefined && !node.states.secret && node.states.editable)
    item.value = clip(node.value, 80);
  if (node.states.checked !== undefined) item.checked = node.states.checked;
  const click = kinds?.get('click') ?? kinds?.get('toggle');
  if (click) item.click = click.id;
  const context = kinds?.get('context_menu');
  if (context) item.context = context.id;
  return item;
}

function sameRow(snapshot: Snapshot, a: ScreenItem, b: ScreenItem): boolean {
  const na = snapshot.nodes[a.node];
  const nb = snapshot.nodes[b.node];
  if (!na || !nb) return false;
  const ra = rowOf(snapshot.nodes, na);
  if (ra !== null && ra === rowOf(snapshot.nodes, nb)) return true;
  const ca = centre(na);
  const cb = centre(nb);
  const half = (na.frame?.height ?? 0) / 2;
  return ca !== null && cb !== null && half > 0 && Math.abs(ca.y - cb.y) <= half;
}

function addRowMates(snapshot: Snapshot, items: ScreenItem[]): void {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(foldText(item.text), (counts.get(foldText(item.text)) ?? 0) + 1);
  for (const item of items) {
    if ((counts.get(foldText(item.text)) ?? 0) < 2) continue;
    const mates = items
      .filter((o) => o !== item && foldText(o.text) !== foldText(item.text) && sameRow(snapshot, item, o))
      .slice(0, MATES_MAX)
      .map((o) => clip(o.text, 40));
    if (mates.length) item.beside = mates;
  }
}

function addDates(snapshot: Snapshot, items: ScreenItem[], today: Day): void {
  const dated = new Map<ScreenItem, string>();
  for (const item of items) {
    const date = findDate(item.text, today);
    if (date) dated.set(item, dateHint(date, today));
  }
  for (const item of items) {
    const own = dated.get(item);
    if (own) {
      item.when = own;
      continue;
    }
    for (const [other, hint] of dated)
      if (sameRow(snapshot, item, other)) {
        item.when = `near a line ${hint}`;
        break;
      }
  }
}

function offscreenControls(
  snapshot: Snapshot,
  byNode: Map<number, Map<string, Candidate>>,
  items: ScreenItem[],
): OffscreenControl[] {
  const shown = new Set(items.map((i) => foldText(i.text)));
  const seen = new Set<string>();
  const out: OffscreenControl[] = [];
  for (const node of snapshot.nodes) {
    if (!node.states.offscreen || node.label === '' || inMenubar(snapshot.nodes, node)) continue;
    const kinds = byNode.get(node.index);
    const press = kinds?.get('click') ?? kinds?.get('toggle');
    if (!press || node.role.startsWith('menuitem')) continue;
    const key = `${node.role}\u0000${foldText(node.label)}`;
    if (seen.has(key) || shown.has(foldText(node.label))) continue;
    seen.add(key);
    out.push({
      k: out.length,
      role: itemRole(node.role),
      label: clip(node.label, 80),
      candidateId: press.id,
    });
    if (out.length >= OFFSCREEN_MAX) break;
  }
  return out;
}

function focusedField(snapshot: Snapshot): FocusedField | null {
  const node = snapshot.nodes.find((n) => n.states.focused && (n.states.editable || n.role === 'combobox'));
  if (!node) return null;
  return {
    role: itemRole(node.role),
    label: clip(node.label, 80),
    ...(node.placeholder ? { placeholder: clip(node.placeholder, 80) } : {}),
    current_value: node.states.secret || node.value === undefined ? null : clip(node.value, 200),
  };
}
