// The driver keeps nothing per request a page makes: a tab that polls its server without pause leaves the
// heap where it was, whether the page reads its answers or not. Before, Playwright's request events kept a
// Request and a Response per request (about 17 MB per 1,000 requests, measured), and requests whose body the
// page never read were kept by Playwright until the tab closed (about 10 MB per 1,000).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { startBusyServer, type BusyOptions } from '../support/busy.js';
import { call, useBrowser } from './helpers.js';

const fx = useBrowser();

// Node's gc(), exposed at run time: vitest starts its workers without --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;

// How much the heap grew (MB) while a busy page made `count` requests, after a warm-up.
async function growthOver(count: number, options: BusyOptions): Promise<number> {
  const busy = await startBusyServer(options);
  try {
    const id = (await fx.driver.openTab(busy.pageUrl, call())).id;
    // The first few hundred requests load code and fill caches that then stay the same size.
    await busy.reached(300, 30_000);
    const before = heapAfterGc();
    await busy.reached(busy.answered() + count, 100_000);
    const grown = heapAfterGc() - before;
    await fx.driver.navigate(id, 'about:blank', call());
    return grown / MB;
  } finally {
    await busy.close();
  }
}

test('2,000 requests of a busy tab leave the heap within 6 MB of where it was', async () => {
  expect(await growthOver(2000, { method: 'GET' })).toBeLessThan(6);
}, 150_000);

test('so do 2,000 saves whose answers the page never reads', async () => {
  expect(await growthOver(2000, { method: 'POST', read: false })).toBeLessThan(6);
}, 150_000);
