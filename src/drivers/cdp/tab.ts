// One page target: the driver's own CDP session on it, its open JavaScript dialog, its pending requests
// and loading frames. Every page call is raced against a dialog opening, because a dialog blocks them.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { withoutCredentials } from '../../core/url.js';
import { playwrightEnder, type Abandoned, type EndRequests } from './abandoned.js';
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
// An answered request whose body is still unread after this is taken as abandoned by the page.
const ABANDONED_MS = 2_000;
// CDP resource types that are not waited for.
const IGNORED_TYPES = new Set(['WebSocket', 'EventSource', 'Manifest', 'Ping']);

/** A request in flight: when it started, and whether it loads a frame's document (a navigation). */
interface InFlight {
  started: number;
  navigation: boolean;
}

/** A page target the driver works in. */
export class Tab {
  dialog: OpenDialog | null = null;
  /** The last dialog answered, to tell a page that opens the same one again at once (a dialog loop). */
  lastAnswered: { message: string; at: number } | null = null;
  /** Scripts were stopped after a dialog loop, until the tab loads a page again. */
  scriptsStopped = false;
  /** Documents refused because their URL carried a user name or password (counted, never kept). */
  credentialRefusals = 0;
  /** Where the driver last moved the pointer in the viewport (CSS pixels), or null before any pointer input. */
  pointer: { x: number; y: number } | null = null;
  closed = false;
  readonly frames: FrameRegistry;
  private readonly dialogWaiters = new Set<() => void>();
  // Keyed by CDP request id, and never older than STALE_REQUEST_MS: a request that never reports its end (a
  // stream, a memory-cache hit) is dropped then, so nothing is kept per request a busy page makes.
  private readonly requests = new Map<string, InFlight>();
  // Answered requests whose body has not been read to its end, in answer order (see abandoned.ts).
  private readonly answered = new Map<string, Abandoned & { at: number }>();
  private readonly endRequests: EndRequests;
  private readonly networkWaiters = new Set<() => void>();
  private readonly loadingFrames = new Set<string>();

  private constructor(
    readonly targetId: string,
    readonly page: Page,
    readonly context: BrowserContext,
    readonly session: CDPSession,
  ) {
    this.frames = new FrameRegistry(this);
    this.endRequests = playwrightEnder(page);
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
    page.on('close', () => {
      tab.closed = true;
      tab.wakeNetwork();
    });
    await session.send('Page.enable');
    await tab.watchRequests(session);
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
    this.dropStale();
    return this.requests.size;
  }

  /**
   * True while any frame of the tab's own process is loading, or a navigation waits for its document (the old
   * page stays complete until the new one commits).
   */
  loading(): boolean {
    if (this.loadingFrames.size > 0) return true;
    this.dropStale();
    for (const request of this.requests.values()) if (request.navigation) return true;
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

  /**
   * Counts the requests of a session's documents (the tab's, or an out-of-process iframe's) from the session's
   * own Network events. Playwright's request events are not used: each request they report keeps a Request and
   * a Response object alive in this process (about 15 KB a request, up to 10,000 of each).
   */
  async watchRequests(session: CDPSession): Promise<void> {
    session.on('Network.requestWillBeSent', (e) => {
      if (e.type !== undefined && IGNORED_TYPES.has(e.type)) return;
      this.dropStale();
      // A redirect reuses the request id: the request stays in flight as one, restarted at the end of the map.
      this.requests.delete(e.requestId);
      this.requests.set(e.requestId, {
        started: Date.now(),
        navigation: e.type === 'Document' && e.requestId === e.loaderId,
      });
    });
    // A response ends the wait for a request: bodies nobody reads never report loadingFinished.
    session.on('Network.responseReceived', (e) => {
      this.finished(e.requestId);
      if (e.type !== 'Document')
        this.answered.set(e.requestId, { requestId: e.requestId, timestamp: e.timestamp, at: Date.now() });
      this.endAbandoned();
    });
    session.on('Network.loadingFinished', (e) => {
      this.answered.delete(e.requestId);
      this.finished(e.requestId);
    });
    session.on('Network.loadingFailed', (e) => {
      this.answered.delete(e.requestId);
      this.finished(e.requestId);
    });
    await session.send('Network.enable');
  }

  private finished(requestId: string): void {
    if (this.requests.delete(requestId)) this.wakeNetwork();
  }

  // Ends in Playwright the answered requests whose body the page left unread for ABANDONED_MS (oldest first).
  private endAbandoned(): void {
    const now = Date.now();
    const ended: Abandoned[] = [];
    for (const [id, request] of this.answered) {
      if (now - request.at < ABANDONED_MS) break;
      this.answered.delete(id);
      ended.push(request);
    }
    if (ended.length > 0) this.endRequests(ended);
  }

  // The map is in start order, so the stale requests are at its front.
  private dropStale(): void {
    const now = Date.now();
    for (const [id, request] of this.requests) {
      if (now - request.started < STALE_REQUEST_MS) break;
      this.requests.delete(id);
    }
  }

  private wakeNetwork(): void {
    const waiters = [...this.networkWaiters];
    this.networkWaiters.clear();
    for (const wake of waiters) wake();
  }
}
