// The Linux desktop driver (AT-SPI2 + X11), its desktop tools and the headless session helper.
export { AtspiDriver, type AtspiDriverOptions } from './driver.js';
export { DesktopTools, type LaunchResult } from './desktop.js';
export type { LockState } from './lock.js';
export type { Recording } from './recorder.js';
export {
  startDesktopSession,
  stopDesktopSession,
  isSessionDir,
  parseExports,
  SESSION_SCRIPT,
  type DesktopSession,
} from './session.js';
export { windowIdOf, xidOf } from './x11.js';
