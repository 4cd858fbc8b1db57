// The macOS driver: cua-driver over MCP for reading and acting, always in the background, with a front-app watch.
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
import { performMac } from './act.js';
import { matchField, type ExactReader } from './axtext.js';
import { CuaConnection, type CuaConnectionOptions } from './connection.js';
import { fail, type MacActContext } from './context.js';
import { geometryOf, type Geometry, type Stacking } from './geometry.js';
import { decodeHandle } from './handles.js';
import { lockRefusal } from './lock.js';
import { readWindow, windowRecords, type ReadLimits } from './read.js';
import { runCommand, type CommandRunner } from './runner.js';
import { FrontWatch, systemFrontApps, type FrontApps, type Violation } from './sentinel.js';
import { elementOf } from './target.js';
import { MacosTools } from './tools.js';
import { parseWindowId, requireWindowId, type ScreenRect, type WindowView } from './view.js';

/** Options of the macOS driver. */
export interface MacosDriverOptions extends CuaConnectionOptions {
  /** Runs lsappinfo, ioreg, osascript, open (tests pass a fake). */
  runner?: CommandRunner;
  /** Reads and restores the front app (default: lsappinfo and System Events through `runner`). */
  frontApps?: FrontApps;
  /** The exact text reader (the axtext helper); without one, text results stay unverified. */
  reader?: ExactReader;
  /** Nodes one read may walk (default 1500). */
  maxElements?: number;
  /** Depth one read may walk (default 25). */
  maxDepth?: number;
  /** Refuse to act while the screen is locked or its state is unknown (default true). */
  checkScreenLock?: boolean;
  /** Front-app sampling interval in ms (default 80). */
  sampleMs?: number;
}

const GEOMETRY_TTL_MS = 3000;

/** Drives macOS apps through cua-driver without ever bringing them forward. */
export class MacosDriver implements Driver {
  readonly name = 'macos';
  readonly capabilities: DriverCapabilities = {
    backgroundKeys: true,
    backgroundMenus: false,
    modifiers: true,
    drag: true,
    hover: false,
  };
  readonly connection: CuaConnection;
  private readonly runner: CommandRunner;
  private readonly frontApps: FrontApps;
  private readonly limits: ReadLimits;
  private readonly views = new Map<string, WindowView>();
  private readonly geometries = new Map<string, { geometry: Geometry; at: number; bounds: string }>();
  private readonly shortcutCache = new Map<number, { map: ReadonlyMap<string, string>; at: number }>();
  private readonly acting = new Map<string, number>();

  constructor(private readonly options: MacosDriverOptions = {}) {
    this.connection = new CuaConnection(options);
    this.runner = options.runner ?? runCommand;
    this.frontApps = options.frontApps ?? systemFrontApps(this.runner);
    this.limits = { maxElements: options.maxElements ?? 1500, maxDepth: options.maxDepth ?? 25 };
  }

  async windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]> {
    const args = {
      ...(filter.pid !== undefined ? { pid: filter.pid } : {}),
      ...(filter.onScreenOnly ? { on_screen_only: true } : {}),
    };
    const records = windowRecords(await this.connection.call('list_windows', args, options)).filter(
      (r) => r.layer === 0,
    );
    const pids = filter.app === undefined ? null : await this.pidsOf(filter.app, options.signal);
    return records
      .map((r) => r.info)
      .filter(
        (w) =>
          (filter.app === undefined ||
            pids?.has(w.pid ?? -1) === true ||
            w.app.toLowerCase() === filter.app.toLowerCase()) &&
          (!filter.onScreenOnly || w.onScreen !== false),
      );
  }

  async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    return (await this.read(windowId, options.signal)).raw;
  }

  async perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome> {
    this.acting.set(windowId, (this.acting.get(windowId) ?? 0) + 1);
    try {
      return await this.performOn(windowId, action, options);
    } finally {
      const left = (this.acting.get(windowId) ?? 1) - 1;
      if (left > 0) this.acting.set(windowId, left);
      else this.acting.delete(windowId);
    }
  }

  /** Reads the window for its secure fields' boxes (window points) and its frame (screen points). */
  async secretFields(
    windowId: string,
    signal: AbortSignal,
  ): Promise<{ frame: ScreenRect | undefined; boxes: ScreenRect[]; unplaced: boolean }> {
    const view = await this.read(windowId, signal);
    return { frame: view.bounds ?? view.raw.window.frame, ...view.secrets };
  }

  /**
   * The window's pixels now (cua-driver's capture), for telling whether a press changed anything on screen: its
   * scale is the capture's pixels over the window's width in points, from the window's last reading.
   */
  async glance(windowId: string, options: CallOptions): Promise<Glance> {
    const shot = await new MacosTools(this.connection, { runner: this.runner }).screenshot(windowId, options);
    const pixels = decodePng(Buffer.from(shot.data, 'base64'));
    const view = this.views.get(windowId) ?? (await this.read(windowId, options.signal));
    const points = (view.bounds ?? view.raw.window.frame)?.width;
    const scale = points ? pixels.width / points : shot.scale;
    if (!scale) throw new DriverError('screenshot_failed', 'the capture cannot be placed in the window');
    return { ...pixels, scale };
  }

  /** Whether an action on the window is under way (a read now would make its element tokens stale). */
  isActing(windowId: string): boolean {
    return this.acting.has(windowId);
  }

  private async performOn(
    windowId: string,
    action: DriverAction,
    options: CallOptions,
  ): Promise<PerformOutcome> {
    const ids = parseWindowId(windowId);
    if (!ids) return fail('window_not_found', `${windowId} is not a macOS window id; call windows`);
    if (this.options.checkScreenLock !== false) {
      const refused = await lockRefusal(this.runner, options.signal);
      if (refused) return fail(refused.code, refused.message);
    }
    const generation = await this.connection.generation(options.signal);
    const watch = await FrontWatch.start(this.frontApps, ids.pid, this.options.sampleMs ?? 80);
    const ctx = this.context(windowId, ids, watch, generation, options.signal);
    let outcome: PerformOutcome;
    let seen: Violation | null;
    try {
      outcome = await performMac(ctx, action);
    } catch (error: unknown) {
      if (!(error instanceof DriverError)) throw error;
      outcome = fail(error.code, error.message, { mayHaveActed: error.mayHaveActed });
    } finally {
      seen = await watch.stop();
    }
    if (seen && outcome.ok)
      return fail(
        'foreground_violation',
        `the app came to the front during ${seen.during}; the previous app was put back`,
        { mayHaveActed: true },
      );
    return outcome;
  }

  async readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null> {
    const view = this.views.get(windowId);
    const parts = decodeHandle(handle);
    if (!view || !parts) return null;
    const found = elementOf(view, parts);
    if (!found) return null;
    if (this.options.reader) {
      const fields = await this.options.reader.fields(view.pid, view.title, options.signal).catch(() => []);
      const field = matchField(found, fields);
      if (field) return { value: field.value, exact: true };
    }
    return { value: found.value ?? '', exact: false };
  }

  async close(): Promise<void> {
    this.views.clear();
    await this.connection.close();
  }

  private async read(windowId: string, signal: AbortSignal): Promise<WindowView> {
    const ids = requireWindowId(windowId);
    const view = await readWindow(
      this.connection,
      ids.pid,
      ids.cgWindowId,
      this.limits,
      signal,
      await this.shortcuts(ids.pid, signal),
    );
    this.views.set(windowId, view);
    return view;
  }

  private context(
    windowId: string,
    ids: { pid: number; cgWindowId: number },
    watch: FrontWatch,
    generation: number,
    signal: AbortSignal,
  ): MacActContext {
    let stacking: Stacking | undefined;
    return {
      conn: this.connection,
      windowId,
      ...ids,
      signal,
      watch,
      generation,
      reader: this.options.reader,
      rebinds: 1,
      view: () => this.views.get(windowId),
      observe: () => this.read(windowId, signal),
      geometry: () => this.geometry(windowId, ids, signal),
      stacking: async () => (stacking ??= await this.stacking(ids, signal)),
    };
  }

  // A probe read with a screenshot gives the pixel scale; its new snapshot makes the view's tokens stale.
  private async geometry(
    windowId: string,
    ids: { pid: number; cgWindowId: number },
    signal: AbortSignal,
  ): Promise<Geometry | null> {
    const view = this.views.get(windowId);
    const bounds = JSON.stringify(view?.bounds ?? null);
    const cached = this.geometries.get(windowId);
    if (cached && cached.bounds === bounds && Date.now() - cached.at < GEOMETRY_TTL_MS)
      return cached.geometry;
    const catalog = await this.connection.catalog(signal);
    const args = {
      pid: ids.pid,
      window_id: ids.cgWindowId,
      include_screenshot: true,
      ...(catalog.accepts('get_window_state', 'max_elements') ? { max_elements: 1 } : {}),
    };
    // This read makes the view's tokens stale; the connection counts it, so the next action reads again.
    const result = await this.connection.call('get_window_state', args, { signal });
    const geometry = geometryOf(result);
    if (geometry) this.geometries.set(windowId, { geometry, at: Date.now(), bounds });
    return geometry;
  }

  private async stacking(
    ids: { pid: number; cgWindowId: number },
    signal: AbortSignal,
  ): Promise<Stacking | undefined> {
    const result = await this.connection.call('list_windows', { pid: ids.pid }, { signal });
    if (!result.ok) return undefined;
    const records = windowRecords(result);
    const mine = records.find((r) => r.cgWindowId === ids.cgWindowId);
    return {
      z: mine?.z ?? null,
      others: records.flatMap((r) =>
        r !== mine && r.info.onScreen !== false && r.info.frame ? [{ bounds: r.info.frame, z: r.z }] : [],
      ),
    };
  }

  private async pidsOf(app: string, signal: AbortSignal): Promise<Set<number> | null> {
    if (!app.includes('.')) return null;
    const result = await this.connection.call('list_apps', {}, { signal });
    const apps = result.ok && Array.isArray(result.data.apps) ? result.data.apps : [];
    return new Set(
      apps.flatMap((a) => {
        const rec = a as { bundle_id?: unknown; pid?: unknown };
        return rec.bundle_id === app && typeof rec.pid === 'number' && rec.pid > 0 ? [rec.pid] : [];
      }),
    );
  }

  private async shortcuts(
    pid: number,
    signal: AbortSignal,
  ): Promise<ReadonlyMap<string, string> | undefined> {
    const reader = this.options.reader;
    if (!reader?.shortcuts) return undefined;
    const cached = this.shortcutCache.get(pid);
    if (cached && Date.now() - cached.at < 60_000) return cached.map;
    const map = await reader.shortcuts(pid, signal).catch(() => new Map<string, string>());
    this.shortcutCache.set(pid, { map, at: Date.now() });
    return map;
  }
}
