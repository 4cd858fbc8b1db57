// The goal ladder under vitest: every goal through `beans-picker run --act` with the embedded decider only, on
// real headless Chromium, judged by the components' own APIs over a separate CDP connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBed, type Bed } from './bed.js';
import { attemptGoal, type GoalOutcome } from './goal-attempt.js';
import { GOALS } from './goals.js';

// The bar: at least 85% of the goals done (`npm run wild:goals` on 2026-12-03: 68 of 72, 0 false dones).
const MIN_PASSING = Math.ceil(GOALS.length * 0.85);

let bed: Bed | undefined;
const outcomes = new Map<string, GoalOutcome>();

// One pass over every goal, in order, in one browser (about two minutes on two shared cores).
beforeAll(async () => {
  bed = await startBed();
  for (const [run, goal] of GOALS.entries()) outcomes.set(goal.id, await attemptGoal(bed, goal, run));
}, 420_000);
afterAll(async () => {
  await bed?.close();
});

function outcome(id: string): GoalOutcome {
  const found = outcomes.get(id);
  if (!found) throw new Error(`goal ${id} did not run`);
  return found;
}

describe('goal ladder: whole goals on third-party components, embedded decider only', () => {
  it.each(GOALS.map((g) => g.id))('%s: the run says done only when the judge finds the end state', (id) => {
    const o = outcome(id);
    expect(o.falseDone, `${o.report}\njudge: ${o.differences.join('; ')}`).toBe(false);
  });

  it(`at least ${MIN_PASSING} of ${GOALS.length} goals are done and judged so`, () => {
    const failed = [...outcomes.values()].filter((o) => !o.pass);
    const lines = failed.map((o) => `${o.id}: ${o.outcome}; ${o.differences.join('; ')}`);
    expect(GOALS.length - failed.length, lines.join('\n')).toBeGreaterThanOrEqual(MIN_PASSING);
  });
});
