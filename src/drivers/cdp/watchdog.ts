// A parent-death guard: a tiny shell process that kills a browser's process group and removes its temporary
// folders once this process is gone, however it ended (SIGKILL included).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Socket } from 'node:net';

// It waits for end-of-file on its standard input, which only this process holds: the kernel closes it when this
// process dies. Its own session (detached) keeps it out of the signals a terminal sends to the server's group.
const SCRIPT = [
  "trap '' INT TERM HUP",
  'while read -r _; do :; done',
  'group=$1; shift',
  'if [ "$group" -gt 0 ]; then kill -s KILL -- -"$group" 2>/dev/null; fi',
  // Removing the profile while a dying browser still writes to it would leave files behind.
  'n=0; while [ "$group" -gt 0 ] && [ $n -lt 50 ] && kill -s 0 -- -"$group" 2>/dev/null; do sleep 0.1; n=$((n+1)); done',
  'rm -rf -- "$@"',
].join('\n');

/** A running guard. */
export interface Watchdog {
  /** Ends the guard without letting it act (the owner cleans up itself). */
  disarm(): void;
}

/** Starts a guard for the process group `group` (0 for none) and the folders `dirs`. */
export function startWatchdog(group: number, dirs: string[]): Watchdog {
  const child = spawn('/bin/sh', ['-c', SCRIPT, 'beans-picker-watchdog', String(group), ...dirs], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  // Neither the guard nor its pipe may keep this process's event loop alive.
  child.unref();
  if (child.stdin instanceof Socket) child.stdin.unref();
  // A guard that could not start (no /bin/sh) leaves only the exit handlers to clean up.
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  return {
    disarm: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      child.stdin?.destroy();
    },
  };
}

/** A temporary folder and the guard that removes it if this process dies. */
export interface GuardedDir {
  dir: string;
  watchdog: Watchdog;
}

/** Creates a temporary folder (`prefix` + random) under the system's temporary folder, guarded. */
export async function guardedDir(prefix: string): Promise<GuardedDir> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, watchdog: startWatchdog(0, [dir]) };
}

/** Removes a guarded folder and ends its guard. */
export async function dropGuardedDir(guarded: GuardedDir): Promise<void> {
  guarded.watchdog.disarm();
  await rm(guarded.dir, { recursive: true, force: true });
}
