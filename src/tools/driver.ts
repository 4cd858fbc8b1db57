// driver: the opt-in raw passthrough to the active driver's allowlisted calls (off unless BEANS_PICKER_RAW_DRIVER).
import { homedir } from 'node:os';
import { z } from 'zod';
import { DriverError } from '../core/driver.js';
import { defineTool } from './define.js';
import { windowIdSchema } from './schemas.js';
import { escapeRegExp } from '../core/text.js';

const PATH_KEY = /^(?:path|file|directory|dir)$|_(?:path|file|dir|directory)$/u;

/**
 * Replaces values under path-like keys, and the home folder inside any other string with `~`, so no file path of
 * the user's reaches the caller or a log.
 */
export function redactPaths(value: unknown, home = homedir()): unknown {
  const escaped = escapeRegExp(home);
  const inText = home.length > 1 ? new RegExp(`(?<![\\w.:/-])${escaped}(?=/|$|[^\\w.-])`, 'gu') : null;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return inText ? v.replace(inText, '~') : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, PATH_KEY.test(k) ? '[file omitted]' : walk(x)]),
    );
  };
  return walk(value);
}

/** The driver tool. */
export const driverTool = defineTool({
  name: 'driver',
  description:
    "Call one of the active driver's own allowlisted tools directly (today: cua-driver on macOS), with no decision, verification or confirmation. " +
    'Background rules still apply: focus-stealing calls, foreground delivery, desktop scope and file outputs are refused. Prefer act.',
  input: z.object({
    windowId: windowIdSchema.describe('A window of the driver to call (picks the driver)'),
    tool: z.string().regex(/^[a-z][a-z0-9_.]{0,63}$/u, 'a driver tool name like "get_window_state"'),
    arguments: z.record(z.string(), z.unknown()).default({}),
  }),
  readOnly: false,
  listed: (session) => session.config.BEANS_PICKER_RAW_DRIVER,
  async handle(args, { session, signal }) {
    const { platform } = await session.platformForWindow(args.windowId, signal);
    if (!platform.raw)
      throw new DriverError(
        'unknown_driver_tool',
        `the ${platform.driver.name} driver has no raw passthrough`,
      );
    const result = await platform.raw(args.tool, args.arguments, signal);
    if (!result.ok)
      return { result: { status: 'failed', code: result.code, message: result.message }, isError: true };
    return {
      result: { status: 'done', data: redactPaths(result.data) as Record<string, unknown> },
      images: result.images
        .filter((i) => i.mimeType === 'image/png')
        .map((i) => ({ data: i.data, mimeType: 'image/png' as const })),
    };
  },
});
