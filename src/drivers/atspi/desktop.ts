// Desktop tools around the driver: launching apps without raising them, moving windows, screenshots,
// recordings, the clipboard and the screen-lock state.
import { spawn } from 'node:child_process';
import { homedir } from 'node:os';
import { DriverError } from '../../core/driver.js';
import type { Rect } from '../../core/snapshot.js';
import { Clipboard } from './clipboard.js';
import type { AtspiDriver } from './driver.js';
import { run } from './exec.js';
import { ActiveWindowWatch } from './focus.js';
import { FrontGuard, type FrontTaken } from './frontGuard.js';
import { screenLockState, type LockState } from './lock.js';
import { Recorder, type Recording } from './recorder.js';
import { geometry, listClients, xidOf } from './x11.js';
import { publishMasked, SecretMasks } from '../masks.js';
import { decodePng, encodePng, paintBlack, type Box } from '../png.js';

/** What launching an app gave. */
export interface LaunchResult {
  windowId: string;
  pid: number;
  /** Set when the new window took the front; `restored` says whether the previous window has it back, and after how long. */
  foregroundViolation?: FrontTaken;
}

const LAUNCH_TIMEOUT_MS = 20_000;
const POLL_MS = 150;
// A window manager focuses a new window as it maps it, which can trail its registration on the bus: the guard
// keeps watching this long after the window appears.
const FOCUS_GRACE_MS = 300;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

// How often a recording reads its window's secret fields.
const MASK_POLL_MS = 500;

/** Desktop tools for one session (its env gives DISPLAY and the session bus). */
export class DesktopTools {
  private readonly env: NodeJS.ProcessEnv;
  private readonly watch: ActiveWindowWatch;
  private readonly clipboard: Clipboard;
  private readonly recorder: Recorder;
  private masking: { raw: string; out: string; masks: SecretMasks; stop: () => void } | null = null;

  constructor(
    private readonly driver: AtspiDriver,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.env = env;
    this.watch = new ActiveWindowWatch(env);
    this.clipboard = new Clipboard(env);
    this.recorder = new Recorder(env);
  }

  /**
   * Starts an app detached in `cwd` (default $HOME, never this process's folder), waits for its window on the
   * accessibility bus, and gives the front back the moment the app's window takes it.
   */
  async launchApp(
    command: string,
    args: readonly string[] = [],
    options: { signal?: AbortSignal; timeoutMs?: number; cwd?: string } = {},
  ): Promise<LaunchResult> {
    const signal = options.signal ?? new AbortController().signal;
    const before = await this.watch.current();
    const [windows, clients] = await Promise.all([
      this.driver.windows({}, { signal }),
      listClients(this.env, signal),
    ]);
    const known = new Set(windows.map((w) => w.id));
    const cwd = options.cwd ?? (this.env.HOME || homedir());
    const child = spawn(command, [...args], { env: this.env, cwd, detached: true, stdio: 'ignore' });
    // Spawning is synchronous, so the guard sees every change of the front the new app can cause.
    const existing = new Set(clients.map((c) => c.xid));
    // On a private display nobody's window is in front to keep there: the new app may take the front.
    const guard = this.driver.privateDisplay
      ? null
      : new FrontGuard(this.env, this.watch, before, existing, () => child.pid);
    const spawnError = new Promise<never>((_, reject) =>
      child.on('error', (e) => reject(new DriverError('driver_unavailable', `${command}: ${e.message}`))),
    );
    spawnError.catch(() => undefined);
    child.unref();
    const win = await Promise.race([
      this.waitForWindow(known, child.pid ?? -1, options.timeoutMs ?? LAUNCH_TIMEOUT_MS, signal),
      spawnError,
    ]).catch(async (error: unknown) => {
      await guard?.finish(-1);
      throw error;
    });
    if (!guard) return { windowId: win.id, pid: win.pid };
    await new Promise((r) => setTimeout(r, FOCUS_GRACE_MS));
    const taken = await guard.finish(win.pid);
    return { windowId: win.id, pid: win.pid, ...(taken ? { foregroundViolation: taken } : {}) };
  }

  /** Moves and resizes a window (screen coordinates of its client area) and reports where it ended up. */
  async moveResize(windowId: string, frame: Rect, signal?: AbortSignal): Promise<Rect> {
    const xid = this.xid(windowId);
    const move = (x: number, y: number): Promise<unknown> =>
      run(
        'xdotool',
        [
          'windowsize',
          String(xid),
          String(frame.width),
          String(frame.height),
          'windowmove',
          String(xid),
          String(x),
          String(y),
        ],
        {
          env: this.env,
          timeoutMs: 3000,
          ...(signal ? { signal } : {}),
        },
      );
    await move(frame.x, frame.y);
    let now = await this.settledGeometry(xid, signal);
    // A window manager places the frame where asked, so the client lands one decoration further: correct once.
    if (now.x !== frame.x || now.y !== frame.y) {
      await move(2 * frame.x - now.x, 2 * frame.y - now.y);
      now = await this.settledGeometry(xid, signal);
    }
    return now;
  }

  /**
   * A PNG of one window or of the whole screen (covered parts show, thanks to the session's compositor). Password
   * fields are read before and after the capture, so one that shows at either moment is painted black.
   */
  async screenshot(target: string, signal?: AbortSignal): Promise<Buffer> {
    const window = target === 'screen' ? 'root' : String(this.xid(target));
    const read = () =>
      target === 'screen' ? this.secretBoxesOnScreen(signal) : this.secretBoxes(target, signal);
    const before = await read();
    const result = await run('import', ['-window', window, 'png:-'], {
      env: this.env,
      timeoutMs: 15_000,
      ...(signal ? { signal } : {}),
    });
    if (result.code !== 0 || !result.stdout.subarray(0, 4).equals(PNG_MAGIC))
      throw new DriverError(
        'screenshot_failed',
        `could not capture ${target}: ${result.stderr.trim() || 'no image'} (a minimized window cannot be captured)`,
      );
    const boxes = [...before, ...(await read())];
    if (!boxes.length) return result.stdout;
    const pixels = decodePng(result.stdout);
    paintBlack(pixels, boxes);
    return encodePng(pixels);
  }

  // The boxes of a window's secret fields (password text), in the window's own pixels. A window whose fields
  // cannot be read is not captured: the call fails rather than show a secret.
  private async secretBoxes(windowId: string, signal?: AbortSignal): Promise<Box[]> {
    const options = { signal: signal ?? new AbortController().signal };
    const snapshot = await this.driver.snapshot(windowId, options).catch((error: unknown) => {
      throw new DriverError(
        'screenshot_failed',
        `could not read ${windowId}'s fields to hide secret ones (${error instanceof DriverError ? error.code : 'unreadable'})`,
      );
    });
    return snapshot.nodes.flatMap((n) => (n.states.secret && n.frame ? [n.frame] : []));
  }

  // Every window's secret fields on the screen, placed by the window's position; a window whose fields cannot be
  // read is painted black whole.
  private async secretBoxesOnScreen(signal?: AbortSignal): Promise<Box[]> {
    const windows = await this.driver.windows({}, { signal: signal ?? new AbortController().signal });
    const boxes = await Promise.all(
      windows.map(async (w) => {
        const at = await geometry(this.env, this.xid(w.id));
        if (!at) return [];
        const inside = await this.secretBoxes(w.id, signal).catch(() => null);
        if (inside === null) return [at];
        return inside.map((b) => ({ ...b, x: b.x + at.x, y: b.y + at.y }));
      }),
    );
    return boxes.flat();
  }

  /**
   * Starts recording a window's region to an mp4 file. The raw video goes to a file beside `outPath`; while it
   * records, the window's secret fields are read every half second, and at the stop every box seen is painted black
   * over the whole video into `outPath` (a window whose fields cannot be read at the start is not recorded).
   */
  async recordStart(windowId: string, outPath: string): Promise<void> {
    const frame = await geometry(this.env, this.xid(windowId));
    if (!frame) throw new DriverError('window_not_found', `no X11 window ${windowId}`);
    const boxes = await this.secretBoxes(windowId).catch((error: unknown) => {
      throw new DriverError(
        'record_failed',
        (error as Error).message.replace(/^could not read/u, 'will not record'),
      );
    });
    const raw = `${outPath}.raw.mp4`;
    await this.recorder.start(frame, raw);
    const masks = new SecretMasks(boxes);
    const timer = setInterval(() => {
      // A window that closed or stopped answering keeps the boxes seen so far.
      this.secretBoxes(windowId).then(
        (seen) => masks.add(seen),
        () => undefined,
      );
    }, MASK_POLL_MS);
    this.masking = { raw, out: outPath, masks, stop: () => clearInterval(timer) };
  }

  /** Stops the recording and writes the file with every secret field seen painted black. */
  async recordStop(): Promise<Recording> {
    const masking = this.masking;
    this.masking = null;
    masking?.stop();
    const raw = await this.recorder.stop();
    if (!masking) return raw;
    const bytes = await publishMasked(masking.raw, masking.out, masking.masks, (args) =>
      run('ffmpeg', args, { env: this.env, timeoutMs: 120_000 }),
    );
    return { ...raw, path: masking.out, bytes };
  }

  /** The clipboard's text ('' when empty). */
  clipboardRead(signal?: AbortSignal): Promise<string> {
    return this.clipboard.read(signal);
  }

  /** Puts text on the clipboard, exactly. */
  clipboardWrite(text: string, signal?: AbortSignal): Promise<void> {
    return this.clipboard.write(text, signal);
  }

  /** Whether the screen is locked; "unavailable" when no screen locker runs (as under Xvfb). */
  screenLocked(): Promise<LockState> {
    return screenLockState(this.env);
  }

  /** Ends the clipboard owner, a running recording and the focus watch. */
  close(): void {
    this.masking?.stop();
    this.clipboard.close();
    this.recorder.close();
    this.watch.close();
  }

  private xid(windowId: string): number {
    const xid = xidOf(windowId);
    if (xid === null) throw new DriverError('window_not_found', `${windowId} is not an X11 window id`);
    return xid;
  }

  // Reads the geometry until two reads agree (the window manager applies moves asynchronously).
  private async settledGeometry(xid: number, signal?: AbortSignal): Promise<Rect> {
    const deadline = Date.now() + 1000;
    let last: Rect | null = null;
    for (;;) {
      await new Promise((r) => setTimeout(r, 40));
      const g = await geometry(this.env, xid, signal);
      if (!g) throw new DriverError('window_not_found', `no X11 window 0x${xid.toString(16)}`);
      const rect = { x: g.x, y: g.y, width: g.width, height: g.height };
      if ((last && sameRect(last, rect)) || Date.now() > deadline) return rect;
      last = rect;
    }
  }

  // The app's own pid owns the window, unless it handed over to a running instance and exited.
  private async waitForWindow(
    known: Set<string>,
    pid: number,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<{ id: string; pid: number }> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      signal.throwIfAborted();
      const fresh = (await this.driver.windows({}, { signal })).filter((w) => !known.has(w.id));
      const win = fresh.find((w) => w.pid === pid) ?? fresh[0];
      if (win) return { id: win.id, pid: win.pid ?? pid };
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new DriverError('driver_timeout', `no new window appeared within ${timeoutMs} ms`);
  }
}

function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
