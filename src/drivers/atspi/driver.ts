// The Linux desktop driver: AT-SPI2 over D-Bus for reading and acting, X11 tools for window ids and focus.
import { DriverError } from '../../core/driver.js';
import type {
  CallOptions,
  Driver,
  DriverAction,
  DriverCapabilities,
  ExactRead,
  PerformOutcome,
  WindowFilter,
} from '../../core/driver.js';
import type { Glance } from '../../core/glance.js';
import type { RawSnapshot, WindowInfo } from '../../core/snapshot.js';
import { decodePng } from '../png.js';
import { performAction } from './act.js';
import { selectRow, type RowAddress } from './cellrows.js';
import { AtspiBus, dbusErrorName, isTimeout } from './bus.js';
import { PressClock, type ActContext } from './context.js';
import { ShortcutMemo, readText } from './details.js';
import { EffectWatch } from './effects.js';
import { hasState, ROLE, STATE } from './enums.js';
import { notResponding, within } from './frozen.js';
import { ActiveWindowWatch } from './focus.js';
import { asNumber, refOf } from './narrow.js';
import {
  captureWindow,
  pixelInfo,
  pixelInput,
  pixelSnapshot,
  pixelWindows,
  pointerIn,
  type PixelWindow,
} from './pixels.js';
import { readSnapshot } from './snapshot.js';
import { WindowDirectory, type WindowEntry } from './windows.js';
import { activate, activeWindow, geometry, windowPid, xidOf } from './x11.js';
import { isPrivateDisplay, performForeground, XTEST_ROUTE } from './xtest.js';

/** Options of the AT-SPI driver. */
export interface AtspiDriverOptions {
  /** The desktop session's environment (DISPLAY, DBUS_SESSION_BUS_ADDRESS); defaults to this process's. */
  env?: NodeJS.ProcessEnv;
  /** Most nodes one snapshot reads (default 4000). */
  maxNodes?: number;
  /** Most milliseconds one snapshot spends walking the tree (default 1500). */
  maxSnapshotMs?: number;
  /**
   * The display is private (nobody else uses its keyboard or pointer): what the background route cannot do is
   * sent as XTest input. Default: BEANS_PICKER_PRIVATE_DISPLAY names the env's DISPLAY.
   */
  privateDisplay?: boolean;
}

// Text made only of embedded-object characters (U+FFFC), as Chromium gives for a control's children.
const EMBEDDED_ONLY = /^[\uFFFC\s]+$/u;

// Text fields polled after a GTK4 press, at most.
const TEXT_PROBE_MAX = 8;
// How long a snapshot waits, once its tree is read, for the app's list of its other windows.
const OTHERS_MS = 500;

interface Connection {
  bus: AtspiBus;
  directory: WindowDirectory;
  effects: EffectWatch;
}

/**
 * Drives Linux desktop apps in the background through AT-SPI2; never focuses, raises or types into a window on
 * the user's display. On a private display, what AT-SPI cannot do is sent as XTest input (./xtest.ts).
 */
export class AtspiDriver implements Driver {
  readonly name = 'linux';
  readonly capabilities: DriverCapabilities;
  /** Whether foreground input (XTest) is allowed: the display is private. */
  readonly privateDisplay: boolean;
  private readonly env: NodeJS.ProcessEnv;
  private readonly watch: ActiveWindowWatch;
  private readonly shortcuts = new ShortcutMemo();
  private readonly presses = new PressClock();
  private conn: Promise<Connection> | null = null;
  /** Handles of each window's text fields, from its last snapshot. */
  private readonly textFields = new Map<string, string[]>();
  /** Each window's row nodes made from tree-view cells, from its last snapshot. */
  private readonly rows = new Map<string, Map<string, RowAddress>>();

  constructor(private readonly options: AtspiDriverOptions = {}) {
    this.env = options.env ?? process.env;
    this.watch = new ActiveWindowWatch(this.env);
    this.privateDisplay = options.privateDisplay ?? isPrivateDisplay(this.env);
    const free = this.privateDisplay;
    this.capabilities = {
      backgroundKeys: free,
      backgroundMenus: true,
      modifiers: free,
      drag: free,
      hover: free,
    };
  }

  async windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]> {
    const { directory } = await this.connection(options.signal);
    const [entries, active] = await Promise.all([
      directory.list(options.signal),
      activeWindow(this.env).catch(() => 0),
    ]);
    const want = filter.app?.toLowerCase();
    const chosen = entries.filter(
      (e) =>
        (want === undefined ||
          e.app.name.toLowerCase() === want ||
          e.app.name.toLowerCase().startsWith(`${want}.`)) &&
        (filter.pid === undefined || e.app.pid === filter.pid),
    );
    const infos = await Promise.all(chosen.map((e) => this.info(e, active, options.signal)));
    // Windows no accessible app stands for, read from their pixels (they give no process id to filter by).
    const pixels =
      filter.pid === undefined
        ? (await pixelWindows(this.env, directory.clients(), new Set(entries.map((e) => e.xid)))).filter(
            (p) => want === undefined || p.app.toLowerCase() === want,
          )
        : [];
    const pixelInfos = await Promise.all(pixels.map((p) => pixelInfo(this.env, p, active)));
    return [...infos, ...pixelInfos].filter((w) => !filter.onScreenOnly || w.onScreen === true);
  }

  // The window read from its pixels with this id, when no accessible window has it, and the titles of its
  // program's other windows (a click that opens one is seen to change something).
  private async pixelWindow(
    windowId: string,
    error: unknown,
    signal: AbortSignal,
  ): Promise<{ pixels: PixelWindow; others: string[] }> {
    if (!(error instanceof DriverError) || error.code !== 'window_not_found') throw error;
    // The directory has just listed the clients, looking for this id among its accessible windows.
    const { directory } = await this.connection(signal);
    const claimed = new Set(directory.knownWindows().map((w) => w.xid));
    const all = await pixelWindows(this.env, directory.clients(), claimed);
    const pixels = all.find((p) => p.id === windowId);
    if (!pixels) {
      if (xidOf(windowId) === null) throw error;
      throw new DriverError(
        'window_not_found',
        `no window ${windowId}: it closed or its app ended; list the windows again`,
      );
    }
    return { pixels, others: all.filter((p) => p.app === pixels.app && p !== pixels).map((p) => p.title) };
  }

  async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    const { bus, directory } = await this.connection(options.signal);
    const win = await directory
      .resolve(windowId, options.signal)
      .catch(async (error: unknown) => this.pixelWindow(windowId, error, options.signal));
    if ('pixels' in win)
      return pixelSnapshot(this.env, win.pixels, win.others, await this.watch.known(), options.signal);
    // The app's other windows, read beside the tree (a dialog a step opened as a window of its own); the last
    // listing's when the app does not answer in time.
    const listed = directory
      .knownWindows()
      .filter((w) => w.app.bus === win.app.bus && w.id !== win.id)
      .map((w) => w.title);
    const othersRead = directory.otherTitles(win, options.signal).catch(() => listed);
    const limits = {
      maxNodes: this.options.maxNodes ?? 4000,
      maxMs: this.options.maxSnapshotMs ?? 1500,
      misses: { count: 0 },
    };
    try {
      const active = await this.watch.known();
      const rows = new Map<string, RowAddress>();
      const raw = await readSnapshot(bus, win, listed, active, limits, this.shortcuts, options.signal, rows);
      this.rows.set(windowId, rows);
      // Reads left unanswered: the snapshot says partial, and the app is reported as not responding until it answers.
      if (limits.misses.count > 0) directory.markFrozen(win.app);
      else raw.otherWindows = await within(othersRead, OTHERS_MS, listed);
      const fields = raw.nodes.filter(
        (n) => n.valueExact === true && !n.states.secret && !n.states.offscreen,
      );
      this.textFields.set(
        windowId,
        fields.slice(0, TEXT_PROBE_MAX).map((n) => n.handle),
      );
      return raw;
    } catch (error: unknown) {
      // The window's own root did not answer: the app is frozen or busy, and is reported so until it answers.
      if (isTimeout(error)) {
        directory.markFrozen(win.app);
        throw notResponding(win.app);
      }
      throw this.gone(windowId, error);
    }
  }

  async perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome> {
    if (action.type === 'key' && !this.privateDisplay)
      return {
        ok: false,
        code: 'foreground_required',
        message:
          'keys reach only the focused X11 window, and this driver never brings a window forward; nothing was sent',
      };
    const { bus, directory, effects } = await this.connection(options.signal);
    const found = await directory
      .resolve(windowId, options.signal)
      .catch(async (error: unknown) => this.pixelWindow(windowId, error, options.signal));
    if ('pixels' in found) {
      return pixelInput(this.env, found.pixels, action, this.privateDisplay, options.signal);
    }
    const win = found;
    const before = await this.watch.known();
    const since = Date.now();
    const textProbe = (): Promise<string> => this.readFields(bus, windowId, options.signal);
    const ctx: ActContext = { bus, win, effects, presses: this.presses, textProbe, signal: options.signal };
    let outcome: PerformOutcome;
    try {
      const row = 'handle' in action ? this.rows.get(windowId)?.get(action.handle ?? '') : undefined;
      outcome =
        action.type === 'key'
          ? { ok: false, code: 'not_supported', message: 'keys need XTest input' }
          : ((row ? await selectRow(ctx, row, action) : null) ?? (await performAction(ctx, action)));
      // On a private display, what the background route cannot do is sent as input; the window was made active
      // on purpose there, so the focus rules of the user's display do not apply.
      if (!outcome.ok && outcome.code === 'not_supported' && this.privateDisplay) {
        const sent = await performForeground(ctx, this.env, win.xid, action);
        if (sent?.ok && sent.route === XTEST_ROUTE) return sent;
        if (sent) outcome = sent;
      }
    } catch (error: unknown) {
      if (isTimeout(error)) directory.markFrozen(win.app);
      // A step that failed (timed out above all) may have brought its app forward all the same: the user's window
      // is put back as after any other step, and the error says so.
      const stolen = await this.focusViolation(win, before, since).catch(() => null);
      const failure = this.gone(windowId, error);
      if (stolen && !stolen.ok && failure instanceof DriverError)
        throw new DriverError(failure.code, `${failure.message}; ${stolen.message}`, true);
      throw failure;
    }
    return (await this.focusViolation(win, before, since)) ?? outcome;
  }

  /** The window's pixels as the compositor shows them, for telling whether a press changed anything on screen. */
  async glance(windowId: string, options: CallOptions): Promise<Glance> {
    const xid = xidOf(windowId);
    if (xid === null) throw new DriverError('window_not_found', `${windowId} is not an X11 window id`);
    const [png, pointer] = await Promise.all([
      captureWindow(this.env, xid, options.signal),
      pointerIn(this.env, xid, options.signal),
    ]);
    return { ...decodePng(png), scale: 1, ...(pointer ? { pointer } : {}) };
  }

  async readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null> {
    const { bus, directory } = await this.connection(options.signal);
    const win = await directory.resolve(windowId, options.signal);
    const ref = refOf(handle);
    if (!ref || ref.bus !== win.app.bus) return null;
    try {
      const [role] = await bus.call(ref, 'Accessible', 'GetRole', '', [], options.signal);
      if (asNumber(role) === ROLE.passwordText)
        throw new DriverError('secret_field', 'a password field is never read');
      const value = await readText(bus, ref, options.signal);
      // Chromium's text of a control that holds others (a select, a list) is one U+FFFC per child: no value.
      if (value !== '' && EMBEDDED_ONLY.test(value)) return null;
      return { value, exact: true };
    } catch (error: unknown) {
      if (/\.(?:UnknownObject|ServiceUnknown|NameHasNoOwner|UnknownMethod)$/u.test(dbusErrorName(error)))
        return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.watch.close();
    const conn = this.conn;
    this.conn = null;
    if (!conn) return;
    const { bus, effects } = await conn.catch(() => ({ bus: null, effects: null }));
    effects?.close();
    bus?.close();
  }

  private async connection(signal: AbortSignal): Promise<Connection> {
    const existing = this.conn ? await this.conn.catch(() => null) : null;
    if (existing?.bus.open) return existing;
    this.conn = AtspiBus.connect(this.env, signal).then((bus) => ({
      bus,
      directory: new WindowDirectory(bus, this.env),
      effects: new EffectWatch(bus),
    }));
    this.conn.catch(() => (this.conn = null));
    return this.conn;
  }

  private async readFields(bus: AtspiBus, windowId: string, signal: AbortSignal): Promise<string> {
    const refs = (this.textFields.get(windowId) ?? []).map(refOf).filter((r) => r !== null);
    const texts = await Promise.all(refs.map((ref) => readText(bus, ref, signal).catch(() => '\u0000gone')));
    return JSON.stringify(texts);
  }

  private async info(entry: WindowEntry, active: number, signal: AbortSignal): Promise<WindowInfo> {
    const frame = await geometry(this.env, entry.xid, signal).catch(() => null);
    const onScreen = frame !== null && frame.viewable && !hasState(entry.states, STATE.iconified);
    return {
      id: entry.id,
      app: entry.app.name,
      pid: entry.app.pid,
      title: entry.title,
      ...(frame ? { frame: { x: frame.x, y: frame.y, width: frame.width, height: frame.height } } : {}),
      focused: entry.xid === active,
      onScreen,
      ...(entry.notResponding ? { notResponding: true } : {}),
    };
  }

  // The target's app must not come to the front; if it did, put the previous window back and say so.
  private async focusViolation(
    win: WindowEntry,
    before: number,
    since: number,
  ): Promise<PerformOutcome | null> {
    const after = await this.watch.current();
    // The app had the front already (its own dialog was the active window, as on a private desktop): its main
    // window taking the focus back when that dialog closes steals nothing ("cancel" on gnumeric's Sort dialog).
    if (before !== 0 && (before === win.xid || (await windowPid(this.env, before)) === win.app.pid))
      return null;
    for (const xid of new Set([...this.watch.seenSince(since), after])) {
      if (xid === before || xid === 0) continue;
      if (xid !== win.xid && (await windowPid(this.env, xid)) !== win.app.pid) continue;
      if (before !== 0) await activate(this.env, before);
      return {
        ok: false,
        code: 'foreground_violation',
        message: `${win.title} came to the front during the action; the previous window was put back`,
        mayHaveActed: true,
      };
    }
    return null;
  }

  private gone(windowId: string, error: unknown): unknown {
    if (!/\.(?:ServiceUnknown|NameHasNoOwner|Disconnected|NoReply)$/u.test(dbusErrorName(error)))
      return error;
    this.connection(new AbortController().signal)
      .then((c) => c.directory.forget(windowId))
      .catch(() => undefined);
    return new DriverError('window_not_found', `the application of ${windowId} is gone`);
  }
}
