// The act pipeline: resolve the window, observe, then run each step until one does not land.
import { saidSteps } from './sequence.js';
import {
  observationOf,
  observeWindow,
  resolveWindow,
  showWindow,
  type ActContext,
  type Observation,
} from './context.js';
import { failure, runStep } from './step.js';
import type { ActRequest, ActResult, ActStep } from './types.js';

/** Steps allowed in `then`. */
export const MAX_THEN = 12;

const GOOD: ReadonlySet<string> = new Set(['done', 'unverified']);

/**
 * Runs an act request: the first step, then each `then` step while the last one was done or unverified. The
 * answer is done only when every step is (`allDone`).
 * `observed` is an observation of the request's window the caller has just taken (with the request's
 * instruction), so the window is not read twice.
 */
export async function runAct(
  ctx: ActContext,
  request: ActRequest,
  observed?: Observation,
): Promise<ActResult> {
  // Words that say steps in order ("…, then close") are run as those steps.
  const steps: ActStep[] = [stepOf(request), ...(request.then ?? [])].flatMap(saidSteps);
  let obs = observed;
  try {
    obs ??= await observeWindow(ctx, (await resolveWindow(ctx, request)).id, request.instruction);
  } catch (error: unknown) {
    return failure(error);
  }
  if (steps.length === 1) {
    const { result, last } = await runStep(ctx, obs, steps[0] as ActStep);
    return { ...result, window: showWindow(last.snapshot) };
  }
  const results: ActResult[] = [];
  for (const [i, step] of steps.entries()) {
    // Some candidates depend on the step's words (Cut/Copy only when it names the clipboard): a later step gets
    // them built for its own instruction, on the snapshot the step before left.
    if (i > 0) obs = observationOf(ctx, obs.snapshot, step.instruction);
    const { result, last } = await runStep(ctx, obs, step);
    results.push(result);
    obs = last;
    if (!GOOD.has(result.status)) break;
  }
  const final = results[results.length - 1] as ActResult;
  const skipped = steps.length - results.length;
  const message =
    skipped === 0 && GOOD.has(final.status)
      ? `ran all ${steps.length} steps`
      : `stopped at step ${results.length} of ${steps.length} (${final.status})${skipped ? '; the rest were not run' : ''}`;
  const status = GOOD.has(final.status) && !allDone(results) ? 'unverified' : final.status;
  return {
    status,
    ...(final.code !== undefined && status === final.status ? { code: final.code } : {}),
    message,
    window: showWindow(obs.snapshot),
    steps: results,
    skipped,
  };
}

/**
 * Whether every step is done: a step left unverified leaves the whole so, whatever came after it, unless it is a
 * press that opened a dialog the next step answered, done ("delete it, then confirm").
 */
function allDone(results: readonly ActResult[]): boolean {
  return results.every(
    (r, i) => r.status === 'done' || (r.awaits === 'dialog' && results[i + 1]?.status === 'done'),
  );
}

function stepOf(request: ActRequest): ActStep {
  const { then: _then, windowId: _w, app: _a, pid: _p, ...step } = request;
  return step;
}
