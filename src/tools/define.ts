// What a tool is: a name, documentation for the model, a zod input schema and a handler.
import type { z } from 'zod';
import type { Session } from './session.js';

/** What a handler receives besides its arguments. */
export interface ToolContext {
  session: Session;
  signal: AbortSignal;
}

/** An inline image returned with a result. */
export interface ToolImage {
  data: string;
  mimeType: 'image/png';
}

/** What a handler returns: a structured result, optionally an error and images. */
export interface ToolOutput {
  result: Record<string, unknown>;
  /** What the caller reads when it is not the result's JSON (observe's lines; the result stays structured). */
  text?: string;
  isError?: boolean;
  images?: ToolImage[];
}

/**
 * Tool groups left out of the listing unless BEANS_PICKER_TOOLS names them (as Playwright MCP's `--caps`): every
 * listed tool costs tokens in every session, and most tasks need only the core.
 */
export const TOOL_GROUPS = {
  files: 'upload and download files, record a window to a file',
  clipboard: 'read and write the clipboard',
  window: "move and resize a desktop window, read a tab's state, close a tab",
} as const;

/** An opt-in tool group. */
export type ToolGroup = keyof typeof TOOL_GROUPS;

/** Whether the session lists (and takes calls to) this tool. */
export function isListed(tool: Tool, session: Session): boolean {
  const groups = session.config.BEANS_PICKER_TOOLS;
  if (tool.group && !groups.includes('all') && !groups.includes(tool.group)) return false;
  return tool.listed?.(session) ?? true;
}

/** One tool. */
export interface Tool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  description: string;
  input: S;
  /** Reads only (observe, windows...) or may change an app. */
  readOnly: boolean;
  /** Opt-in: listed and callable only when BEANS_PICKER_TOOLS names this group (or `all`); core tools have none. */
  group?: ToolGroup;
  /** Listed only when this says so (the raw driver passthrough). */
  listed?: (session: Session) => boolean;
  /** Runs outside the one-at-a-time queue (only for calls that touch no app). */
  unqueued?: boolean;
  handle(args: z.infer<S>, ctx: ToolContext): Promise<ToolOutput>;
}

/** Marks an object schema whose listing shows only the properties named (the server still accepts and checks the rest). */
export const LISTED = 'x-listed';

/** Declares a tool; exists so TypeScript infers the handler's argument types. */
export function defineTool<S extends z.ZodObject>(tool: Tool<S>): Tool<S> {
  return tool;
}
