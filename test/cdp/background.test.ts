// Tabs as windows: acting on a tab that is not in front leaves the front tab in front; listing, opening
// and navigating tabs; attaching to a running browser and detaching without closing anything.
import { chromium } from 'playwright-core';
import { expect, test } from 'vitest';
import { CdpDriver } from '../../src/drivers/cdp/driver.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

test('acts on a background tab while the front tab stays in front', async () => {
  fx.server.reset();
  // A second client without Playwright's default overrides, so it sees the tabs' real visibility.
  const probe = await chromium.connectOverCDP(fx.driver.endpoint, { noDefaults: true });
  try {
    const context = probe.contexts()[0];
    if (!context) throw new Error('no browser context');
    const session = await probe.newBrowserCDPSession();
    // The user's tab, in front (the driver's browser starts without one).
    const shown = context.waitForEvent('page');
    await session.send('Target.createTarget', { url: 'about:blank' });
    const front = await shown;
    // Page-side code as strings: the project compiles without the DOM library.
    await front.evaluate(
      "window.changes = 0; document.addEventListener('visibilitychange', () => window.changes++)",
    );
    const visibility = '[document.visibilityState, window.changes]';
    expect(await front.evaluate(visibility)).toEqual(['visible', 0]);
    const opened = context.waitForEvent('page');
    const { targetId } = await session.send('Target.createTarget', {
      url: `${fx.server.url}/form.html`,
      background: true,
    });
    const back = await opened;
    await back.waitForLoadState('load');
    expect(await back.evaluate('document.visibilityState')).toBe('hidden');

    const snap = await fx.driver.snapshot(targetId, call());
    await fx.driver.perform(
      targetId,
      { type: 'set_text', handle: find(snap, 'textbox', 'Name').handle, text: 'Background Bea' },
      call(),
    );
    await fx.driver.perform(targetId, { type: 'click', handle: find(snap, 'button', 'Save').handle }, call());
    expect(fx.server.state()).toMatchObject({ name: 'Background Bea', saves: 1 });
    expect(await front.evaluate(visibility)).toEqual(['visible', 0]);
  } finally {
    await probe.close();
  }
});

test('lists tabs as windows with stable ids, titles and addresses', async () => {
  const id = await openPage(fx, '/form.html');
  const windows = await fx.driver.windows({}, call());
  expect(windows.find((w) => w.id === id)).toMatchObject({
    title: 'Note form',
    url: `${fx.server.url}/form.html`,
  });
  expect(await fx.driver.windows({ app: 'firefox' }, call())).toEqual([]);
  await fx.driver.navigate(id, `${fx.server.url}/combo.html`, call());
  expect((await fx.driver.windows({}, call())).find((w) => w.id === id)?.title).toBe('Fruit picker');
  await expect(fx.driver.snapshot('NO-SUCH-TAB', call())).rejects.toMatchObject({ code: 'window_not_found' });
});

test('navigates only to http(s) addresses with a host, or about:blank', async () => {
  const id = await openPage(fx, '/form.html');
  for (const url of [
    'file:///etc/passwd',
    'javascript:alert(1)',
    'chrome://settings',
    'http://',
    'not a url',
  ])
    await expect(fx.driver.navigate(id, url, call())).rejects.toMatchObject({ code: 'bad_url' });
  await fx.driver.navigate(id, 'about:blank', call());
  expect((await fx.driver.snapshot(id, call())).window.url).toBe('about:blank');
});

test('opens no tab for an address it refuses', async () => {
  const before = (await fx.driver.windows({}, call())).map((w) => w.id);
  for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'not a url'])
    await expect(fx.driver.openTab(url, call())).rejects.toMatchObject({ code: 'bad_url' });
  expect((await fx.driver.windows({}, call())).map((w) => w.id)).toEqual(before);
});

test('attaches to a running browser and only disconnects when closed', async () => {
  const id = await openPage(fx, '/form.html');
  const port = new URL(fx.driver.endpoint).port;
  const attached = await CdpDriver.attach(`http://127.0.0.1:${port}`);
  const snap = await attached.snapshot(id, call());
  expect(find(snap, 'button', 'Save').label).toBe('Save');
  await attached.close();
  const again = await fx.driver.snapshot(id, call());
  expect(find(again, 'button', 'Save').handle).toBeDefined();
  expect((await fx.driver.windows({}, call())).some((w) => w.id === id)).toBe(true);
  await expect(CdpDriver.attach('ftp://127.0.0.1:1')).rejects.toMatchObject({ code: 'bad_endpoint' });
});

test('says a tab is loading while a slow page loads, and not once it has landed', async () => {
  const id = await openPage(fx, '/form.html');
  expect(await fx.driver.loading(id, call())).toBe(false);
  const landing = fx.driver.navigate(id, `${fx.server.url}/slow?ms=3000`, call());
  // The server holds the document for 3 s; a fifth of that in, the old page is still shown and complete.
  await new Promise((r) => setTimeout(r, 600));
  expect(await fx.driver.loading(id, call())).toBe(true);
  await landing;
  expect(await fx.driver.loading(id, call())).toBe(false);
});

test('a page whose main thread is busy counts as loading instead of holding the call', async () => {
  const id = await openPage(fx, '/late.html');
  const probe = await chromium.connectOverCDP(fx.driver.endpoint, { noDefaults: true });
  try {
    const session = await probe.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.some((t) => t.targetId === id)).toBe(true);
    const page = probe
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().endsWith('/late.html'));
    if (!page) throw new Error('no late.html page');
    // A 3 s busy loop on the page's main thread, started from outside the driver (margins for a loaded machine).
    await page.evaluate('setTimeout(() => { const end = Date.now() + 3000; while (Date.now() < end); }, 0)');
    await new Promise((r) => setTimeout(r, 300));
    expect(await fx.driver.loading(id, call())).toBe(true);
    await new Promise((r) => setTimeout(r, 3200));
    expect(await fx.driver.loading(id, call())).toBe(false);
  } finally {
    await probe.close();
  }
});
