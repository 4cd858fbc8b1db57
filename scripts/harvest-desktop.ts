// Harvests raw snapshots of real Debian GTK apps for the decider corpus (fixtures/decider/apps/gtk-<app>.json).
// Starts a private headless desktop (scripts/desktop-session.sh), launches each app in each language, drives it
// into each state through its own UI (xdotool keys and clicks: nobody else uses this display), and snapshots the
// window with the AT-SPI driver.
//
//   npx tsx scripts/harvest-desktop.ts [app ...]        # apps by id (gtk-mousepad), default all
//
// Needs the apps and locales of `bash scripts/install-deps.sh --harvest`; one harvest at a time (the apps share one HOME). A state
// that fails is left out and reported on stderr.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RawNode, RawSnapshot } from '../src/core/snapshot.js';
import {
  AtspiDriver,
  DesktopTools,
  startDesktopSession,
  xidOf,
  type DesktopSession,
} from '../src/drivers/atspi/index.js';
import { DESKTOP_APPS, type AppRecipe, type Finder, type Step } from './harvest-desktop-apps.js';
import { compactCapture, type AppCapture } from '../fixtures/decider/gen/apps.js';

const OUT = new URL('../fixtures/decider/apps/', import.meta.url);
// A whole snapshot, even of a big window under load (the driver's default cap is 1.5 s).
const SNAPSHOT_MS = 20_000;
const SETTLE_MS = 700;
// The apps' HOME and working directory: a fixed path, so paths the apps show are the same in every run.
const HOME_DIR = join(tmpdir(), 'beans-harvest-home');
const LOCALES: Record<string, NodeJS.ProcessEnv> = {
  en: { LANG: 'C.UTF-8', LANGUAGE: '' },
  de: { LANG: 'de_DE.UTF-8', LANGUAGE: 'de' },
  fr: { LANG: 'fr_FR.UTF-8', LANGUAGE: 'fr' },
  ja: { LANG: 'ja_JP.UTF-8', LANGUAGE: 'ja' },
};

// Where a failed state's screenshot goes (HARVEST_DEBUG=<dir>), to see what the app showed instead.
const DEBUG_DIR = process.env.HARVEST_DEBUG;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const opts = (): { signal: AbortSignal } => ({ signal: AbortSignal.timeout(60_000) });

/** One running app in one language, and what the steps need to drive it. */
interface Running {
  session: DesktopSession;
  driver: AtspiDriver;
  main: string;
  pid: number;
}

// Runs an X tool in the session.
function xtool(session: DesktopSession, tool: string, args: string[]): string {
  return execFileSync(tool, args, { env: session.env, timeout: 10_000, encoding: 'utf8' }).trim();
}

// The app's windows other than its main one, newest last.
async function extraWindows(run: Running): Promise<string[]> {
  const wins = await run.driver.windows({ pid: run.pid }, opts());
  return wins.map((w) => w.id).filter((id) => id !== run.main);
}

// The window a state is snapshotted in: the main one, or the newest other window of the app (a dialog).
async function targetWindow(run: Running, where: 'main' | 'top'): Promise<string> {
  if (where === 'main') return run.main;
  const extra = await extraWindows(run);
  const top = extra.at(-1);
  if (!top) throw new Error('no dialog window appeared');
  return top;
}

// The node a finder names in a snapshot: by platform role, label (exact or pattern) and position among matches.
function find(snapshot: RawSnapshot, f: Finder): RawNode {
  const hits = snapshot.nodes.filter(
    (n) =>
      (f.role === undefined || n.platformRole === f.role) &&
      (f.label === undefined ||
        (typeof f.label === 'string' ? n.label === f.label : f.label.test(n.label))) &&
      (f.shown !== true || !n.states.offscreen),
  );
  const hit = hits.at(f.nth ?? 0);
  if (!hit) throw new Error(`no node ${JSON.stringify({ ...f, label: String(f.label) })}`);
  return hit;
}

// Runs one step of a recipe.
async function runStep(run: Running, step: Step): Promise<void> {
  const { session } = run;
  if ('wait' in step) return sleep(step.wait);
  if ('key' in step) {
    xtool(session, 'xdotool', ['key', '--clearmodifiers', '--delay', '80', ...step.key]);
    return sleep(300);
  }
  if ('type' in step) {
    xtool(session, 'xdotool', ['type', '--delay', '40', step.type]);
    return sleep(300);
  }
  const win = await targetWindow(run, step.in ?? 'main');
  const node = find(await run.driver.snapshot(win, opts()), step.click);
  const f = node.frame;
  if (!f) throw new Error(`node "${node.label}" has no frame to click`);
  const x = String(Math.round(f.x + f.width / 2));
  const y = String(Math.round(f.y + f.height / 2));
  // Frames are relative to the node's top-level window (AT-SPI's window coordinates), as is --window.
  const xid = String(xidOf(win));
  const button = step.button === 3 ? '3' : '1';
  xtool(session, 'xdotool', ['mousemove', '--window', xid, x, y, 'click', button]);
  return sleep(400);
}

// An error in one line; a D-Bus error's name is in its `type` (its message may be empty).
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const type = (error as Error & { type?: unknown }).type;
  return [error.name, typeof type === 'string' ? type : '', error.message].filter(Boolean).join(': ');
}

// A screenshot of the whole screen.
function shoot(run: Running, path: string): void {
  xtool(run.session, 'import', ['-window', 'root', path]);
}

// Back to the main window alone: the app's reset keys (Escape), then close its other windows politely.
async function reset(run: Running, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) xtool(run.session, 'xdotool', ['key', ...keys]);
  await sleep(300);
  for (const id of await extraWindows(run)) xtool(run.session, 'wmctrl', ['-ic', id.replace('x11:', '')]);
  await sleep(400);
  activate(run);
  await sleep(200);
}

// Makes the app's main window active (the private display has no user to disturb).
function activate(run: Running): void {
  // Without --sync: an open pop-up menu holds a grab, and the wait for the focus change would never end.
  xtool(run.session, 'xdotool', ['windowactivate', String(xidOf(run.main))]);
}

// Launches an app in a language and waits until its window has settled.
async function launch(
  session: DesktopSession,
  driver: AtspiDriver,
  recipe: AppRecipe,
  lang: string,
): Promise<Running> {
  const env = { ...session.env, HOME: HOME_DIR, LC_ALL: '', ...LOCALES[lang] };
  recipe.prepare?.(env);
  const tools = new DesktopTools(driver, env);
  const launched = await tools.launchApp(recipe.command, recipe.args?.(env) ?? [], opts());
  tools.close();
  const run = { session, driver, main: launched.windowId, pid: launched.pid };
  await sleep(recipe.startMs ?? 1500);
  xtool(session, 'xdotool', ['windowsize', String(xidOf(run.main)), '1200', '760']);
  xtool(session, 'xdotool', ['windowmove', String(xidOf(run.main)), '0', '0']);
  activate(run);
  await sleep(500);
  return run;
}

// Ends the app by its pid (its windows' owner), and waits until its windows are gone.
async function quit(run: Running): Promise<void> {
  try {
    process.kill(run.pid, 'SIGTERM');
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  for (let i = 0; i < 30 && (await run.driver.windows({ pid: run.pid }, opts())).length > 0; i++)
    await sleep(200);
}

// Snapshots one state; a secret field must never carry its value.
async function captureState(
  run: Running,
  steps: readonly Step[],
  where: 'main' | 'top',
): Promise<RawSnapshot> {
  activate(run);
  await sleep(200);
  for (const step of steps) await runStep(run, step);
  await sleep(SETTLE_MS);
  const raw = await run.driver.snapshot(await targetWindow(run, where), opts());
  if (raw.nodes.some((n) => n.states.secret && n.value !== undefined && n.value !== ''))
    throw new Error('a secret field carries its value');
  return raw;
}

// Every state of one app in every language, into its file.
async function harvestApp(session: DesktopSession, driver: AtspiDriver, recipe: AppRecipe): Promise<void> {
  const states: Record<string, RawSnapshot> = {};
  for (const lang of recipe.languages) {
    let run = await launch(session, driver, recipe, lang);
    for (const state of recipe.states) {
      if (state.languages && !state.languages.includes(lang)) continue;
      const key = `${lang}/${state.name}`;
      const started = Date.now();
      try {
        const raw = await captureState(run, state.steps, state.window ?? 'main');
        states[key] = raw;
        const cut = raw.truncated ? ` TRUNCATED ${JSON.stringify(raw.truncated)}` : '';
        console.error(`${recipe.id} ${key}: ${raw.nodes.length} nodes, ${Date.now() - started} ms${cut}`);
        await reset(run, recipe.resetKeys ?? ['Escape', 'Escape']);
      } catch (error: unknown) {
        console.error(`${recipe.id} ${key}: FAILED ${describe(error)}`);
        if (DEBUG_DIR) shoot(run, `${DEBUG_DIR}/${recipe.id}-${key.replace('/', '-')}.png`);
        await quit(run);
        run = await launch(session, driver, recipe, lang);
      }
    }
    await quit(run);
  }
  if (Object.keys(states).length === 0) {
    console.error(`${recipe.id}: no state could be read; nothing written`);
    return;
  }
  const file: AppCapture = {
    app: recipe.id,
    kind: 'desktop',
    package: `${recipe.pkg}@${execFileSync('dpkg-query', ['-W', '-f', '${Version}', recipe.pkg], { encoding: 'utf8' })}`,
    harvested: new Date().toISOString().slice(0, 10),
    capabilities: driver.capabilities,
    states,
  };
  const out = new URL(`${recipe.id}.json`, OUT);
  // Compact (generated data: .prettierignore leaves fixtures/decider/apps out), one line per state.
  const text = compactCapture(file);
  writeFileSync(out, text);
  console.error(`${recipe.id}: ${Object.keys(states).length} states, ${Math.round(text.length / 1024)} KB`);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !DESKTOP_APPS.some((r) => r.id === id));
if (unknown.length > 0)
  throw new Error(`unknown app ${unknown.join(', ')}; known: ${DESKTOP_APPS.map((r) => r.id).join(', ')}`);
const recipes = DESKTOP_APPS.filter((r) => wanted.length === 0 || wanted.includes(r.id));
mkdirSync(OUT, { recursive: true });
rmSync(HOME_DIR, { recursive: true, force: true });
mkdirSync(HOME_DIR, { recursive: true });
process.chdir(HOME_DIR);
const session = await startDesktopSession();
const driver = new AtspiDriver({ env: session.env, maxSnapshotMs: SNAPSHOT_MS });
// Interrupted, the desktop still goes away with everything it started.
for (const name of ['SIGINT', 'SIGTERM'] as const)
  process.once(name, () => {
    rmSync(HOME_DIR, { recursive: true, force: true });
    void session.stop().finally(() => process.exit(130));
  });
try {
  for (const recipe of recipes) await harvestApp(session, driver, recipe);
} finally {
  await driver.close();
  await session.stop();
  rmSync(HOME_DIR, { recursive: true, force: true });
}
