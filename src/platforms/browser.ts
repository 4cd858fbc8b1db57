// The browser platform: a launched headless Chromium (or an attached Chrome) behind the session's interfaces.
import { existsSync } from 'node:fs';
import { DriverError } from '../core/driver.js';
import { findChromium, launchChromium } from '../drivers/cdp/launch.js';
import type { CdpDriver } from '../drivers/cdp/driver.js';
import type { Config } from '../config/schema.js';
import { dialogId, type BrowserExtras } from '../tools/platform.js';
import type { DriverFactory } from '../tools/session.js';

/** The browser executable to launch: BEANS_PICKER_BROWSER, else the first Chrome/Chromium found. */
export function browserExecutable(config: Config): string | null {
  if (config.BEANS_PICKER_BROWSER)
    return existsSync(config.BEANS_PICKER_BROWSER) ? config.BEANS_PICKER_BROWSER : null;
  return findChromium();
}

/** Browser controls over a CDP driver. */
export function browserExtras(driver: CdpDriver): BrowserExtras {
  return {
    openTab: (url, signal) => driver.openTab(url, { signal }),
    async closeTab(windowId, discard, signal) {
      const kept = await driver.closeTab(windowId, discard, { signal });
      return kept
        ? { id: dialogId(kept.type, kept.message), type: 'beforeunload', message: kept.message }
        : null;
    },
    async navigate(windowId, url, signal) {
      await driver.navigate(windowId, url, { signal });
      const window = (await driver.windows({}, { signal })).find((w) => w.id === windowId);
      return { finalUrl: window?.url ?? url };
    },
    async state(windowId, signal) {
      const window = (await driver.windows({}, { signal })).find((w) => w.id === windowId);
      if (!window) throw new DriverError('window_not_found', 'that tab is gone; call windows');
      const [loading, dialog] = await Promise.all([
        driver.loading(windowId, { signal }),
        driver.dialog(windowId, 'inspect', undefined, { signal }),
      ]);
      return {
        url: window.url ?? '',
        title: window.title,
        loading,
        dialog: dialog
          ? {
              id: dialogId(dialog.type, dialog.message),
              type: dialog.type as 'alert',
              message: dialog.message,
              defaultPrompt: dialog.defaultPrompt,
            }
          : null,
      };
    },
    async dialog(windowId, action, promptText, signal) {
      await driver.dialog(windowId, action, promptText, { signal });
    },
    async upload(windowId, handle, files, signal) {
      const outcome = await driver.upload(windowId, handle, files, { signal });
      if (!outcome.ok) throw new DriverError(outcome.code, outcome.message);
      return { assigned: files.length };
    },
    async download(windowId, handle, signal) {
      const staged = await driver.download(windowId, handle, await driver.stagingDir(), { signal });
      return { stagedPath: staged.path, suggestedName: staged.suggestedFilename, bytes: staged.bytes };
    },
    screenshot: (windowId, signal) => driver.screenshot(windowId, { signal }),
  };
}

/** The browser factory: attach when an endpoint is configured (passive), else launch on first use. */
export function browserFactory(config: Config): DriverFactory {
  const endpoint = config.BEANS_PICKER_CDP_ENDPOINT;
  return {
    name: 'browser',
    passive: endpoint !== undefined,
    unavailable: async () =>
      endpoint !== undefined || browserExecutable(config) !== null
        ? null
        : 'no Chrome/Chromium found: install chromium, set BEANS_PICKER_BROWSER, or attach with BEANS_PICKER_CDP_ENDPOINT',
    preload: () => import('../drivers/cdp/driver.js'),
    create: async () => {
      if (endpoint) {
        const { CdpDriver } = await import('../drivers/cdp/driver.js');
        const driver = await CdpDriver.attach(endpoint);
        return { driver, browser: browserExtras(driver) };
      }
      const executablePath = browserExecutable(config);
      const options = {
        ...(executablePath ? { executablePath } : {}),
        headless: !config.BEANS_PICKER_HEADED,
      };
      // The browser starts while the driver's code loads (playwright-core alone takes about half a second).
      const launching = launchChromium(options);
      // Its failure is reported where it is awaited below; until then it must not count as unhandled.
      launching.catch(() => undefined);
      const loaded = await import('../drivers/cdp/driver.js').catch(async (error: unknown) => {
        await (await launching.catch(() => null))?.stop(0);
        throw error;
      });
      // A browser that is lost later is replaced by one launched the same way.
      const driver = await loaded.CdpDriver.adopt(await launching, options);
      return { driver, browser: browserExtras(driver) };
    },
  };
}
