// What changed between two snapshots: a signature, a capped `change` summary, and the settle test.
import { createHash } from 'node:crypto';
import { controlName } from './candidates/describe.js';
import { baseKey } from './identity.js';
import { clip } from './text.js';
import type { Snapshot, UiNode } from './snapshot.js';

const APPEARED_MAX = 12;
const FIELDS_MAX = 4;
const TEXTS_MAX = 6;
const TEXT_MAX = 60;

/** A summary of the difference between two snapshots. */
export interface Change {
  appeared: string[];
  disappeared: string[];
  fieldsChanged?: string[];
  textsChanged?: string[];
  windowTitle?: { from: string; to: string };
  url?: { from: string; to: string };
  /** Other windows of the app that opened ("Preferences", a dialog a menu command opened as its own window). */
  windowsOpened?: string[];
  /** How many texts are new (uncapped), used to decide when to show screenText. */
  newTextCount: number;
}

function nodeState(node: UiNode): string {
  const parts: string[] = [];
  if (node.states.checked !== undefined) parts.push(`checked=${String(node.states.checked)}`);
  if (node.states.selected) parts.push('selected');
  if (node.states.expanded !== undefined) parts.push(`expanded=${String(node.states.expanded)}`);
  if (!node.states.enabled) parts.push('disabled');
  if (node.states.offscreen) parts.push('off');
  return parts.join(',');
}

/** A short hash over everything that matters: title, size, modal, values, states, texts, other windows. */
export function signature(snapshot: Snapshot): string {
  const hash = createHash('sha1');
  hash.update(
    `${snapshot.window.title}\u0000${snapshot.window.url ?? ''}\u0000${Math.round(snapshot.nodes.length / 5)}\u0000`,
  );
  hash.update(`${snapshot.modal ? `${snapshot.modal.kind}:${snapshot.modal.title}` : ''}\u0000`);
  for (const node of snapshot.nodes) {
    const state = nodeState(node);
    if (node.value !== undefined || state || node.label !== '')
      hash.update(`${baseKey(node)}=${node.value ?? ''}|${state}\u0000`);
  }
  for (const text of snapshot.texts) hash.update(`${text}\u0000`);
  for (const title of snapshot.otherWindows) hash.update(`w:${title}\u0000`);
  return hash.digest('hex').slice(0, 16);
}

/** The (role, label) set and modal: two equal layouts in a row mean the window has settled. */
export function layoutKey(snapshot: Snapshot): string {
  const pairs = snapshot.nodes.map((n) => `${n.role}\u0000${n.label}`).sort();
  return `${snapshot.modal?.title ?? ''}\u0001${pairs.join('\u0001')}`;
}

function describe(node: UiNode): string {
  const state = node.states.checked === true ? ' (on)' : node.states.selected ? ' (selected)' : '';
  return `${controlName(node)}${state}`;
}

const visible = (n: UiNode): boolean =>
  n.role !== 'generic' && n.role !== 'statictext' && (n.label !== '' || n.identifier !== undefined);

/** Summarises what changed from `before` to `after`, each list capped. */
export function diffSnapshots(before: Snapshot, after: Snapshot): Change {
  const beforeKeys = keyed(before);
  const afterKeys = keyed(after);
  const appeared = [...afterKeys].filter(([k]) => !beforeKeys.has(k)).map(([, n]) => describe(n));
  const disappeared = [...beforeKeys].filter(([k]) => !afterKeys.has(k)).map(([, n]) => describe(n));
  const fields: string[] = [];
  for (const [key, node] of afterKeys) {
    const old = beforeKeys.get(key);
    if (!old) continue;
    if (old.value !== node.value && !node.states.secret)
      fields.push(
        `${controlName(node)}: ${JSON.stringify(clip(old.value ?? '', 40))} → ${JSON.stringify(clip(node.value ?? '', 40))}`,
      );
    else if (old.states.checked !== node.states.checked)
      fields.push(
        `${controlName(node)}: ${String(old.states.checked ?? false)} → ${String(node.states.checked ?? false)}`,
      );
  }
  const oldTexts = new Set(before.texts);
  const newTexts = after.texts.filter((t) => !oldTexts.has(t));
  const change: Change = {
    appeared: appeared.slice(0, APPEARED_MAX),
    disappeared: disappeared.slice(0, APPEARED_MAX),
    newTextCount: newTexts.length,
  };
  if (fields.length) change.fieldsChanged = fields.slice(0, FIELDS_MAX);
  if (newTexts.length) change.textsChanged = newTexts.slice(0, TEXTS_MAX).map((t) => clip(t, TEXT_MAX));
  if (before.window.title !== after.window.title)
    change.windowTitle = { from: before.window.title, to: after.window.title };
  const openedBefore = new Set(before.otherWindows);
  const opened = after.otherWindows.filter((t) => !openedBefore.has(t));
  if (opened.length) change.windowsOpened = opened.slice(0, APPEARED_MAX);
  if ((before.window.url ?? '') !== (after.window.url ?? ''))
    change.url = { from: before.window.url ?? '', to: after.window.url ?? '' };
  return change;
}

function keyed(snapshot: Snapshot): Map<string, UiNode> {
  const map = new Map<string, UiNode>();
  for (const node of snapshot.nodes) {
    if (!visible(node)) continue;
    const key = baseKey(node);
    if (!map.has(key)) map.set(key, node);
  }
  return map;
}

/** True when the summary shows any change. */
export function hasChange(change: Change): boolean {
  return (
    change.appeared.length > 0 ||
    change.disappeared.length > 0 ||
    change.fieldsChanged !== undefined ||
    change.newTextCount > 0 ||
    change.windowTitle !== undefined ||
    change.url !== undefined ||
    change.windowsOpened !== undefined
  );
}
