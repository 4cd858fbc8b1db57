// Observe: what is on a window, with candidate ids, optionally ranked against an instruction.
import { decisionState, fieldList } from '../decision/state.js';
import { pick } from '../decision/pick.js';
import type { DecisionUsage } from '../decision/systemone.js';
import { observeWindow, resolveWindow, show, showWindow, type ActContext } from './context.js';
import type { ShownCandidate, ShownWindow, Target } from './types.js';

const SCREEN_TEXT_MAX = 60;

/** What observe returns. */
export interface ObserveResult {
  window: ShownWindow;
  screenText: string[];
  fields: { role: string; label: string; value: string | null }[];
  total: number;
  candidates: ShownCandidate[];
  truncated?: { reason: string; nodes: number };
  pNone?: number;
  decider?: DecisionUsage;
}

/** Observes a window; with an instruction the decider ranks the candidates (no gate, no forced question). */
export async function observe(
  ctx: ActContext,
  target: Target,
  instruction?: string,
  limit?: number,
): Promise<ObserveResult> {
  const window = await resolveWindow(ctx, target);
  const obs = await observeWindow(ctx, window.id, instruction);
  const base = {
    window: showWindow(obs.snapshot),
    screenText: obs.snapshot.texts.slice(0, SCREEN_TEXT_MAX),
    fields: fieldList(obs.snapshot),
    total: obs.candidates.length,
    ...(obs.snapshot.truncated ? { truncated: obs.snapshot.truncated } : {}),
  };
  if (instruction === undefined) {
    return { ...base, candidates: obs.candidates.slice(0, limit ?? 80).map((c) => show(obs.snapshot, c)) };
  }
  const ranked = await pick({
    instruction,
    state: decisionState(obs.snapshot, instruction),
    items: obs.candidates,
    option: (c) => c.option,
    decider: ctx.decider,
    model: ctx.model,
    thresholds: ctx.thresholds,
    forced: false,
    signal: ctx.signal,
  });
  return {
    ...base,
    candidates: ranked.ranking.slice(0, limit ?? 10).map((r) => show(obs.snapshot, r.item, r.p)),
    pNone: Math.round(ranked.pNone * 1000) / 1000,
    decider: ranked.usage,
  };
}
