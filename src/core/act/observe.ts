// Observe: what is on a window, with candidate ids, optionally ranked against an instruction. `observe` lists
// candidates one by one (for code); `observeView` gives the compact view the observe tool returns.
import { decisionState, fieldList } from '../decision/state.js';
import { pick } from '../decision/pick.js';
import type { DecisionUsage } from '../decision/systemone.js';
import {
  observeWindow,
  resolveWindow,
  show,
  showWindow,
  type ActContext,
  type Observation,
} from './context.js';
import { renderRanked, renderView, type ViewOptions } from '../observe/view.js';
import type { ShownCandidate, ShownWindow, Target } from './types.js';
import type { Cut } from '../snapshot.js';

const SCREEN_TEXT_MAX = 60;

/** What observe returns: the window's candidates one by one. */
export interface ObserveResult {
  window: ShownWindow;
  screenText: string[];
  fields: { role: string; label: string; value: string | null }[];
  total: number;
  candidates: ShownCandidate[];
  truncated?: Cut;
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
  const ranked = await rank(ctx, obs, instruction);
  return {
    ...base,
    candidates: ranked.ranking.slice(0, limit ?? 10).map((r) => show(obs.snapshot, r.item, r.p)),
    pNone: Math.round(ranked.pNone * 1000) / 1000,
    decider: ranked.usage,
  };
}

/** What a caller asks observe for: the view's options, and optionally an instruction to rank against. */
export interface ViewRequest extends ViewOptions {
  instruction?: string | undefined;
  /** Items per long list; with an instruction, how many ranked actions. */
  limit?: number | undefined;
}

/** What the observe tool returns: the window as compact lines, and with an instruction the ranking's numbers. */
export interface ObserveView {
  view: string;
  /** The window was cut short: what was kept and how to see the rest. */
  partial?: Cut;
  pNone?: number;
  decider?: DecisionUsage;
}

/** Observes a window as a view; with an instruction, lists the best actions for it instead of the whole window. */
export async function observeView(
  ctx: ActContext,
  target: Target,
  request: ViewRequest,
): Promise<ObserveView> {
  const window = await resolveWindow(ctx, target);
  const obs = await observeWindow(ctx, window.id, request.instruction);
  const options: ViewOptions = {
    ...request,
    ...(request.range === undefined && request.limit !== undefined ? { range: [1, request.limit] } : {}),
    windowId: target.windowId === undefined,
  };
  const partial = obs.snapshot.truncated ? { partial: obs.snapshot.truncated } : {};
  if (request.instruction === undefined)
    return { view: renderView(obs.snapshot, obs.candidates, options), ...partial };
  const ranked = await rank(ctx, obs, request.instruction);
  const top = ranked.ranking.slice(0, request.limit ?? 10);
  return {
    view: renderRanked(obs.snapshot, top, options),
    ...partial,
    pNone: Math.round(ranked.pNone * 1000) / 1000,
    decider: ranked.usage,
  };
}

// The decider's ranking of every candidate for an instruction: no gate, no forced question.
function rank(ctx: ActContext, obs: Observation, instruction: string) {
  return pick({
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
}
