// One goal, attempted as a user runs it: open its page in a new tab, `beans-picker run "goal" --window ID --act`
// on it with the embedded decider only, and judge the end state through the component's own API.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGoalCommand } from '../../src/cli/run.js';
import type { Io } from '../../src/cli/io.js';
import { openBedPage, type Bed } from './bed.js';
import type { WildGoal } from './goals.js';
import { compareStates, type Library } from './judge.js';
import { PAGES } from './tasks.js';

/** What one goal came to. */
export interface GoalOutcome {
  id: string;
  library: Library;
  /** The run's outcome ("done", "refused", "nothing helps", …). */
  outcome: string;
  /** Done for a goal that wants done and the judge agrees; not done with the judge agreeing for a refusal. */
  pass: boolean;
  /** The run said done, and the judge did not find the end state (or the honest answer was not done). */
  falseDone: boolean;
  differences: string[];
  /** The run's printed report, for reading a failure. */
  report: string;
  seconds: number;
}

const OUTCOME = /^outcome: (.+?)(?: — |$)/mu;

/** Runs one goal on a fresh tab; the tab is closed afterwards. */
export async function attemptGoal(bed: Bed, goal: WildGoal, run: number): Promise<GoalOutcome> {
  const started = Date.now();
  const { windowId, page } = await openBedPage(bed, `${PAGES[goal.library]}?goal=${goal.id}&run=${run}`);
  const runs = await mkdtemp(join(tmpdir(), 'wild-goal-'));
  try {
    const before = await bed.judge.read(page, goal.library);
    const lines: string[] = [];
    const io: Io = {
      out: (t) => void lines.push(t),
      err: (t) => void lines.push(t),
      readStdin: async () => '',
    };
    const flags = { window: windowId, act: true, runs };
    await runGoalCommand(bed.session, goal.goal, flags, io, { signal: new AbortController().signal });
    const report = lines.join('');
    const outcome = OUTCOME.exec(report)?.[1] ?? 'no outcome';
    const expected = (goal.expect as (s: unknown) => unknown)(before) as object;
    // A page the judge cannot read (Grid.js searched down to no rows shows no summary) is not the end state.
    const actual = await bed.judge.read(page, goal.library).catch((error: unknown) => error as Error);
    const verdict =
      actual instanceof Error
        ? { pass: false, differences: [`the judge could not read the page: ${actual.message}`] }
        : compareStates(actual, expected);
    const done = outcome === 'done';
    const pass = verdict.pass && done !== (goal.refuse === true);
    return {
      id: goal.id,
      library: goal.library,
      outcome,
      pass,
      falseDone: done && !pass,
      differences: verdict.differences,
      report,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await page.close();
    await rm(runs, { recursive: true, force: true });
  }
}
