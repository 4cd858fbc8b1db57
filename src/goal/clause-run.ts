// The embedded default: no writer, no remote decider. The goal is split into clauses and each clause into its
// steps (one per value it names, one per item of a list), each step runs as one act (runAct: pick + gate + act +
// verify), text comes only from quoted spans, and the run answers with the final status of every step: `done`
// only when each one was verified.
import { runAct } from '../core/act/act.js';
import { chooseCandidate } from '../core/act/choose.js';
import { observeWindow, type ActContext } from '../core/act/context.js';
import { decisionState } from '../core/decision/state.js';
import { foldText } from '../core/text.js';
import type { ActResult } from '../core/act/types.js';
import type { Decider, SystemOneRequest, SystemOneResponse } from '../core/decision/systemone.js';
import type { ClauseReport, GoalEnv, GoalOptions, GoalResult } from './env.js';
import { redactClauseRequest, redactText } from './record.js';
import { goalSteps, namesAction, type GoalStep, type StepGroup } from './steps.js';
import { answerWords, lookFurther } from './further.js';
import { loadWordTagger, verbTagger, type WordTagger } from './tagger.js';
import { RunTimings, stepLine, type Stage } from './timing.js';
import type { Outcome } from './types.js';
import { landed, verdictOf } from './verdict.js';

interface Call {
  request: SystemOneRequest;
  response: SystemOneResponse;
}

function recording(decider: Decider, timings: RunTimings, calls: Call[]): Decider {
  return {
    name: decider.name,
    async decide(request, options) {
      const reply = await decider.decide(request, options);
      timings.call('decider', reply.ms);
      calls.push({ request, response: reply.response });
      return reply;
    },
  };
}

/** Runs the goal step by step; a clause whose steps did not all land stops the clauses after it. */
export async function runClauses(options: GoalOptions, env: GoalEnv): Promise<GoalResult> {
  const timings = new RunTimings();
  const calls: Call[] = [];
  const ctx: ActContext = { ...env.ctx, decider: recording(env.ctx.decider, timings, calls) };
  const tag = await loadWordTagger();
  const groups = goalSteps(options.goal, verbTagger(tag));
  const reports: ClauseReport[] = [];
  const history: string[] = [];
  const result = (
    outcome: Outcome,
    why: string,
    answer = outcome === 'dry run' ? '' : `Stopped (${outcome}): ${why}.`,
  ): GoalResult => ({
    outcome,
    achieved: outcome === 'done',
    answer,
    why,
    steps: reports.length,
    history,
    userSaid: [],
    windowId: options.windowId,
    timings,
    clauses: reports,
  });
  try {
    const first = groups[0]?.steps[0];
    if (!first) return result('nothing helps', 'the goal holds no clause to carry out', 'Took no action.');
    if (!options.act)
      return await dryRun(
        ctx,
        options,
        env,
        first,
        groups.flatMap((g) => g.steps),
        result,
      );
    const limit = `the step limit (${options.steps}) was reached`;
    let blocked: string | undefined;
    let acts = 0;
    for (const group of groups) {
      const steps = blocked ? group.steps : await stepsOf(ctx, options, group);
      const from = reports.length;
      for (const step of steps) {
        if (!blocked && acts >= options.steps) blocked = limit;
        if (blocked) {
          reports.push(notRun(step, blocked));
          continue;
        }
        const n = reports.length + 1;
        const report = await runStep(ctx, options, env, n, step, calls, timings, tag);
        if (report.status !== 'not run' && report.status !== 'refused') acts += 1;
        reports.push(report);
        history.push(`${redactText(step.instruction)} → ${report.status}`);
        await env.recorder?.step(n, 'history', history);
        if (env.ctx.signal.aborted) return result('aborted', 'interrupted');
      }
      const missed = reports.slice(from).findIndex((r) => !landed(r.status));
      if (!blocked && missed >= 0) blocked = `step ${from + missed + 1} did not land`;
    }
    const verdict = verdictOf(reports, groups.length);
    if (blocked === limit) return result('step limit', `${limit}; ${verdict.why}`, verdict.answer);
    return result(verdict.outcome, verdict.why, verdict.answer);
  } catch (error: unknown) {
    if (env.ctx.signal.aborted) return result('aborted', 'interrupted');
    return result(
      'crashed',
      `${(error as { code?: string }).code ?? 'internal'}: ${error instanceof Error ? error.message : 'unknown error'}`,
    );
  }
}

// A list clause runs whole when a control's label is a list itself and the clause names it whole ("tick Terms and
// Conditions", "click the Save and Close button").
async function stepsOf(ctx: ActContext, options: GoalOptions, group: StepGroup): Promise<GoalStep[]> {
  if (group.list === undefined) return group.steps;
  const list = foldText(group.list);
  const obs = await observeWindow(ctx, options.windowId, group.clause.instruction);
  const named = obs.snapshot.nodes.some((n) => {
    const label = foldText(n.label).trim();
    return /,|\s(?:and|or)\s/u.test(label) && list.includes(label);
  });
  return named ? [group.clause] : group.steps;
}

function notRun(step: GoalStep, why: string): ClauseReport {
  return { ...reportBase(step), status: 'not run', message: why };
}

function reportBase(step: GoalStep): Pick<ClauseReport, 'instruction' | 'text' | 'field'> {
  return {
    instruction: step.instruction,
    ...(step.text !== undefined ? { text: step.text } : {}),
    ...(step.field !== undefined ? { field: step.field } : {}),
  };
}

async function runStep(
  ctx: ActContext,
  options: GoalOptions,
  env: GoalEnv,
  n: number,
  step: GoalStep,
  calls: Call[],
  timings: RunTimings,
  tag: WordTagger,
): Promise<ClauseReport> {
  const base = reportBase(step);
  const shown = redactText(step.instruction);
  if (step.unplaced) {
    env.report(stepLine(n, {}, `${shown} → not run: no field named`));
    return {
      ...base,
      status: 'not run',
      message: `the goal names this value with no field of its own; name its field ("the email 'a@b.c'") to enter it`,
    };
  }
  const stages: Partial<Record<Stage, number>> = {};
  let started = performance.now();
  const before = await observeWindow(ctx, options.windowId, step.instruction);
  stages.snapshot = performance.now() - started;
  timings.add('snapshot', stages.snapshot);
  await env.recorder?.step(n, 'snapshot', before.snapshot);
  const sensitive = redactText(step.instruction) !== step.instruction;
  const savedText = step.text === undefined ? undefined : sensitive ? '[redacted]' : step.text;
  await env.recorder?.step(n, 'context', {
    mode: 'clause',
    instruction: redactText(step.instruction),
    ...(savedText !== undefined ? { text: savedText } : {}),
    capabilities: ctx.driver.capabilities,
  });
  await env.recorder?.step(
    n,
    'state',
    decisionState(before.snapshot, redactText(step.instruction), savedText),
  );
  calls.length = 0;
  started = performance.now();
  const request = {
    windowId: options.windowId,
    instruction: step.instruction,
    ...(step.text !== undefined ? { text: step.text } : {}),
  };
  let act: ActResult = await runAct(ctx, request, before);
  if (act.status === 'needs_confirmation' && namesAction(step.instruction, act.action?.does))
    act = await runAct(ctx, { ...request, allowDestructive: true });
  // The target may be on another tab or in a collapsed section: look there before giving up.
  let revealed: string | undefined;
  let seen = before;
  if (act.status === 'not_found' || act.status === 'ambiguous') {
    const further = await lookFurther(ctx, options.windowId, step, before);
    if (further) ({ act, via: revealed, seen } = further);
  }
  if (act.status === 'done') {
    const checked = await answerWords(ctx, options.windowId, step, act, seen, tag, revealed);
    act = checked.act;
    if (checked.via !== undefined) revealed = revealed ?? checked.via;
  }
  // Words with no quoted text may still name a choice ("set the plan to Enterprise"); text is never invented.
  if (step.needsQuote && !landed(act.status))
    act = {
      ...act,
      message: `${act.message}; text to enter must be quoted in the goal ('like this'): the default never invents text`,
    };
  stages.act = performance.now() - started;
  timings.add('act', stages.act);
  await env.recorder?.step(
    n,
    'request',
    calls.map((c) => redactClauseRequest(c.request)),
  );
  await env.recorder?.step(
    n,
    'answers',
    calls.map((c) => c.response),
  );
  const { decider: _usage, ...saved } = act;
  await env.recorder?.step(n, 'result', saved);
  const report: ClauseReport = {
    ...base,
    status: act.status,
    ...(act.code !== undefined ? { code: act.code } : {}),
    ...(act.awaits ? { awaits: act.awaits } : {}),
    ...(act.action ? { did: act.action.does } : {}),
    ...(revealed !== undefined ? { revealed } : {}),
    message: revealed !== undefined ? `${act.message} (after: ${revealed})` : act.message,
  };
  env.report(
    stepLine(
      n,
      stages,
      `${shown} → ${act.status}${act.code ? ` (${act.code})` : ''}${act.action ? `: ${act.action.does}` : ''}${revealed !== undefined ? ` (after: ${revealed})` : ''}`,
    ),
  );
  return report;
}

async function dryRun(
  ctx: ActContext,
  options: GoalOptions,
  env: GoalEnv,
  first: GoalStep,
  steps: GoalStep[],
  result: (outcome: Outcome, why: string) => GoalResult,
): Promise<GoalResult> {
  env.report('steps:');
  for (const [i, c] of steps.entries())
    env.report(
      `  ${i + 1}. ${redactText(c.instruction)}${c.text !== undefined ? `  (text ${JSON.stringify(redactText(c.instruction) === c.instruction ? c.text : '[redacted]')})` : ''}${c.needsQuote ? '  (needs quoted text)' : ''}${c.unplaced ? '  (no field named)' : ''}`,
    );
  const obs = await observeWindow(ctx, options.windowId, first.instruction);
  env.report('state:');
  for (const line of JSON.stringify(
    decisionState(obs.snapshot, first.instruction, first.text),
    null,
    2,
  ).split('\n'))
    env.report(`  ${line}`);
  const choice = await chooseCandidate(ctx, obs, {
    instruction: first.instruction,
    ...(first.text !== undefined ? { text: first.text } : {}),
  });
  if ('candidate' in choice)
    env.report(
      `would: ${choice.candidate.does}${first.text !== undefined ? ` with ${JSON.stringify(first.text)}` : ''} (p=${choice.pick?.p ?? 1}, ${choice.pick?.rule ?? 'id'})`,
    );
  else {
    env.report(`would stop: ${choice.result.status}: ${choice.result.message}`);
    for (const c of choice.result.candidates ?? []) env.report(`  ${c.p ?? 0}  ${c.does}`);
  }
  return result('dry run', 'without --act only the first step is decided');
}
