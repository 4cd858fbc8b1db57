// launch_app on a real Xvfb + AT-SPI desktop: apps by desktop entry (hidden ones, with their arguments and Path),
// the working directory, refusals that start nothing, and a front window given back at once.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesktopSession, type DesktopSession } from '../../src/drivers/atspi/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { FIXTURE_APP } from '../atspi/support.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { scriptedDecider } from '../support/scripted.js';

const CHECKOUT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/u, '');
const available = [
  '/usr/bin/Xvfb',
  '/usr/bin/mousepad',
  '/usr/bin/gtk3-widget-factory',
  '/usr/bin/xlogo',
].every((p) => existsSync(p));
let session: DesktopSession;
let open: Connected;
let home: string;
let bystander: string;
const started: number[] = [];

function xdotool(args: string[]): string {
  return execFileSync('xdotool', args, { env: session.env, timeout: 10_000, encoding: 'utf8' }).trim();
}

// Writes a desktop entry into the session's own XDG_DATA_HOME.
function entry(id: string, lines: string[]): void {
  const dir = join(String(session.env.XDG_DATA_HOME), 'applications');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${id}.desktop`), ['[Desktop Entry]', 'Type=Application', ...lines, ''].join('\n'));
}

async function launch(
  args: Record<string, unknown>,
): Promise<{ result: Record<string, unknown>; isError: boolean }> {
  const out = await call(open.client, 'launch_app', args);
  if (typeof out.result.pid === 'number') started.push(out.result.pid);
  return out;
}

// Pids whose command line holds `marker`, read from /proc (not through beans-picker).
function running(marker: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/u.test(p))
    .filter((p) => {
      const cmdline = (() => {
        try {
          return readFileSync(`/proc/${p}/cmdline`, 'utf8');
        } catch {
          return ''; // the process ended while we looked
        }
      })();
      return cmdline.includes(marker);
    })
    .map(Number);
}

// A zombie counts as ended.
function alive(pid: number): boolean {
  return existsSync(`/proc/${pid}/stat`) && !/\) Z /u.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

describe.skipIf(!available)('launch_app on a real desktop', () => {
  beforeAll(async () => {
    session = await startDesktopSession();
    home = String(session.env.HOME);
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      { factories: [linuxFactory(session.env)] },
    );
    spawn('xlogo', [], { env: session.env, detached: true, stdio: 'ignore' }).unref();
    bystander = xdotool(['search', '--sync', '--onlyvisible', '--class', 'xlogo']).split('\n')[0] ?? '';
    xdotool(['windowactivate', '--sync', bystander]);
  }, 120_000);

  afterAll(async () => {
    for (const pid of started)
      try {
        process.kill(pid);
      } catch (error: unknown) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error; // it has ended already
      }
    // The apps write their recent-files list as they quit: the session folder is removed only after they are gone.
    const deadline = Date.now() + 5000;
    while (started.some((pid) => alive(pid)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await open?.close();
    await session?.stop();
  });

  it('starts gtk3-widget-factory by its hidden entry, in $HOME, and gives the front back within 300 ms', async () => {
    const launched = await launch({ app: 'gtk3-widget-factory' });
    expect(launched.isError).toBe(false);
    expect(launched.result.status).toBe('done');
    expect(String(launched.result.windowId)).toMatch(/^linux:x11:0x[0-9a-f]+$/u);
    expect(readlinkSync(`/proc/${String(launched.result.pid)}/cwd`)).toBe(home);
    // openbox focuses every new window: the result says so, as done, since the app is up and the front is back.
    const foreground = launched.result.foreground as {
      raised: boolean;
      restored: boolean;
      restoredInMs: number;
    };
    expect(foreground).toMatchObject({ raised: true, restored: true });
    expect(foreground.restoredInMs).toBeLessThanOrEqual(300);
    console.info('launch_app gtk3-widget-factory: front given back in (ms)', foreground.restoredInMs);
    expect(xdotool(['getactivewindow'])).toBe(bystander);
  }, 60_000);

  it("runs an entry's Exec with its arguments: mousepad opens the file the entry names", async () => {
    mkdirSync(join(home, 'my notes'));
    writeFileSync(join(home, 'my notes', 'list.txt'), 'milk\n');
    entry('bp-notes', ['Name=BP Notes', 'NoDisplay=true', `Exec=mousepad "${home}/my notes/list.txt" %U`]);
    const launched = await launch({ app: 'bp-notes' });
    expect(launched.result.status).toBe('done');
    const listed = await call(open.client, 'windows', { app: 'mousepad' });
    const win = (listed.result.windows as { id: string; title: string }[]).find(
      (w) => w.id === launched.result.windowId,
    );
    expect(win?.title).toBe(`${home}/my notes/list.txt - Mousepad`);
    expect(xdotool(['getactivewindow'])).toBe(bystander);
  }, 60_000);

  it("runs an app in the entry's Path, or in the folder given as cwd", async () => {
    const work = join(home, 'work');
    const other = join(home, 'other folder');
    mkdirSync(work);
    mkdirSync(other);
    const exec = `Exec=/usr/bin/python3 ${FIXTURE_APP} --state ${home}/fx.json --title "BP Fixture"`;
    entry('bp-fixture', ['Name=BP Fixture', exec, `Path=${work}`]);
    const inPath = await launch({ app: 'bp-fixture' });
    expect(inPath.result.status).toBe('done');
    expect(readlinkSync(`/proc/${String(inPath.result.pid)}/cwd`)).toBe(work);
    const inCwd = await launch({ app: 'bp-fixture', cwd: other });
    expect(inCwd.result.status).toBe('done');
    expect(readlinkSync(`/proc/${String(inCwd.result.pid)}/cwd`)).toBe(other);
  }, 60_000);

  it('refuses a bad cwd with bad_cwd and starts nothing', async () => {
    entry('bp-probe', [
      'Name=BP Probe',
      `Exec=/usr/bin/python3 ${FIXTURE_APP} --state ${home}/probe-state.json`,
    ]);
    writeFileSync(join(home, 'a-file'), '');
    const before = (await call(open.client, 'windows', {})).result.windows;
    for (const cwd of [
      'relative/folder',
      join(home, 'missing'),
      join(home, 'a-file'),
      CHECKOUT,
      join(CHECKOUT, 'src'),
    ]) {
      const refused = await launch({ app: 'bp-probe', cwd });
      expect(refused, cwd).toMatchObject({ isError: true, result: { status: 'failed', code: 'bad_cwd' } });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(running('probe-state.json')).toEqual([]);
    expect((await call(open.client, 'windows', {})).result.windows).toEqual(before);
  }, 60_000);

  it('answers app_not_found for an unknown app and bad_desktop_entry for an entry without Exec, saying nothing private', async () => {
    const unknown = await launch({ app: 'no-such-app-here' });
    expect(unknown).toMatchObject({ isError: true, result: { status: 'failed', code: 'app_not_found' } });
    expect(String(unknown.result.message)).not.toContain(home);
    expect(String(unknown.result.message)).not.toContain('/usr/');
    entry('bp-no-exec', ['Name=No Exec']);
    const broken = await launch({ app: 'bp-no-exec' });
    expect(broken).toMatchObject({ isError: true, result: { status: 'failed', code: 'bad_desktop_entry' } });
    expect(String(broken.result.message)).toContain('Exec');
    expect(String(broken.result.message)).not.toContain(home);
  }, 30_000);
});
