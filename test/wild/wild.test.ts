// The wild test bed under vitest: every task through beans-picker on real headless Chromium, judged by the
// components' own APIs over a separate CDP connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type Outcome } from './attempt.js';
import { startBed, type Bed } from './bed.js';
import { TASKS } from './tasks.js';

// Tasks the current code carries out (`npm run wild`, 21 of 23); the others are the real-world web issue's work list.
const PASSING_TODAY = [
  'sl-fill-name',
  'sl-fill-email',
  'sl-remember',
  'sl-usage-off',
  'sl-notifications',
  'sl-size-large',
  'sl-volume-70',
  'sl-advanced-tab',
  'sl-proxy',
  'sl-rating-4',
  'sl-save',
  'tab-filter-name',
  'tab-sort-age',
  'tab-sort-name',
  'nui-45',
  'nui-brightness-80',
  'nui-max',
  'ts-city-portland',
  'ts-city-denver',
  'ts-tag-urgent',
  'ts-tags-two',
];

let bed: Bed | undefined;
const outcomes = new Map<string, Outcome>();

// One pass over every task, in order, in one browser (about two minutes on two shared cores).
beforeAll(async () => {
  bed = await startBed();
  for (const [run, task] of TASKS.entries()) outcomes.set(task.id, await attempt(bed, task, run));
}, 300_000);
afterAll(async () => {
  await bed?.close();
});

function outcome(id: string): Outcome {
  const found = outcomes.get(id);
  if (!found) throw new Error(`task ${id} did not run`);
  return found;
}

describe('wild: third-party components, judged through their own APIs', () => {
  it.each(TASKS.map((t) => t.id))('%s: done on every act only when the judge finds the end state', (id) => {
    const o = outcome(id);
    expect(
      o.falseSuccess,
      `answered ${o.statuses.join(' → ')} (${o.notes.join('; ')}) but: ${o.differences.join('; ')}`,
    ).toBe(false);
  });

  it.each(PASSING_TODAY)('%s: the judge finds the expected end state', (id) => {
    const o = outcome(id);
    expect(o.differences, `answered ${o.statuses.join(' → ')}: ${o.notes.join('; ')}`).toEqual([]);
  });

  it('names only tasks that exist', () => {
    expect(PASSING_TODAY.filter((id) => !TASKS.some((t) => t.id === id))).toEqual([]);
  });
});
