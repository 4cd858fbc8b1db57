// The README's set-up runs `bash scripts/install-deps.sh` as root or as a user: a user's run hands itself to
// sudo (with its arguments), and without sudo it stops with a clear message before touching anything. The root
// path is the one .ci/run takes on every CI run. These runs stop before apt: as a user, nothing is installed.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'install-deps.sh');
const root = process.getuid?.() === 0;
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Runs the script as a user that is not root (nobody, when these tests run as root), with only `bin` on PATH.
function asUser(bin: string, args: string[]): { status: number | null; stderr: string } {
  const command = root
    ? ['/usr/sbin/runuser', '-u', 'nobody', '--', '/bin/bash', SCRIPT, ...args]
    : ['/bin/bash', SCRIPT, ...args];
  const result = spawnSync(command[0]!, command.slice(1), {
    encoding: 'utf8',
    env: { PATH: bin, HOME: dir },
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

// A folder any user can read, with the tools the script needs before apt (and a fake sudo when asked).
function bin(withSudo: boolean): string {
  dir = mkdtempSync(join(tmpdir(), 'bp-install-'));
  chmodSync(dir, 0o777);
  for (const tool of ['id', 'bash']) symlinkSync(`/usr/bin/${tool}`, join(dir, tool));
  if (withSudo) {
    writeFileSync(join(dir, 'sudo'), `#!/bin/bash\nprintf '%s\\n' "$@" > ${join(dir, 'sudo-args')}\n`);
    chmodSync(join(dir, 'sudo'), 0o755);
  }
  return dir;
}

describe('scripts/install-deps.sh as a user', () => {
  it('hands itself to sudo with its arguments', () => {
    const path = bin(true);
    expect(asUser(path, ['--harvest']).status).toBe(0);
    expect(readFileSync(join(path, 'sudo-args'), 'utf8')).toBe(`bash\n${SCRIPT}\n--harvest\n`);
  });

  it('without sudo says it needs root and exits 1', () => {
    const result = asUser(bin(false), []);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'install-deps: installing Debian packages needs root: run it as root, or install sudo\n',
    );
  });
});
