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

it("hides the Revenue series in Chart.js's default look, its 12 px grey label read a second time", async () => {
  // At Chart.js's default size and colour tesseract finds "Revenue" beside its colour box but is unsure of it
  // (confidence below 50), so one reading lost the item; read again at twice the size, alone, it is sure.
  const { windowId, page } = await openBedPage(bed(), '/pages/chartjs-default.html');
  await page.waitForFunction(`globalThis.Chart?.getChart('chart')`);
  expect(await page.evaluate(visible)).toEqual([true, true]);
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/"Revenue"/u);
  const result = await call('act', { windowId, instruction: 'Click Revenue in the legend' });
  expect(await page.evaluate(visible)).toEqual([false, true]);
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

it("a press on a drawn axis number, which Chart.js ignores: unverified, with the chart's pixels compared and unchanged", async () => {
  // A query of its own, so the judge reads this tab and not an earlier one of the same page.
  const { windowId, page } = await openBedPage(bed(), '/pages/chartjs.html?axis');
  await page.waitForFunction(`globalThis.Chart?.getChart('chart')`);
  const result = await call('act', { windowId, instruction: 'click 400' });
  expect(await page.evaluate(visible)).toEqual([true, true]);
  expect(result.status).toBe('unverified');
  // Through the MCP server's driver (window ids carry the driver's name), the glance before and after is taken.
  expect((result.verification as { screen?: unknown }).screen).toEqual({ changed: false, share: 0 });
  expect(String(result.message)).toContain('nothing changed on screen either');
}, 60_000);

it("reads every number on a small axis, lone digits too: Chart.js's own tick labels", async () => {
  // Tesseract reading a screen as sparse text passes over a lone character; ink no word covers is read again at
  // twice the size (src/drivers/ocr/ink.ts). A query of its own: this tab's chart is given small values.
  const { windowId, page } = await openBedPage(bed(), '/pages/chartjs.html?small');
  await page.waitForFunction(`globalThis.Chart?.getChart('chart')`);
  const ticks = (await page.evaluate(`(() => {
    const chart = Chart.getChart('chart');
    chart.data.datasets[0].data = [3, 7, 5, 9];
    chart.data.datasets[1].data = [2, 4, 6, 8];
    chart.options.scales = { y: { ticks: { stepSize: 1 } } };
    chart.update('none');
    return chart.scales.y.ticks.map((t) => t.label);
  })()`)) as string[];
  expect(ticks).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  const view = String((await call('observe', { windowId })).view);
  const read = new Set([...view.matchAll(/ Text "(.*)"$/gmu)].map((m) => m[1]));
  expect(ticks.filter((tick) => !read.has(tick))).toEqual([]);
}, 60_000);
