// Which requests an act waits for: a tab counts its pages' requests (its own and its out-of-process iframes')
// from CDP until each is answered, and stops waiting for one after 2 s (a long poll or a stream).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openLink, type Link } from '../../src/drivers/cdp/link.js';
import type { Tab } from '../../src/drivers/cdp/tab.js';
import { openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
// A second connection to the driver's browser, whose tabs are read directly.
let link: Link;
let artifacts: string;

beforeAll(async () => {
  artifacts = await mkdtemp(join(tmpdir(), 'bp-requests-'));
  link = await openLink(fx.driver.endpoint, null, artifacts);
});
afterAll(async () => {
  await link?.browser.close();
  await rm(artifacts, { recursive: true, force: true });
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Polls until the tab's pending count is `count`; returns how long that took (ms), or throws after `ms`.
async function pendingBecomes(tab: Tab, count: number, ms: number): Promise<number> {
  const started = Date.now();
  while (tab.pendingRequests() !== count) {
    if (Date.now() - started > ms) throw new Error(`pending stayed ${tab.pendingRequests()}, not ${count}`);
    await sleep(10);
  }
  return Date.now() - started;
}

test('a fetch is pending until its answer arrives, and is no navigation', async () => {
  const tab = await link.tabs.get(await openPage(fx, '/form.html'));
  expect(tab.pendingRequests()).toBe(0);
  const fetching = tab.page.evaluate("fetch('/slow?ms=1500').then(() => 'answered')");
  await pendingBecomes(tab, 1, 1000);
  expect(tab.loading()).toBe(false);
  // Answered 1.5 s after it started: still pending a moment before, not once the answer is in.
  const waited = await pendingBecomes(tab, 0, 3000);
  expect(waited).toBeGreaterThan(800);
  expect(await fetching).toBe('answered');
});

test('a request still unanswered after 2 s is no longer waited for', async () => {
  const tab = await link.tabs.get(await openPage(fx, '/form.html'));
  const fetching = tab.page.evaluate("fetch('/slow?ms=4000').then(() => 'answered')");
  await pendingBecomes(tab, 1, 1000);
  await sleep(1200);
  expect(tab.pendingRequests()).toBe(1);
  await sleep(1000);
  expect(tab.pendingRequests()).toBe(0);
  expect(await fetching).toBe('answered');
});

test("an out-of-process iframe's fetch is pending too", async () => {
  const tab = await link.tabs.get(await openPage(fx, '/frames.html'));
  // The driver reaches an out-of-process iframe once it has listed the tab's frames (as every snapshot does).
  await tab.frames.sites();
  const cross = tab.page.frames().find((f) => f.url().startsWith(fx.server.crossOriginUrl));
  if (!cross) throw new Error('no cross-origin frame');
  await pendingBecomes(tab, 0, 2000);
  const fetching = cross.evaluate("fetch('/slow?ms=1500').then(() => 'answered')");
  await pendingBecomes(tab, 1, 1000);
  await pendingBecomes(tab, 0, 3000);
  expect(await fetching).toBe('answered');
});
