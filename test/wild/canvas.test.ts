// A Chart.js chart: its title, legend and axes are drawn in a canvas, so the tree sees one unnamed canvas and
// beans-picker reads its pixels (OCR). A legend item hides its series when clicked (Chart.js's own handler, by
// coordinates), in a background tab; the judge reads the chart through Chart.js's API.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);
const visible = `[0, 1].map((i) => Chart.getChart('chart').isDatasetVisible(i))`;

it('hides the Costs series by its legend item, drawn only in the canvas', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/chartjs.html');
  await page.waitForFunction(`globalThis.Chart?.getChart('chart')`);
  expect(await page.evaluate(visible)).toEqual([true, true]);
  const result = await call('act', { windowId, instruction: 'Click Costs in the legend' });
  expect(await page.evaluate(visible)).toEqual([true, false]);
  expect(result.status, String(result.message)).toBe('done');
}, 60_000);

it("shows the chart's drawn title and legend as the window's text", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/chartjs.html');
  await page.waitForFunction(`globalThis.Chart?.getChart('chart')`);
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/^Quarterly revenue, total 1,400$/mu);
  expect(view).toMatch(/"Revenue"/u);
  expect(view).toMatch(/"Costs"/u);
}, 60_000);
