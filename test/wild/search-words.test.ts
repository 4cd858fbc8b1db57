// Words of a new user's trial of 2026-12-06 that name what to search or filter for, or a value with no verb of
// typing, on third-party pages, each judged by the page's own state. Before, each was answered by a click into the
// field and "done" ("the caret is in …", "the window changed") with nothing searched, filtered or entered; and
// "select the second and third invoices" sorted AG Grid through its header's inner label.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (windowId: string, instruction: string): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, instruction });

it('"filter the city column by Boston" filters Tabulator\'s City column', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/tabulator.html?filter');
  const count = `Tabulator.findTable('#people')[0]?.getDataCount('active')`;
  await page.waitForFunction(`${count} === 20`);
  const result = await act(windowId, 'filter the city column by Boston');
  await expect.poll(() => page.evaluate(count)).toBeLessThan(20);
  expect(
    await page.evaluate(`Tabulator.findTable('#people')[0].getHeaderFilters().map((f) => f.value)`),
  ).toEqual(['Boston']);
  expect(result.status).toBe('done');
}, 60_000);

it('"search invoices for Contoso" types Contoso into AG Grid\'s search', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/ag-grid.html?search');
  await page.waitForFunction(`document.querySelectorAll('#invoices .ag-row').length > 0`);
  const result = await act(windowId, 'search invoices for Contoso');
  expect(await page.evaluate(`document.querySelector('#quick').value`)).toBe('Contoso');
  expect(result.status).toBe('done');
}, 60_000);

it('"select the second and third invoices" never sorts AG Grid by its header\'s label', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/ag-grid.html?select');
  await page.waitForFunction(`document.querySelectorAll('#invoices .ag-row').length > 0`);
  const sorted = `document.querySelector('.ag-header-cell[col-id=number]').getAttribute('aria-sort')`;
  const result = await act(windowId, 'select the second and third invoices');
  expect(await page.evaluate(sorted)).toBe('none');
  if (result.status === 'done')
    expect(await page.evaluate(`document.querySelectorAll('#invoices .ag-row-selected').length`)).toBe(2);
}, 60_000);

it('"use proxy.corp.local:3128" is not done by a caret in the Proxy field', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace.html?proxy');
  await page.waitForFunction(`document.querySelector('#remember')?.hasUpdated`);
  expect((await act(windowId, 'click the Advanced tab')).status).toBe('done');
  const result = await act(windowId, 'use proxy.corp.local:3128');
  const proxy = (await page.evaluate(`document.querySelector('#proxy').value`)) as string;
  // Done only with the proxy entered; a click into the field is delivered, not done.
  if (result.status === 'done') expect(proxy).toBe('proxy.corp.local:3128');
  else expect(result.status).not.toBe('done');
}, 60_000);
