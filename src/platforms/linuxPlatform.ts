// The started Linux platform: the AT-SPI driver and its desktop tools. Loaded on first use (see ./linux.ts).
import { DriverError } from '../core/driver.js';
import { AtspiDriver, DesktopTools } from '../drivers/atspi/index.js';
import type { DesktopExtras, Launched, Platform } from '../tools/platform.js';
import { findDesktopEntry } from './desktopEntries.js';

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

/** Attaches to the accessibility bus and builds the platform. */
export function openLinuxPlatform(env: NodeJS.ProcessEnv): Platform {
  const driver = new AtspiDriver({ env });
  return { driver, desktop: linuxDesktop(driver, env) };
}
