// Renders a window the way cua-driver's walker does: addressable-only DFS indexing, collapsed groups, menu bar last.
import { TEXT_ROLES, type AxNode, type FakeApp, type FakeWindow, type Rect } from './model.js';

/** Which cua-driver build the fake imitates. */
export type Profile = '0.8' | '0.21' | 'newest';

/** One walked row. */
export interface Row {
  node: AxNode;
  depth: number;
  index?: number;
  parentIndex?: number;
  title?: string;
  value?: string;
  description?: string;
}

/** The walk of one window. */
export interface Walk {
  rows: Row[];
  /** Addressable nodes by element index. */
  byIndex: AxNode[];
  truncated: boolean;
}

const VALUE_ROLES = new Set([...TEXT_ROLES, 'AXSlider', 'AXIncrementor', 'AXCheckBox', 'AXRadioButton']);
const COLLAPSED = new Set(['AXGroup', 'AXScrollArea']);

const trim = (s: string | undefined): string | undefined => {
  const t = s?.trim();
  return t ? t : undefined;
};

/** The value cua-driver shows: trimmed; a blank text field shows its placeholder; secure fields show bullets. */
export function shownValue(node: AxNode): string | undefined {
  if (node.role === 'AXSecureTextField')
    return node.value ? '•'.repeat(node.value.length) : trim(node.placeholder);
  const value = trim(node.value);
  if (value === undefined && TEXT_ROLES.has(node.role)) return trim(node.placeholder);
  return value;
}

/** Walks the window plus (unless it is a dialog) the app's menu bar, up to `max` nodes. */
export function walkWindow(app: FakeApp, window: FakeWindow, max: number): Walk {
  const walk: Walk = { rows: [], byIndex: [], truncated: false };
  let visited = 0;
  const visit = (node: AxNode, depth: number, parentIndex: number | undefined): void => {
    if (node.hidden) return;
    if (visited >= max) {
      walk.truncated = true;
      return;
    }
    visited += 1;
    if (COLLAPSED.has(node.role)) {
      for (const child of node.children ?? []) visit(child, depth, parentIndex);
      return;
    }
    const title = trim(node.title);
    const value = shownValue(node);
    const description = trim(node.description);
    const actionable =
      (node.actions?.length ?? 0) > 0 || (node.settable === true && VALUE_ROLES.has(node.role));
    const addressable = actionable && node.enabled !== false;
    if (
      !addressable &&
      !title &&
      !value &&
      !description &&
      node.role !== 'AXWindow' &&
      node.role !== 'AXSheet'
    ) {
      for (const child of node.children ?? []) visit(child, depth + 1, parentIndex);
      return;
    }
    const row: Row = {
      node,
      depth,
      ...(title ? { title } : {}),
      ...(value ? { value } : {}),
      ...(description ? { description } : {}),
    };
    if (parentIndex !== undefined) row.parentIndex = parentIndex;
    if (addressable) {
      row.index = walk.byIndex.length;
      walk.byIndex.push(node);
    }
    walk.rows.push(row);
    for (const child of node.children ?? []) visit(child, depth + 1, row.index ?? parentIndex);
  };
  visit(window.root, 0, undefined);
  visit(app.menuBar, 0, undefined);
  return walk;
}

/** The markdown line of a row (nothing escaped, as in cua-driver). */
export function markdownLine(row: Row): string {
  const n = row.node;
  let line = `${'  '.repeat(row.depth)}- ${row.index !== undefined ? `[${row.index}] ` : ''}${n.role}`;
  if (row.title) line += ` "${row.title}"`;
  if (row.value) line += ` = "${row.value}"`;
  if (row.description) line += ` (${row.description})`;
  if (row.index !== undefined) {
    const attrs: string[] = [];
    if (n.identifier) attrs.push(`id=${n.identifier}`);
    if (n.help?.trim()) attrs.push(`help="${n.help}"`);
    if (n.actions?.length)
      attrs.push(`actions=[${n.actions.map((a) => a.replace(/^AX/u, '').toLowerCase()).join(',')}]`);
    if (attrs.length) line += ` [${attrs.join(' ')}]`;
  }
  return line;
}

/** The markdown of a walk, with the cap warning when it was cut. */
export function markdownOf(walk: Walk, max: number): string {
  const text = walk.rows.map(markdownLine).join('\n') + '\n';
  return walk.truncated
    ? `${text}\n⚠️  AX tree truncated at ${max} nodes (app has a very large accessibility tree — Arc, Electron, or similar). Element indices above are still valid. Use pixel clicks for elements not visible in this partial tree.`
    : text;
}

/** The elements array for a profile (absent keys mean unknown, never null). */
export function elementsOf(
  walk: Walk,
  snapshotId: string,
  profile: Profile,
  shot: { bounds: Rect; scale: number },
): Record<string, unknown>[] {
  return walk.rows.flatMap((row) => {
    if (row.index === undefined) return [];
    const n = row.node;
    const label = row.title ?? row.description ?? row.value ?? n.identifier;
    const toggle = n.role === 'AXCheckBox' || n.role === 'AXRadioButton';
    const e: Record<string, unknown> = {
      element_index: row.index,
      element_token: `${snapshotId}:${row.index}`,
      role: n.role,
      depth: row.depth,
    };
    if (row.parentIndex !== undefined) e.parent_index = row.parentIndex;
    if (label) e.label = label;
    if (row.value && !(toggle && profile === '0.8')) e.value = row.value;
    if (profile !== '0.8' && n.enabled !== undefined) e.enabled = n.enabled;
    if (profile !== '0.8' && toggle && (row.value === '1' || row.value === '0'))
      e.selected = row.value === '1';
    else if (profile !== '0.8' && n.selected !== undefined) e.selected = n.selected;
    if (profile === 'newest') e.actions = n.actions ?? [];
    if (n.web) e.in_web_content = true;
    if (n.frame) e.frame = { ...n.frame };
    if (profile === 'newest' && n.frame)
      e.screenshot_frame = {
        x: Math.round((n.frame.x - shot.bounds.x) * shot.scale),
        y: Math.round((n.frame.y - shot.bounds.y) * shot.scale),
        w: Math.round(n.frame.w * shot.scale),
        h: Math.round(n.frame.h * shot.scale),
      };
    return [e];
  });
}
