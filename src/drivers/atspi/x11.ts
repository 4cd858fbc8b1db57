// The X11 side of a window: client list, pids, geometry and the active window, through the usual X tools.
import type { Rect } from '../../core/snapshot.js';
import { DriverError } from '../../core/driver.js';
import { sleep } from '../../core/limits.js';
import { run, runText } from './exec.js';

/** A top-level client window as the window manager lists it. */
export interface X11Client {
  xid: number;
  pid: number;
  title: string;
}

/** The driver's window id of an X11 window ("x11:0x1a00003"). */
export function windowIdOf(xid: number): string {
  return `x11:0x${xid.toString(16)}`;
}

/** The X11 window of a driver window id, or null when the id is not an X11 one. */
export function xidOf(windowId: string): number | null {
  const m = /^x11:(0x[0-9a-f]+)$/iu.exec(windowId);
  return m?.[1] ? Number.parseInt(m[1], 16) : null;
}

/** Tries of `wmctrl -lp` while windows keep closing under it. */
const LIST_TRIES = 5;

/**
 * Client windows with their pids and titles (`wmctrl -lp`); needs an EWMH window manager. wmctrl reads the client
 * list and then each window, so a window closed in between kills it with an X `BadWindow` error: the list is read
 * again then, since the next read no longer has that window.
 */
export async function listClients(env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<X11Client[]> {
  for (let attempt = 1; ; attempt++) {
    const result = await run('wmctrl', ['-lp'], { env, timeoutMs: 3000, ...(signal ? { signal } : {}) });
    if (result.code === 0) return parseClients(result.stdout.toString('utf8'));
    const vanished = /BadWindow/u.test(result.stderr);
    if (!vanished || attempt >= LIST_TRIES)
      throw new DriverError(
        'driver_unavailable',
        `wmctrl -lp failed${vanished ? ` ${String(attempt)} times` : ''}: ${result.stderr.trim() || `exit ${String(result.code)}`}`,
      );
    await sleep(20 * attempt, signal ?? new AbortController().signal);
  }
}

/** The clients in `wmctrl -lp` output. */
export function parseClients(text: string): X11Client[] {
  const clients: X11Client[] = [];
  for (const line of text.split('\n')) {
    const m = /^(0x[0-9a-f]+)\s+-?\d+\s+(\d+)\s+\S+ ?(.*)$/iu.exec(line);
    if (m?.[1] && m[2])
      clients.push({ xid: Number.parseInt(m[1], 16), pid: Number(m[2]), title: m[3] ?? '' });
  }
  return clients;
}

/** The active window (`_NET_ACTIVE_WINDOW`), 0 when none. */
export async function activeWindow(env: NodeJS.ProcessEnv): Promise<number> {
  const text = await runText('xprop', ['-root', '_NET_ACTIVE_WINDOW'], { env, timeoutMs: 2000 });
  return parseActive(text);
}

/** The window id in one `xprop _NET_ACTIVE_WINDOW` line, 0 when none. */
export function parseActive(line: string): number {
  const m = /window id # (0x[0-9a-f]+)/iu.exec(line);
  return m?.[1] ? Number.parseInt(m[1], 16) : 0;
}

/** Makes a window active again (used only to put back a window that an app pushed aside); false when it did not take. */
export async function activate(env: NodeJS.ProcessEnv, xid: number): Promise<boolean> {
  const result = await run('xdotool', ['windowactivate', '--sync', String(xid)], {
    env,
    timeoutMs: 2000,
  }).catch(() => null);
  return result?.code === 0;
}

/** A window's frame on the screen (the client area, without decorations), or null when it is gone. */
export async function geometry(
  env: NodeJS.ProcessEnv,
  xid: number,
  signal?: AbortSignal,
): Promise<(Rect & { viewable: boolean }) | null> {
  const result = await run('xwininfo', ['-id', String(xid)], {
    env,
    timeoutMs: 2000,
    ...(signal ? { signal } : {}),
  });
  if (result.code !== 0) return null;
  const text = result.stdout.toString();
  const num = (label: string): number =>
    Number(new RegExp(`${label}:\\s+(-?\\d+)`, 'u').exec(text)?.[1] ?? Number.NaN);
  const rect = {
    x: num('Absolute upper-left X'),
    y: num('Absolute upper-left Y'),
    width: num('Width'),
    height: num('Height'),
  };
  if (Object.values(rect).some((v) => !Number.isFinite(v))) return null;
  return { ...rect, viewable: /Map State:\s+IsViewable/u.test(text) };
}

/** The pid that owns a window (`_NET_WM_PID`), or null. */
export async function windowPid(env: NodeJS.ProcessEnv, xid: number): Promise<number | null> {
  const result = await run('xprop', ['-id', String(xid), '_NET_WM_PID'], { env, timeoutMs: 2000 });
  const m = /= (\d+)/u.exec(result.stdout.toString());
  return m?.[1] ? Number(m[1]) : null;
}
