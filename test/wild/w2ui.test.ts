// w2ui (no ARIA of its own) on the inventory host page: its toolbar menu takes its rows' clicks with one handler on
// the menu, so the menu read as one control named by all its rows, and "Choose CSV spreadsheet" clicked its middle:
// the PDF row, reported done. Each row is now a control of its own. Judged by the page's own export message.
import { expect, it } from 'vitest';
import { callTool, controlLines, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();

it('offers each row of the delegated Export menu and exports CSV when asked for CSV', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/w2ui.html');
  await expect.poll(() => page.evaluate(`globalThis.w2ui?.products?.records?.length ?? 0`)).toBe(20);
  const opened = await callTool(bed().client, 'act', { windowId, instruction: 'Open the Export menu' });
  expect(opened.status, String(opened.message)).toBe('done');
  const rows = (await controlLines(bed(), windowId)).filter((line) =>
    /CSV spreadsheet|Excel workbook|PDF stock report|Print pick list/u.test(line),
  );
  expect(rows).toEqual([
    'Generic "CSV spreadsheet"',
    'Generic "Excel workbook"',
    'Generic "PDF stock report"',
    'Generic "Print pick list"',
  ]);
  const chosen = await callTool(bed().client, 'act', { windowId, instruction: 'Choose CSV spreadsheet' });
  expect(chosen.status, String(chosen.message)).toBe('done');
  const message = (): Promise<unknown> =>
    page.evaluate(`document.querySelector('.w2ui-popup')?.textContent?.replace(/\\s+/g, ' ').trim() ?? ''`);
  await expect.poll(message, { timeout: 5000 }).toContain('Exported 20 products as CSV spreadsheet.');
}, 60_000);
