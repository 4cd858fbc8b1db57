// A header filter (a field whose parent is a column header) is done when the grid's rows change, not only when it
// reads the text: grids apply a typed filter on a timer (Tabulator: 300 ms after the last key).
import { sleep } from '../limits.js';
import type { Candidate } from '../candidates/types.js';
import type { Snapshot } from '../snapshot.js';
import { nodeOf, observationOf, snapshotWindow, type ActContext, type Observation } from './context.js';
import type { Effect } from './effect.js';

const TYPED_KINDS: ReadonlySet<string> = new Set(['set_value', 'type_into', 'append']);
const ROW_RETAKES_MS = [0, 100, 200, 300, 400];

/** True when the candidate types into a column header's filter field. */
export function filtersRows(obs: Observation, candidate: Candidate): boolean {
  const node = nodeOf(obs, candidate);
  const parent = node?.parent === null || node === undefined ? undefined : obs.snapshot.nodes[node.parent];
  return TYPED_KINDS.has(candidate.kind) && parent?.role === 'columnheader';
}

function rowLabels(snapshot: Snapshot): string {
  return snapshot.nodes
    .filter((n) => n.role === 'row')
    .map((n) => n.label)
    .join('\n');
}

/** Looks again (bounded) until the rows change after a header filter read right; unverified when they never do. */
export async function awaitFiltered(ctx: ActContext, before: Observation, effect: Effect): Promise<Effect> {
  if (effect.verdict.verdict !== 'ok') return effect;
  const was = rowLabels(before.snapshot);
  let after = effect.after;
  let snapshots = effect.snapshots;
  for (const delay of ROW_RETAKES_MS) {
    if (delay > 0) {
      await sleep(delay, ctx.signal);
      after = observationOf(ctx, await snapshotWindow(ctx, before.snapshot.window.id));
      snapshots += 1;
    }
    if (rowLabels(after.snapshot) !== was) return { ...effect, after, snapshots };
  }
  const detail = `${effect.verdict.detail}, but the grid's rows did not change`;
  return { verdict: { verdict: 'unverified', detail }, after, snapshots };
}
