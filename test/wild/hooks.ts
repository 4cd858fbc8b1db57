// One bed (or one wild server and a bare Chromium) for the tests of a file: started before them, closed after.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS, findChromium } from '../../src/drivers/cdp/launch.js';
import { startBed, type Bed } from './bed.js';
import { startWildServer, type WildServer } from './server.js';

/** Starts a bed for this test file; the returned function gives it inside the tests. */
export function useBed(): () => Bed {
  let bed: Bed | undefined;
  beforeAll(async () => {
    bed = await startBed();
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });
  return () => {
    if (!bed) throw new Error('the bed has not started');
    return bed;
  };
}

/** Starts the wild server and a headless Chromium of its own for this test file (no beans-picker in between). */
export function useWildBrowser(): () => { server: WildServer; browser: Browser } {
  let server: WildServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startWildServer();
    const executablePath = findChromium();
    if (!executablePath) throw new Error('no Chromium found');
    browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return () => {
    if (!server || !browser) throw new Error('the wild browser has not started');
    return { server, browser };
  };
}
