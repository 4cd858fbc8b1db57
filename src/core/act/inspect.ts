// Inspect: what an act would see, ask and do on a window, without doing it. The window's candidates, and for a
// step the exact System One exchanges, the gate's outcome and the driver action and end state that would follow.
import type { Decider, SystemOneRequest, SystemOneResponse } from '../decision/systemone.js';
import { chooseCandidate, type Choice } from './choose.js';
import { observeWindow, resolveWindow, type ActContext, type Observation } from './context.js';
import { prepareStep, type Prepared } from './step.js';
import type { ActStep, Target } from './types.js';

/** One question to the decider and its answer, exactly as sent and received. */
export interface Exchange {
  request: SystemOneRequest;
  response: SystemOneResponse;
}

/** What inspect found: the observation, and for a step its choice and what the act would do next. */
export interface Inspection {
  obs: Observation;
  exchanges: Exchange[];
  choice?: Choice;
  prepared?: Prepared;
}

/** Observes a window and, for a step, decides it as act would (same questions, same gate), stopping before acting. */
export async function inspectStep(ctx: ActContext, target: Target, step?: ActStep): Promise<Inspection> {
  const exchanges: Exchange[] = [];
  const recording: Decider = {
    name: ctx.decider.name,
    async decide(request, options) {
      const answer = await ctx.decider.decide(request, options);
      exchanges.push({ request, response: answer.response });
      return answer;
    },
  };
  const seeing = { ...ctx, decider: recording };
  const window = await resolveWindow(seeing, target);
  const obs = await observeWindow(seeing, window.id, step?.instruction);
  if (!step) return { obs, exchanges };
  const choice = await chooseCandidate(seeing, obs, step);
  return { obs, exchanges, choice, prepared: prepareStep(seeing, obs, step, choice) };
}
