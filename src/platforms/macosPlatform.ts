// The started macOS platform: cua-driver's driver with its desktop tools, browser controls and passthrough.
// Loaded on first use of the macOS driver (see ./macos.ts).
import { DriverError } from '../core/driver.js';
import { MacosBrowser } from '../drivers/macos/browser.js';
import {
  MacosTools,
  openMacosDriver,
  runCommand,
  requireWindowId,
  screenLockState,
  SecretPixels,
  WindowRecorder,
  type CommandRunner,
  type MacosDriver,
} from '../drivers/macos/index.js';
import type { Config } from '../config/schema.js';
import type { DesktopExtras, Platform } from '../tools/platform.js';

/** Desktop tools of the macOS platform. */
export function macosDesktop(
  driver: MacosDriver,
  options: { recorder?: WindowRecorder; runner?: CommandRunner; tools?: MacosTools } = {},
): DesktopExtras {
  const runner = options.runner ?? runCommand;
  const recorder = options.recorder ?? new WindowRecorder();
  const tools = options.tools ?? new MacosTools(driver.connection, { runner });
  const pixels = new SecretPixels(driver, tools, recorder, runner);
  return {
    async launchApp(app, signal) {
      const launched = await tools.launchApp(
        /^[A-Za-z0-9][A-Za-z0-9.-]*\.[A-Za-z0-9.-]+$/u.test(app) ? { bundleId: app } : { name: app },
        { signal },
      );
      const window = launched.windows[0];
      if (!window) throw new DriverError('window_not_found', 'the app started but showed no window');
      return {
        windowId: window.id,
        pid: launched.pid,
        ...(launched.frontRestored ? { foregroundViolation: { restored: true } } : {}),
      };
    },
    screenshot: (windowId, signal) =>
      windowId === 'screen' ? pixels.screen(signal) : pixels.window(windowId, signal),
    async recordStart(windowId, stagePath, signal) {
      requireWindowId(windowId);
      if ((await screenLockState(runner, signal)) === 'locked')
        throw new DriverError('screen_locked', 'the screen is locked; unlock the Mac and try again');
      await pixels.recordStart(windowId, stagePath, signal);
    },
    recordStop: (signal) => pixels.recordStop(signal),
    clipboardRead: (signal) => tools.clipboardRead({ signal }),
    clipboardWrite: (text, signal) => tools.clipboardWrite(text, { signal }),
    async windowFrame(windowId, frame, signal) {
      await tools.setWindowFrame(windowId, frame, { signal });
      return frame;
    },
    screenLock: (signal) => screenLockState(runner, signal),
    close: () => pixels.close(),
  };
}

/** Starts cua-driver and builds the platform over it. */
export async function openMacosPlatform(config: Config): Promise<Platform> {
  const driver = await openMacosDriver({
    binary: config.CUA_DRIVER_BIN,
    callTimeoutMs: config.CUA_DRIVER_TIMEOUT,
  });
  const tools = new MacosTools(driver.connection);
  const browser = new MacosBrowser(driver.connection);
  const desktop = macosDesktop(driver, { tools });
  return {
    driver,
    desktop,
    browser: {
      openTab: () => browser.openTab(),
      closeTab: () => browser.closeTab(),
      navigate: (windowId, url, signal) => browser.navigate(windowId, url, { signal }),
      state: (windowId, signal) => browser.state(windowId, { signal }),
      dialog: (windowId, action, text, signal) => browser.dialog(windowId, action, text, { signal }),
      upload: () => browser.upload(),
      download: () => browser.download(),
      screenshot: (windowId, signal) => desktop.screenshot(windowId, signal),
    },
    raw: async (tool, args, signal) => {
      const result = await tools.call(tool, args as Parameters<MacosTools['call']>[1], { signal });
      return result.ok
        ? { ok: true, data: result.data, images: result.images }
        : { ok: false, code: result.code, message: result.message };
    },
  };
}
