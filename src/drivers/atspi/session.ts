// Starts and stops a headless desktop (scripts/desktop-session.sh) for tests and the demo.
import { lstat } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DriverError } from '../../core/driver.js';
import { run } from './exec.js';

/** A running headless desktop and the environment its apps and drivers use. */
export interface DesktopSession {
  /** The session directory (private HOME, runtime dir, logs, pids). */
  dir: string;
  display: string;
  /** This process's environment with the session's DISPLAY, bus, HOME and XDG variables. */
  env: NodeJS.ProcessEnv;
  /** The session's own variables, as the script printed them. */
  exports: Readonly<Record<string, string>>;
  /** Ends what the session started and removes its directory. */
  stop(): Promise<void>;
}

/** The session script shipped with the package. */
export const SESSION_SCRIPT = fileURLToPath(new URL('../../../scripts/desktop-session.sh', import.meta.url));

/** Parses the `export NAME='value'` lines the script prints. */
export function parseExports(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const m of text.matchAll(/^export ([A-Z_][A-Z0-9_]*)='([^']*)'$/gmu))
    if (m[1] !== undefined && m[2] !== undefined) vars[m[1]] = m[2];
  return vars;
}

/**
 * Starts a desktop session: Xvfb, a private D-Bus session bus, openbox, xcompmgr and accessibility. With `private`,
 * its env declares the display private (BEANS_PICKER_PRIVATE_DISPLAY): the driver may send it keys and pointer input.
 */
export async function startDesktopSession(
  options: { script?: string; timeoutMs?: number; private?: boolean } = {},
): Promise<DesktopSession> {
  const script = options.script ?? SESSION_SCRIPT;
  const result = await run(script, options.private ? ['start', '--private'] : ['start'], {
    env: process.env,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  const vars = parseExports(result.stdout.toString());
  const dir = vars.BEANS_PICKER_SESSION;
  const display = vars.DISPLAY;
  if (result.code !== 0 || !dir || !display)
    throw new DriverError('driver_unavailable', `the desktop session did not start: ${result.stderr.trim()}`);
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars };
  delete env.WAYLAND_DISPLAY;
  let stopped: Promise<void> | null = null;
  return {
    dir,
    display,
    env,
    exports: vars,
    stop: () => (stopped ??= stopDesktopSession(dir, script)),
  };
}

/**
 * True for a directory `startDesktopSession` made: an absolute `beans-desktop.XXXXXX` folder of this user holding the
 * session's state. Stopping removes the folder, so nothing else may be named.
 */
export async function isSessionDir(dir: string): Promise<boolean> {
  if (!isAbsolute(dir) || !/^beans-desktop\.[A-Za-z0-9]{6}$/u.test(basename(dir))) return false;
  const [info, state, pids] = await Promise.all([
    lstat(dir).catch(() => null),
    lstat(join(dir, 'session.env')).catch(() => null),
    lstat(join(dir, 'pids')).catch(() => null),
  ]);
  const mine = typeof process.getuid !== 'function' || info?.uid === process.getuid();
  return Boolean(info?.isDirectory() && mine && state?.isFile() && pids?.isFile());
}

/** Stops the desktop session in `dir`: ends only what it started, then removes the directory. */
export async function stopDesktopSession(dir: string, script = SESSION_SCRIPT): Promise<void> {
  const result = await run(script, ['stop', dir], { env: process.env, timeoutMs: 30_000 });
  if (result.code !== 0)
    throw new DriverError(
      'driver_unavailable',
      `the desktop session did not stop cleanly: ${result.stderr.trim()}`,
    );
}
