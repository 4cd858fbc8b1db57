// One wild task through Playwright MCP: navigate its tab to the task's page, run the task's plan, and judge the
// end state through the component's own API, scored exactly as beans-picker's attempts are.
import type { Outcome } from '../../test/wild/attempt.js';
import { compareStates } from '../../test/wild/judge.js';
import { score } from '../../test/wild/task.js';
import { PAGES, type WildTask } from '../../test/wild/tasks.js';
import { runPlan } from './caller.js';
import type { Peer } from './peer.js';
import type { Plan } from './steps.js';

/** A task's outcome with what the caller read: tool calls and o200k tokens of every result. */
export interface MeteredOutcome extends Outcome {
  calls: number;
  tokens: number;
}

/** Runs one task's plan in Playwright MCP's tab; a plan that says it cannot be done runs nothing and claims nothing. */
export async function attemptPlaywright(
  peer: Peer,
  task: WildTask,
  plan: Plan,
  run: number,
): Promise<MeteredOutcome> {
  const started = Date.now();
  const first = peer.session.calls.length;
  const url = `${peer.server.url}${PAGES[task.library]}?task=${task.id}&run=${run}`;
  const navigated = await peer.session.call('browser_navigate', { url });
  const page = await peer.judge.page(url);
  // As for beans-picker: the first step is taken once the library has built its components.
  const before = await peer.judge.read(page, task.library);
  const { statuses, notes } = navigated.isError
    ? { statuses: ['navigate_error'], notes: [navigated.text.slice(0, 200)] }
    : 'unable' in plan
      ? { statuses: ['unable'], notes: [plan.unable] }
      : await runPlan(peer.session, plan.steps);
  const verdict = compareStates(await peer.judge.read(page, task.library), task.expect(before));
  // score() reads how many act calls there were and whether all were done: here each plan step is one.
  const planned = { acts: ('steps' in plan ? plan.steps : [plan]).map(() => ({ instruction: '' })) };
  const scored = score(task.refuse ? { ...planned, refuse: true } : planned, statuses, verdict.differences);
  const calls = peer.session.calls.slice(first);
  return {
    id: task.id,
    library: task.library,
    statuses,
    ...scored,
    notes,
    seconds: (Date.now() - started) / 1000,
    calls: calls.length,
    tokens: calls.reduce((sum, c) => sum + c.tokens, 0),
  };
}
