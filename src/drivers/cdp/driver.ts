// The browser driver: Chromium or Chrome over CDP, tabs as windows, acting in the background and reading
// values back exactly. Launch gives a private headless browser; attach works in a user's running one.
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import type { Glance } from '../../core/glance.js';
import { withLimit } from '../../core/limits.js';
import type { RawSnapshot, WindowInfo } from '../../core/snapshot.js';
import { withoutCredentials } from '../../core/url.js';
import { act } from './act.js';
import {
  CREDENTIAL_URL_REFUSED,
  CREDENTIAL_URL_REFUSED_ACT,
  CREDENTIAL_POPUP_REFUSED_ACT,
  errorPageShown,
  refuseCredentialUrls,
} from './credentials.js';
import { answerDialog, DIALOG_HANDLES, dialogInfo, type DialogInfo } from './dialogs.js';
import { launchChromium, type LaunchedBrowser, type LaunchOptions } from './launch.js';
import { answers, openLink, retire, watch, type Link } from './link.js';
import type { ReadResult } from './page/types.js';
import { perceive } from './perceive.js';
import { targetOf } from './pointer.js';
import { DialogInterrupt, type Tab } from './tab.js';
import type { PageTarget } from './tabs.js';
import { glance } from './shot.js';
import { download, refuseDownloads, screenshot, upload, type StagedDownload } from './transfer.js';
import { checkEndpoint, checkPageUrl } from './urls.js';
import { loadingNow, settle } from './wait.js';
import { dropGuardedDir, guardedDir, type GuardedDir } from './watchdog.js';

// A bound on every call, so a hung renderer ends in driver_timeout instead of blocking the caller.
const CALL_LIMIT_MS = 30_000;

/** Drives Chromium or Chrome tabs over the DevTools protocol; a lost browser is replaced on the next call. */
// How long a closing tab may take (its unload handlers run first).
const CLOSE_WAIT_MS = 5000;

export class CdpDriver implements Driver {
  readonly name = 'browser';
  readonly capabilities: DriverCapabilities = {
    backgroundKeys: true,
    backgroundMenus: true,
    modifiers: true,
    drag: true,
    hover: true,
  };
  private linking: Promise<Link>;
  private latest: Link;
  private closed = false;
  // Tab ids of browsers that were lost: they answer target_gone, not window_not_found.
  private readonly gone = new Set<string>();

  private constructor(
    first: Link,
    private readonly restart: () => Promise<Link>,
    // The temporary folder of an attached driver; a launched browser's files live in its own folder.
    private readonly scratch: GuardedDir | null = null,
  ) {
    this.latest = first;
    this.linking = Promise.resolve(first);
  }

  /** The DevTools endpoint the driver is connected to (a new one after a lost browser was replaced). */
  get endpoint(): string {
    return this.latest.endpoint;
  }

  /** Starts a private browser (fresh temporary profile, removed at close); headless unless told otherwise. */
  static async launch(options: LaunchOptions = {}): Promise<CdpDriver> {
    return CdpDriver.adopt(await launchChromium(options), options);
  }

  /**
   * Connects to a browser this process launched (launchChromium); stops it when the connection fails. When
   * that browser is lost, the next call launches another with `relaunch`.
   */
  static async adopt(launched: LaunchedBrowser, relaunch: LaunchOptions = {}): Promise<CdpDriver> {
    const start = async (browser: LaunchedBrowser): Promise<Link> => {
      try {
        const link = await openLink(browser.wsEndpoint, browser, browser.artifactsDir);
        await refuseDownloads(link.session);
        // Browser-wide too: a pop-up or new tab a page opens loads before its tab is first used.
        await refuseCredentialUrls(link.session, () => link.credentialRefusals++);
        return link;
      } catch (error: unknown) {
        await browser.stop(0);
        throw error;
      }
    };
    return new CdpDriver(await start(launched), async () => start(await launchChromium(relaunch)));
  }

  /** Attaches to a running Chrome (`http://127.0.0.1:9222` or a ws:// URL); close() only disconnects. */
  static async attach(endpoint: string): Promise<CdpDriver> {
    const checked = checkEndpoint(endpoint);
    // The driver's own files (Playwright's, staged downloads) live in one guarded temporary folder.
    const scratch = await guardedDir('beans-picker-attached-');
    const connect = (): Promise<Link> => openLink(checked, null, join(scratch.dir, 'artifacts'));
    try {
      return new CdpDriver(await connect(), connect, scratch);
    } catch (error: unknown) {
      await dropGuardedDir(scratch);
      throw error;
    }
  }

  // The live link, replacing a lost one first (once, however many calls ask at the same time).
  private async current(): Promise<Link> {
    if (this.closed) throw new DriverError('driver_closed', 'the browser driver has been closed');
    const linking = this.linking;
    const link = await linking.catch(() => null);
    if (link && !link.isLost()) return link;
    if (this.linking === linking) {
      if (link) for (const id of link.tabs.seenIds()) this.gone.add(id);
      this.linking = (async () => {
        if (link) await retire(link);
        const next = await this.restart();
        this.latest = next;
        return next;
      })();
    }
    return this.linking;
  }

  private async run<T>(
    options: CallOptions,
    what: string,
    work: (link: Link) => Promise<T>,
    mayHaveActed = false,
  ): Promise<T> {
    try {
      return await withLimit(
        options.signal,
        CALL_LIMIT_MS,
        'driver_timeout',
        what,
        async () => watch(await this.current(), what, mayHaveActed, work),
        mayHaveActed,
      );
    } catch (error: unknown) {
      // Acts report dialogs in their outcome; any other call a dialog cut short says so by its code.
      if (error instanceof DialogInterrupt)
        throw new DriverError('dialog_open', `${what}: ${error.message}; answer it first`, mayHaveActed);
      throw error;
    }
  }

  // The tab behind a window id; a tab of a lost browser answers target_gone.
  private async tab(link: Link, windowId: string): Promise<Tab> {
    if (this.gone.has(windowId))
      throw new DriverError(
        'target_gone',
        'that tab belonged to a browser that stopped (crashed, killed or disconnected); call windows for the new ids',
      );
    return link.tabs.get(windowId);
  }

  private windowOf(link: Link, target: PageTarget): WindowInfo {
    const pid = link.launched?.process.pid;
    return {
      id: target.targetId,
      app: link.app,
      ...(pid !== undefined ? { pid } : {}),
      title: target.title,
      url: withoutCredentials(target.url),
    };
  }

  /** The browser's tabs as windows. */
  async windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]> {
    return this.run(options, 'windows', async (link) => {
      const app = filter.app?.toLowerCase();
      if (
        app &&
        !['browser', 'chrome', 'chromium', link.app.toLowerCase()].some((name) => name.includes(app))
      )
        return [];
      if (filter.pid !== undefined && filter.pid !== link.launched?.process.pid) return [];
      return (await link.tabs.list()).map((t) => this.windowOf(link, t));
    });
  }

  /** One snapshot of a tab (all frames, shadow roots, exact values; secret fields never read). */
  async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    return this.run(options, 'snapshot', async (link) => {
      const tab = await this.tab(link, windowId);
      // The tab list (for its title while a dialog blocks the page, and the other tabs) comes in parallel;
      // if the browser cannot list them, the snapshot goes without the other tabs' titles.
      const targets = link.tabs.list().catch((): PageTarget[] => []);
      const self = targets.then((all) => all.find((t) => t.targetId === windowId));
      const window = self.then((t) =>
        t ? this.windowOf(link, t) : { id: windowId, app: link.app, title: '' },
      );
      const others = targets.then((all) =>
        all.filter((t) => t.targetId !== windowId).map((t) => t.title || withoutCredentials(t.url)),
      );
      return perceive(tab, window, others, true);
    });
  }

  /** Performs an action in a tab (never bringing it to the front) and waits until the page has landed. */
  async perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome> {
    return this.run(
      options,
      action.type,
      async (link) => {
        const tab = await this.tab(link, windowId);
        const refusals = tab.credentialRefusals;
        const elsewhere = link.credentialRefusals;
        const outcome = await act(tab, action, options.signal);
        // An act that failed because the browser went must say so (watch turns this into browser_crashed).
        if (!outcome.ok && !(await answers(link))) throw new DriverError('driver_error', outcome.message);
        if (tab.credentialRefusals !== refusals) {
          await errorPageShown(tab);
          return { ok: false, code: 'bad_url', message: CREDENTIAL_URL_REFUSED_ACT, mayHaveActed: true };
        }
        // A pop-up or new tab the act opened went to such a URL (counted browser-wide, so it may be another tab's).
        if (link.credentialRefusals !== elsewhere)
          return { ok: false, code: 'bad_url', message: CREDENTIAL_POPUP_REFUSED_ACT, mayHaveActed: true };
        return outcome;
      },
      true,
    );
  }

  /** A field's exact text, or null when the element is gone; secret fields throw secret_field. */
  async readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null> {
    return this.run(options, 'readText', async (link) => {
      const tab = await this.tab(link, windowId);
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
    // A refused address opens nothing (the check is made again when the tab loads it).
    checkPageUrl(url);
    return this.run(options, 'openTab', async (link) => {
      const tab = await link.tabs.open(link.launched !== null);
      if (url !== 'about:blank') await this.loadIn(link, tab, url, options.signal);
      const listed = (await link.tabs.list()).find((t) => t.targetId === tab.targetId);
      return this.windowOf(link, listed ?? { targetId: tab.targetId, title: '', url: tab.page.url() });
    });
  }

  /**
   * Closes a tab this driver opened; a tab that was open before (the user's) or that a page opened is refused.
   * The page's beforeunload runs unless `discard`: a page that asks to keep unsaved changes stays open, and its
   * dialog is returned.
   */
  async closeTab(windowId: string, discard: boolean, options: CallOptions): Promise<DialogInfo | null> {
    return this.run(options, 'closeTab', async (link) => {
      const tab = await this.tab(link, windowId);
      if (!link.tabs.openedHere(tab.targetId))
        throw new DriverError(
          'not_opened_here',
          'beans-picker closes only the tabs it opened (launch_app); this one was open before or opened by a page',
        );
      if (tab.dialog && tab.dialog.type !== 'beforeunload')
        throw new DriverError(
          'dialog_open',
          'a dialog is open in the tab; answer it with browser_dialog first',
        );
      if (tab.dialog) {
        if (!discard) return dialogInfo(tab.dialog);
        await answerDialog(tab, true, undefined);
      } else await tab.page.close({ runBeforeUnload: !discard });
      const deadline = Date.now() + CLOSE_WAIT_MS;
      while (!tab.closed) {
        if (tab.dialog?.type === 'beforeunload') return dialogInfo(tab.dialog);
        if (Date.now() > deadline) throw new DriverError('driver_timeout', 'the tab did not close');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    });
  }

  /** Loads an http(s) address (or about:blank) in a tab and waits until it has landed. */
  async navigate(windowId: string, url: string, options: CallOptions): Promise<void> {
    return this.run(options, 'navigate', async (link) =>
      this.loadIn(link, await this.tab(link, windowId), url, options.signal),
    );
  }

  private async loadIn(link: Link, tab: Tab, url: string, signal: AbortSignal): Promise<void> {
    const refusals = tab.credentialRefusals;
    // A redirect to a URL with credentials fails the navigation itself; the refusal is the reason to report.
    const failed = await link.tabs
      .navigate(tab, url)
      .then(async () => settle(tab, signal))
      .then(
        () => null,
        (error: unknown) => error,
      );
    if (tab.credentialRefusals !== refusals) {
      await errorPageShown(tab);
      await link.tabs.navigate(tab, 'about:blank');
      throw new DriverError('bad_url', CREDENTIAL_URL_REFUSED);
    }
    if (failed !== null) throw failed;
  }

  /** Whether the tab is still loading, without reading the page. */
  async loading(windowId: string, options: CallOptions): Promise<boolean> {
    return this.run(options, 'loading', async (link) => loadingNow(await this.tab(link, windowId)));
  }

  /** Inspects, accepts or dismisses the tab's JavaScript dialog; null when none is open. */
  async dialog(
    windowId: string,
    op: 'inspect' | 'accept' | 'dismiss',
    promptText: string | undefined,
    options: CallOptions,
  ): Promise<DialogInfo | null> {
    return this.run(options, 'dialog', async (link) => {
      const tab = await this.tab(link, windowId);
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
      async (link) => upload(await this.tab(link, windowId), handle, files, options.signal),
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
    return this.run(options, 'download', async (link) => {
      const tab = await this.tab(link, windowId);
      return download(
        link.session,
        tab,
        handle,
        stagingDir,
        link.launched ? 'deny' : 'default',
        options.signal,
      );
    });
  }

  /** A PNG of a tab's viewport. */
  /** The tab's viewport at half size, for telling whether a press changed anything on screen. */
  async glance(windowId: string, options: CallOptions): Promise<Glance> {
    return this.run(options, 'glance', async (link) => glance(await this.tab(link, windowId)));
  }

  async screenshot(windowId: string, options: CallOptions): Promise<Buffer> {
    return this.run(options, 'screenshot', async (link) => screenshot(await this.tab(link, windowId)));
  }

  /**
   * A folder for staged downloads: inside a launched browser's temporary folder, else inside the driver's own.
   * Either is removed at close, or by a guard if this process dies.
   */
  async stagingDir(): Promise<string> {
    const launched = (await this.current()).launched;
    const dir = launched?.stagingDir ?? join(this.scratch?.dir ?? tmpdir(), 'downloads');
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Launched: closes the browser and removes its profile. Attached: only disconnects. */
  async close(): Promise<void> {
    this.closed = true;
    const link = await this.linking.catch(() => null);
    if (link?.launched) await link.session.send('Browser.close').catch(() => undefined);
    // Once Browser.close has run the connection is gone; closing the Playwright side then only cleans up.
    if (link) await retire(link, 5000);
    if (this.scratch) await dropGuardedDir(this.scratch);
  }
}
