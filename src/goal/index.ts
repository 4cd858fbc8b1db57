// A goal run: the loop (a decision server or a writer is configured) or the embedded default (clauses),
// with run.json kept up to date in the run folder.
import { runClauses } from './clause-run.js';
import type { GoalEnv, GoalOptions, GoalResult } from './env.js';
import { runLoop } from './loop.js';
import { redactText } from './record.js';

/** Which engine runs the goal. */
export type GoalMode = 'loop' | 'clauses';

/** Names recorded in run.json. */
export interface RunMeta {
  decider: string;
  writer?: string | undefined;
}

/** The engine for a configuration: clauses only with the embedded decider and no writer. */
export function goalMode(deciderName: string, hasWriter: boolean): GoalMode {
  return deciderName === 'embedded' && !hasWriter ? 'clauses' : 'loop';
}

/** Runs a goal and keeps run.json (outcome `crashed` until something names the exit). */
export async function runGoal(
  options: GoalOptions,
  env: GoalEnv,
  mode: GoalMode,
  meta: RunMeta,
): Promise<GoalResult> {
  const started = env.now().iso;
  const base = {
    goal: redactText(options.goal),
    mode,
    window: options.windowId,
    act: options.act,
    limits: { steps: options.steps, handoffs: options.handoffs, minConfidence: options.minConfidence },
    models: { decider: `${meta.decider}:${env.ctx.model}`, ...(meta.writer ? { writer: meta.writer } : {}) },
    capabilities: env.ctx.driver.capabilities,
    started,
  };
  await env.recorder?.summary({ ...base, outcome: 'crashed' });
  const result = mode === 'loop' ? await runLoop(options, env) : await runClauses(options, env);
  await env.recorder?.summary({
    ...base,
    finished: env.now().iso,
    outcome: result.outcome,
    achieved: result.achieved,
    why: redactText(result.why),
    answer: redactText(result.answer),
    steps: result.steps,
    history: result.history.map(redactText),
    timings: result.timings.summary(),
    calls: result.timings.calls,
    handoffs: result.timings.handoffs,
    questions: result.timings.questions,
    ...(result.clauses
      ? {
          clauses: result.clauses.map((c) => ({
            ...c,
            instruction: redactText(c.instruction),
            ...(c.text !== undefined && redactText(c.instruction) !== c.instruction
              ? { text: '[redacted]' }
              : {}),
          })),
        }
      : {}),
  });
  return result;
}

export type { GoalEnv, GoalOptions, GoalResult, Navigator, Terminal, ClauseReport } from './env.js';
export type { Writer } from './writer.js';
