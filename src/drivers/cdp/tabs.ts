// The browser's page targets as windows: listing them, finding the Playwright page behind a target id,
// opening tabs in the background and navigating them.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DriverError } from '../../core/driver.js';
import { DialogInterrupt, Tab } from './tab.js';
import { checkPageUrl } from './urls.js';

/** A page target as CDP lists it. */
export interface PageTarget {
  targetId: string;
  title: string;
  url: string;
}

interface Known {
  targetId: string;
  session: CDPSession;
}

/** The tabs of one browser connection. */
export class TabSet {
  private readonly tabs = new Map<string, Promise<Tab>>();
  private readonly known = new WeakMap<Page, Promise<Known | null>>();
  private readonly seen = new Set<string>();
  // Tabs opened by open(): the only ones closeTab may close.
  private readonly opened = new Set<string>();

  constructor(
    private readonly browser: Browser,
    private readonly browserSession: CDPSession,
  ) {}

  /** Page targets (tabs) of the browser; other target types (workers, browser UI) are left out. */
  async list(): Promise<PageTarget[]> {
    const { targetInfos } = await this.browserSession.send('Target.getTargets');
    const pages = targetInfos
      .filter((t) => t.type === 'page' && !t.url.startsWith('devtools://'))
      .map((t) => ({ targetId: t.targetId, title: t.title, url: t.url }));
    for (const page of pages) this.seen.add(page.targetId);
    return pages;
  }

  /** True for a tab this set opened (launch_app's), false for one that was open before or a page opened. */
  openedHere(targetId: string): boolean {
    return this.opened.has(targetId);
  }

  /** Every tab id this set has listed or opened (so a lost browser's ids can be told apart later). */
  seenIds(): string[] {
    return [...this.seen];
  }

  /** The tab of a target id; throws window_not_found. */
  async get(targetId: string): Promise<Tab> {
    const cached = this.tabs.get(targetId);
    if (cached) {
      const tab = await cached;
      if (!tab.closed) return tab;
      this.tabs.delete(targetId);
    }
    const found = await this.find(targetId);
    if (!found) throw new DriverError('window_not_found', `no tab with id ${targetId}`);
    const opening = Tab.open(found.page, found.context, found.session, targetId);
    this.tabs.set(targetId, opening);
    opening.catch(() => this.tabs.delete(targetId));
    return opening;
  }

  private async find(
    targetId: string,
  ): Promise<{ page: Page; context: BrowserContext; session: CDPSession } | null> {
    const target = (await this.list()).find((t) => t.targetId === targetId);
    if (!target) return null;
    const pages = this.browser
      .contexts()
      .flatMap((context) => context.pages().map((page) => ({ page, context })));
    // Ask the pages showing the target's address first: each probe costs a CDP session.
    const ordered = [
      ...pages.filter((p) => p.page.url() === target.url),
      ...pages.filter((p) => p.page.url() !== target.url),
    ];
    for (const { page, context } of ordered) {
      const known = await this.identify(page, context);
      if (known?.targetId === targetId) return { page, context, session: known.session };
    }
    return null;
  }

  private identify(page: Page, context: BrowserContext): Promise<Known | null> {
    let known = this.known.get(page);
    if (!known) {
      known = (async () => {
        const session = await context.newCDPSession(page);
        const { targetInfo } = await session.send('Target.getTargetInfo');
        return { targetId: targetInfo.targetId, session };
      })().catch(() => null);
      this.known.set(page, known);
    }
    return known;
  }

  /**
   * Opens a tab without making it the front tab, and returns it once it exists. `ownWindow` puts it in a
   * window of its own (for a private headless browser: the tab is then visible, so Chromium handles its
   * input at full rate); otherwise it is a background tab of the current window.
   */
  async open(ownWindow: boolean, timeoutMs = 10_000): Promise<Tab> {
    const context = this.browser.contexts()[0];
    if (!context) throw new DriverError('driver_error', 'the browser has no context to open a tab in');
    // Playwright reports the page once it has attached to it: look again on that event (or every 50 ms).
    let wake = (): void => undefined;
    const onPage = (): void => wake();
    context.on('page', onPage);
    try {
      const create = (newWindow: boolean) =>
        this.browserSession.send('Target.createTarget', { url: 'about:blank', background: true, newWindow });
      // An attached browser may have no window at all (started with --no-startup-window): Chromium then opens
      // no tab in "the current window", only in a window of its own.
      const created = await create(ownWindow).catch((error: unknown) => {
        if (ownWindow || !/no browser is open/iu.test(error instanceof Error ? error.message : ''))
          throw error;
        return create(true);
      });
      this.seen.add(created.targetId);
      this.opened.add(created.targetId);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await this.find(created.targetId);
        if (found) return await this.get(created.targetId);
        if (Date.now() > deadline) throw new DriverError('driver_timeout', 'the new tab did not appear');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      context.off('page', onPage);
    }
  }

  /** Loads an http(s) address or about:blank in a tab and waits for its load event. */
  async navigate(tab: Tab, url: string, timeoutMs = 15_000): Promise<void> {
    const checked = checkPageUrl(url);
    // After a dialog loop the old page's scripts are stopped: they must not run again, even for the moment
    // before the new page commits, so the tab passes through a blank page first.
    if (tab.scriptsStopped) {
      await tab.guard(tab.page.goto('about:blank', { timeout: timeoutMs }));
      await tab.resumeScripts();
    }
    try {
      await tab.guard(tab.page.goto(checked, { waitUntil: 'load', timeout: timeoutMs }));
    } catch (error: unknown) {
      if (error instanceof DriverError || error instanceof DialogInterrupt) throw error;
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new DriverError(
        /timeout/i.test(message ?? '') ? 'driver_timeout' : 'navigation_failed',
        message ?? 'navigation failed',
      );
    }
  }
}
