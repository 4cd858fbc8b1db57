// Carries out a decision through the act pipeline (runStep with the chosen candidate's id), so every step has
// an honest status. Text comes from the writer or a quoted span of the goal, never for a credential field.
import { snapshotWindow, type Observation } from '../core/act/context.js';
import { runStep } from '../core/act/step.js';
import { foldText } from '../core/text.js';
import type { ActResult, ActStatus, ActStep } from '../core/act/types.js';
import type { Candidate } from '../core/candidates/types.js';
import { quotedSpans } from './clauses.js';
import type { GoalEnv } from './env.js';
import { actionLine, statusNote, targetName } from './history.js';
import { typable } from './menu.js';
import type { LoopRun } from './run-state.js';
import { itemRole } from './roles.js';
import type { Decision, Target } from './types.js';
import { checkWriterUrl } from './writer.js';

/** What acting did: the history line (same action, same line), the line shown with its status, and the result. */
export interface Performed {
  line: string;
  shown: string;
  status: ActStatus | 'refused';
  result?: ActResult;
  /** The writer was called (its time is counted by the caller). */
  writerMs?: number;
}

const refused = (line: string, why: string): Performed => ({
  line,
  shown: `${line}${statusNote('refused', why)}`,
  status: 'refused',
});

/** Acts on a decision; `goal` is the run's goal. */
export async function perform(
  env: GoalEnv,
  run: LoopRun,
  obs: Observation,
  goal: string,
  d: Decision,
): Promise<Performed> {
  const target = d.target;
  switch (d.kind) {
    case 'wait':
      await env.sleep(env.waitMs, env.ctx.signal);
      return { line: 'waited', shown: 'waited', status: 'done' };
    case 'type_text':
      return typeText(env, run, obs, goal, target);
    case 'open_url':
      return openUrl(env, run, goal, target);
    case 'switch_window': {
      const line = actionLine('switch_window', target);
      if (!target?.windowId) return refused(line, 'no such window');
      run.windowId = target.windowId;
      return { line, shown: line, status: 'done' };
    }
    case 'done':
    case 'none':
      return refused(d.kind, 'not an action');
    default: {
      const line = actionLine(d.kind, target);
      const id = d.kind === 'right_click' ? target?.contextId : target?.candidateId;
      if (!target || !id)
        return refused(line, `that item cannot be ${d.kind === 'right_click' ? 'right-clicked' : 'clicked'}`);
      return viaPipeline(env, run, obs, line, {
        instruction: line,
        candidateId: id,
        ...(d.kind === 'double_click' ? { double: true } : {}),
        ...(target.option !== undefined ? { text: target.option } : {}),
        allowDestructive: allowed(
          run,
          goal,
          obs.candidates.find((c) => c.id === id),
          target,
        ),
      });
    }
  }
}

async function viaPipeline(
  env: GoalEnv,
  run: LoopRun,
  obs: Observation,
  line: string,
  step: ActStep,
): Promise<Performed> {
  const { result } = await runStep(env.ctx, obs, step);
  return { line, shown: `${line}${statusNote(result.status, result.code)}`, status: result.status, result };
}

// A control flagged destructive runs only when the goal (or focus, or a reply) names its word or label; a
// chosen key intention (Enter, Space) is the decision itself.
function allowed(run: LoopRun, goal: string, candidate: Candidate | undefined, target: Target): boolean {
  if (!candidate?.destructive) return false;
  if (candidate.kind === 'key') return true;
  const asked = foldText([goal, run.focus ?? '', ...run.userSaid.map((r) => r.replied)].join('\n'));
  const words = [candidate.destructiveWhy ?? '', target.name]
    .map((w) => foldText(w).trim())
    .filter((w) => w.length > 1);
  return words.some((w) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(
      asked,
    ),
  );
}

async function typeText(
  env: GoalEnv,
  run: LoopRun,
  obs: Observation,
  goal: string,
  target: Target | undefined,
): Promise<Performed> {
  const candidate = obs.candidates.find((c) => c.id === target?.candidateId);
  const node = candidate?.node === undefined ? undefined : obs.snapshot.nodes[candidate.node];
  if (!target || !candidate || !node) return refused('typed into a field', 'no such field');
  const into = targetName(target);
  if (!typable(node)) return refused(`typed into ${into}`, 'a credential field is never typed into');
  const composed = await composeText(
    env,
    run,
    goal,
    node.label || node.placeholder || '',
    node.value,
    target,
  );
  if ('why' in composed)
    return {
      ...refused(`typed into ${into}`, composed.why),
      ...(composed.ms !== undefined ? { writerMs: composed.ms } : {}),
    };
  const line = actionLine('type_text', target, composed.text);
  const done = await viaPipeline(env, run, obs, line, {
    instruction: line,
    candidateId: candidate.id,
    text: composed.text,
  });
  if (composed.span !== undefined && (done.status === 'done' || done.status === 'unverified'))
    run.typedSpans.add(composed.span);
  return { ...done, ...(composed.ms !== undefined ? { writerMs: composed.ms } : {}) };
}

type Composed = { text: string; span?: string; ms?: number } | { why: string; ms?: number };

async function composeText(
  env: GoalEnv,
  run: LoopRun,
  goal: string,
  label: string,
  value: string | undefined,
  target: Target,
): Promise<Composed> {
  if (!env.writer) {
    const span = quotedSpans(goal).find((s) => !run.typedSpans.has(s));
    return span === undefined
      ? { why: 'the goal quotes no text left to type and no writer is configured' }
      : { text: span, span };
  }
  const started = performance.now();
  const reply = await env.writer.fill(
    {
      goal,
      ...(run.focus ? { current_focus: run.focus } : {}),
      user_said: [...run.userSaid],
      field: { role: itemRole('textbox'), label: target.name || label, current_value: value ?? null },
      previous_actions: run.history.slice(-8),
      screen_text: run.currentScreen(),
    },
    env.ctx.signal,
  );
  const ms = performance.now() - started;
  return reply.fill && reply.text !== '' ? { text: reply.text, ms } : { why: 'the writer declined', ms };
}

async function openUrl(
  env: GoalEnv,
  run: LoopRun,
  goal: string,
  target: Target | undefined,
): Promise<Performed> {
  let url = target?.url ?? '';
  let writerMs: number | undefined;
  if (url === 'other' && env.writer) {
    const started = performance.now();
    const reply = await env.writer.url(
      {
        goal,
        ...(run.focus ? { current_focus: run.focus } : {}),
        user_said: [...run.userSaid],
        previous_actions: run.history.slice(-8),
        screen_text: run.currentScreen(),
      },
      env.ctx.signal,
    );
    writerMs = performance.now() - started;
    url = checkWriterUrl(reply.url) ?? '';
  }
  const extra = writerMs !== undefined ? { writerMs } : {};
  if (!env.navigator || url === '' || url === 'other')
    return { ...refused('opened a website', 'the writer proposed no usable URL'), ...extra };
  const line = `opened ${url}`;
  // Only the address is compared: bare snapshots, no candidates.
  const before = await snapshotWindow(env.ctx, run.windowId);
  await env.navigator.open(run.windowId, url, env.ctx.signal);
  const after = await snapshotWindow(env.ctx, run.windowId);
  const moved = (before.window.url ?? '') !== (after.window.url ?? '');
  return {
    line,
    shown: `${line}${statusNote(moved ? 'done' : 'no_effect')}`,
    status: moved ? 'done' : 'no_effect',
    ...extra,
  };
}
