// The macOS driver's public surface.
export { MacosDriver, type MacosDriverOptions } from './driver.js';
export { openMacosDriver } from './open.js';
export { CuaConnection, type CuaConnectionOptions, sessionLabel } from './connection.js';
export { MacosTools, type MacosToolsOptions, type LaunchResult, type WindowShot } from './tools.js';
export { macosPrerequisites, type MacosPrerequisites } from './prereq.js';
export {
  buildAxtext,
  grantAx,
  findAxtext,
  helperPaths,
  type GrantResult,
  type HelperPaths,
} from './helper.js';
export { AxtextReader, type AxField, type ExactReader } from './axtext.js';
export { screenLockState, lockStateOf, type LockState } from './lock.js';
export { systemFrontApps, type FrontApps } from './sentinel.js';
export { runCommand, type CommandRunner, type RunResult } from './runner.js';
export {
  WindowRecorder,
  buildRecorder,
  recorderPath,
  type Recording,
  type WindowRecorderOptions,
} from './recorder.js';
export { requireWindowId } from './view.js';
export { SecretPixels } from './secrets.js';
