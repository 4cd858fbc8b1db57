// One connection to one browser: the Playwright handle, the browser-level CDP session, its tabs, and whether
// the connection has been lost (the browser crashed, was killed, or the socket dropped).
import { mkdir } from 'node:fs/promises';
import type { Browser, CDPSession } from 'playwright-core';
import { chromium } from './playwright.js';
import { DriverError } from '../../core/driver.js';
import { orAfter } from '../../core/limits.js';
import type { LaunchedBrowser } from './launch.js';
import { TabSet } from './tabs.js';

// How long a browser that is still connected may take to answer a liveness probe.
const PROBE_MS = 2_000;

/** A live or lost connection to a browser. */
export interface Link {
  browser: Browser;
  session: CDPSession;
  /** The process behind the link when this driver launched it; null when attached. */
  launched: LaunchedBrowser | null;
  endpoint: string;
  tabs: TabSet;
  /** The product name ("Chromium", "Chrome"). */
  app: string;
  /** Documents refused browser-wide for a URL with credentials (a launched browser's pop-ups and new tabs). */
  credentialRefusals: number;
  /** Whether the browser has gone (disconnected or its process exited). */
  isLost(): boolean;
  /** Calls `listener` once when the browser goes; returns the way to stop listening. */
  onLost(listener: () => void): () => void;
}

/**
 * Connects to a browser's DevTools endpoint and starts watching for its loss. Playwright keeps its files in
 * `artifactsDir` (a folder the caller removes), not in a temporary folder of its own that a killed server leaves.
 */
export async function openLink(
  endpoint: string,
  launched: LaunchedBrowser | null,
  artifactsDir: string,
): Promise<Link> {
  await mkdir(artifactsDir, { recursive: true });
  // noDefaults: Playwright leaves the user's default context alone (downloads, focus emulation, media).
  const browser = await chromium
    .connectOverCDP(endpoint, { noDefaults: true, timeout: 30_000, artifactsDir })
    .catch((error: unknown) => {
      const why = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      throw new DriverError('browser_unreachable', `could not connect to the browser at ${endpoint}: ${why}`);
    });
  // A dialog listener stops Playwright from dismissing dialogs by itself; the driver answers them.
  for (const context of browser.contexts()) context.on('dialog', () => undefined);
  const session = await browser.newBrowserCDPSession();
  const version = await session.send('Browser.getVersion');
  const app = (version.product.split('/')[0] ?? 'Chrome').replace(/^Headless/, '');
  let lost = false;
  const listeners = new Set<() => void>();
  const lose = (): void => {
    if (lost) return;
    lost = true;
    for (const listener of [...listeners]) listener();
    listeners.clear();
  };
  browser.on('disconnected', lose);
  launched?.process.once('exit', lose);
  if (!browser.isConnected() || launched?.process.exitCode != null) lose();
  return {
    browser,
    session,
    launched,
    endpoint,
    tabs: new TabSet(browser, session),
    app,
    credentialRefusals: 0,
    isLost: () => lost,
    onLost(listener) {
      if (lost) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the browser still answers on this link: false once lost or when a probe fails. */
export async function answers(link: Link): Promise<boolean> {
  if (link.isLost()) return false;
  const probe = link.session.send('Browser.getVersion').then(
    () => true,
    () => false,
  );
  // A browser too busy to answer within the probe time is treated as alive: its call's own error stands.
  return (await orAfter(probe, PROBE_MS, true)) && !link.isLost();
}

/** Lets go of a link: disconnects, and stops a launched browser (killing it after `graceMs`) and removes its folder. */
export async function retire(link: Link, graceMs = 0): Promise<void> {
  await link.browser.close().catch(() => undefined);
  await link.launched?.stop(graceMs);
}

/**
 * Runs one call on a link; if the browser goes during the call, or the call failed because it had gone, the call
 * fails with browser_crashed.
 */
export async function watch<T>(
  link: Link,
  what: string,
  mayHaveActed: boolean,
  work: (link: Link) => Promise<T>,
): Promise<T> {
  const crashed = (): DriverError =>
    new DriverError(
      'browser_crashed',
      `the browser stopped (crashed, killed or disconnected) during ${what}` +
        (mayHaveActed ? '; the action may have happened' : '') +
        `; the next call ${link.launched ? 'starts a fresh browser' : 'attaches again'}, and its tabs get new ids (call windows)`,
      mayHaveActed,
    );
  let stop = (): void => undefined;
  const dropped = new Promise<never>((_, reject) => {
    stop = link.onLost(() => reject(crashed()));
  });
  try {
    const result = await Promise.race([work(link), dropped]);
    if (link.isLost()) throw crashed();
    return result;
  } catch (error: unknown) {
    if (error instanceof DriverError && error.code === 'browser_crashed') throw error;
    if (!(await answers(link))) throw crashed();
    throw error;
  } finally {
    stop();
  }
}
