// Extract: the datum the words ask for (the value a label, column or heading names), never the label itself.
import { nodeRoleWord, roleWord } from '../candidates/describe.js';
import { decisionState } from '../decision/state.js';
import { pick } from '../decision/pick.js';
import { clip } from '../text.js';
import type { OptionObject } from '../candidates/types.js';
import type { DecisionUsage } from '../decision/systemone.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import { resolveWindow, showWindow, snapshotWindow, type ActContext } from './context.js';
import { windowData, type Datum } from './datum.js';
import { matchDatum } from './datum-match.js';
import { readExact } from './effect.js';
import type { ShownWindow, Target } from './types.js';

const CONTENT_MAX = 300;
const TABULAR = new Set(['table', 'grid', 'tree', 'list', 'listbox']);
const WHOLE = /\b(?:table|list|rows|grid|tree)\b/iu;

/** An extracted element: a datum (its key as label, its value) or a whole table's rows. */
export interface Extracted {
  role: string;
  /** The decision model's probability for a whole table; 1 for a datum that the words name. */
  p: number;
  label?: string;
  identifier?: string;
  value?: string;
  exact?: boolean;
  /** Where the value was found: a table cell, a label and value pair, the text under a heading, a field, a message. */
  source?: Datum['source'];
  /** The other cells of the value's row. */
  row?: string[];
  /** The headings above the value. */
  context?: string[];
  rows?: string[][];
  text?: string;
  truncated?: true;
}

/** A datum offered when the words fit several or none. */
export interface DatumView {
  key: string;
  value: string;
  source: Datum['source'];
  row?: string[];
  context?: string[];
}

/** What extract returns. */
export interface ExtractResult {
  status: 'done' | 'ambiguous' | 'not_found';
  window: ShownWindow;
  element?: Extracted;
  /** The data that fit equally (ambiguous) or come nearest (not_found). */
  candidates?: DatumView[];
  elements?: { role: string; label?: string; p: number; preview: string[] }[];
  message?: string;
  decider: DecisionUsage;
}

/** Finds the datum the instruction names and reads it; a whole table or list when the words ask for one. */
export async function extract(ctx: ActContext, target: Target, instruction: string): Promise<ExtractResult> {
  const window = await resolveWindow(ctx, target);
  const snapshot = await snapshotWindow(ctx, window.id);
  const base = { window: showWindow(snapshot), decider: { calls: 0, inputTokens: 0, ms: 0 } };
  const match = matchDatum(instruction, windowData(snapshot));
  if (match.status === 'match' && match.data[0])
    return { status: 'done', ...base, element: await readDatum(ctx, snapshot, match.data[0]) };
  if (match.status === 'tie')
    return {
      status: 'ambiguous',
      ...base,
      candidates: match.data.map(view),
      message: `${match.data.length} values fit the words equally; name the row, column or section of the one to read.`,
    };
  if (WHOLE.test(instruction)) return extractWhole(ctx, snapshot, instruction, base.window);
  return {
    status: 'not_found',
    ...base,
    candidates: match.data.map(view),
    message: notFoundMessage(match.missing ?? []),
  };
}

function notFoundMessage(missing: string[]): string {
  const nothing = missing.length
    ? `No label, column, term or heading here holds ${missing.map((w) => JSON.stringify(w)).join(', ')}`
    : 'No single label, column, term or heading here names all of the words';
  return `${nothing}; candidates lists the nearest values.`;
}

async function readDatum(ctx: ActContext, snapshot: Snapshot, datum: Datum): Promise<Extracted> {
  const node = datum.node === undefined ? undefined : snapshot.nodes[datum.node];
  const element: Extracted = {
    role: node ? nodeRoleWord(node) : datum.source === 'cell' ? 'Cell' : 'Text',
    p: 1,
    label: datum.key,
    value: datum.value,
    exact: false,
    source: datum.source,
    ...(datum.row?.length ? { row: datum.row } : {}),
    ...(datum.context.length ? { context: datum.context } : {}),
  };
  if (node?.identifier) element.identifier = node.identifier;
  const exact = node ? await readExact(ctx, snapshot.window.id, node) : null;
  if (exact) {
    element.value = exact.value;
    element.exact = exact.exact;
  }
  return element;
}

function view(datum: Datum): DatumView {
  return {
    key: clip(datum.key, 80),
    value: clip(datum.value, 80),
    source: datum.source,
    ...(datum.row?.length ? { row: datum.row.map((c) => clip(c, 40)) } : {}),
    ...(datum.context.length ? { context: datum.context } : {}),
  };
}

/** A whole table or list, picked by the decision model among the tabular elements. */
async function extractWhole(
  ctx: ActContext,
  snapshot: Snapshot,
  instruction: string,
  window: ShownWindow,
): Promise<ExtractResult> {
  const items = snapshot.nodes.filter((n) => TABULAR.has(n.role) && !n.states.offscreen);
  const picked = await pick({
    instruction,
    state: decisionState(snapshot, instruction),
    items,
    option: (n) => tableOption(snapshot, n),
    decider: ctx.decider,
    model: ctx.model,
    thresholds: ctx.thresholds,
    forced: false,
    question: 'element',
    signal: ctx.signal,
  });
  const base = { window, decider: picked.usage };
  if (picked.status === 'pick' && picked.item) {
    const rows = content(snapshot, picked.item);
    const element: Extracted = {
      role: roleWord(picked.item.role),
      p: Math.round((picked.p ?? 0) * 1000) / 1000,
    };
    if (picked.item.label) element.label = picked.item.label;
    element.rows = rows.slice(0, CONTENT_MAX);
    if (rows.length > CONTENT_MAX) element.truncated = true;
    return { status: 'done', ...base, element };
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

function tableOption(snapshot: Snapshot, n: UiNode): OptionObject {
  const option: Record<string, unknown> = {
    action: `read ${roleWord(n.role)}`,
    kind: 'click',
    role: roleWord(n.role),
  };
  if (n.label) option.name = clip(n.label, 80);
  if (n.within.length) option.within = n.within;
  option.help = content(snapshot, n)
    .slice(0, 2)
    .map((r) => clip(r.join(' | '), 60))
    .join(' / ');
  option.effect_hint = 'holds information the caller can read';
  return option as unknown as OptionObject;
}

/** Rows of a table or list (cells or children), at most 300 + 1. */
function content(snapshot: Snapshot, n: UiNode): string[][] {
  const children = (parent: number) => snapshot.nodes.filter((c) => c.parent === parent);
  return children(n.index)
    .slice(0, CONTENT_MAX + 1)
    .map((row) => {
      const cells = children(row.index).filter((c) => c.label !== '' || c.value !== undefined);
      return cells.length ? cells.map((c) => c.value ?? c.label) : [row.value ?? row.label];
    });
}
