// The wild test bed under vitest: every task through beans-picker on real headless Chromium, judged by the
// components' own APIs over a separate CDP connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, type Outcome } from './attempt.js';
import { startBed, type Bed } from './bed.js';
import { TASKS } from './tasks.js';

// Tasks the current code carries out (`npm run wild` on 2026-12-02: 81 of 97, no false success). Two more passed
// in that run but are left out as flaky under load: sl-size-large ("pressed 'Large', but the list does not show it
// as chosen" in one full run in five) and sw-delete (the judge read the list while SweetAlert2 was still closing
// its dialog, before the page removed the row). The rest is the real-world web issue's work list; every task, listed
// or not, must never answer done on a wrong end state.
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
  // The nine false successes found when the ten libraries were added: each now ends in the library's own
  // state, or in an answer that is not done.
  'bs-delete-team',
  'ag-delete',
  'ch-refund',
  'ch-no-bug',
  'gj-most-orders',
  'ss-no-wednesday',
  'fp-cascade',
  'ss-uk',
  'ss-friday',
  'jq-travellers',
  'jq-hotels',
  'jq-suv',
  'md-sharing',
  'md-limit',
  'md-partner',
  'md-free-up',
  'md-original',
  'jq-depart',
  'fp-date',
  'fp-away',
  'fp-start',
  'tab-edit-age',
  'ag-customer',
  'ch-urgent',
  'ch-assignee',
  'ag-amount-desc',
  // Words the decider did not tie to the control (placeholder-named search field, "annually", "allow",
  // "stop backing up", "include", "next page").
  'gj-search',
  'bs-annual',
  'md-cellular',
  'md-backup-off',
  'bs-viewers',
  'gj-next',
  // A word value after "change the plan to" that one list on the page offers.
  'bs-plan',
  // Quill's header picker: a button whose popup holds one button per value is a list to choose from.
  'ql-heading',
  // Shoelace's options live in the light DOM and show through the listbox's slot (was flaky: pressed while the
  // list closed after the driver found no option).
  'sl-size-large',
  // A click on the tab already open changes nothing: the radio beside it in the shortlist is the step.
  'md-share-all',
  // A Bootstrap dropdown toggle (a hidden list of links right after a button with an expanded state) is a menu
  // button: "Open the account menu" finds it by its id and that role.
  'bs-account-menu',
];

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
