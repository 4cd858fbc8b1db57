// The browser driver: Chromium or Chrome over CDP, tabs as windows, acting in the background and reading
// values back exactly. Launch gives a private headless browser; attach works in a user's running one.
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import type {
  CallOptions,
  Driver,
  DriverAction,
  DriverCapabilities,
  ExactRead,
  PerformOutcome,
  WindowFilter,
} from '../../core/driver.js';
import { DriverError } from '../../core/driver.js';
import { withLimit } from '../../core/limits.js';
import type { RawSnapshot, WindowInfo } from '../../core/snapshot.js';
import { act } from './act.js';
import { answerDialog, DIALOG_HANDLES, dialogInfo, type DialogInfo } from './dialogs.js';
import { launchChromium, type LaunchedBrowser, type LaunchOptions } from './launch.js';
import type { ReadResult } from './page/types.js';
import { perceive } from './perceive.js';
import { targetOf } from './pointer.js';
import { DialogInterrupt, type Tab } from './tab.js';
import { TabSet, type PageTarget } from './tabs.js';
import { download, screenshot, upload, type StagedDownload } from './transfer.js';
import { checkEndpoint } from './urls.js';
import { loadingNow, settle } from './wait.js';

// A bound on every call, so a hung renderer ends in driver_timeout instead of blocking the caller.
const CALL_LIMIT_MS = 30_000;

/** Drives Chromium or Chrome tabs over the DevTools protocol. */
export class CdpDriver implements Driver {
  readonly name = 'browser';
  readonly capabilities: DriverCapabilities = {
    backgroundKeys: true,
    backgroundMenus: true,
    modifiers: true,
    drag: true,
  };
  private readonly tabs: TabSet;

  private constructor(
    private readonly browser: Browser,
    private readonly browserSession: CDPSession,
    private readonly launched: LaunchedBrowser | null,
    /** The DevTools endpoint the driver is connected to. */
    readonly endpoint: string,
    private readonly app: string,
  ) {
    this.tabs = new TabSet(browser, browserSession);
  }

  /** Starts a private browser (fresh temporary profile, removed at close); headless unless told otherwise. */
  static async launch(options: LaunchOptions = {}): Promise<CdpDriver> {
    return CdpDriver.adopt(await launchChromium(options));
  }

  /** Connects to a browser this process launched (launchChromium); stops it when the connection fails. */
  static async adopt(launched: LaunchedBrowser): Promise<CdpDriver> {
    try {
      return await CdpDriver.connect(launched.wsEndpoint, launched);
    } catch (error: unknown) {
      await launched.stop(0);
      throw error;
    }
  }

  /** Attaches to a running Chrome (`http://127.0.0.1:9222` or a ws:// URL); close() only disconnects. */
  static async attach(endpoint: string): Promise<CdpDriver> {
    return CdpDriver.connect(checkEndpoint(endpoint), null);
  }

  private static async connect(endpoint: string, launched: LaunchedBrowser | null): Promise<CdpDriver> {
    // noDefaults: Playwright leaves the user's default context alone (downloads, focus emulation, media).
    const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true, timeout: 30_000 });
    // A dialog listener stops Playwright from dismissing dialogs by itself; the driver answers them.
    for (const context of browser.contexts()) context.on('dialog', () => undefined);
    const session = await browser.newBrowserCDPSession();
    const version = await session.send('Browser.getVersion');
    const app = (version.product.split('/')[0] ?? 'Chrome').replace(/^Headless/, '');
    return new CdpDriver(browser, session, launched, endpoint, app);
  }

  private async run<T>(
    options: CallOptions,
    what: string,
    work: () => Promise<T>,
    mayHaveActed = false,
  ): Promise<T> {
    try {
      return await withLimit(options.signal, CALL_LIMIT_MS, 'driver_timeout', what, work, mayHaveActed);
    } catch (error: unknown) {
      // Acts report dialogs in their outcome; any other call a dialog cut short says so by its code.
      if (error instanceof DialogInterrupt)
        throw new DriverError('dialog_open', `${what}: ${error.message}; answer it first`, mayHaveActed);
      throw error;
    }
  }

  private windowOf(target: PageTarget): WindowInfo {
    const pid = this.launched?.process.pid;
    return {
      id: target.targetId,
      app: this.app,
      ...(pid !== undefined ? { pid } : {}),
      title: target.title,
      url: target.url,
    };
  }

  /** The browser's tabs as windows. */
  async windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]> {
    return this.run(options, 'windows', async () => {
      const app = filter.app?.toLowerCase();
      if (
        app &&
        !['browser', 'chrome', 'chromium', this.app.toLowerCase()].some((name) => name.includes(app))
      )
        return [];
      if (filter.pid !== undefined && filter.pid !== this.launched?.process.pid) return [];
      return (await this.tabs.list()).map((t) => this.windowOf(t));
    });
  }

  /** One snapshot of a tab (all frames, shadow roots, exact values; secret fields never read). */
  async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    return this.run(options, 'snapshot', async () => {
      const tab = await this.tabs.get(windowId);
      // The tab list (for its title while a dialog blocks the page, and the other tabs) comes in parallel;
      // if the browser cannot list them, the snapshot goes without the other tabs' titles.
      const targets = this.tabs.list().catch((): PageTarget[] => []);
      const self = targets.then((all) => all.find((t) => t.targetId === windowId));
      const window = self.then((t) => (t ? this.windowOf(t) : { id: windowId, app: this.app, title: '' }));
      const others = targets.then((all) =>
        all.filter((t) => t.targetId !== windowId).map((t) => t.title || t.url),
      );
      return perceive(tab, window, others);
    });
  }

  /** Performs an action in a tab (never bringing it to the front) and waits until the page has landed. */
  async perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome> {
    return this.run(
      options,
      action.type,
      async () => act(await this.tabs.get(windowId), action, options.signal),
      true,
    );
  }

  /** A field's exact text, or null when the element is gone; secret fields throw secret_field. */
  async readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null> {
    return this.run(options, 'readText', async () => {
      const tab = await this.tabs.get(windowId);
      if (handle === DIALOG_HANDLES.prompt && tab.dialog)
        return { value: tab.dialog.promptText ?? tab.dialog.defaultPrompt, exact: true };
      if (tab.dialog)
        throw new DriverError('dialog_open', 'a JavaScript dialog blocks the page; answer it first');
      const target = targetOf(tab, handle);
      if (!target) return null;
      const read = await tab.frames.callIn<ReadResult>(target.doc, 'readValue', [
        target.doc.docId,
        target.ref,
      ]);
      if (read.state === 'gone') return null;
      if (read.state === 'secret')
        throw new DriverError('secret_field', 'this is a secret field; its value is never read');
      return { value: read.value, exact: read.exact };
    });
  }

  /** Opens a tab in the background and loads `url` in it. */
  async openTab(url: string, options: CallOptions): Promise<WindowInfo> {
    return this.run(options, 'openTab', async () => {
      const tab = await this.tabs.open(this.launched !== null);
      if (url !== 'about:blank') await this.loadIn(tab, url, options.signal);
      const listed = (await this.tabs.list()).find((t) => t.targetId === tab.targetId);
      return this.windowOf(listed ?? { targetId: tab.targetId, title: '', url: tab.page.url() });
    });
  }

  /** Loads an http(s) address (or about:blank) in a tab and waits until it has landed. */
  async navigate(windowId: string, url: string, options: CallOptions): Promise<void> {
    return this.run(options, 'navigate', async () =>
      this.loadIn(await this.tabs.get(windowId), url, options.signal),
    );
  }

  private async loadIn(tab: Tab, url: string, signal: AbortSignal): Promise<void> {
    await this.tabs.navigate(tab, url);
    await settle(tab, signal);
  }

  /** Whether the tab is still loading, without reading the page. */
  async loading(windowId: string, options: CallOptions): Promise<boolean> {
    return this.run(options, 'loading', async () => loadingNow(await this.tabs.get(windowId)));
  }

  /** Inspects, accepts or dismisses the tab's JavaScript dialog; null when none is open. */
  async dialog(
    windowId: string,
    op: 'inspect' | 'accept' | 'dismiss',
    promptText: string | undefined,
    options: CallOptions,
  ): Promise<DialogInfo | null> {
    return this.run(options, 'dialog', async () => {
      const tab = await this.tabs.get(windowId);
      if (op === 'inspect') return tab.dialog ? dialogInfo(tab.dialog) : null;
      const answered = await answerDialog(tab, op === 'accept', promptText);
      await settle(tab, options.signal);
      return answered;
    });
  }

  /** Sets the files of an `<input type=file>` (absolute paths), without a native picker. */
  async upload(
    windowId: string,
    handle: string,
    files: string[],
    options: CallOptions,
  ): Promise<PerformOutcome> {
    return this.run(
      options,
      'upload',
      async () => upload(await this.tabs.get(windowId), handle, files, options.signal),
      true,
    );
  }

  /** Clicks a download control; the file lands in `stagingDir` and its path is returned when complete. */
  async download(
    windowId: string,
    handle: string,
    stagingDir: string,
    options: CallOptions,
  ): Promise<StagedDownload> {
    return this.run(options, 'download', async () => {
      const tab = await this.tabs.get(windowId);
      return download(
        this.browserSession,
        tab,
        handle,
        stagingDir,
        this.launched ? 'deny' : 'default',
        options.signal,
      );
    });
  }

  /** A PNG of a tab's viewport. */
  async screenshot(windowId: string, options: CallOptions): Promise<Buffer> {
    return this.run(options, 'screenshot', async () => screenshot(await this.tabs.get(windowId)));
  }

  /** Launched: closes the browser and removes its profile. Attached: only disconnects. */
  async close(): Promise<void> {
    if (this.launched) await this.browserSession.send('Browser.close').catch(() => undefined);
    // Once Browser.close has run the connection is gone; closing the Playwright side then only cleans up.
    await this.browser.close().catch(() => undefined);
    await this.launched?.stop(5000);
  }
}
