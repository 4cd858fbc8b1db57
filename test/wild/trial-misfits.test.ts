// Steps a new user's trial (2026-12-06) found said done when they had not happened, on pages the trial wrote
// (test/wild/pages/trial/) with flatpickr, noUiSlider, Tabulator, Ionic and Shoelace, each judged by the page's own
// state.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (
  windowId: string,
  instruction: string,
  allowDestructive = false,
): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, instruction, ...(allowDestructive ? { allowDestructive } : {}) });

it('"untick everything except Wi-Fi" is not one step: nothing is unticked, and the answer is not done', async () => {
  // Before: Wi-Fi, the box to keep, was unticked and the answer was done ("now off").
  const { windowId, page } = await openBedPage(bed(), '/pages/trial/booking.html');
  await page.waitForFunction('typeof window.__state === "function"');
  const boxes = (): Promise<unknown> =>
    page.evaluate('(({ pets, pool, wifi, park }) => ({ pets, pool, wifi, park }))(window.__state())');
  const before = await boxes();
  expect(before).toEqual({ pets: false, pool: true, wifi: true, park: false });
  const answer = await act(windowId, 'untick everything except Wi-Fi');
  expect(answer.status).not.toBe('done');
  expect(String(answer.message)).toMatch(/every item but/u);
  expect(await boxes()).toEqual(before);
}, 60_000);

it('"select the Green tea row" does not press the row\'s Remove button, even with destructive acts allowed', async () => {
  // Before: the Remove button was pressed, the row deleted, and the answer was done ("2 went away").
  const { windowId, page } = await openBedPage(bed(), '/pages/trial/grids.html');
  await page.waitForFunction(
    'typeof window.__state === "function" && window.__state().tabData.includes("Green tea")',
  );
  const answer = await act(windowId, 'select the Green tea row', true);
  const state = (await page.evaluate('window.__state()')) as {
    removed: string[];
    tabData: string;
    tabSel: string[];
  };
  expect(state.removed).toEqual([]);
  expect(state.tabData).toContain('Green tea');
  // Selected, or said not done: never done with the row gone.
  if (answer.status === 'done') expect(state.tabSel).toEqual(['Green tea']);
}, 60_000);

it('"3 guests" moves the Guests slider to 3, and a click into the stay dates is no setting of them', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/trial/booking.html?guests');
  await page.waitForFunction('typeof window.__state === "function"');
  const state = (): Promise<{ guests: number; stay: string[] }> =>
    page.evaluate('window.__state()') as Promise<{ guests: number; stay: string[] }>;
  expect(Number((await state()).guests)).toBe(2);
  // Before: one step down, 2 → 1, said done.
  const guests = await act(windowId, '3 guests');
  expect(Number((await state()).guests)).toBe(3);
  expect(guests.status).toBe('done');
  // Before: the click opened flatpickr's calendar and the answer was done ("2 control(s) appeared").
  const stay = await act(windowId, 'set the stay dates to 2026-12-20 to 2026-12-27');
  if (stay.status === 'done') expect((await state()).stay).toEqual(['2026-12-20', '2026-12-27']);
  else expect((await state()).stay).toEqual(['2026-12-10', '2026-12-14']);
}, 60_000);

it('"Doctor: Dr Patel" never types over the notes for the doctor', async () => {
  // Before: the notes ("allergic to penicillin") were replaced by "Dr Patel" and the answer was done.
  const { windowId, page } = await openBedPage(bed(), '/pages/trial/ionic.html');
  await page.waitForFunction(
    'typeof window.__state === "function" && !!document.querySelector("ion-textarea textarea")',
  );
  const notes = await act(windowId, "tell the doctor 'allergic to penicillin'");
  const state = (): Promise<{ notes: string; doctor: unknown }> =>
    page.evaluate('window.__state()') as Promise<{ notes: string; doctor: unknown }>;
  if (notes.status !== 'done') return expect((await state()).notes ?? '').toBe('');
  expect((await state()).notes).toBe('allergic to penicillin');
  const doctor = await act(windowId, 'Doctor: Dr Patel');
  expect((await state()).notes).toBe('allergic to penicillin');
  if (doctor.status === 'done') expect(String((await state()).doctor)).toMatch(/patel/iu);
}, 60_000);

it('"delete my account" that only opens "Delete account?" is not done until the dialog is answered', async () => {
  // Before: done ("N control(s) appeared") with the account not deleted.
  const { windowId, page } = await openBedPage(bed(), '/pages/trial/shoelace.html');
  await page.waitForFunction('typeof window.__state === "function" && !!customElements.get("sl-dialog")');
  const state = (): Promise<{ deleted: boolean; dlgOpen: boolean }> =>
    page.evaluate('window.__state()') as Promise<{ deleted: boolean; dlgOpen: boolean }>;
  const asked = await act(windowId, 'delete my account', true);
  const now = await state();
  if (asked.status === 'done') expect(now.deleted).toBe(true);
  else expect(now.deleted).toBe(false);
  if (now.dlgOpen) expect(asked.status).toBe('unverified');
}, 60_000);

it('"Status: In review" chooses in Choices.js\'s own list, not only in the select it hides', async () => {
  // Before: done ("reads exactly In review") with Choices still on Draft: only the hidden <select> had changed.
  const { windowId, page } = await openBedPage(bed(), '/pages/trial/tags.html');
  await page.waitForFunction('typeof window.__state === "function"');
  const status = (): Promise<unknown> => page.evaluate('window.chStatus.getValue(true)');
  expect(await status()).toBe('draft');
  const answer = await act(windowId, 'Status: In review');
  if (answer.status === 'done') expect(await status()).toBe('review');
  else expect(await status()).toBe('draft');
}, 60_000);
