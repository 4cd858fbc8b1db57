// One step's pure part: from a snapshot, its candidates and the run's context to the state, the menu and the
// request. The loop and replay both call this, so a replay always uses the live request builder.
import type { DriverCapabilities } from '../core/driver.js';
import type { Candidate } from '../core/candidates/types.js';
import type { Json, SystemOneRequest } from '../core/decision/systemone.js';
import type { Snapshot } from '../core/snapshot.js';
import type { Now } from './clock.js';
import { buildMenu } from './menu.js';
import { buildRequest } from './questions.js';
import type { Screen } from './screen.js';
import { buildGoalState } from './state.js';
import type { ActionMenu, UserReply } from './types.js';

/** Everything about the run a step's state and menu depend on (saved per step for replay). */
export interface StepContext {
  goal: string;
  focus?: string;
  userSaid: UserReply[];
  now: Now;
  history: string[];
  tried: string[];
  windows: { id: string; title: string }[];
  /** Text can be supplied (a writer, or an unused quoted span of the goal). */
  canWrite: boolean;
  /** A browser can open URLs; `sites` are the goal's https URLs. */
  navigate: boolean;
  sites: string[];
  writerUrl: boolean;
  model: string;
  capabilities: DriverCapabilities;
}

/** A composed step. */
export interface ComposedStep {
  state: { [key: string]: Json };
  menu: ActionMenu;
  request: SystemOneRequest;
}

/** Composes a step from what was seen and the run's context. */
export function composeStep(
  snapshot: Snapshot,
  candidates: Candidate[],
  screen: Screen,
  context: StepContext,
): ComposedStep {
  const state = buildGoalState({
    goal: context.goal,
    focus: context.focus,
    userSaid: context.userSaid,
    now: context.now,
    snapshot,
    screen,
    history: context.history,
    tried: context.tried,
    windows: context.windows,
  });
  const menu = buildMenu({
    snapshot,
    candidates,
    screen,
    asked: [context.goal, context.focus ?? '', ...context.userSaid.map((r) => r.replied)].join('\n'),
    canWrite: context.canWrite,
    navigate: context.navigate,
    sites: context.sites,
    writerUrl: context.writerUrl,
    windows: context.windows,
  });
  return { state, menu, request: buildRequest(context.model, state, menu) };
}
