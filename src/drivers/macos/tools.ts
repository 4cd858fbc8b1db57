// The other macOS tools: window screenshots, window frames, the clipboard, background launches, and a passthrough.
import { DriverError, type CallOptions } from '../../core/driver.js';
import type { WindowInfo } from '../../core/snapshot.js';
import { sleep } from '../../core/limits.js';
import { assertBackground } from './background.js';
import type { CuaConnection } from './connection.js';
import { windowRecords } from './read.js';
import { num, okOr, str, type CuaResult, type Json } from './result.js';
import { runCommand, runOk, type CommandRunner } from './runner.js';
import { systemFrontApps, type FrontApps } from './sentinel.js';
import { requireWindowId, type ScreenRect } from './view.js';

/** Options of the extra tools. */
export interface MacosToolsOptions {
  runner?: CommandRunner;
  frontApps?: FrontApps;
  /** Polls of list_windows after a launch whose window is not there yet (default 10, 200 ms apart). */
  launchPolls?: number;
}

/** A window capture. */
export interface WindowShot {
  mimeType: string;
  /** Base64 image data. */
  data: string;
  width?: number;
  height?: number;
  /** Image pixels per screen point (a capture of the display). */
  scale?: number;
}

/** What a background launch gave. */
export interface LaunchResult {
  pid: number;
  windows: WindowInfo[];
  /** The app took the front on its own and the previous app was put back. */
  frontRestored: boolean;
}

// Tools a caller may reach through `call`: reads and background actions, no file outputs, nothing that fronts.
const PASSTHROUGH: ReadonlySet<string> = new Set([
  'list_apps',
  'list_windows',
  'get_window_state',
  'get_accessibility_tree',
  'get_screen_size',
  'get_cursor_position',
  'get_config',
  'check_permissions',
  'health_report',
  'get_recording_state',
  'verify_state',
  'zoom',
  'click',
  'double_click',
  'right_click',
  'set_value',
  'type_text',
  'press_key',
  'hotkey',
  'scroll',
  'drag',
]);
const FILE_OUTPUTS = /(?:_out_file|_out|output_dir|_path)$/u;

/** macOS tools beyond the Driver interface; each says `unknown_driver_tool` when the loaded cua-driver lacks it. */
export class MacosTools {
  private readonly runner: CommandRunner;
  private readonly frontApps: FrontApps;

  constructor(
    private readonly conn: CuaConnection,
    private readonly options: MacosToolsOptions = {},
  ) {
    this.runner = options.runner ?? runCommand;
    this.frontApps = options.frontApps ?? systemFrontApps(this.runner);
  }

  /** Captures one window (cua-driver's `screenshot` tool when present, else a get_window_state capture). */
  async screenshot(windowId: string, options: CallOptions): Promise<WindowShot> {
    const ids = requireWindowId(windowId);
    const catalog = await this.conn.catalog(options.signal);
    const result = catalog.has('screenshot')
      ? await this.conn.call('screenshot', { pid: ids.pid, window_id: ids.cgWindowId }, options)
      : await this.conn.call(
          'get_window_state',
          {
            pid: ids.pid,
            window_id: ids.cgWindowId,
            include_screenshot: true,
            ...(catalog.accepts('get_window_state', 'max_elements') ? { max_elements: 1 } : {}),
          },
          options,
        );
    return shotOf(okOr(result, 'screenshot'));
  }

  /** Captures the main display at its native resolution (get_desktop_state, no file written). */
  async screenCapture(options: CallOptions): Promise<WindowShot> {
    await this.conn.require(['get_desktop_state'], options.signal);
    return shotOf(okOr(await this.conn.call('get_desktop_state', {}, options), 'get_desktop_state'));
  }

  /** Moves and resizes a window (points); needs cua-driver's set_window_frame. */
  async setWindowFrame(
    windowId: string,
    frame: ScreenRect,
    options: CallOptions,
  ): Promise<{ effect: string }> {
    const ids = requireWindowId(windowId);
    await this.conn.require(['set_window_frame'], options.signal);
    const args = {
      pid: ids.pid,
      window_id: ids.cgWindowId,
      x: frame.x,
      y: frame.y,
      width: frame.width,
      height: frame.height,
    };
    const ok = okOr(await this.conn.call('set_window_frame', args, options), 'set_window_frame');
    return { effect: str(ok.data.effect) ?? 'unverifiable' };
  }

  /** The clipboard's plain text (pbpaste). */
  async clipboardRead(options: CallOptions): Promise<string> {
    return runOk(this.runner, 'pbpaste', [], { signal: options.signal });
  }

  /** Replaces the clipboard with plain text (pbcopy). */
  async clipboardWrite(text: string, options: CallOptions): Promise<void> {
    await runOk(this.runner, 'pbcopy', [], { input: text, signal: options.signal });
  }

  /** Launches an app hidden; polls for its windows; puts the previous app back if the new one took the front. */
  async launchApp(
    app: { bundleId?: string; name?: string; urls?: string[] },
    options: CallOptions,
  ): Promise<LaunchResult> {
    await this.conn.require(['launch_app'], options.signal);
    const previous = await this.frontApps.front(options.signal).catch(() => null);
    const args: Json = {
      ...(app.bundleId ? { bundle_id: app.bundleId } : {}),
      ...(app.name ? { name: app.name } : {}),
      ...(app.urls?.length ? { urls: app.urls } : {}),
    };
    const ok = okOr(await this.conn.call('launch_app', args, options), 'launch_app');
    const pid = num(ok.data.pid);
    if (pid === undefined) throw new DriverError('launch_failed', 'launch_app returned no pid');
    let windows = windowRecords({ ...ok, data: { windows: ok.data.windows ?? [] } }).map((r) => r.info);
    for (let i = 0; windows.length === 0 && i < (this.options.launchPolls ?? 10); i += 1) {
      await sleep(200, options.signal);
      windows = windowRecords(await this.conn.call('list_windows', { pid }, options)).map((r) => r.info);
    }
    const front = await this.frontApps.front(options.signal).catch(() => null);
    const stole = front === pid && previous !== null && previous !== pid;
    if (stole) await this.frontApps.activate(previous, options.signal).catch(() => undefined);
    return { pid, windows, frontRestored: stole };
  }

  /** Calls an allowed cua-driver tool as is (no file outputs; foreground calls refused unsent). */
  async call(tool: string, args: Json, options: CallOptions): Promise<CuaResult> {
    assertBackground(tool, args);
    if (!PASSTHROUGH.has(tool))
      throw new DriverError('tool_not_allowed', `${tool} is not reachable through beans-picker`);
    const output = Object.keys(args).find((k) => FILE_OUTPUTS.test(k));
    if (output)
      throw new DriverError(
        'file_output_refused',
        `${output} would write a file; beans-picker passes no file outputs`,
      );
    await this.conn.require([tool], options.signal);
    return this.conn.call(tool, args, options);
  }
}

// The first image of a capture, with the delivered size.
function shotOf(ok: Extract<CuaResult, { ok: true }>): WindowShot {
  const image = ok.images[0];
  if (!image)
    throw new DriverError(
      'screenshot_unavailable',
      'cua-driver returned no image (is Screen Recording granted to CuaDriver.app?)',
    );
  const width = num(ok.data.screenshot_width);
  const height = num(ok.data.screenshot_height);
  const points = num(ok.data.screen_width);
  const scale = width !== undefined && points ? width / points : num(ok.data.scale_factor);
  return {
    ...image,
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(scale !== undefined && scale > 0 ? { scale } : {}),
  };
}
