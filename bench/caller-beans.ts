// Conditions (b) and (c): a scripted caller on beans-picker. (b) says each step in plain words and lets the
// embedded decider pick; (c) observes once, reads the action ids off the view's lines by kind and words, and acts by id.
// Both batch a task's steps in one act (`then`).
import { listedActions, readView } from '../src/core/observe/read.js';
import { FIND_RETRIES, THINK_MS } from './caller-playwright.js';
import type { MeteredSession } from './meter.js';
import type { Step, Task } from './tasks.js';

/** What a scripted caller ended with. */
export interface CallerOutcome {
  /** The tools said it worked: (a) every call without error; (b, c) every step done or unverified. */
  claimed: boolean;
  /** The last status of each step (beans-picker statuses, or ok / not_found / error for Playwright). */
  statuses: string[];
  deciderCalls: number;
}

/** Where a beans-picker caller works: a tab it opens (web) or an app's pid (desktop). */
export type BeansTarget = { url: string } | { pid: number };

interface Shown {
  id: string;
  kind: string;
  does: string;
}

interface ActStepResult {
  status: string;
  candidates?: Shown[];
  decider?: { calls: number };
}

interface ActResult extends ActStepResult {
  steps?: ActStepResult[];
}

const GOOD = new Set(['done', 'unverified']);
const KIND: Record<Step['do'], string> = {
  set: 'set_value',
  append: 'append',
  choose: 'choose_option',
  click: 'click',
  check: 'toggle',
  keys: 'keypad',
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const word = (w: string): RegExp =>
  new RegExp(`(^|[^\\w])${w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}($|[^\\w])`, 'u');

/** The candidates that do a step, read from their `does` sentences and kinds. */
export function matching(step: Step, candidates: readonly Shown[]): Shown[] {
  return candidates.filter(
    (c) =>
      c.kind === KIND[step.do] &&
      (step.name === undefined || c.does.includes(JSON.stringify(step.name))) &&
      (step.colour === undefined || word(step.colour).test(c.does)) &&
      (step.within?.cell === undefined || word(step.within.cell).test(c.does)),
  );
}

async function open(session: MeteredSession, target: BeansTarget): Promise<Record<string, unknown> | null> {
  if ('pid' in target) return { pid: target.pid };
  const launched = await session.call('launch_app', { app: 'chromium', urls: [target.url] });
  const windows = launched.structured?.windows as { id: string }[] | undefined;
  return windows?.[0] ? { windowId: windows[0].id } : null;
}

const stepArgs = (step: Step): Record<string, unknown> => ({
  instruction: step.instruction,
  ...(step.text !== undefined ? { text: step.text } : {}),
});

function deciderCallsOf(result: ActResult | undefined): number {
  if (!result) return 0;
  return (result.decider?.calls ?? 0) + (result.steps ?? []).reduce((n, s) => n + (s.decider?.calls ?? 0), 0);
}

/** Acts the pending steps in one call; returns each step's result (a lone step is the top-level result). */
async function actAll(
  session: MeteredSession,
  where: Record<string, unknown>,
  pending: Record<string, unknown>[],
): Promise<{ results: ActStepResult[]; deciderCalls: number }> {
  const [first, ...rest] = pending;
  const { structured } = await session.call('act', {
    ...where,
    ...first,
    ...(rest.length ? { then: rest } : {}),
  });
  const result = structured as ActResult | undefined;
  const results = result?.steps ?? [result ?? { status: 'failed' }];
  return { results, deciderCalls: deciderCallsOf(result) };
}

/** (b): plain-words steps; takes the matching id from a shortlist the tool returned, or looks again after not_found. */
export async function runInstructions(
  session: MeteredSession,
  task: Task,
  target: BeansTarget,
): Promise<CallerOutcome> {
  const where = await open(session, target);
  if (!where) return { claimed: false, statuses: ['open_failed'], deciderCalls: 0 };
  const statuses: string[] = [];
  let pending = task.steps.map(stepArgs);
  let deciderCalls = 0;
  for (let retries = 0, picks = 0; pending.length;) {
    const done = statuses.length;
    const { results, deciderCalls: calls } = await actAll(session, where, pending);
    deciderCalls += calls;
    const good = results.findIndex((r) => !GOOD.has(r.status));
    const landed = good === -1 ? results.length : good;
    statuses.push(...results.slice(0, landed).map((r) => r.status));
    pending = pending.slice(landed);
    const stuck = results[landed];
    if (!stuck) break;
    const step = task.steps[done + landed] as Step;
    // Like an agent, take the right id from a shortlist the tool returned, else look again later.
    const listed = ['ambiguous', 'not_found'].includes(stuck.status)
      ? matching(step, stuck.candidates ?? [])
      : [];
    if (listed.length === 1 && picks < task.steps.length) {
      picks += 1;
      pending[0] = { ...pending[0], candidateId: listed[0]?.id };
    } else if (stuck.status === 'not_found' && retries < FIND_RETRIES) {
      retries += 1;
      await sleep(THINK_MS);
    } else {
      statuses.push(stuck.status);
      break;
    }
  }
  const claimed = statuses.length === task.steps.length && statuses.every((s) => GOOD.has(s));
  return { claimed, statuses, deciderCalls };
}

interface Observed {
  candidates: Shown[];
  /** The view cut a long list short (a big page shows 50 rows). */
  cut: boolean;
  decider?: { calls: number };
}

/** (c): one observe, ids read from its lines by kind and words, then one act by ids. Looks again when a control is missing. */
export async function runCandidates(
  session: MeteredSession,
  task: Task,
  target: BeansTarget,
): Promise<CallerOutcome> {
  const where = await open(session, target);
  if (!where) return { claimed: false, statuses: ['open_failed'], deciderCalls: 0 };
  let deciderCalls = 0;
  const ids: (string | undefined)[] = task.steps.map(() => undefined);
  let obs = await observe(session, where);
  for (let attempt = 0; ; attempt += 1) {
    deciderCalls += obs.decider?.calls ?? 0;
    task.steps.forEach((step, i) => {
      const hits = matching(step, obs.candidates);
      if (ids[i] === undefined && hits.length === 1) ids[i] = hits[0]?.id;
    });
    const missing = task.steps[ids.indexOf(undefined)];
    if (!missing || attempt >= FIND_RETRIES) break;
    // A cut list (a big page) is searched for the missing step's row or name; else the caller looks again later.
    const words = missing.within?.cell ?? missing.name;
    if (obs.cut && words !== undefined) obs = await observe(session, where, words);
    else {
      await sleep(THINK_MS);
      obs = await observe(session, where);
    }
  }
  if (ids.includes(undefined))
    return { claimed: false, statuses: ids.map((id) => (id ? 'pending' : 'not_found')), deciderCalls };
  const pending = task.steps.map((step, i) => ({ ...stepArgs(step), candidateId: ids[i] }));
  const { results, deciderCalls: calls } = await actAll(session, where, pending);
  const statuses = results.map((r) => r.status);
  const claimed = statuses.length === task.steps.length && statuses.every((s) => GOOD.has(s));
  return { claimed, statuses, deciderCalls: deciderCalls + calls };
}

async function observe(
  session: MeteredSession,
  where: Record<string, unknown>,
  find?: string,
): Promise<Observed> {
  const { structured } = await session.call('observe', { ...where, ...(find ? { find } : {}) });
  const read = readView(typeof structured?.view === 'string' ? structured.view : '');
  return { candidates: listedActions(read), cut: read.summaries.some((s) => s.includes('not shown')) };
}
