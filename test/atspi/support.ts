// A real headless desktop for the AT-SPI tests: the session, the three apps, a bystander window and independent judges.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSnapshot } from '../../src/core/build.js';
import type { Snapshot, UiNode } from '../../src/core/snapshot.js';
import type { FormState } from '../../src/fixtures/formState.js';
import {
  AtspiDriver,
  DesktopTools,
  startDesktopSession,
  xidOf,
  type DesktopSession,
  type LaunchResult,
} from '../../src/drivers/atspi/index.js';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The GTK3 fixture app. */
export const FIXTURE_APP = join(here, '../../fixtures/gtk/fixture_app.py');
const READ_TEXTS = join(here, 'read_texts.py');
const READ_VALUES = join(here, 'read_values.py');

/** True when the tools a desktop session needs are installed. */
export const desktopAvailable = [
  '/usr/bin/Xvfb',
  '/usr/bin/openbox',
  '/usr/bin/gnome-calculator',
  '/usr/bin/mousepad',
  '/usr/bin/xlogo',
].every((p) => existsSync(p));

/** The spin buttons and sliders of an app with their Value (and text), read through pyatspi (not the driver). */
export function judgeValues(
  session: DesktopSession,
  app: string,
): { role: string; name: string; value: number; text?: string }[] {
  const out = execFileSync('/usr/bin/python3', [READ_VALUES, app], {
    env: session.env,
    timeout: 15_000,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { role: string; name: string; value: number; text?: string }[];
}

/** The fixture's state file. */
export type FixtureState = FormState;

/** Everything a test needs from the running desktop. */
export interface Desktop {
  session: DesktopSession;
  driver: AtspiDriver;
  tools: DesktopTools;
  calc: string;
  mousepad: string;
  fixture: string;
  /** X11 id (decimal, as xdotool prints it) of the bystander window that stays active during the tests. */
  bystander: string;
  launches: LaunchResult[];
  statePath: string;
}

const signal = (): AbortSignal => AbortSignal.timeout(20_000);

/** Per-call options with a fresh timeout signal. */
export const opts = (): { signal: AbortSignal } => ({ signal: signal() });

/** Starts the session, launches the apps (through the desktop tools) and makes the bystander active. */
export async function openDesktop(): Promise<Desktop> {
  const session = await startDesktopSession();
  const driver = new AtspiDriver({ env: session.env });
  const tools = new DesktopTools(driver, session.env);
  const statePath = join(session.dir, 'fixture-state.json');
  const launches = [
    await tools.launchApp('gnome-calculator', [], opts()),
    await tools.launchApp('mousepad', [], opts()),
    await tools.launchApp(
      '/usr/bin/python3',
      [FIXTURE_APP, '--state', statePath, '--body', 'todo:\\n'],
      opts(),
    ),
  ];
  const [calc, mousepad, fixture] = launches.map((l) => l.windowId) as [string, string, string];
  spawn('xlogo', [], { env: session.env, detached: true, stdio: 'ignore' }).unref();
  const bystander =
    x(session, ['search', '--sync', '--onlyvisible', '--class', 'xlogo']).split('\n')[0] ?? '';
  x(session, ['windowactivate', '--sync', bystander]);
  return { session, driver, tools, calc, mousepad, fixture, bystander, launches, statePath };
}

/** Stops everything the desktop started. */
export async function closeDesktop(desktop: Desktop | undefined): Promise<void> {
  if (!desktop) return;
  desktop.tools.close();
  await desktop.driver.close();
  await desktop.session.stop();
}

/** Runs xdotool (or another X tool) in the session and returns its output. */
export function x(session: DesktopSession, args: string[], tool = 'xdotool'): string {
  return execFileSync(tool, args, { env: session.env, timeout: 10_000, encoding: 'utf8' }).trim();
}

/** The active window as xdotool reports it, independently of the driver. */
export function activeWindow(session: DesktopSession): string {
  return x(session, ['getactivewindow']);
}

/** The editable text fields of an app, read through pyatspi (not the driver). */
export function judgeTexts(
  session: DesktopSession,
  app: string,
): { role: string; name: string; text: string }[] {
  const out = execFileSync('/usr/bin/python3', [READ_TEXTS, app], {
    env: session.env,
    timeout: 15_000,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { role: string; name: string; text: string }[];
}

/** The fixture's state file. */
export function fixtureState(desktop: Desktop): FixtureState {
  return JSON.parse(readFileSync(desktop.statePath, 'utf8')) as FixtureState;
}

/** A normalized snapshot of a window. */
export async function snap(desktop: Desktop, windowId: string): Promise<Snapshot> {
  return buildSnapshot(await desktop.driver.snapshot(windowId, opts()));
}

/** The first node matching role and label; fails the test when there is none. */
export function node(snapshot: Snapshot, role: string, label: string): UiNode {
  const found = snapshot.nodes.find((n) => n.role === role && n.label === label);
  if (!found) throw new Error(`no ${role} "${label}" in ${snapshot.window.title}`);
  return found;
}

/** Pids of processes whose environment carries the session's private marker. */
export function markedPids(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (env.includes(`BEANS_PICKER_DESKTOP=${dir}`) && !/\) Z /u.test(stat)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** One app on a desktop session of its own: what a test file about a single Debian app needs. */
export interface OneApp {
  session: DesktopSession;
  driver: AtspiDriver;
  tools: DesktopTools;
  windowId: string;
}

/**
 * Starts a session and launches one app in it; `args` may prepare files in the session's HOME first; `private`
 * declares the session's display private (keys and pointer input allowed there).
 */
export async function openOneApp(
  command: string,
  args: (session: DesktopSession) => string[] = () => [],
  options: { private?: boolean } = {},
): Promise<OneApp> {
  const session = await startDesktopSession({ private: options.private === true });
  const driver = new AtspiDriver({ env: session.env });
  const tools = new DesktopTools(driver, session.env);
  try {
    const windowId = (await tools.launchApp(command, args(session), opts())).windowId ?? '';
    return { session, driver, tools, windowId };
  } catch (error) {
    // An app that cannot start (not installed) leaves no display, bus or window manager behind.
    await closeOneApp({ session, driver, tools, windowId: '' });
    throw error;
  }
}

/** Stops what openOneApp started. */
export async function closeOneApp(app: OneApp | undefined): Promise<void> {
  if (!app) return;
  app.tools.close();
  await app.driver.close();
  await app.session.stop();
}

/** Sends keys to the app's window on its private display, then leaves the app `settleMs` to redraw. */
export async function keysTo(app: OneApp, keys: string[], settleMs = 800): Promise<void> {
  x(app.session, ['windowactivate', '--sync', String(xidOf(app.windowId))]);
  x(app.session, ['key', '--clearmodifiers', ...keys]);
  await new Promise((r) => setTimeout(r, settleMs));
}
