// A menu that is always on the page is not an open popup: on a jQuery UI page with its account menu as navigation,
// the tabs and accordion beside it stay in reach, and a tab is opened and judged by jQuery UI's own state.
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

it('opens the Hotels tab beside a persistent jQuery UI menu', async () => {
  const url = `${bed!.server.url}/pages/jquery-ui.html`;
  const launched = await call('launch_app', { app: 'chromium', urls: [url] });
  const windowId = (launched.windows as { id: string }[])[0]?.id;
  const page = await bed!.judge.page(url);
  await page.waitForFunction(
    "document.querySelector('#modes.ui-tabs') && document.querySelector('#account-menu.ui-menu')",
  );
  const result = await call('act', { windowId, instruction: 'Open the Hotels tab' });
  expect(result.status, String(result.message)).toBe('done');
  expect(await page.evaluate("$('#modes').tabs('option', 'active')")).toBe(1);
}, 60_000);
