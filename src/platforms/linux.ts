// The Linux platform: the AT-SPI driver and its desktop tools, behind the session's interfaces. The driver's
// modules load on first use.
import type { DriverFactory } from '../tools/session.js';

/** Why the Linux driver cannot run in this environment, or null. */
export function linuxUnavailable(env: NodeJS.ProcessEnv): string | null {
  if (process.platform !== 'linux') return 'the Linux driver needs Linux';
  if (!env.DISPLAY)
    return 'no DISPLAY: run inside a desktop session, or start one with `eval "$(scripts/desktop-session.sh start)"`';
  if (!env.DBUS_SESSION_BUS_ADDRESS) return 'no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset)';
  return null;
}

/** The Linux driver factory (passive: it attaches to the accessibility bus, launching nothing). */
export function linuxFactory(env: NodeJS.ProcessEnv = process.env): DriverFactory {
  return {
    name: 'linux',
    passive: true,
    unavailable: async () => linuxUnavailable(env),
    preload: () => import('./linuxPlatform.js'),
    create: async () => (await import('./linuxPlatform.js')).openLinuxPlatform(env),
  };
}
