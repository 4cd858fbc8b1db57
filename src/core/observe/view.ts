// The observe view: a window as compact lines, each control once with its actions, under its sections.
import type { Candidate } from '../candidates/types.js';
import { foldText } from '../text.js';
import type { Snapshot } from '../snapshot.js';
import { actionWord, relevantExtras, type Extra } from './actions.js';
import { controlLine, headingLine, titleLine, type IdOf } from './lines.js';
import { buildTree, type ViewItem } from './tree.js';

/** Items of one kind shown per list before the rest is summarised. */
export const LONG_LIST = 50;
const TEXT_MAX = 60;
const INDENT = ' ';

/** What a caller asked the view to show. */
export interface ViewOptions {
  /** Extras to list even where they are not relevant. */
  include?: readonly Extra[];
  /** 1-based positions shown in each long list (default 1 to LONG_LIST). */
  range?: readonly [number, number];
  /** Only lines with these words (case-insensitive), with the sections around them. */
  find?: string;
  /** Name the window id in the header (the caller did not give it). */
  windowId?: boolean;
  /** Whether the caller already knows this window's URL (then the header leaves it out); asked once per view. */
  knownUrl?: (windowId: string, url: string) => boolean;
  /** How ids are written (the session's short ids); asked only for the ids the view shows. */
  idOf?: IdOf;
}

/** Renders a snapshot and its candidates as the view's text. */
export function renderView(
  snapshot: Snapshot,
  candidates: readonly Candidate[],
  options: ViewOptions = {},
): string {
  const extras = relevantExtras(snapshot, options.include ?? []);
  const tree = buildTree(snapshot, candidates, extras);
  const find = options.find === undefined ? undefined : foldText(options.find);
  const roots = find === undefined ? tree.roots : filterItems(tree.roots, find);
  const idOf = options.idOf ?? ((id: string) => id);
  const body: string[] = [];
  renderItems(roots, 0, { range: options.range ?? [1, LONG_LIST], idOf }, body);
  const loose = looseActions(candidates, extras, idOf);
  const text = textLines(snapshot, tree.rowTexts, allItems(tree.roots), find);
  return [
    ...header(snapshot, options),
    ...(find !== undefined ? [`find ${JSON.stringify(options.find)}: ${countControls(roots)} controls`] : []),
    ...body,
    ...loose,
    ...text,
  ].join('\n');
}

/** The view for an instruction: the header, then the best actions for it, best first, each with its probability. */
export function renderRanked(
  snapshot: Snapshot,
  ranked: readonly { item: Candidate; p: number }[],
  options: ViewOptions = {},
): string {
  const idOf = options.idOf ?? ((id: string) => id);
  const lines = ranked.map(({ item, p }) => rankedLine(snapshot, item, Math.round(p * 1000) / 1000, idOf));
  return [...header(snapshot, options), 'best for the instruction:', ...lines].join('\n');
}

function rankedLine(snapshot: Snapshot, c: Candidate, p: number, idOf: IdOf): string {
  const node = c.node === undefined ? undefined : snapshot.nodes[c.node];
  if (!node || c.kind === 'menu' || c.kind === 'keypad' || c.kind === 'key')
    return `${looseLine(c, idOf)} p=${p}`;
  const where = node.within[0] ? ['in', JSON.stringify(node.within[0])] : [];
  return controlLine({ node, actions: [c], children: [] }, [...where, `p=${p}`], true, idOf);
}

function header(snapshot: Snapshot, options: ViewOptions): string[] {
  const w = snapshot.window;
  const url = w.url !== undefined && options.knownUrl?.(w.id, w.url) ? undefined : w.url;
  const lines = [[w.title, url].filter((s) => s).join(' · ') + (snapshot.loading ? ' (loading)' : '')];
  if (options.windowId) lines.push(`window ${w.id}`);
  if (snapshot.modal) lines.push(`modal ${snapshot.modal.kind} ${JSON.stringify(snapshot.modal.title)}`);
  if (snapshot.otherWindows.length)
    lines.push(
      `other windows: ${snapshot.otherWindows
        .slice(0, 10)
        .map((t) => JSON.stringify(t))
        .join(' ')}`,
    );
  if (snapshot.truncated)
    lines.push(
      `cut at ${snapshot.truncated.nodes} nodes (${snapshot.truncated.reason}): ${snapshot.truncated.rest ?? 'some controls are missing'}`,
    );
  return lines;
}

// Which items of each long list are shown, and how ids are written.
interface Shown {
  range: readonly [number, number];
  idOf: IdOf;
}

function renderItems(items: readonly ViewItem[], depth: number, shown: Shown, out: string[]): void {
  const { range } = shown;
  const pad = INDENT.repeat(depth);
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.node.role, (counts.get(item.node.role) ?? 0) + 1);
  const seen = new Map<string, number>();
  const twins = twinMarks(items);
  for (const item of items) {
    const role = item.node.role;
    const total = counts.get(role) ?? 0;
    const at = (seen.get(role) ?? 0) + 1;
    seen.set(role, at);
    const long = total > LONG_LIST;
    if (!long || (at >= range[0] && at <= range[1])) {
      out.push(pad + itemLine(item, twins.get(item), shown.idOf));
      renderItems(item.children, depth + 1, shown, out);
    }
    if (long && at === total) out.push(pad + summary(role, total, range));
  }
}

function itemLine(item: ViewItem, twin: string[] | undefined, idOf: IdOf): string {
  if (item.actions.length === 0 && item.node.role === 'heading') return titleLine(item.node);
  if (item.actions.length === 0 && item.children.length > 0) return headingLine(item);
  return controlLine(item, twin, false, idOf);
}

// Lines that would read the same apart from their ids get the text they sit near, or their place among them.
function twinMarks(items: readonly ViewItem[]): Map<ViewItem, string[]> {
  const groups = new Map<string, ViewItem[]>();
  for (const item of items) {
    if (!item.actions.length) continue;
    const line = controlLine(item, [], false, () => '');
    groups.set(line, [...(groups.get(line) ?? []), item]);
  }
  const marks = new Map<ViewItem, string[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.forEach((item, i) => {
      const near = item.actions[0]?.option.within?.[0];
      marks.set(item, near?.startsWith('near ') ? [near] : [`#${i + 1}`, 'of', String(group.length)]);
    });
  }
  return marks;
}

function summary(role: string, total: number, range: readonly [number, number]): string {
  const hidden: string[] = [];
  if (range[0] > 1) hidden.push(`${1}–${Math.min(range[0] - 1, total)}`);
  if (range[1] < total) hidden.push(`${Math.max(range[1] + 1, 1)}–${total}`);
  if (!hidden.length) return `(all ${total} ${role}s shown)`;
  return `… ${role}s ${hidden.join(', ')} of ${total} not shown (observe with range or find)`;
}

// Matching items keep everything under them, and so does a row with a match in it; others stay to head a match.
function filterItems(items: readonly ViewItem[], find: string): ViewItem[] {
  const out: ViewItem[] = [];
  for (const item of items) {
    if (foldText(itemText(item)).includes(find)) out.push(item);
    else {
      const children = filterItems(item.children, find);
      if (children.length) out.push(item.node.role === 'row' ? item : { ...item, children });
    }
  }
  return out;
}

function itemText(item: ViewItem): string {
  const n = item.node;
  return [
    item.line ?? n.label,
    n.states.secret ? '' : (n.value ?? ''),
    n.identifier ?? '',
    n.colour ?? '',
    ...(n.options ?? []),
  ].join('\n');
}

function countControls(items: readonly ViewItem[]): number {
  return items.reduce((n, i) => n + (i.actions.length ? 1 : 0) + countControls(i.children), 0);
}

function allItems(items: readonly ViewItem[]): ViewItem[] {
  return items.flatMap((i) => [i, ...allItems(i.children)]);
}

// Window keys, menu commands and the keypad: actions with no place in the tree.
function looseActions(candidates: readonly Candidate[], extras: Set<Extra>, idOf: IdOf): string[] {
  const lines = candidates
    .filter((c) => c.kind === 'menu' || c.kind === 'keypad')
    .map((c) => looseLine(c, idOf));
  const keys = candidates.filter((c) => c.kind === 'key');
  if (extras.has('keys') && keys.length) {
    const pairs = keys.map((c) => `${actionWord(c)}${c.destructive ? '!' : ''}:${idOf(c.id)}`);
    const fg = keys.some((c) => c.needsForeground) ? ' foreground' : '';
    lines.push(`keys (! needs allowDestructive)${fg}: ${pairs.join(' ')}`);
  }
  return lines;
}

// A line for an action without a control line: `c… menu "Edit > Copy" ctrl+c`, `c… keypad "0 1 2"`, `c… key Tab`.
function looseLine(c: Candidate, idOf: IdOf): string {
  const flags = `${c.destructive ? ' destructive' : ''}${c.needsForeground ? ' foreground' : ''}`;
  const id = idOf(c.id);
  if (c.kind === 'key') return `${id} key ${c.keys ?? ''}${flags}`;
  if (c.kind === 'keypad') return `${id} keypad ${JSON.stringify(c.option.keys ?? '')}${flags}`;
  return `${id} menu ${JSON.stringify((c.menuPath ?? []).join(' > '))}${c.keys ? ` ${c.keys}` : ''}${flags}`;
}

// Visible text that no line above already says (labels, values, row cells), at most 60 lines.
function textLines(
  snapshot: Snapshot,
  rowTexts: Set<number>,
  items: readonly ViewItem[],
  find: string | undefined,
): string[] {
  const said = items
    .flatMap((i) => [
      i.node.label,
      i.node.states.secret ? '' : (i.node.value ?? ''),
      ...(i.node.options ?? []),
    ])
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
  const lines = snapshot.texts.filter(
    (t, i) => !rowTexts.has(i) && !coveredBy(t, said) && (find === undefined || foldText(t).includes(find)),
  );
  if (!lines.length) return [];
  const more =
    lines.length > TEXT_MAX ? [`… ${lines.length - TEXT_MAX} more text lines (observe with find)`] : [];
  return ['text:', ...lines.slice(0, TEXT_MAX), ...more];
}

function coveredBy(line: string, said: readonly string[]): boolean {
  let rest = line;
  for (const s of said) if (rest.includes(s)) rest = rest.replaceAll(s, ' ');
  return rest.trim() === '';
}
