// Which way a slider runs: two noUiSlider sliders with no name, a camera's pan (across) and tilt (up and down), are
// told apart by "the vertical slider", which is set to the number the words name although its up key lowers it
// (noUiSlider's vertical sliders run top to bottom unless told otherwise). Judged by noUiSlider itself.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);
const value = (id: string): string => `document.getElementById('${id}').noUiSlider.get()`;

it('sets the vertical one of two unnamed noUiSlider sliders, and leaves the horizontal one', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/nouislider-mixer.html?axes');
  await page.waitForFunction(
    "document.querySelector('#tilt .noUi-handle') && document.querySelector('#surround .noUi-handle')",
  );
  // observe says which way the unnamed one runs; a slider that runs across (its role's own way) says nothing.
  const view = String((await call('observe', { windowId })).view);
  const sliders = view.split('\n').filter((l) => /\bSlider\b/u.test(l) && !/"/u.test(l.split('=')[0] ?? ''));
  expect(
    sliders.filter((l) => / vertical\b/u.test(l)),
    view,
  ).toHaveLength(1);
  const result = await call('act', { windowId, instruction: 'Set the vertical slider to 75' });
  expect(result.status, String(result.message)).toBe('done');
  expect(await page.evaluate(value('tilt'))).toBe('75.00');
  expect(await page.evaluate(value('pan'))).toBe('40.00');
}, 60_000);
