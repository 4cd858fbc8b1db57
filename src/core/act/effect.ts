// Waits for an action's effect on fresh snapshots, then judges it.
import { diffSnapshots, layoutKey, signature, type Change } from '../change.js';
import type { Glance } from '../glance.js';
import { sleep, withLimit } from '../limits.js';
import { judgeMoved, judgeText, judgeToggle, TEXT_VERIFIED, unseenEffect, type Verdict } from '../verify.js';
import { isUnder } from '../build.js';
import { twinMenubars } from '../candidates/build.js';
import { controlName } from '../candidates/describe.js';
import type { Candidate } from '../candidates/types.js';
import type { ExactRead } from '../driver.js';
import type { UiNode } from '../snapshot.js';
import { screenSince } from './glances.js';
import {
  keyedOf,
  nodeOf,
  observationOf,
  snapshotWindow,
  type ActContext,
  type Keyed,
  type Observation,
} from './context.js';

/** The judged effect and the last observation. */
export interface Effect {
  verdict: Verdict;
  after: Observation;
  snapshots: number;
}

// Kinds that skip the settle rule: their verdict is final once it shows.
const NO_SETTLE = new Set(['set_value', 'type_into', 'append', 'keypad', 'toggle']);

/** Finds a node again by its identity key. */
export function findByKey(obs: Keyed, key: string | undefined): UiNode | undefined {
  if (key === undefined) return undefined;
  const index = obs.keys.indexOf(key);
  return index < 0 ? undefined : obs.snapshot.nodes[index];
}

/**
 * The same control under a new name: a page that renames a control as its state changes (AG Grid's row box, "…
 * (unchecked)" → "… (checked)") changes its key; the one node of its role, id and places is still it. A control
 * with no id is found by the platform's own object (its handle): GTK's combo box is named after the icon of its
 * chosen row, so choosing Orville renames it.
 */
export function renamed(obs: Keyed, was: UiNode | undefined): UiNode | undefined {
  if (!was || (!was.identifier && !was.handle)) return undefined;
  const same = obs.snapshot.nodes.filter(
    (n) =>
      (was.identifier ? n.identifier === was.identifier : n.handle === was.handle) &&
      n.role === was.role &&
      n.within.length === was.within.length &&
      n.within.every((w, i) => w === was.within[i]),
  );
  return same.length === 1 ? same[0] : undefined;
}

/**
 * A menu item that says no checked state, with the state of its copy in a twin menu bar (LibreOffice's, which
 * follows each click while the item on screen never says checked): read before and after a toggle, a flip there is
 * the item's. Any other node as it is.
 */
export function withCopyState(obs: Keyed, node: UiNode | undefined): UiNode | undefined {
  if (!node || node.states.checked !== undefined) return node;
  const nodes = obs.snapshot.nodes;
  const copies = twinMenubars(nodes).flatMap((bar) =>
    nodes.filter(
      (n) =>
        n.role === node.role &&
        n.label === node.label &&
        menuPath(nodes, n) === menuPath(nodes, node) &&
        n.states.checked !== undefined &&
        isUnder(nodes, n, bar),
    ),
  );
  const checked = copies.length === 1 ? copies[0]?.states.checked : undefined;
  return checked === undefined ? node : { ...node, states: { ...node.states, checked } };
}

// The menus a menu item sits in, outermost first ("View"): the same in both of LibreOffice's bars.
function menuPath(nodes: readonly UiNode[], node: UiNode): string {
  const path: string[] = [];
  for (let at = node.parent; at !== null; at = nodes[at]?.parent ?? null)
    if (nodes[at]?.role === 'menu') path.unshift(nodes[at]?.label ?? '');
  return path.join('\u0000');
}

/** Reads a node's text exactly: from the snapshot when exact, else through the driver. */
export async function readExact(
  ctx: ActContext,
  windowId: string,
  node: UiNode | undefined,
): Promise<ExactRead | null> {
  if (!node || node.states.secret) return null;
  if (node.value !== undefined && node.valueExact) return { value: node.value, exact: true };
  const read = await withLimit(
    ctx.signal,
    ctx.timing.driverMs,
    'driver_timeout',
    'reading the text',
    (signal) => ctx.driver.readText(windowId, node.handle, { signal }),
  );
  if (read) return read;
  return node.value === undefined ? null : { value: node.value, exact: false };
}

/** Reads the target's text before acting, for the kinds judged on text. */
export function readBefore(
  ctx: ActContext,
  before: Observation,
  candidate: Candidate,
): Promise<ExactRead | null> {
  if (!TEXT_VERIFIED.has(candidate.kind) || candidate.node === undefined) return Promise.resolve(null);
  return readExact(ctx, before.snapshot.window.id, before.snapshot.nodes[candidate.node]);
}

/** Retakes snapshots until the effect shows (bounded), settles clicks, and returns the verdict. */
export async function awaitEffect(
  ctx: ActContext,
  before: Observation,
  candidate: Candidate,
  text: string | undefined,
  beforeText: ExactRead | null,
  glanced?: Glance | null,
): Promise<Effect> {
  const windowId = before.snapshot.window.id;
  const beforeNode = nodeOf(before, candidate);
  const beforeSig = signature(before.snapshot);
  // Retakes carry node keys only; the candidates are built once, for the snapshot the caller gets back.
  const retake = async (): Promise<Keyed> => keyedOf(await snapshotWindow(ctx, windowId));
  let after: Keyed = before;
  let verdict: Verdict = { verdict: 'none', detail: 'nothing changed' };
  let snapshots = 0;
  for (const [i, delay] of ctx.timing.retakeDelaysMs.entries()) {
    await sleep(delay, ctx.signal);
    after = await retake();
    snapshots += 1;
    const last = i === ctx.timing.retakeDelaysMs.length - 1;
    verdict = await judge(ctx, before, after, beforeSig, candidate, text, beforeNode, beforeText, !last);
    if (verdict.verdict === 'ok' || verdict.verdict === 'unverified') break;
  }
  if (verdict.verdict === 'none') {
    const screen = glanced ? await screenSince(ctx, before, glanced, beforeNode) : undefined;
    verdict = unseenEffect(candidate.kind, beforeNode?.role, screen) ?? verdict;
  }
  if (verdict.verdict === 'ok' && TEXT_VERIFIED.has(candidate.kind) && ctx.timing.holdMs > 0) {
    await sleep(ctx.timing.holdMs, ctx.signal);
    after = await retake();
    snapshots += 1;
    const held = await judge(ctx, before, after, beforeSig, candidate, text, beforeNode, beforeText);
    if (held.verdict !== 'ok')
      verdict = {
        verdict: 'wrong',
        detail: `read right at first, then the app changed it: ${held.detail}`,
        ...('expected' in held && held.expected !== undefined ? { expected: held.expected } : {}),
        ...('actual' in held && held.actual !== undefined ? { actual: held.actual } : {}),
      };
  }
  if (verdict.verdict === 'ok' && !NO_SETTLE.has(candidate.kind)) {
    let layout = layoutKey(after.snapshot);
    for (let i = 0; i < ctx.timing.settleMax; i += 1) {
      after = await retake();
      snapshots += 1;
      const nextLayout = layoutKey(after.snapshot);
      if (nextLayout === layout) break;
      layout = nextLayout;
    }
    if (TEXT_VERIFIED.has(candidate.kind))
      verdict = await judge(ctx, before, after, beforeSig, candidate, text, beforeNode, beforeText);
  }
  return { verdict, after: observationOf(ctx, after.snapshot), snapshots };
}

async function judge(
  ctx: ActContext,
  before: Keyed,
  after: Keyed,
  beforeSig: string,
  candidate: Candidate,
  text: string | undefined,
  beforeNode: UiNode | undefined,
  beforeText: ExactRead | null,
  mayWait = false,
): Promise<Verdict> {
  const moved = signature(after.snapshot) !== beforeSig;
  const afterNode = findByKey(after, candidate.nodeKey) ?? renamed(after, beforeNode);
  if (TEXT_VERIFIED.has(candidate.kind) && text !== undefined) {
    const afterText = await readExact(ctx, after.snapshot.window.id, afterNode);
    return judgeText({
      kind: candidate.kind as 'set_value',
      text,
      before: beforeText,
      after: afterText,
      moved,
      role: roleName(afterNode ?? beforeNode),
    });
  }
  if (candidate.kind === 'toggle') {
    // A copy's flip verifies; it follows the click late (more retakes wait for it), and its staying put refutes
    // nothing (it is set some time after start): then the item's own reading stands.
    const copyBefore = withCopyState(before, beforeNode);
    const copied = judgeToggle(copyBefore, withCopyState(after, afterNode), moved);
    if (copied.verdict === 'ok') return copied;
    if (mayWait && copyBefore !== beforeNode)
      return { verdict: 'none', detail: 'its copy has not flipped yet' };
    return judgeToggle(beforeNode, afterNode, moved);
  }
  if (candidate.kind === 'step' && beforeNode && afterNode && beforeNode.value !== afterNode.value)
    return { verdict: 'ok', detail: `now ${JSON.stringify(afterNode.value ?? '')}` };
  if (candidate.kind === 'hover') return judgeHover(before, after, beforeNode, afterNode);
  // A click into a text field that took the caret there did what a click into it is for, though nothing else
  // changed (UIkit's form page: the caret moved and the tree stayed the same).
  // Words that ask for more than the caret ("use proxy.corp.local:3128") are judged by `caretOnly` in carry.ts.
  if (
    candidate.kind === 'click' &&
    !moved &&
    afterNode?.states.editable === true &&
    afterNode.states.focused &&
    beforeNode?.states.focused === false
  )
    return { verdict: 'ok', detail: `${CARET_IN}${controlName(afterNode)}` };
  return judgeMoved(moved, () => summarize(diffSnapshots(before.snapshot, after.snapshot)));
}

/**
 * A hover worked when it showed something: controls or text that appeared (a tooltip, a submenu), the control
 * expanding, or the page going elsewhere. Focus or styling moving with the pointer is not yet what it was for
 * (a submenu opens after a delay), so the retakes go on.
 */
function judgeHover(
  before: Keyed,
  after: Keyed,
  beforeNode: UiNode | undefined,
  afterNode: UiNode | undefined,
): Verdict {
  const change = diffSnapshots(before.snapshot, after.snapshot);
  const fresh = change.textsChanged ?? [];
  const expanded = afterNode?.states.expanded === true && beforeNode?.states.expanded !== true;
  if (!change.appeared.length && !fresh.length && !expanded && !change.url && !change.windowTitle)
    return { verdict: 'none', detail: 'nothing new showed' };
  const texts = fresh.slice(0, HOVER_TEXTS).map((t) => JSON.stringify(t));
  return {
    verdict: 'ok',
    detail: `${summarize(change)}${texts.length ? `; it shows ${texts.join(', ')}` : ''}`.slice(0, 600),
  };
}

const HOVER_TEXTS = 5;

/** How a verdict that rests on the caret alone begins. */
export const CARET_IN = 'the caret is in ';

function roleName(node: UiNode | undefined): string {
  return node ? controlName(node) : 'the field';
}

function summarize(change: Change): string {
  const parts: string[] = [];
  if (change.windowTitle) parts.push(`title is now ${JSON.stringify(change.windowTitle.to)}`);
  if (change.url) parts.push(`url is now ${change.url.to}`);
  if (change.windowsOpened)
    parts.push(`window ${change.windowsOpened.map((t) => JSON.stringify(t)).join(', ')} opened`);
  if (change.appeared.length) parts.push(`${change.appeared.length} control(s) appeared`);
  if (change.disappeared.length) parts.push(`${change.disappeared.length} went away`);
  if (change.fieldsChanged) parts.push(change.fieldsChanged.join('; '));
  if (change.newTextCount) parts.push(`${change.newTextCount} new text line(s)`);
  return parts.length ? parts.join('; ').slice(0, 400) : 'the window changed';
}
