// Apps whose accessibility stopped answering (a hung main loop, a stopped process): reported at once, without
// asking them again, until a probe sees them answer.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { DriverError } from '../../core/driver.js';
import type { AtspiBus } from './bus.js';
import type { Ref } from './narrow.js';

/** Milliseconds an app has to list its windows before it counts as not responding (a healthy one takes ~10). */
export const APP_DEADLINE_MS = 1000;

/** What is known of a frozen app: its name and pid when it told us before, or what its process says. */
export interface FrozenApp {
  name: string;
  pid: number;
}

/** The apps that do not answer, by bus name; each is probed until it answers again. */
export class FrozenApps {
  private readonly apps = new Map<string, FrozenApp>();

  constructor(private readonly bus: AtspiBus) {}

  /** The frozen app on this bus name, if it is one. */
  get(busName: string): FrozenApp | undefined {
    return this.apps.get(busName);
  }

  /** Marks the app behind `root` frozen until it answers a call again (or leaves the bus). */
  mark(root: Ref, app: FrozenApp): void {
    if (this.apps.has(root.bus)) return;
    this.apps.set(root.bus, app);
    this.bus.answered(root).then(
      () => this.apps.delete(root.bus),
      () => this.apps.delete(root.bus),
    );
  }
}

/** The error observe and act answer for a window of a frozen app. */
export function notResponding(app: FrozenApp): DriverError {
  return new DriverError(
    'app_not_responding',
    `${app.name || 'the app'} (pid ${app.pid}) does not answer its accessibility calls (frozen or busy). ` +
      'Other apps are not affected; windows lists it without notResponding once it answers again',
  );
}

/** The name of a process from its command line (the app's own name is read from the app, which does not answer). */
export async function processName(pid: number): Promise<string> {
  if (pid <= 0) return '';
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return basename(cmdline.split('\0')[0] ?? '');
}

/** Settles with the read's value, or with `late` when it takes longer than `ms`. */
export async function within<T, L>(read: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<L>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  try {
    return await Promise.race([read, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
