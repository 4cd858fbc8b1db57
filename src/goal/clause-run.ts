// The embedded default: no writer, no remote decider. The goal is split into clauses, each clause runs as one
// act (runAct: pick + gate + act + verify), text comes only from quoted spans, and the run answers with the
// final status of each clause.
import { runAct } from '../core/act/act.js';
import { chooseCandidate } from '../core/act/choose.js';
import { observeWindow, type ActContext } from '../core/act/context.js';
import { decisionState } from '../core/decision/state.js';
import { foldText } from '../core/text.js';
import type { ActResult, ActStatus } from '../core/act/types.js';
import type { Decider, SystemOneRequest, SystemOneResponse } from '../core/decision/systemone.js';
import { splitClauses, type Clause } from './clauses.js';
import type { ClauseReport, GoalEnv, GoalOptions, GoalResult } from './env.js';
import { redactClauseRequest, redactText } from './record.js';
import { RunTimings, stepLine, type Stage } from './timing.js';
import type { Outcome } from './types.js';

const GOOD: ReadonlySet<string> = new Set(['done', 'unverified']);
const OUTCOME_OF: Partial<Record<ActStatus, Outcome>> = { ambiguous: 'low confidence', no_effect: 'stalled' };

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

/** Runs the goal clause by clause. */
export async function runClauses(options: GoalOptions, env: GoalEnv): Promise<GoalResult> {
  const timings = new RunTimings();
  const calls: Call[] = [];
  const ctx: ActContext = { ...env.ctx, decider: recording(env.ctx.decider, timings, calls) };
  const clauses = splitClauses(options.goal);
  const reports: ClauseReport[] = [];
  const history: string[] = [];
  const result = (outcome: Outcome, why: string): GoalResult => ({
    outcome,
    achieved: outcome === 'done',
    answer:
      outcome === 'dry run'
        ? ''
        : outcome === 'done'
          ? `Did all ${reports.length} clause${reports.length === 1 ? '' : 's'} of the goal.`
          : `Did ${reports.filter((r) => GOOD.has(r.status)).length} of ${clauses.length} clauses; ${why}${reports.length < clauses.length ? '; the rest were not run' : ''}.`,
    why,
    steps: reports.length,
    history,
    userSaid: [],
    windowId: options.windowId,
    timings,
    clauses: reports,
  });
  try {
    if (!clauses.length) return result('nothing helps', 'the goal holds no clause to carry out');
    if (!options.act) return await dryRun(ctx, options, env, clauses[0] as Clause, clauses, result);
    for (const [i, clause] of clauses.entries()) {
      if (i >= options.steps) return result('step limit', `the step limit (${options.steps}) was reached`);
      const report = await runClause(ctx, options, env, i + 1, clause, calls, timings);
      reports.push(report);
      history.push(`${clause.instruction} → ${report.status}`);
      await env.recorder?.step(i + 1, 'history', history.map(redactText));
      if (!GOOD.has(report.status))
        return result(
          env.ctx.signal.aborted ? 'aborted' : (OUTCOME_OF[report.status as ActStatus] ?? 'nothing helps'),
          `clause ${i + 1} ended ${report.status}${report.code ? ` (${report.code})` : ''}`,
        );
    }
    return result('done', `all ${clauses.length} clause${clauses.length === 1 ? '' : 's'} done`);
  } catch (error: unknown) {
    if (env.ctx.signal.aborted) return result('aborted', 'interrupted');
    return result(
      'crashed',
      `${(error as { code?: string }).code ?? 'internal'}: ${error instanceof Error ? error.message : 'unknown error'}`,
    );
  }
}

async function runClause(
  ctx: ActContext,
  options: GoalOptions,
  env: GoalEnv,
  n: number,
  clause: Clause,
  calls: Call[],
  timings: RunTimings,
): Promise<ClauseReport> {
  const base = {
    instruction: clause.instruction,
    ...(clause.text !== undefined ? { text: clause.text } : {}),
  };
  if (clause.needsQuote) {
    env.report(stepLine(n, {}, `${clause.instruction} → not run: no quoted text`));
    return {
      ...base,
      status: 'not run',
      message: "the text to enter must be quoted in the goal ('like this'); the default never invents text",
    };
  }
  const stages: Partial<Record<Stage, number>> = {};
  let started = performance.now();
  const before = await observeWindow(ctx, options.windowId, clause.instruction);
  stages.snapshot = performance.now() - started;
  timings.add('snapshot', stages.snapshot);
  await env.recorder?.step(n, 'snapshot', before.snapshot);
  const sensitive = redactText(clause.instruction) !== clause.instruction;
  const savedText = clause.text === undefined ? undefined : sensitive ? '[redacted]' : clause.text;
  await env.recorder?.step(n, 'context', {
    mode: 'clause',
    instruction: redactText(clause.instruction),
    ...(savedText !== undefined ? { text: savedText } : {}),
    capabilities: ctx.driver.capabilities,
  });
  await env.recorder?.step(
    n,
    'state',
    decisionState(before.snapshot, redactText(clause.instruction), savedText),
  );
  calls.length = 0;
  started = performance.now();
  const request = {
    windowId: options.windowId,
    instruction: clause.instruction,
    ...(clause.text !== undefined ? { text: clause.text } : {}),
  };
  let act: ActResult = await runAct(ctx, request, before);
  if (act.status === 'needs_confirmation' && named(clause.instruction, act.action?.does))
    act = await runAct(ctx, { ...request, allowDestructive: true });
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
    ...(act.action ? { did: act.action.does } : {}),
    message: act.message,
  };
  env.report(
    stepLine(n, stages, `${clause.instruction} → ${act.status}${act.action ? `: ${act.action.does}` : ''}`),
  );
  return report;
}

// A destructive control runs only when the clause itself names it ("click Delete note").
function named(instruction: string, does: string | undefined): boolean {
  const label = /"([^"]+)"/u.exec(does ?? '')?.[1];
  return label !== undefined && foldText(instruction).includes(foldText(label));
}

async function dryRun(
  ctx: ActContext,
  options: GoalOptions,
  env: GoalEnv,
  first: Clause,
  clauses: Clause[],
  result: (outcome: Outcome, why: string) => GoalResult,
): Promise<GoalResult> {
  env.report('clauses:');
  for (const [i, c] of clauses.entries())
    env.report(
      `  ${i + 1}. ${c.instruction}${c.text !== undefined ? `  (text ${JSON.stringify(c.text)})` : ''}${c.needsQuote ? '  (needs quoted text)' : ''}`,
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
  return result('dry run', 'without --act only the first clause is decided');
}
