// Extract: the element holding the asked-for information, with its exact value or its rows.
import { roleWord } from '../candidates/describe.js';
import { decisionState } from '../decision/state.js';
import { pick } from '../decision/pick.js';
import { clip } from '../text.js';
import type { OptionObject } from '../candidates/types.js';
import type { DecisionUsage } from '../decision/systemone.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import { resolveWindow, showWindow, snapshotWindow, type ActContext } from './context.js';
import { readExact } from './effect.js';
import type { ShownWindow, Target } from './types.js';

const CONTENT_MAX = 300;
const TABULAR = new Set(['table', 'grid', 'tree', 'list', 'listbox']);

/** An extracted element. */
export interface Extracted {
  role: string;
  p: number;
  label?: string;
  identifier?: string;
  value?: string;
  exact?: boolean;
  rows?: string[][];
  text?: string;
  truncated?: true;
}

/** What extract returns. */
export interface ExtractResult {
  status: 'done' | 'ambiguous' | 'not_found';
  window: ShownWindow;
  element?: Extracted;
  elements?: { role: string; label?: string; p: number; preview: string[] }[];
  decider: DecisionUsage;
}

/** Finds the element that holds what the instruction asks for and reads it. */
export async function extract(ctx: ActContext, target: Target, instruction: string): Promise<ExtractResult> {
  const window = await resolveWindow(ctx, target);
  const snapshot = await snapshotWindow(ctx, window.id);
  const items = snapshot.nodes.filter((n) => isReadable(n));
  const picked = await pick({
    instruction,
    state: decisionState(snapshot, instruction),
    items,
    option: (n) => elementOption(snapshot, n),
    decider: ctx.decider,
    model: ctx.model,
    thresholds: ctx.thresholds,
    forced: false,
    question: 'element',
    signal: ctx.signal,
  });
  const base = { window: showWindow(snapshot), decider: picked.usage };
  if (picked.status === 'pick' && picked.item) {
    return { status: 'done', ...base, element: await read(ctx, snapshot, picked.item, picked.p ?? 0) };
  }
  const list = picked.status === 'ambiguous' ? picked.shortlist : picked.ranking.slice(0, 5);
  return {
    status: picked.status === 'ambiguous' ? 'ambiguous' : 'not_found',
    ...base,
    elements: list.map((r) => ({
      role: roleWord(r.item.role),
      ...(r.item.label ? { label: clip(r.item.label, 80) } : {}),
      p: Math.round(r.p * 1000) / 1000,
      preview: content(snapshot, r.item)
        .slice(0, 3)
        .map((row) => clip(row.join(' | '), 80)),
    })),
  };
}

function isReadable(n: UiNode): boolean {
  if (n.states.secret || n.role === 'window') return false;
  return n.value !== undefined || n.label !== '' || TABULAR.has(n.role);
}

function elementOption(snapshot: Snapshot, n: UiNode): OptionObject {
  const option: Record<string, unknown> = {
    action: `read ${roleWord(n.role)}`,
    kind: 'click',
    role: roleWord(n.role),
  };
  if (n.label) option.name = clip(n.label, 80);
  if (n.identifier) option.identifier = clip(n.identifier, 60);
  if (n.value !== undefined) option.current_value = clip(n.value, 80);
  if (n.within.length) option.within = n.within;
  if (TABULAR.has(n.role))
    option.help = content(snapshot, n)
      .slice(0, 2)
      .map((r) => clip(r.join(' | '), 60))
      .join(' / ');
  option.effect_hint = 'holds information the caller can read';
  return option as unknown as OptionObject;
}

/** Rows of a table or list (cells or children), at most 300. */
function content(snapshot: Snapshot, n: UiNode): string[][] {
  const children = (parent: number) => snapshot.nodes.filter((c) => c.parent === parent);
  return children(n.index)
    .slice(0, CONTENT_MAX + 1)
    .map((row) => {
      const cells = children(row.index).filter((c) => c.label !== '' || c.value !== undefined);
      return cells.length ? cells.map((c) => c.value ?? c.label) : [row.value ?? row.label];
    });
}

async function read(ctx: ActContext, snapshot: Snapshot, n: UiNode, p: number): Promise<Extracted> {
  const element: Extracted = { role: roleWord(n.role), p: Math.round(p * 1000) / 1000 };
  if (n.label) element.label = n.label;
  if (n.identifier) element.identifier = n.identifier;
  if (n.value !== undefined) {
    const exact = await readExact(ctx, snapshot.window.id, n);
    element.value = exact?.value ?? n.value;
    element.exact = exact?.exact ?? false;
    return element;
  }
  if (TABULAR.has(n.role)) {
    const rows = content(snapshot, n);
    element.rows = rows.slice(0, CONTENT_MAX);
    if (rows.length > CONTENT_MAX) element.truncated = true;
    return element;
  }
  element.text = n.label;
  return element;
}
