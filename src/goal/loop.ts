// The goal loop: snapshot → state in code → one System One request → gate → act through the pipeline →
// stall rules; at every stop the writer (when configured) answers and may hand the run back.
import { observeWindow, type Observation } from '../core/act/context.js';
import type { DecisionUsage } from '../core/decision/systemone.js';
import { todayOf } from './clock.js';
import { goalUrls, quotedSpans } from './clauses.js';
import { composeStep, type StepContext } from './compose.js';
import { readDecision } from './decision.js';
import type { GoalEnv, GoalOptions, GoalResult } from './env.js';
import { isLoading } from './loading.js';
import { perform } from './perform.js';
import { redactContext, redactState } from './record.js';
import { dryRunLines, intentLine } from './report.js';
import { review } from './review.js';
import { LoopRun, type Stop } from './run-state.js';
import { readScreen } from './screen.js';
import { IDLE_LIMIT, REPEAT_LIMIT, screenSignature } from './stall.js';
import { screenText } from './state.js';
import { stepLine, type Stage } from './timing.js';
import { REVIEWED, type Decision } from './types.js';

/** Runs the loop until a final stop; errors become `aborted` (the signal fired) or `crashed`. */
export async function runLoop(options: GoalOptions, env: GoalEnv): Promise<GoalResult> {
  const run = new LoopRun(options.windowId);
  let stop: Stop;
  try {
    for (;;) {
      stop = await drive(run, options, env);
      if (!REVIEWED.has(stop.outcome) || (await review(run, options, env, stop)) === 'final') break;
    }
  } catch (error: unknown) {
    stop = env.ctx.signal.aborted
      ? { outcome: 'aborted', why: 'interrupted' }
      : {
          outcome: 'crashed',
          why: `${(error as { code?: string }).code ?? 'internal'}: ${error instanceof Error ? error.message : 'unknown error'}`,
        };
  }
  return {
    outcome: stop.outcome,
    achieved: run.achieved || (stop.outcome === 'done' && !env.writer),
    answer: run.answer,
    why: stop.why,
    steps: run.step,
    history: [...run.history],
    userSaid: [...run.userSaid],
    windowId: run.windowId,
    timings: run.timings,
  };
}

async function drive(run: LoopRun, options: GoalOptions, env: GoalEnv): Promise<Stop> {
  for (;;) {
    if (run.step >= options.steps)
      return { outcome: 'step limit', why: `the step limit (${options.steps}) was reached` };
    run.step += 1;
    const stop = await oneStep(run, options, env);
    if (stop) return stop;
  }
}

async function timed<T>(
  stages: Partial<Record<Stage, number>>,
  stage: Stage,
  run: LoopRun,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - started;
    stages[stage] = (stages[stage] ?? 0) + ms;
    run.timings.add(stage, ms);
  }
}

async function oneStep(run: LoopRun, options: GoalOptions, env: GoalEnv): Promise<Stop | null> {
  const { ctx } = env;
  const n = run.step;
  const stages: Partial<Record<Stage, number>> = {};
  const obs = await timed(stages, 'snapshot', run, () => observeWindow(ctx, run.windowId));
  const now = env.now();
  const screen = readScreen(obs.snapshot, obs.candidates, todayOf(now));
  const signature = screenSignature(obs.snapshot, screen);
  run.see(screenText(screen));
  run.app = obs.snapshot.window.app;
  run.url = obs.snapshot.window.url ?? '';
  await record(env, n, { snapshot: obs.snapshot });
  await screenshot(env, run, n);
  if (run.stall.see(signature) >= IDLE_LIMIT) {
    env.report(stepLine(n, stages, 'stop: stalled'));
    return { outcome: 'stalled', why: `${IDLE_LIMIT} actions in a row changed nothing` };
  }
  if (isLoading(obs.snapshot)) {
    if (!options.act) return { outcome: 'dry run', why: 'the screen is loading; it would wait' };
    await timed(stages, 'wait', run, () => env.sleep(env.waitMs, ctx.signal));
    run.history.push('waited (the screen was loading)');
    await record(env, n, { history: run.history });
    env.report(stepLine(n, stages, 'waited: the screen was loading'));
    return null;
  }
  const tried = run.stall.tried(signature);
  const windows = (await ctx.driver.windows({ app: obs.snapshot.window.app }, { signal: ctx.signal }))
    .filter((w) => w.id !== obs.snapshot.window.id && w.title !== '')
    .map((w) => ({ id: w.id, title: w.title }));
  const context: StepContext = {
    goal: options.goal,
    ...(run.focus !== undefined ? { focus: run.focus } : {}),
    userSaid: [...run.userSaid],
    now,
    history: [...run.history],
    tried,
    windows,
    canWrite: env.writer !== undefined || quotedSpans(options.goal).some((s) => !run.typedSpans.has(s)),
    navigate: env.navigator !== undefined,
    sites: goalUrls(options.goal),
    writerUrl: env.writer !== undefined,
    model: ctx.model,
    capabilities: ctx.driver.capabilities,
  };
  const composed = composeStep(obs.snapshot, obs.candidates, screen, context);
  const { response, ms } = await timed(stages, 'decide', run, () =>
    ctx.decider.decide(composed.request, { signal: ctx.signal }),
  );
  run.timings.call('decider', ms);
  await record(env, n, {
    context: redactContext(context),
    history: context.history,
    state: redactState(composed.state),
    request: { ...composed.request, state: redactState(composed.state) },
    answers: response,
  });
  const decision = readDecision(response, composed.menu);
  if (!options.act) {
    for (const line of dryRunLines(composed.request, decision, options.minConfidence)) env.report(line);
    return { outcome: 'dry run', why: intentLine(decision, options.minConfidence) };
  }
  const stop = gateStop(decision, options.minConfidence);
  if (stop) {
    env.report(stepLine(n, stages, `stop: ${stop.outcome} [${decision.confidence.toFixed(2)}]`));
    return stop;
  }
  return act(run, options, env, n, stages, obs, decision, signature, tried);
}

// done / none stop first, then low confidence.
function gateStop(decision: Decision, minConfidence: number): Stop | null {
  if (decision.kind === 'done') return { outcome: 'done', why: 'the decider judged the goal achieved' };
  if (decision.kind === 'none')
    return { outcome: 'nothing helps', why: 'the decider found nothing on this screen that helps' };
  if (decision.confidence < minConfidence)
    return {
      outcome: 'low confidence',
      why: intentLine(decision, minConfidence).replace(/^would stop: /u, ''),
    };
  return null;
}

async function act(
  run: LoopRun,
  options: GoalOptions,
  env: GoalEnv,
  n: number,
  stages: Partial<Record<Stage, number>>,
  obs: Observation,
  decision: Decision,
  signature: ReturnType<typeof screenSignature>,
  tried: string[],
): Promise<Stop | null> {
  const done = await timed(stages, 'act', run, () => perform(env, run, obs, options.goal, decision));
  env.ctx.signal.throwIfAborted();
  if (done.writerMs !== undefined) {
    run.timings.call('writer', done.writerMs);
    stages.writer = done.writerMs;
  }
  run.history.push(done.shown);
  let repeats = 0;
  if (decision.kind !== 'wait') {
    repeats = run.stall.acted(signature, done.line, tried);
    run.actionsSinceFocus += 1;
  }
  await record(env, n, {
    result: {
      status: done.status,
      line: done.line,
      shown: done.shown,
      confidence: decision.confidence,
      ...(done.result ? { act: stripUsage(done.result) } : {}),
    },
  });
  env.report(stepLine(n, stages, `${done.shown} [${decision.confidence.toFixed(2)}]`));
  if (repeats >= REPEAT_LIMIT)
    return {
      outcome: 'stalled',
      why: `repeated ${REPEAT_LIMIT} actions that had already led back to this screen`,
    };
  if (options.delayMs) await env.sleep(options.delayMs, env.ctx.signal);
  return null;
}

function stripUsage<T extends { decider?: DecisionUsage }>(result: T): Omit<T, 'decider'> {
  const { decider: _decider, ...rest } = result;
  return rest;
}

async function record(env: GoalEnv, n: number, files: Record<string, unknown>): Promise<void> {
  if (!env.recorder) return;
  for (const [name, value] of Object.entries(files)) await env.recorder.step(n, name, value);
}

async function screenshot(env: GoalEnv, run: LoopRun, n: number): Promise<void> {
  if (!env.recorder || !env.screenshot) return;
  const png = await env.screenshot(run.windowId, env.ctx.signal).catch(() => null);
  if (png) await env.recorder.screenshot(n, png);
}
