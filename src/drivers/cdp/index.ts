// The browser driver's public surface.
export { CdpDriver } from './driver.js';
export { DIALOG_HANDLES, type DialogInfo } from './dialogs.js';
export { CHROMIUM_FLAGS, findChromium, type LaunchOptions } from './launch.js';
export type { StagedDownload } from './transfer.js';
