// The registry: every tool, in the order the server lists them.
import { actTool } from './act.js';
import { extractTool } from './extract.js';
import { driverTool } from './driver.js';
import {
  clipboardReadTool,
  clipboardWriteTool,
  launchAppTool,
  screenshotTool,
  windowFrameTool,
} from './desktop.js';
import { recordStartTool, recordStopTool } from './record.js';
import {
  browserCloseTool,
  browserDialogTool,
  browserDownloadTool,
  browserNavigateTool,
  browserStateTool,
  browserUploadTool,
} from './browser.js';
import { observeTool } from './observe.js';
import { windowsTool } from './windows.js';
import type { Tool } from './define.js';

/** Every tool of beans-picker. */
export const TOOLS: readonly Tool[] = [
  observeTool,
  actTool,
  extractTool,
  windowsTool,
  launchAppTool,
  screenshotTool,
  recordStartTool,
  recordStopTool,
  clipboardReadTool,
  clipboardWriteTool,
  windowFrameTool,
  browserStateTool,
  browserNavigateTool,
  browserDialogTool,
  browserCloseTool,
  browserUploadTool,
  browserDownloadTool,
  driverTool,
] as unknown as Tool[];
