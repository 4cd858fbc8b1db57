// Chooses the candidate of a step: the given id, or the decider's pick through the gate.
import { TEXT_KINDS, type Candidate } from '../candidates/types.js';
import { decisionState } from '../decision/state.js';
import { pick } from '../decision/pick.js';
import type { DecisionUsage } from '../decision/systemone.js';
import { show, type ActContext, type Observation } from './context.js';
import type { ActResult, ActStep } from './types.js';

/** The chosen candidate, or the result that ends the step. */
export type Choice =
  | { candidate: Candidate; pick?: { p: number; rule: 'strict' | 'agree' }; decider?: DecisionUsage }
  | { result: ActResult };

/** Chooses by id (no model call) or by instruction (pick + gate). */
export async function chooseCandidate(ctx: ActContext, obs: Observation, step: ActStep): Promise<Choice> {
  if (step.candidateId !== undefined) return byId(obs, step);
  if (step.dragTo)
    return {
      result: {
        status: 'failed',
        code: 'candidate_required',
        message: 'a drag needs the source candidateId; observe to find it',
      },
    };
  const wantsText = step.text !== undefined;
  const pool = obs.candidates.filter(
    (c) => TEXT_KINDS.has(c.kind) === wantsText && (c.kind !== 'keypad' || wantsText),
  );
  const picked = await pick({
    instruction: step.instruction,
    state: decisionState(obs.snapshot, step.instruction, step.text),
    items: pool,
    option: (c) => c.option,
    decider: ctx.decider,
    model: ctx.model,
    thresholds: ctx.thresholds,
    forced: true,
    signal: ctx.signal,
  });
  if (picked.status === 'pick' && picked.item && picked.p !== undefined && picked.rule)
    return {
      candidate: picked.item,
      pick: { p: Math.round(picked.p * 1000) / 1000, rule: picked.rule },
      decider: picked.usage,
    };
  if (picked.status === 'ambiguous')
    return {
      result: {
        status: 'ambiguous',
        message: 'more than one action fits; choose one of the candidates by its id (act with candidateId)',
        candidates: picked.shortlist.map((r) => show(obs.snapshot, r.item, r.p)),
        decider: picked.usage,
      },
    };
  return {
    result: {
      status: 'not_found',
      message:
        'no action on this window carries out the instruction; scroll, do the earlier step, or observe',
      candidates: picked.ranking.slice(0, 5).map((r) => show(obs.snapshot, r.item, r.p)),
      decider: picked.usage,
    },
  };
}

function byId(obs: Observation, step: ActStep): Choice {
  const candidate = obs.candidates.find((c) => c.id === step.candidateId);
  if (!candidate)
    return {
      result: {
        status: 'not_found',
        code: 'target_gone',
        message: `candidate ${step.candidateId ?? ''} is not on the window now; observe again`,
      },
    };
  if (step.text !== undefined && !candidate.needsText)
    return {
      result: {
        status: 'failed',
        code: 'text_not_used',
        message: `${candidate.kind} takes no text; leave text out or choose a text action`,
      },
    };
  if (step.text === undefined && candidate.needsText)
    return { result: { status: 'failed', code: 'text_required', message: `${candidate.kind} needs text` } };
  return { candidate };
}
