// One page target: the driver's own CDP session on it, its open JavaScript dialog, its pending requests
// and loading frames. Every page call is raced against a dialog opening, because a dialog blocks them.
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { withoutCredentials } from '../../core/url.js';
import { refuseCredentialUrls } from './credentials.js';
import { FrameRegistry } from './frames.js';

/** A JavaScript dialog (alert, confirm, prompt, beforeunload) that is open in a tab. */
export interface OpenDialog {
  type: string;
  message: string;
  defaultPrompt: string;
  url: string;
  /** Text typed for a prompt() before it is accepted. */
  promptText?: string;
  /** When it opened (ms since the epoch). */
  openedAt: number;
}

/** The outcome of a page call raced against a dialog. */
export type Raced<T> = { value: T } | { dialog: OpenDialog };

/** Thrown by page calls cut short by a dialog; callers that can report it catch it. */
export class DialogInterrupt extends Error {
  override name = 'DialogInterrupt';
  constructor(readonly dialog: OpenDialog) {
    super(`a ${dialog.type} dialog is open: ${dialog.message}`);
  }
}

// Requests older than this are long polls or streams; waiting for them would never end.
const STALE_REQUEST_MS = 2000;
const IGNORED_TYPES = new Set(['websocket', 'eventsource', 'manifest', 'ping']);

/** A page target the driver works in. */
export class Tab {
  dialog: OpenDialog | null = null;
  /** The last dialog answered, to tell a page that opens the same one again at once (a dialog loop). */
  lastAnswered: { message: string; at: number } | null = null;
  /** Scripts were stopped after a dialog loop, until the tab loads a page again. */
  scriptsStopped = false;
  /** Documents refused because their URL carried a user name or password (counted, never kept). */
  credentialRefusals = 0;
  closed = false;
  readonly frames: FrameRegistry;
  private readonly dialogWaiters = new Set<() => void>();
  private readonly requests = new Map<Request, number>();
  private readonly networkWaiters = new Set<() => void>();
  private readonly loadingFrames = new Set<string>();

  private constructor(
    readonly targetId: string,
    readonly page: Page,
    readonly context: BrowserContext,
    readonly session: CDPSession,
  ) {
    this.frames = new FrameRegistry(this);
  }

  /** Sets up the driver's session on a page: Page events (dialogs, loading) and focus emulation. */
  static async open(
    page: Page,
    context: BrowserContext,
    session: CDPSession,
    targetId: string,
  ): Promise<Tab> {
    const tab = new Tab(targetId, page, context, session);
    session.on('Page.javascriptDialogOpening', (e) => {
      tab.dialog = {
        type: e.type,
        message: e.message,
        defaultPrompt: e.defaultPrompt ?? '',
        url: withoutCredentials(e.url),
        openedAt: Date.now(),
      };
      for (const wake of tab.dialogWaiters) wake();
    });
    session.on('Page.javascriptDialogClosed', () => {
      tab.dialog = null;
    });
    session.on('Page.frameStartedLoading', (e) => tab.loadingFrames.add(e.frameId));
    session.on('Page.frameStoppedLoading', (e) => {
      tab.loadingFrames.delete(e.frameId);
      tab.wakeNetwork();
    });
    session.on('Page.frameDetached', (e) => tab.loadingFrames.delete(e.frameId));
    session.on('Page.frameNavigated', (e) => tab.frames.forgetContext(e.frame.id));
    page.on('request', (r) => {
      if (!IGNORED_TYPES.has(r.resourceType())) tab.requests.set(r, Date.now());
    });
    const finished = (r: Request): void => {
      tab.requests.delete(r);
      tab.wakeNetwork();
    };
    // A response ends the wait for a request: bodies nobody reads may never report loadingFinished.
    page.on('response', (r) => finished(r.request()));
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    page.on('close', () => {
      tab.closed = true;
      tab.wakeNetwork();
    });
    await session.send('Page.enable');
    await refuseCredentialUrls(session, () => tab.credentialRefusals++);
    // Keeps a background tab "visible" so requestAnimationFrame and observers run (browser-cdp.md §3).
    await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    return tab;
  }

  /** Lets the page's scripts run again after a dialog loop stopped them (before the tab loads another page). */
  async resumeScripts(): Promise<void> {
    if (!this.scriptsStopped) return;
    this.scriptsStopped = false;
    this.lastAnswered = null;
    await this.session.send('Emulation.setScriptExecutionDisabled', { value: false });
  }

  /** Runs a page call unless a dialog opens first; the superseded call is left to finish later. */
  async race<T>(work: Promise<T>): Promise<Raced<T>> {
    const settled = work.then((value) => ({ value }));
    // Once a dialog wins, the call's own outcome no longer matters: it ends when the dialog is handled.
    settled.catch(() => undefined);
    if (this.dialog) return { dialog: this.dialog };
    let wake: () => void = () => undefined;
    const opened = new Promise<null>((resolve) => {
      wake = () => resolve(null);
      this.dialogWaiters.add(wake);
    });
    try {
      const winner = await Promise.race([settled, opened]);
      return (
        winner ?? {
          dialog: this.dialog ?? {
            type: 'alert',
            message: '',
            defaultPrompt: '',
            url: '',
            openedAt: Date.now(),
          },
        }
      );
    } finally {
      this.dialogWaiters.delete(wake);
    }
  }

  /** Like race, but throws DialogInterrupt when a dialog wins. */
  async guard<T>(work: Promise<T>): Promise<T> {
    const raced = await this.race(work);
    if ('dialog' in raced) throw new DialogInterrupt(raced.dialog);
    return raced.value;
  }

  /** Requests in flight that an act should wait for. */
  pendingRequests(): number {
    const now = Date.now();
    let count = 0;
    for (const started of this.requests.values()) if (now - started < STALE_REQUEST_MS) count++;
    return count;
  }

  /**
   * True while any frame of the tab's own process is loading, or a navigation waits for its document (the old
   * page stays complete until the new one commits).
   */
  loading(): boolean {
    if (this.loadingFrames.size > 0) return true;
    const now = Date.now();
    for (const [request, started] of this.requests)
      if (now - started < STALE_REQUEST_MS && request.isNavigationRequest()) return true;
    return false;
  }

  /** Resolves at the next network or loading change, a dialog, or after `ms`. */
  nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.networkWaiters.delete(done);
        this.dialogWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.networkWaiters.add(done);
      this.dialogWaiters.add(done);
    });
  }

  private wakeNetwork(): void {
    const waiters = [...this.networkWaiters];
    this.networkWaiters.clear();
    for (const wake of waiters) wake();
  }
}
