// `beans-picker desktop start|stop`: a private desktop whose env declares its display private, and a stop that
// ends only a session folder the command made (anything else is refused with nothing touched).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDesktopCommand } from '../../src/cli/desktop.js';
import { parseExports } from '../../src/drivers/atspi/index.js';
import { desktopAvailable } from '../atspi/support.js';

// A process that is running (a zombie has ended: it waits only for its exit status to be read).
function alive(pid: string): boolean {
  try {
    return !/\) Z/u.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      out: (t: string) => void out.push(t),
      err: (t: string) => void err.push(t),
      readStdin: async () => '',
    },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

describe.skipIf(!desktopAvailable)('beans-picker desktop', () => {
  it('starts a private desktop, prints its env with the display declared private, and stops it', async () => {
    const started = capture();
    expect(await runDesktopCommand('start', undefined, {}, started.io)).toBe(0);
    const vars = parseExports(started.out());
    expect(vars.DISPLAY).toMatch(/^:\d+$/u);
    expect(vars.BEANS_PICKER_PRIVATE_DISPLAY).toBe(vars.DISPLAY);
    const dir = vars.BEANS_PICKER_SESSION ?? '';
    expect(existsSync(join(dir, 'pids'))).toBe(true);
    const xvfb = /XVFB_PID=(\d+)/u.exec(readFileSync(join(dir, 'pids'), 'utf8'))?.[1] ?? '';
    expect(alive(xvfb)).toBe(true);
    expect(started.err()).toContain(`beans-picker desktop stop --session ${dir}`);

    const stopped = capture();
    expect(await runDesktopCommand('stop', undefined, { BEANS_PICKER_SESSION: dir }, stopped.io)).toBe(0);
    expect(existsSync(dir)).toBe(false);
    expect(alive(xvfb)).toBe(false);
  }, 60_000);

  it('refuses to stop anything but a session folder, and leaves it as it was', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'desktop-cli-'));
    try {
      // Named like a session, without its state: not one.
      const lookalike = join(parent, 'beans-desktop.AbC123');
      mkdirSync(lookalike);
      writeFileSync(join(lookalike, 'keep.txt'), 'mine');
      for (const dir of ['/etc', 'relative/beans-desktop.AbC123', lookalike, parent]) {
        const result = capture();
        expect(await runDesktopCommand('stop', dir, {}, result.io)).toBe(2);
        expect(result.err()).toContain('is not a desktop session folder; nothing was stopped');
      }
      expect(readFileSync(join(lookalike, 'keep.txt'), 'utf8')).toBe('mine');
      const none = capture();
      expect(await runDesktopCommand('stop', undefined, {}, none.io)).toBe(2);
      expect(none.err()).toContain('name the session');
      const bad = capture();
      expect(await runDesktopCommand('restart', undefined, {}, bad.io)).toBe(2);
      expect(bad.err()).toContain('usage: beans-picker desktop start');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
