// The started Linux platform: the AT-SPI driver and its desktop tools. Loaded on first use (see ./linux.ts).
import { AtspiDriver, DesktopTools } from '../drivers/atspi/index.js';
import type { DesktopExtras, Launched, Platform } from '../tools/platform.js';
import { resolveApp, type AppCommand } from './desktopEntries.js';
import { launchDir } from './launchDir.js';

/** Desktop tools of the Linux platform. */
export function linuxDesktop(driver: AtspiDriver, env: NodeJS.ProcessEnv): DesktopExtras {
  const tools = new DesktopTools(driver, env);
  return {
    async launchApp(app, signal, options = {}): Promise<Launched> {
      const cwd = options.cwd;
      const found = await resolveApp(app, env);
      const dir = await launchDir({ ...(cwd !== undefined ? { cwd } : {}), ...pathOf(found) }, env);
      const result = await tools.launchApp(found.command, found.args, { signal, cwd: dir });
      const taken = result.foregroundViolation;
      return {
        windowId: result.windowId,
        pid: result.pid,
        ...(taken ? { foregroundViolation: { restored: taken.restored, ...msOf(taken.restoredInMs) } } : {}),
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

function pathOf(found: AppCommand): { entryPath?: string } {
  return found.entryPath !== undefined ? { entryPath: found.entryPath } : {};
}

function msOf(ms: number | undefined): { restoredInMs?: number } {
  return ms !== undefined ? { restoredInMs: ms } : {};
}

/** Attaches to the accessibility bus and builds the platform. */
export function openLinuxPlatform(env: NodeJS.ProcessEnv): Platform {
  const driver = new AtspiDriver({ env });
  return { driver, desktop: linuxDesktop(driver, env) };
}
