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
