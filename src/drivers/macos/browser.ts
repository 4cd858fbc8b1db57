// Browser controls of a Chrome window through cua-driver's typed browser tools: bind, tab state, navigation, dialogs.
import { DriverError, type CallOptions } from '../../core/driver.js';
import type { CuaConnection } from './connection.js';
import { lockRefusal } from './lock.js';
import { asObject, okOr, str, type CuaResult, type Json } from './result.js';
import { runCommand, type CommandRunner } from './runner.js';
import { FrontWatch, systemFrontApps, type FrontApps } from './sentinel.js';
import { requireWindowId } from './view.js';

/** Options of the browser controls. */
export interface MacosBrowserOptions {
  runner?: CommandRunner;
  frontApps?: FrontApps;
  /** Front-app sampling interval in ms while a mutation runs (default 80). */
  sampleMs?: number;
  /** Refuse mutations while the screen is locked or its state unreadable (default true, as for actions). */
  checkScreenLock?: boolean;
}

/** A window bound to its browser target, with the active tab. */
export interface BrowserBinding {
  pid: number;
  targetId: string;
  tabId: string;
  url: string;
  title: string;
}

/** The kinds of JavaScript dialog cua-driver reports. */
export type DialogKind = 'alert' | 'confirm' | 'prompt' | 'beforeunload';

/** An open JavaScript dialog as cua-driver reports it: an id and a kind; it never gives the message. */
export interface BrowserDialog {
  id: string;
  type: DialogKind;
}

const KINDS: ReadonlySet<string> = new Set(['alert', 'confirm', 'prompt', 'beforeunload']);
const PAGE_REFS =
  'cua-driver takes a page ref (p<snapshot>:<index>) from its own page snapshot, and beans-picker candidates are accessibility element tokens, which cannot be turned into page refs';

/** Browser controls of a Chrome window reached through cua-driver; mutations run under the front-app watch. */
export class MacosBrowser {
  private readonly frontApps: FrontApps;
  private readonly runner: CommandRunner;

  constructor(
    private readonly conn: CuaConnection,
    private readonly options: MacosBrowserOptions = {},
  ) {
    this.runner = options.runner ?? runCommand;
    this.frontApps = options.frontApps ?? systemFrontApps(this.runner);
  }

  /** Binds a window to its browser target (get_browser_state) and picks the active tab. */
  async bind(windowId: string, options: CallOptions): Promise<BrowserBinding> {
    const ids = requireWindowId(windowId);
    await this.conn.require(['get_browser_state'], options.signal);
    return this.bound(ids, options);
  }

  /** The active tab's URL and title, and the open dialog (its message is unknown). */
  async state(
    windowId: string,
    options: CallOptions,
  ): Promise<{ url: string; title: string; dialog: BrowserDialog | null }> {
    const ids = requireWindowId(windowId);
    await this.conn.require(['get_browser_state', 'browser_dialog'], options.signal);
    const tab = await this.bound(ids, options);
    return { url: tab.url, title: tab.title, dialog: await this.inspect(tab, options) };
  }

  /** Loads a URL in the active tab; the final URL is cua-driver's, else the tab's after a fresh bind. */
  async navigate(windowId: string, url: string, options: CallOptions): Promise<{ finalUrl: string }> {
    const ids = requireWindowId(windowId);
    await this.conn.require(['get_browser_state', 'browser_navigate'], options.signal);
    const tab = await this.bound(ids, options);
    const args = { target_id: tab.targetId, tab_id: tab.tabId, url };
    const ok = await this.watched(tab.pid, 'browser_navigate', args, options);
    return { finalUrl: str(ok.data.url) ?? (await this.bound(ids, options)).url };
  }

  /** Accepts or dismisses the dialog open now (its id from a fresh inspect). */
  async dialog(
    windowId: string,
    action: 'accept' | 'dismiss',
    promptText: string | undefined,
    options: CallOptions,
  ): Promise<void> {
    const ids = requireWindowId(windowId);
    const catalog = await this.conn.require(['get_browser_state', 'browser_dialog'], options.signal);
    const tab = await this.bound(ids, options);
    const open = await this.inspect(tab, options);
    if (!open) throw new DriverError('no_dialog', 'no JavaScript dialog is open in this tab');
    const args: Json = {
      target_id: tab.targetId,
      tab_id: tab.tabId,
      action,
      dialog_id: open.id,
      ...(promptText !== undefined ? { prompt_text: promptText } : {}),
      ...(catalog.accepts('browser_dialog', 'delivery_mode') ? { delivery_mode: 'background' } : {}),
    };
    await this.watched(tab.pid, 'browser_dialog', args, options);
  }

  /** Not possible: cua-driver has no tool that opens a tab. */
  async openTab(): Promise<never> {
    throw new DriverError(
      'unknown_driver_tool',
      "cua-driver's browser tools cannot open a tab; open it in Chrome, then use its window from windows",
    );
  }

  /** Not possible through candidates: browser_set_input_files works on page refs, not on element tokens. */
  /** Not possible: this driver opens no tabs, and closes only tabs it opened. */
  async closeTab(): Promise<never> {
    throw new DriverError(
      'not_opened_here',
      'beans-picker closes only the tabs it opened, and on macOS it opens none; close it in Chrome',
    );
  }

  async upload(): Promise<never> {
    throw new DriverError('unknown_driver_tool', `uploads are not possible on macOS: ${PAGE_REFS}`);
  }

  /** Not possible through candidates: browser_download works on page refs and needs host approval. */
  async download(): Promise<never> {
    throw new DriverError(
      'unknown_driver_tool',
      `downloads are not possible on macOS: ${PAGE_REFS}; cua-driver also refuses downloads (browser_consent_required) until they are approved on the host`,
    );
  }

  private async bound(
    ids: { pid: number; cgWindowId: number },
    options: CallOptions,
  ): Promise<BrowserBinding> {
    const args = { pid: ids.pid, window_id: ids.cgWindowId };
    const ok = okOr(await this.conn.call('get_browser_state', args, options), 'get_browser_state');
    const targetId = str(ok.data.target_id);
    if (!targetId) throw new DriverError('unsafe_driver_output', 'get_browser_state returned no target_id');
    const tabs = Array.isArray(ok.data.tabs) ? ok.data.tabs.map(asObject) : [];
    const active = tabs.find((t) => t?.active === true);
    const tabId = str(active?.tab_id);
    if (!active || !tabId)
      throw new DriverError(
        'browser_tab_required',
        'cua-driver sees no active tab in that window; select a tab in Chrome and try again',
      );
    return { pid: ids.pid, targetId, tabId, url: str(active.url) ?? '', title: str(active.title) ?? '' };
  }

  private async inspect(tab: BrowserBinding, options: CallOptions): Promise<BrowserDialog | null> {
    const args = { target_id: tab.targetId, tab_id: tab.tabId, action: 'inspect' };
    const ok = okOr(await this.conn.call('browser_dialog', args, options), 'browser_dialog');
    if (ok.data.present !== true) return null;
    const id = str(ok.data.dialog_id);
    const kind = str(ok.data.kind);
    if (!id || !kind || !KINDS.has(kind))
      throw new DriverError('unsafe_driver_output', 'browser_dialog named no dialog id or a kind we know');
    return { id, type: kind as DialogKind };
  }

  // One mutation under the front-app watch; a violation wins over the call's own outcome.
  private async watched(
    pid: number,
    tool: string,
    args: Json,
    options: CallOptions,
  ): Promise<Extract<CuaResult, { ok: true }>> {
    if (this.options.checkScreenLock !== false) {
      const refused = await lockRefusal(this.runner, options.signal);
      if (refused) throw new DriverError(refused.code, refused.message);
    }
    const watch = await FrontWatch.start(this.frontApps, pid, this.options.sampleMs ?? 80);
    watch.current = tool;
    const outcome = await this.conn.call(tool, args, options).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    const seen = await watch.stop();
    if (seen)
      throw new DriverError(
        'foreground_violation',
        `the browser came to the front during ${seen.during}; ${watch.previous === null ? 'no previous app was known to put back' : 'the previous app was put back'}`,
        true,
      );
    if ('error' in outcome) throw outcome.error;
    return okOr(outcome.result, tool);
  }
}
