// The session script on a machine without the desktop's programs: it says at once which are missing and what
// installs them, and leaves no session folder behind (it used to wait five seconds per display for an Xvfb that
// was not installed, then say only that the start took too long).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'desktop-session.sh');
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('names the missing programs and the install command, and makes no session folder', () => {
  dir = mkdtempSync(join(tmpdir(), 'bp-session-'));
  const bin = join(dir, 'bin');
  const tmp = join(dir, 'tmp');
  mkdirSync(bin);
  mkdirSync(tmp);
  // Only what the script needs before its check: no Xvfb, D-Bus or window manager.
  for (const tool of ['bash', 'mktemp', 'mkdir', 'chmod']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
  const run = spawnSync('/usr/bin/bash', [SCRIPT, 'start'], {
    env: { PATH: bin, TMPDIR: tmp },
    encoding: 'utf8',
    timeout: 10_000,
  });
  expect(run.status).toBe(3);
  expect(run.stderr).toContain('missing: Xvfb xdpyinfo xprop dbus-daemon dbus-send openbox xcompmgr');
  expect(run.stderr).toContain('bash scripts/install-deps.sh');
  expect(run.stdout).toBe('');
  expect(readdirSync(tmp)).toEqual([]);
});

const desktop = ['Xvfb', 'xdpyinfo', 'openbox', 'dbus-daemon'].every(
  (tool) => spawnSync('/usr/bin/bash', ['-c', `command -v ${tool}`]).status === 0,
);
if (!desktop) console.log('desktop session stop test skipped: Xvfb, openbox or D-Bus is not installed');

it.skipIf(!desktop)(
  'stop removes the session folder even when an app writes its settings there as the display goes away',
  () => {
    dir = mkdtempSync(join(tmpdir(), 'bp-session-'));
    const start = spawnSync('/usr/bin/bash', [SCRIPT, 'start'], {
      env: { ...process.env, TMPDIR: dir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(start.status).toBe(0);
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    for (const m of start.stdout.matchAll(/^export (\w+)='([^']*)'$/gmu)) env[m[1] ?? ''] = m[2] ?? '';
    const session = env.BEANS_PICKER_SESSION ?? '';
    expect(session).not.toBe('');
    // As mousepad does with its accels.scm: on losing its display, an app started with the printed environment
    // writes into its config folder, which lies in the session folder.
    const writer = spawnSync(
      '/usr/bin/bash',
      [
        '-c',
        '(while xdpyinfo >/dev/null 2>&1; do sleep 0.02; done; sleep 0.5; mkdir -p "$XDG_CONFIG_HOME/App"; echo x > "$XDG_CONFIG_HOME/App/accels.scm") >/dev/null 2>&1 & echo started',
      ],
      { env, encoding: 'utf8' },
    );
    expect(writer.stdout.trim()).toBe('started');
    const stop = spawnSync('/usr/bin/bash', [SCRIPT, 'stop', session], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(stop.stderr).toBe('');
    expect(stop.status).toBe(0);
    spawnSync('/usr/bin/sleep', ['1']);
    expect(readdirSync(dir)).toEqual([]);
  },
  60_000,
);
