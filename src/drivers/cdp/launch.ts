// Starts Chromium with a fresh temporary profile and the quiet-network flags, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DriverError } from '../../core/driver.js';
import { startWatchdog } from './watchdog.js';

/** How to launch a browser. */
export interface LaunchOptions {
  /** Chrome or Chromium binary; found in the usual places when absent. */
  executablePath?: string;
  /** Headless (default) or headed (needs a DISPLAY). */
  headless?: boolean;
  /** Extra command-line flags. */
  args?: string[];
  /** How long the browser may take to open its DevTools endpoint (ms). */
  timeoutMs?: number;
  /** How long a start may stay silent before it is stopped and tried once more (ms). */
  stalledMs?: number;
}

/**
 * Flags from reference/browser-cdp.md. Without the networking ones Chromium keeps calling Google services,
 * which floods a closed network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The real Debian binary first: /usr/bin/chromium is a wrapper script that adds flags and API keys.
const CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The first Chrome or Chromium binary found in the usual places, or null. */
export function findChromium(): string | null {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** A browser process this driver started. */
export interface LaunchedBrowser {
  wsEndpoint: string;
  process: ChildProcess;
  /** The temporary folder holding the profile and staged downloads; removed with the browser. */
  rootDir: string;
  profileDir: string;
  /** Where downloads are staged (inside rootDir; created by whoever first needs it). */
  stagingDir: string;
  /** Where Playwright keeps its files for this browser (inside rootDir). */
  artifactsDir: string;
  /** Waits up to `graceMs` for the process to exit, kills its process group, removes the temporary folder. */
  stop(graceMs: number): Promise<void>;
}

// A start that has not opened its endpoint by then is stopped and tried once more with a fresh profile: Debian's
// Chromium usually opens it within 200 ms, but about one start in twenty under a busy machine never did (seen in
// bench/run-start.ts on 2026-12-05, with nothing on stderr past its D-Bus warnings).
const STALLED_MS = 8_000;

/**
 * Spawns Chromium with `--remote-debugging-port=0` and reads the DevTools endpoint from its stderr; a start that
 * stalls is tried once more.
 */
export async function launchChromium(options: LaunchOptions = {}): Promise<LaunchedBrowser> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const stalledMs = options.stalledMs ?? STALLED_MS;
  if (timeoutMs <= stalledMs * 2) return launchOnce(options, timeoutMs);
  try {
    return await launchOnce(options, stalledMs);
  } catch (error: unknown) {
    if (!(error instanceof DriverError && error.message.startsWith(NO_ENDPOINT))) throw error;
    return launchOnce(options, timeoutMs - stalledMs);
  }
}

const NO_ENDPOINT = 'no DevTools endpoint';

async function launchOnce(options: LaunchOptions, timeoutMs: number): Promise<LaunchedBrowser> {
  const executable = options.executablePath ?? findChromium();
  if (!executable)
    throw new DriverError('browser_not_found', 'no Chrome or Chromium found; pass executablePath');
  const rootDir = await mkdtemp(join(tmpdir(), 'beans-picker-browser-'));
  const profileDir = join(rootDir, 'profile');
  const stagingDir = join(rootDir, 'downloads');
  const artifactsDir = join(rootDir, 'artifacts');
  await mkdir(profileDir);
  const args = [
    ...CHROMIUM_FLAGS,
    // Headless windows default to 800x600, smaller than most pages expect.
    ...(options.headless === false ? [] : ['--headless', '--window-size=1280,900']),
    '--remote-debugging-port=0',
    `--user-data-dir=${profileDir}`,
    ...(options.args ?? []),
    // No first tab: attaching to it costs a renderer start inside connectOverCDP (about 350 ms), and every tab
    // the driver opens gets a window of its own anyway.
    '--no-startup-window',
  ];
  // A process group of its own, so stop() can end the renderers and zygotes with it.
  // Its own TMPDIR inside the folder: Chromium's temporary files (org.chromium.*) go when the folder goes.
  const child = spawn(executable, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, TMPDIR: rootDir },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If the caller's process dies (even by SIGKILL), the guard ends the browser and removes its folder.
  const watchdog = startWatchdog(child.pid ?? 0, [rootDir]);
  // If the caller's process ends without close(), the browser must not outlive it.
  const killOnExit = (): void => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) killGroup(child.pid);
  };
  process.once('exit', killOnExit);
  const stop = async (graceMs: number): Promise<void> => {
    process.off('exit', killOnExit);
    watchdog.disarm();
    if (child.exitCode === null && child.signalCode === null) {
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        killGroup(child.pid);
        await exited;
      }
    }
    // A browser whose main process was killed (OOM) may leave renderers behind in its group.
    if (child.pid !== undefined) killGroup(child.pid);
    await rm(rootDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    const wsEndpoint = await readEndpoint(child, timeoutMs);
    return { wsEndpoint, process: child, rootDir, profileDir, stagingDir, artifactsDir, stop };
  } catch (error: unknown) {
    await stop(0);
    throw error;
  }
}

// Kills the browser's process group (renderers and zygotes too); a group already gone is fine.
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error: unknown) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ESRCH')) throw error;
  }
}

function readEndpoint(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(`${NO_ENDPOINT} after ${timeoutMs} ms`), timeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      // Keep draining stderr: a full pipe would block the browser.
      child.stderr?.resume();
    };
    const fail = (why: string): void => {
      done();
      reject(new DriverError('launch_failed', `${why}; browser said: ${seen.slice(-600)}`));
    };
    const onData = (chunk: Buffer): void => {
      seen = (seen + chunk.toString()).slice(-4000);
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match?.[1]) {
        done();
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null): void => fail(`the browser exited (code ${code})`);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}
