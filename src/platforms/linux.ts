// The Linux platform: the AT-SPI driver and its desktop tools, behind the session's interfaces.
import { DriverError } from '../core/driver.js';
import { AtspiDriver, DesktopTools } from '../drivers/atspi/index.js';
import type { DesktopExtras, Launched } from '../tools/platform.js';
import type { DriverFactory } from '../tools/session.js';
import { findDesktopEntry } from './desktopEntries.js';

/** Why the Linux driver cannot run in this environment, or null. */
export function linuxUnavailable(env: NodeJS.ProcessEnv): string | null {
  if (process.platform !== 'linux') return 'the Linux driver needs Linux';
  if (!env.DISPLAY)
    return 'no DISPLAY: run inside a desktop session, or start one with `eval "$(scripts/desktop-session.sh start)"`';
  if (!env.DBUS_SESSION_BUS_ADDRESS) return 'no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset)';
  return null;
}

/** Desktop tools of the Linux platform. */
export function linuxDesktop(driver: AtspiDriver, env: NodeJS.ProcessEnv): DesktopExtras {
  const tools = new DesktopTools(driver, env);
  return {
    async launchApp(app, signal): Promise<Launched> {
      const entry = await findDesktopEntry(app);
      if (!entry)
        throw new DriverError(
          'app_not_found',
          'no installed desktop app has that name (see /usr/share/applications)',
        );
      const result = await tools.launchApp(entry.command, [], { signal });
      return {
        windowId: result.windowId,
        pid: result.pid,
        ...(result.foregroundViolation
          ? { foregroundViolation: { restored: result.foregroundViolation.restored } }
          : {}),
      };
    },
    screenshot: (windowId, signal) => tools.screenshot(windowId, signal),
    recordStart: (windowId, stagePath) => tools.recordStart(windowId, stagePath),
    recordStop: () => tools.recordStop(),
    clipboardRead: (signal) => tools.clipboardRead(signal),
    clipboardWrite: (text, signal) => tools.clipboardWrite(text, signal),
    windowFrame: (windowId, frame, signal) => tools.moveResize(windowId, frame, signal),
    screenLock: () => tools.screenLocked(),
    close: async () => tools.close(),
  };
}

/** The Linux driver factory (passive: it attaches to the accessibility bus, launching nothing). */
export function linuxFactory(env: NodeJS.ProcessEnv = process.env): DriverFactory {
  return {
    name: 'linux',
    passive: true,
    unavailable: async () => linuxUnavailable(env),
    create: async () => {
      const driver = new AtspiDriver({ env });
      return { driver, desktop: linuxDesktop(driver, env) };
    },
  };
}
