// The wild test bed under vitest: every task through beans-picker on real headless Chromium, judged by the
// components' own APIs over a separate CDP connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type Outcome } from './attempt.js';
import { startBed, type Bed } from './bed.js';
import { TASKS } from './tasks.js';

// Tasks the current code carries out (`npm run wild`: 54 of 97, each passing in every full run; sl-size-large
// failed one full run in five: "pressed 'Large', but the list does not show it as chosen"); the others are the
// real-world web issue's work list. sw-delete passes alone but failed once under load (the judge read the list
// while SweetAlert2 was still closing its dialog, before the page removed the row), so it is not listed.
const PASSING_TODAY = [
  'sl-fill-name',
  'sl-fill-email',
  'sl-remember',
  'sl-usage-off',
  'sl-notifications',
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
  'bs-members',
  'bs-seats',
  'bs-password',
  'jq-documents',
  'jq-book',
  'jq-hotel-stay',
  'jq-loyalty',
  'fp-saturday',
  'ch-subject',
  'ch-cc',
  'ch-team',
  'ag-sort-customer',
  'ag-search',
  'ag-select',
  'ag-next-page',
  'ql-write',
  'ql-version',
  'ql-publish',
  'ql-font',
  'sw-rename',
  'sw-export',
  'sw-new',
  'sw-delete-unconfirmed',
  'sw-missing',
  'gj-sort-orders',
  'gj-page-3',
  'gj-export',
  'ss-niger',
  'ss-express',
  'ss-address',
  'ss-state',
  'md-save',
  'md-export',
];

// False successes found on the ten libraries added on 2026-12-02 (done, yet the library's state says otherwise),
// not fixed yet: the first items of the real-world web issue. Every other task, the 23 of the first four libraries
// among them, must never answer done on a wrong end state; a false success not listed here fails this file, and a
// task listed here that stops false-succeeding may be taken off. Most are a click that opened a picker or list, or
// typed into its search box, judged done while the value asked for was never chosen.
const KNOWN_FALSE_SUCCESSES: Readonly<Record<string, string>> = {
  'bs-delete-team': 'a link to "#" named Team clicked for "Delete the team"; the URL change taken as done',
  'jq-depart': 'the date field clicked, the datepicker opened, no date chosen',
  'ch-refund': "'Refund request' typed into the labels search box; no label added",
  'ch-no-bug': 'the Labels combo box clicked (in some runs); the Bug label not removed',
  'ag-page-size': 'Next Page pressed for "Show 20 rows per page"',
  'ag-delete': "a row's context menu opened for a grid that has no delete",
  'gj-most-orders': 'one click sorts ascending; "most first" wanted descending',
  'ss-no-wednesday': 'the delivery days list opened; Wednesday still selected',
  'md-original': 'the "Upload quality" text clicked; the quality unchanged',
};

let bed: Bed | undefined;
const outcomes = new Map<string, Outcome>();

// One pass over every task, in order, in one browser (about two and a half minutes on two shared cores).
beforeAll(async () => {
  bed = await startBed();
  for (const [run, task] of TASKS.entries()) outcomes.set(task.id, await attempt(bed, task, run));
}, 420_000);
afterAll(async () => {
  await bed?.close();
});

function outcome(id: string): Outcome {
  const found = outcomes.get(id);
  if (!found) throw new Error(`task ${id} did not run`);
  return found;
}

describe('wild: third-party components, judged through their own APIs', () => {
  const strict = TASKS.map((t) => t.id).filter((id) => KNOWN_FALSE_SUCCESSES[id] === undefined);
  it.each(strict)('%s: done on every act only when the judge finds the end state', (id) => {
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
    const named = [...PASSING_TODAY, ...Object.keys(KNOWN_FALSE_SUCCESSES)];
    expect(named.filter((id) => !TASKS.some((t) => t.id === id))).toEqual([]);
  });

  it('lists no known false success among the first four libraries or the tasks passing today', () => {
    const known = Object.keys(KNOWN_FALSE_SUCCESSES);
    expect(known.filter((id) => PASSING_TODAY.includes(id) || /^(?:sl|tab|nui|ts)-/u.test(id))).toEqual([]);
  });
});
