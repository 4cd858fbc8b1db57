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

/** One tool. */
export interface Tool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** Reads only (observe, windows...) or may change an app. */
  readOnly: boolean;
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
