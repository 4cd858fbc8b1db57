// The macOS platform: cua-driver behind the session's interfaces.
import { DriverError } from '../core/driver.js';
import {
  MacosTools,
  macosPrerequisites,
  openMacosDriver,
  runCommand,
  parseWindowId,
  screenLockState,
  WindowRecorder,
  type CommandRunner,
  type MacosDriver,
} from '../drivers/macos/index.js';
import { MacosBrowser } from '../drivers/macos/browser.js';
import type { Config } from '../config/schema.js';
import type { DesktopExtras } from '../tools/platform.js';
import type { DriverFactory } from '../tools/session.js';

/** Why the macOS driver cannot run here, or null (what `doctor` prints). */
export async function macosUnavailable(config: Config): Promise<string | null> {
  const check = await macosPrerequisites({ binary: config.CUA_DRIVER_BIN });
  return check.ok ? null : check.message;
}

/** Desktop tools of the macOS platform. */
export function macosDesktop(
  driver: MacosDriver,
  options: { recorder?: WindowRecorder; runner?: CommandRunner } = {},
): DesktopExtras {
  const runner = options.runner ?? runCommand;
  const recorder = options.recorder ?? new WindowRecorder();
  const tools = new MacosTools(driver.connection, { runner });
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
    async screenshot(windowId, signal) {
      const shot =
        windowId === 'screen'
          ? await tools.screenCapture({ signal })
          : await tools.screenshot(windowId, { signal });
      return Buffer.from(shot.data, 'base64');
    },
    async recordStart(windowId, stagePath, signal) {
      const ids = parseWindowId(windowId);
      if (!ids)
        throw new DriverError('window_not_found', `${windowId} is not a macOS window id; call windows`);
      if ((await screenLockState(runner, signal)) === 'locked')
        throw new DriverError('screen_locked', 'the screen is locked; unlock the Mac and try again');
      await recorder.start(ids.cgWindowId, stagePath, signal);
    },
    recordStop: (signal) => recorder.stop(signal),
    clipboardRead: (signal) => tools.clipboardRead({ signal }),
    clipboardWrite: (text, signal) => tools.clipboardWrite(text, { signal }),
    async windowFrame(windowId, frame, signal) {
      await tools.setWindowFrame(windowId, frame, { signal });
      return frame;
    },
    screenLock: (signal) => screenLockState(runner, signal),
    close: async () => recorder.close(),
  };
}

/** The macOS factory (passive: starting cua-driver opens no window). */
export function macosFactory(config: Config): DriverFactory {
  return {
    name: 'macos',
    passive: true,
    unavailable: () => macosUnavailable(config),
    create: async () => {
      const driver = await openMacosDriver({
        binary: config.CUA_DRIVER_BIN,
        callTimeoutMs: config.CUA_DRIVER_TIMEOUT,
      });
      const tools = new MacosTools(driver.connection);
      const browser = new MacosBrowser(driver.connection);
      return {
        driver,
        desktop: macosDesktop(driver),
        browser: {
          openTab: () => browser.openTab(),
          navigate: (windowId, url, signal) => browser.navigate(windowId, url, { signal }),
          state: (windowId, signal) => browser.state(windowId, { signal }),
          dialog: (windowId, action, text, signal) => browser.dialog(windowId, action, text, { signal }),
          upload: () => browser.upload(),
          download: () => browser.download(),
          screenshot: async (windowId, signal) =>
            Buffer.from((await tools.screenshot(windowId, { signal })).data, 'base64'),
        },
        raw: async (tool, args, signal) => {
          const result = await tools.call(tool, args as Parameters<MacosTools['call']>[1], { signal });
          return result.ok
            ? { ok: true, data: result.data, images: result.images }
            : { ok: false, code: result.code, message: result.message };
        },
      };
    },
  };
}
