// Waiting for a control that is there but not ready yet: a disabled control the instruction names, or a busy
// window. Only then does an instruction that finds nothing wait; a plain miss answers at once.
import { signature } from '../change.js';
import { tokens } from '../decision/lexical.js';
import { sleep } from '../limits.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import { observationOf, snapshotWindow, type ActContext, type Observation } from './context.js';

const POLL_MS = 100;

/** A disabled control whose label shares a word with the instruction, or a busy node: worth waiting for. */
export function pendingTarget(snapshot: Snapshot, instruction: string): UiNode | undefined {
  const wanted = new Set(tokens(instruction));
  return snapshot.nodes.find(
    (n) =>
      !n.states.secret &&
      (n.states.busy || (!n.states.enabled && n.label !== '' && tokens(n.label).some((t) => wanted.has(t)))),
  );
}

/**
 * While something the instruction may mean is pending, polls the window until it changes, then hands back the
 * new observation; null when nothing is pending or the wait (`timing.readyMs`) ran out unchanged.
 */
export async function awaitChange(
  ctx: ActContext,
  obs: Observation,
  instruction: string | undefined,
  deadline: number,
): Promise<Observation | null> {
  // A step by candidateId (no words) never waits: its control is there or gone.
  if (instruction === undefined || !pendingTarget(obs.snapshot, instruction)) return null;
  const before = signature(obs.snapshot);
  while (Date.now() + POLL_MS <= deadline) {
    await sleep(POLL_MS, ctx.signal);
    const next = await snapshotWindow(ctx, obs.snapshot.window.id);
    // Candidates are built only for the snapshot that changed.
    if (signature(next) !== before) return observationOf(ctx, next, instruction);
  }
  return null;
}
