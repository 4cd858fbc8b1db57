// A share of a range said in words ("turn the music down to a quarter", "lower the voice chat to half") on
// noUiSlider's mixer, judged by the sliders' own values. Before, each moved its slider one step (45% → 44%,
// 80% → 79%) and said done (a new user's trial of 2026-12-06).
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (windowId: string, instruction: string): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, instruction });

it('"to a quarter" and "to half" move a slider to that share of its range', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/nouislider-mixer.html?share');
  const read = (id: string): Promise<unknown> =>
    page.evaluate(`document.querySelector('#${id}').noUiSlider.get()`);
  await page.waitForFunction(`!!document.querySelector('#music')?.noUiSlider`);
  expect([await read('music'), await read('voice')]).toEqual(['45%', '80%']);
  const quarter = await act(windowId, 'turn the music down to a quarter');
  expect(await read('music')).toBe('25%');
  expect(quarter.status).toBe('done');
  const half = await act(windowId, 'lower the voice chat to half');
  expect(await read('voice')).toBe('50%');
  expect(half.status).toBe('done');
}, 60_000);
