// Moving a slider, spin button or rating to the value the words name: step towards it, read it back, and say
// done only when the control reads that value. A move in the right direction that stops short is unverified.
import { sleep } from '../limits.js';
import { numberIn, readsWanted, type Wanted } from '../wanted.js';
import type { Candidate } from '../candidates/types.js';
import type { Verdict } from '../verify.js';
import type { UiNode } from '../snapshot.js';
import {
  keyedOf,
  observationOf,
  performAction,
  snapshotWindow,
  type ActContext,
  type Keyed,
  type Observation,
} from './context.js';
import { findByKey } from './effect.js';
import type { Carried } from './carry.js';

// Rounds of "step n times, read back": the first learns the step size when the control does not give it.
const MAX_ROUNDS = 6;
const MAX_PRESSES = 1000;

/** Steps a range control until it reads the wanted value (bounded), then judges the end state. */
export async function reachValue(
  ctx: ActContext,
  before: Observation,
  candidate: Candidate,
  wanted: Wanted & { value: string },
): Promise<Carried> {
  const windowId = before.snapshot.window.id;
  let now: Keyed = before;
  let node = findByKey(now, candidate.nodeKey);
  let snapshots = 0;
  let route = '';
  let size = node?.range?.step;
  // A control whose up key lowers it (a vertical noUiSlider that runs top to bottom): seen on the first move, and
  // the keys are swapped from then on.
  let swapped = false;
  for (let round = 0; round < MAX_ROUNDS && node && !readsWanted(node.value, wanted); round += 1) {
    const plan = nextMove(node, wanted, size);
    if (!plan) break;
    const outcome = await performAction(ctx, windowId, {
      type: 'step',
      handle: node.handle,
      direction: swapped ? opposite(plan.direction) : plan.direction,
      count: plan.count,
    });
    if (!outcome.ok) {
      if (round === 0) return { refused: { code: outcome.code, message: outcome.message } };
      break;
    }
    route = outcome.route;
    const moved = await awaitReading(ctx, windowId, candidate, node.value);
    snapshots += moved.snapshots;
    now = moved.keyed;
    const next = findByKey(now, candidate.nodeKey);
    const was = numberIn(node.value);
    const is = numberIn(next?.value);
    if (was !== undefined && is !== undefined && is !== was) {
      size = Math.abs(is - was) / plan.count;
      if (is > was !== (plan.direction === 'up')) swapped = !swapped;
    }
    const stuck = next?.value === node.value;
    node = next;
    if (stuck) break;
  }
  const verdict = judgeReading(findByKey(before, candidate.nodeKey), node, wanted);
  return { effect: { verdict, after: observationOf(ctx, now.snapshot), snapshots }, route: route || 'none' };
}

const opposite = (d: 'up' | 'down'): 'up' | 'down' => (d === 'up' ? 'down' : 'up');

function nextMove(
  node: UiNode,
  wanted: Wanted,
  size: number | undefined,
): { direction: 'up' | 'down'; count: number } | null {
  const is = numberIn(node.value);
  if (wanted.number === undefined || is === undefined) return null;
  const gap = wanted.number - is;
  if (gap === 0) return null;
  const count = size && size > 0 ? Math.round(Math.abs(gap) / size) : 1;
  return { direction: gap > 0 ? 'up' : 'down', count: Math.min(MAX_PRESSES, Math.max(1, count)) };
}

// Retakes until the control's reading changes (paced like verification retakes), or gives the last one.
async function awaitReading(
  ctx: ActContext,
  windowId: string,
  candidate: Candidate,
  was: string | undefined,
): Promise<{ keyed: Keyed; snapshots: number }> {
  let keyed: Keyed | undefined;
  let snapshots = 0;
  for (const delay of ctx.timing.retakeDelaysMs) {
    await sleep(delay, ctx.signal);
    keyed = keyedOf(await snapshotWindow(ctx, windowId));
    snapshots += 1;
    if (findByKey(keyed, candidate.nodeKey)?.value !== was) break;
  }
  return { keyed: keyed as Keyed, snapshots };
}

/** Judges a range control against the wanted value: done only when it reads exactly that. */
export function judgeReading(before: UiNode | undefined, after: UiNode | undefined, wanted: Wanted): Verdict {
  const asked = JSON.stringify(wanted.value ?? '');
  if (!after) return { verdict: 'wrong', detail: 'the control is gone' };
  const reads = JSON.stringify(after.value ?? '');
  if (readsWanted(after.value, wanted))
    return {
      verdict: 'ok',
      detail:
        before?.value === after.value ? `already reads ${reads}; nothing needed doing` : `now reads ${reads}`,
      exact: true,
    };
  if (numberIn(after.value) === undefined)
    return {
      verdict: 'unverified',
      detail: `reads ${reads}, which is not a number to compare with ${asked}`,
    };
  if (before?.value === after.value)
    return { verdict: 'none', detail: `still reads ${reads}; asked for ${asked}` };
  return { verdict: 'unverified', detail: `moved to ${reads} but not to ${asked}` };
}
