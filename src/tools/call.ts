// The one entry point for behaviour: validate, queue, run, shape. The MCP server and the CLI both call it.
import { z } from 'zod';
import { DriverError } from '../core/driver.js';
import { DecisionError } from '../core/decision/systemone.js';
import { errorType } from '../log.js';
import type { Session } from './session.js';
import { isListed, type Tool, type ToolOutput } from './define.js';
import { unknownArgument } from './keys.js';

/** An unknown tool name: a protocol error, not a tool result. */
export class UnknownToolError extends Error {
  override name = 'UnknownToolError';
  readonly code = 'unknown_tool';
}

/** Calls a tool by name with raw arguments; every failure comes back as an isError result. */
export async function callTool(
  session: Session,
  tools: readonly Tool[],
  name: string,
  rawArgs: unknown,
  signal: AbortSignal,
): Promise<ToolOutput> {
  const tool = tools.find((t) => t.name === name);
  if (!tool || !isListed(tool, session)) throw new UnknownToolError(unlistedMessage(name, tool));
  const unknown = unknownArgument(tool.input, rawArgs ?? {});
  if (unknown !== null)
    return {
      result: {
        status: 'failed',
        code: 'unknown_argument',
        message: `${name} has no argument ${JSON.stringify(unknown)}; nothing was done`,
      },
      isError: true,
    };
  const parsed = tool.input.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    const message = `Input validation error: Invalid arguments for tool ${name}: ${z.prettifyError(parsed.error)}`;
    return { result: { status: 'failed', code: 'bad_arguments', message }, isError: true };
  }
  const run = async (): Promise<ToolOutput> => {
    const started = Date.now();
    try {
      const output = await tool.handle(parsed.data, { session, signal });
      session.log.event('debug', 'tool', {
        code: String(output.result.status ?? 'done'),
        ms: Date.now() - started,
      });
      return output;
    } catch (error: unknown) {
      return failed(session, error);
    }
  };
  try {
    return tool.unqueued ? await run() : await session.queue.run(signal, run);
  } catch (error: unknown) {
    return failed(session, error);
  }
}

function unlistedMessage(name: string, tool: Tool | undefined): string {
  if (tool?.group)
    return `Tool ${name} is off: start the server with BEANS_PICKER_TOOLS=${tool.group} (or --tools ${tool.group}) to list it`;
  return `Tool ${name} not found`;
}

function failed(session: Session, error: unknown): ToolOutput {
  const known =
    error instanceof DriverError ||
    error instanceof DecisionError ||
    (error instanceof Error && 'code' in error && typeof error.code === 'string');
  const code = known ? String((error as { code: string }).code) : signalCode(error);
  const message = known
    ? (error as Error).message
    : code === 'cancelled'
      ? 'the call was cancelled before it finished'
      : 'an internal error occurred';
  session.log.event(code === 'internal' ? 'error' : 'warn', 'tool_failed', {
    code,
    errorType: errorType(error),
  });
  return { result: { status: 'failed', code, message }, isError: true };
}

function signalCode(error: unknown): string {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
    ? 'cancelled'
    : 'internal';
}
