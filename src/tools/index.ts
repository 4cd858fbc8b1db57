// The registry: every tool, in the order the server lists them.
import { actTool } from './act.js';
import { extractTool } from './extract.js';
import { observeTool } from './observe.js';
import { windowsTool } from './windows.js';
import type { Tool } from './define.js';

/** Every tool of beans-picker. */
export const TOOLS: readonly Tool[] = [observeTool, actTool, extractTool, windowsTool] as unknown as Tool[];
