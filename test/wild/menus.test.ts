// A menu that is always on the page is not an open popup: on a jQuery UI page with its account menu as navigation,
// the tabs and accordion beside it stay in reach, and a tab is opened and judged by jQuery UI's own state.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);

it('opens the Hotels tab beside a persistent jQuery UI menu', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/jquery-ui.html');
  await page.waitForFunction(
    "document.querySelector('#modes.ui-tabs') && document.querySelector('#account-menu.ui-menu')",
  );
  const result = await call('act', { windowId, instruction: 'Open the Hotels tab' });
  expect(result.status, String(result.message)).toBe('done');
  expect(await page.evaluate("$('#modes').tabs('option', 'active')")).toBe(1);
}, 60_000);

it('keeps the page in reach while a jQuery UI selectmenu is open beside the persistent menu, and picks SUV', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/jquery-ui.html?selectmenu');
  await bed().judge.read(page, 'jquery-ui');
  const opened = await call('act', { windowId, instruction: 'Open Car rental' });
  expect(opened.status, String(opened.message)).toBe('done');
  const picked = await call('act', { windowId, instruction: 'Pick SUV as the car class' });
  expect(picked.status, String(picked.message)).toBe('done');
  expect(await bed().judge.read(page, 'jquery-ui')).toMatchObject({ tab: 2, carClass: 'SUV' });
}, 60_000);

it('keeps the page in reach with a jQuery UI accordion section open and focused beside the persistent menu', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/jquery-ui.html?accordion');
  await bed().judge.read(page, 'jquery-ui');
  const opened = await call('act', { windowId, instruction: 'Show the Changes and cancellations section' });
  expect(opened.status, String(opened.message)).toBe('done');
  expect(await bed().judge.read(page, 'jquery-ui')).toMatchObject({ tab: 0, info: 1 });
  // The focused, expanded accordion header opened a section, not the menu: the tabs are still there to use.
  const tab = await call('act', { windowId, instruction: 'Open the Hotels tab' });
  expect(tab.status, String(tab.message)).toBe('done');
  expect(await bed().judge.read(page, 'jquery-ui')).toMatchObject({ tab: 1, info: 1 });
}, 60_000);
