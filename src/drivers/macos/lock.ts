// Screen lock: CGSSessionScreenIsLocked of the console user, read from `ioreg -n Root -d1 -a` (a plist).
import type { CommandRunner } from './runner.js';

/** Whether the screen is locked, or that it cannot be told. */
export type LockState = 'locked' | 'unlocked' | 'unavailable';

/** Reads the lock state from the I/O Registry; any failure to read says `unavailable`. */
export async function screenLockState(runner: CommandRunner, signal?: AbortSignal): Promise<LockState> {
  try {
    const result = await runner('ioreg', ['-n', 'Root', '-d1', '-a'], {
      timeoutMs: 3000,
      ...(signal ? { signal } : {}),
    });
    return result.code === 0 ? lockStateOf(result.stdout) : 'unavailable';
  } catch (error: unknown) {
    if (signal?.aborted) throw error;
    return 'unavailable';
  }
}

/** Why an input may not be sent now (locked, or the lock state unreadable), or null when it may. */
export async function lockRefusal(
  runner: CommandRunner,
  signal?: AbortSignal,
): Promise<{ code: string; message: string } | null> {
  const lock = await screenLockState(runner, signal);
  if (lock === 'locked')
    return { code: 'screen_locked', message: 'the screen is locked; unlock the Mac and try again' };
  if (lock === 'unavailable')
    return {
      code: 'screen_lock_unavailable',
      message: 'the screen lock state cannot be read (ioreg), so nothing was sent',
    };
  return null;
}

/** The lock state in an ioreg plist: the key of any console user, absent meaning unlocked. */
export function lockStateOf(plist: string): LockState {
  if (!/^\s*(?:<\?xml[^>]*>\s*)?(?:<!DOCTYPE[^>]*>\s*)?<plist\b/u.test(plist) || !plist.includes('</plist>'))
    return 'unavailable';
  const users = /<key>IOConsoleUsers<\/key>\s*<array>([\s\S]*?)<\/array>/u.exec(plist);
  if (!users) return 'unavailable';
  const values = [
    ...(users[1] ?? '').matchAll(/<key>CGSSessionScreenIsLocked<\/key>\s*<([a-z]+)\s*\/?>/gu),
  ].map((m) => m[1]);
  if (values.some((v) => v !== 'true' && v !== 'false')) return 'unavailable';
  return values.includes('true') ? 'locked' : 'unlocked';
}
