// Words that go somewhere and then do a thing there, joined by "and" (a new user's trial of 2026-12-06): each was
// done by its first half alone, the panel or tab opened and the thing left undone. Judged by the page's own state.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (windowId: string, instruction: string): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, instruction });

it('"open the filters panel and include viewers" ticks Viewers in Bootstrap\'s filters', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/bootstrap.html?two');
  await page.waitForFunction(`!!document.querySelector('#f-viewers')`);
  const result = await act(windowId, 'open the filters panel and include viewers');
  // Before: done, the Filters panel opened, Viewers still unticked.
  expect(await page.evaluate(`document.querySelector('#f-viewers').checked`)).toBe(true);
  expect(result.status).toBe('done');
  expect(result.steps).toHaveLength(2);
}, 60_000);

it('"go to sharing and share everything" is done only with everything shared (mdui)', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/mdui.html?two');
  await page.waitForFunction(`!!document.querySelector('#share-scope')`);
  const result = await act(windowId, 'go to sharing and share everything');
  const scope = await page.evaluate(`document.querySelector('#share-scope').value`);
  // Before: done, the Sharing tab opened, the scope still "people".
  if (result.status === 'done') expect(scope).toBe('all');
  else expect(result.status).not.toBe('done');
}, 60_000);
