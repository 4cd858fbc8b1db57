// Stable identities: a node's key comes from what it is, not where it sits in the snapshot.
import { createHash } from 'node:crypto';
import { isUnder } from './build.js';
import { TEXT_ROLES } from './roles.js';
import { clip } from './text.js';
import type { Rect, UiNode } from './snapshot.js';

const LOOKBACK_NODES = 60;

/** A node's identity: JSON of [role, identifier, label, within], so no label can inject a delimiter. */
export type NodeKey = string;

/** Keys for every node, with look-alikes placed by a nearby heading or text, and the rest token-bound. */
export interface Identities {
  keys: NodeKey[];
  /** Indices of nodes whose key is bound to this snapshot's token (never rebound). */
  tokenBound: ReadonlySet<number>;
  /** The "near" text that placed a look-alike, by index. */
  near: ReadonlyMap<number, string>;
}

/**
 * The label part of a key: fields named after their own text keep one identity while it changes. A label the
 * driver knows to be the field's own name stays, even when the text happens to equal it (a Search field whose
 * placeholder "Search" is shown as its value once it is cleared).
 */
export function keyLabel(node: UiNode): string {
  const fieldLike = TEXT_ROLES.has(node.role) || node.states.editable;
  if (node.ownLabel === true || !fieldLike || node.label === '') return node.label;
  if (node.label === node.value || node.label === node.placeholder) return '';
  return node.label;
}

/** The plain key of one node. */
export function baseKey(node: UiNode, extraWithin: string[] = []): NodeKey {
  return JSON.stringify([
    node.role,
    node.identifier ?? '',
    keyLabel(node),
    [...extraWithin, ...node.within].slice(0, 3),
  ]);
}

/** Computes the identity of every node in a snapshot. */
export function identify(nodes: readonly UiNode[], isOperable: (n: UiNode) => boolean): Identities {
  const keys = nodes.map((n) => baseKey(n));
  const groups = new Map<NodeKey, number[]>();
  for (const node of nodes) {
    if (!isOperable(node)) continue;
    const list = groups.get(keys[node.index] ?? '') ?? [];
    list.push(node.index);
    groups.set(keys[node.index] ?? '', list);
  }
  // A node nothing operates that looks like one that is operated (SpeedCrunch's read-only history beside its
  // unnamed editor, both text areas) keeps a key of its own: the operated one is found by its key after an act.
  for (const node of nodes)
    if (!isOperable(node) && groups.has(keys[node.index] ?? ''))
      keys[node.index] = JSON.stringify(['inert', keys[node.index]]);
  const tokenBound = new Set<number>();
  const near = new Map<number, string>();
  for (const twins of groups.values()) {
    if (twins.length < 2) continue;
    const placed = placeTwins(nodes, twins);
    const seen = new Map<NodeKey, number>();
    for (const index of twins) {
      const text = placed.get(index);
      const node = nodes[index];
      if (!node) continue;
      if (text !== undefined) {
        const key = baseKey(node, [`near "${clip(text, 40)}"`]);
        keys[index] = key;
        near.set(index, text);
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    for (const index of twins) {
      const node = nodes[index];
      if (!node) continue;
      const key = keys[index] ?? '';
      if (placed.has(index) && seen.get(key) === 1) continue;
      keys[index] = JSON.stringify(['twin', key, node.handle]);
      tokenBound.add(index);
    }
  }
  return { keys, tokenBound, near };
}

// For each twin, the heading beside it on its own row (an alert's close button comes before the alert's heading),
// else the nearest preceding heading, else text, that no other twin has as its own.
function placeTwins(nodes: readonly UiNode[], twins: number[]): Map<number, string> {
  const result = new Map<number, string>();
  for (const pick of [ownHeading, nearestHeading, nearestText]) {
    const found = new Map<number, string>();
    for (const index of twins)
      if (!result.has(index)) {
        const text = pick(nodes, index, twins);
        if (text) found.set(index, text);
      }
    const counts = new Map<string, number>();
    for (const index of twins) {
      const text = result.get(index) ?? found.get(index);
      if (text !== undefined) counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    for (const [index, text] of found) if (counts.get(text) === 1) result.set(index, text);
  }
  return result;
}

// The heading the twin sits beside, on the same row, right after it: an alert's close button comes before the
// alert's own heading (a flat tree loses the alert's box; the row shows it). A heading below the twin is the next
// box's, as in a list of headings each followed by its Edit button.
function ownHeading(nodes: readonly UiNode[], index: number, twins: number[]): string | null {
  const twin = nodes[index];
  const parent = twin?.parent ?? null;
  if (!twin?.frame || parent === null) return null;
  const twinSet = new Set(twins);
  for (let i = index + 1; i < nodes.length && i <= index + LOOKBACK_NODES; i += 1) {
    const node = nodes[i];
    if (!node || twinSet.has(i) || !isUnder(nodes, node, parent)) return null;
    if (node.role === 'heading' && node.label !== '')
      return node.frame && sameRow(twin.frame, node.frame) ? node.label : null;
  }
  return null;
}

const sameRow = (a: Rect, b: Rect): boolean => a.y < b.y + b.height && b.y < a.y + a.height;

function nearestHeading(nodes: readonly UiNode[], index: number): string | null {
  for (let i = index - 1; i >= 0 && i >= index - LOOKBACK_NODES * 4; i -= 1) {
    const node = nodes[i];
    if (node?.role === 'heading' && node.label !== '') return node.label;
  }
  return null;
}

function nearestText(nodes: readonly UiNode[], index: number, twins: number[]): string | null {
  const twinLabel = nodes[index]?.label ?? '';
  const twinSet = new Set(twins);
  for (let i = index - 1; i >= 0 && i >= index - LOOKBACK_NODES; i -= 1) {
    const node = nodes[i];
    if (!node || twinSet.has(i)) continue;
    if (
      (node.role === 'statictext' || node.role === 'label' || node.role === 'cell') &&
      node.label !== '' &&
      node.label !== twinLabel
    )
      return node.label;
  }
  return null;
}

/** A short id for a candidate key: "c" and 10 hex digits of its SHA-256. */
export function candidateId(key: string): string {
  return `c${createHash('sha256').update(key).digest('hex').slice(0, 10)}`;
}
