// Accessible names on real third-party components, read as the browser reads them: words of separate grid cells
// stay apart, and text slotted into a web component names its inner control.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBed, type Bed } from './bed.js';

let bed: Bed | undefined;
beforeAll(async () => {
  bed = await startBed();
}, 60_000);
afterAll(async () => {
  await bed?.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await bed!.client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 });
  return response.structuredContent as Record<string, unknown>;
}

it('names an AG Grid row by its first cell, not by its cells run together', async () => {
  const url = `${bed!.server.url}/pages/ag-grid.html`;
  const launched = await call('launch_app', { app: 'chromium', urls: [url] });
  const windowId = (launched.windows as { id: string }[])[0]?.id;
  const page = await bed!.judge.page(url);
  await page.waitForSelector('.ag-row');
  const observed = await call('observe', { windowId, find: 'INV-0001' });
  const view = String(observed.view);
  expect(view).toContain('row "INV-0001":');
  expect(view).not.toMatch(/INV-0001\s?Contoso|INV-0001[A-Z]/u);
}, 60_000);

it('names Shoelace checkboxes and switches by the text slotted into them', async () => {
  const url = `${bed!.server.url}/pages/shoelace.html`;
  const launched = await call('launch_app', { app: 'chromium', urls: [url] });
  const windowId = (launched.windows as { id: string }[])[0]?.id;
  const page = await bed!.judge.page(url);
  await bed!.judge.read(page, 'shoelace');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/CheckBox "Remember me"/u);
  expect(view).toMatch(/CheckBox "Send usage data" checked/u);
  expect(view).toMatch(/Switch "Notifications"/u);
}, 60_000);
