// Done reads the goal's words, not only the control acted on: goals on third-party components whose one act
// landed on a control that names part of the step (the Billing tab for "yearly billing", the Export… button for
// "as an Excel workbook", the text without "as a Heading 2", the search field for "add a new customer", Flatpickr's
// date field for a Sunday its calendar refuses) said done before. Now the words left over are named and the run is
// not done, or, where what the first act showed explains them (the Billing tab's "Bill annually" switch), the step
// goes on to it. Judged by the components' own state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBed, type Bed } from './bed.js';
import { attemptGoal, type GoalOutcome } from './goal-attempt.js';
import { HELDOUT_GOALS } from './goals-heldout.js';

const CASES: readonly (readonly [string, readonly string[]])[] = [
  ['h-ql-h2', ['heading', '2']],
  ['h-sw-excel', ['excel', 'workbook']],
  ['h-gj-add', ['customer']],
  ['h-fp-sunday', ['sunday']],
];
const ONWARD = 'h-bs-yearly';

let bed: Bed | undefined;
const outcomes = new Map<string, GoalOutcome>();

beforeAll(async () => {
  bed = await startBed();
  for (const [run, id] of [...CASES.map(([c]) => c), ONWARD].entries()) {
    const goal = HELDOUT_GOALS.find((g) => g.id === id);
    if (!goal) throw new Error(`no held-out goal ${id}`);
    outcomes.set(id, await attemptGoal(bed, goal, 900 + run));
  }
}, 240_000);
afterAll(async () => {
  await bed?.close();
});

describe('a goal step is done only when its words are explained by what it did', () => {
  it.each(CASES)('%s: not done, naming the words left over', (id, words) => {
    const o = outcomes.get(id);
    expect(o, `goal ${id} did not run`).toBeDefined();
    if (!o) return;
    expect(o.falseDone, `${o.report}\njudge: ${o.differences.join('; ')}`).toBe(false);
    expect(o.outcome).not.toBe('done');
    for (const w of words) expect(o.report).toContain(`"${w}"`);
  });

  it(`${ONWARD}: "Switch to yearly billing" goes on from the Billing tab to its "Bill annually" switch`, () => {
    const o = outcomes.get(ONWARD);
    expect(o, `goal ${ONWARD} did not run`).toBeDefined();
    expect(o?.pass, `${o?.report}\njudge: ${o?.differences.join('; ')}`).toBe(true);
    expect(o?.outcome).toBe('done');
  });
});
