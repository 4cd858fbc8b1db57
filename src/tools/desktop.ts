// Desktop tools: launch apps in the background, screenshots, window frames, the clipboard.
import { z } from 'zod';
import { DriverError } from '../core/driver.js';
import { checkUrl } from '../core/url.js';
import { defineTool, type ToolContext, type ToolOutput } from './define.js';
import { publishFile } from './files.js';
import { appSchema, windowIdSchema } from './schemas.js';
import type { Launched } from './platform.js';
import type { Started } from './session.js';

const BROWSER_NAMES = new Set(['browser', 'chromium', 'chrome', 'google-chrome']);
const PNG_MAX_BYTES = 32 * 1024 * 1024;
const outSchema = z
  .string()
  .min(1)
  .max(4096)
  .describe('Absolute path of a new file (never replaces a file or symlink)');

/** The first desktop platform the session can start (linux or macos). */
export async function desktopPlatform({
  session,
  signal,
}: ToolContext): Promise<Started & { desktop: NonNullable<Started['desktop']> }> {
  for (const name of session.driverNames()) {
    const platform = await session.platform(name, signal).catch(() => null);
    if (platform?.desktop) return platform as Started & { desktop: NonNullable<Started['desktop']> };
  }
  throw new DriverError('driver_unavailable', 'no desktop driver can run here; run `beans-picker doctor`');
}

/** The launch_app tool. */
export const launchAppTool = defineTool({
  name: 'launch_app',
  description:
    'Start a desktop app (desktop entry id or program) or open browser tabs (app chromium, urls), in the background; a window the window manager raises is put back (`foreground` says so). Returns window ids.',
  input: z.object({
    app: appSchema.describe('App name or id (gnome-calculator, chromium)'),
    urls: z.array(z.string().max(8192)).max(16).optional().describe('http(s) or about:blank'),
    cwd: z.string().min(1).max(4096).optional().describe('Absolute folder for a desktop app (default: home)'),
  }),
  readOnly: false,
  async handle(args, ctx) {
    if (BROWSER_NAMES.has(args.app.toLowerCase())) {
      if (args.cwd !== undefined) return notUsed('cwd_not_used', 'cwd is only for desktop apps');
      const urls = args.urls?.length ? args.urls : ['about:blank'];
      const checked = urls.map(checkUrl);
      const bad = checked.find((c) => 'error' in c);
      if (bad && 'error' in bad)
        return { result: { status: 'failed', code: 'bad_url', message: bad.error }, isError: true };
      const platform = await ctx.session.platform('browser', ctx.signal);
      if (!platform.browser)
        throw new DriverError('driver_unavailable', 'the browser driver has no tab controls');
      const windows = [];
      for (const c of checked)
        if ('url' in c) windows.push(await platform.browser.openTab(c.url, ctx.signal));
      return {
        result: {
          status: 'done',
          windows: windows.map((w) => ({ id: `browser:${w.id}`, title: w.title, url: w.url })),
        },
      };
    }
    if (args.urls?.length) return notUsed('urls_not_used', 'urls are only for a browser');
    const platform = await desktopPlatform(ctx);
    if (args.cwd !== undefined && platform.driver.name !== 'linux')
      return notUsed('cwd_not_used', `the ${platform.driver.name} driver cannot choose an app's folder`);
    const options = args.cwd !== undefined ? { cwd: args.cwd } : {};
    const launched = await platform.desktop.launchApp(args.app, ctx.signal, options);
    return launchResult(`${platform.driver.name}:${launched.windowId}`, launched);
  },
});

function notUsed(code: string, message: string): ToolOutput {
  return { result: { status: 'failed', code, message }, isError: true };
}

/** The launch result: done when the app is up and the front is where it was (put back if need be). */
export function launchResult(windowId: string, launched: Launched): ToolOutput {
  const taken = launched.foregroundViolation;
  if (!taken) return { result: { status: 'done', windowId, pid: launched.pid } };
  const ms = taken.restoredInMs;
  const foreground = {
    raised: true,
    restored: taken.restored,
    ...(ms !== undefined ? { restoredInMs: ms } : {}),
    note: taken.restored
      ? `the new window was raised to the front and the previous window was put back${ms !== undefined ? ` after ${ms} ms` : ''}`
      : 'the new window was raised to the front and the previous window could NOT be put back',
  };
  if (taken.restored) return { result: { status: 'done', windowId, pid: launched.pid, foreground } };
  return {
    result: {
      status: 'failed',
      code: 'foreground_violation',
      message: 'the app started but its window took the front, and the previous window could not be put back',
      windowId,
      pid: launched.pid,
      foreground,
    },
    isError: true,
  };
}

/** The screenshot tool. */
export const screenshotTool = defineTool({
  name: 'screenshot',
  description:
    'Capture a window (windowId) or the screen (scope "screen") as PNG, in the background: inline unless includeImage is false; out saves it to a new file (mode 0600).',
  input: z.object({
    windowId: windowIdSchema.optional(),
    scope: z.enum(['window', 'screen']).optional().describe('"screen": desktop drivers only'),
    out: outSchema.optional(),
    includeImage: z.boolean().optional(),
  }),
  readOnly: true,
  async handle(args, ctx) {
    if (args.includeImage === false && args.out === undefined)
      return {
        result: { status: 'failed', code: 'bad_arguments', message: 'includeImage false needs out' },
        isError: true,
      };
    let png: Buffer;
    if (args.scope === 'screen')
      png = await (await desktopPlatform(ctx)).desktop.screenshot('screen', ctx.signal);
    else {
      if (args.windowId === undefined)
        return {
          result: { status: 'failed', code: 'bad_target', message: 'give a windowId, or scope "screen"' },
          isError: true,
        };
      const { platform, localId } = await ctx.session.platformForWindow(args.windowId, ctx.signal);
      const capture = platform.browser ?? platform.desktop;
      if (!capture)
        throw new DriverError(
          'unknown_driver_tool',
          `the ${platform.driver.name} driver cannot take screenshots`,
        );
      png = await capture.screenshot(localId, ctx.signal);
    }
    const size = pngSize(png);
    if (png.length > PNG_MAX_BYTES) throw new DriverError('unsafe_driver_output', 'the capture is too large');
    if (args.out !== undefined) await publishFile(args.out, png);
    return {
      result: {
        status: 'done',
        bytes: png.length,
        ...size,
        ...(args.out !== undefined ? { saved: true } : {}),
      },
      ...(args.includeImage === false
        ? {}
        : { images: [{ data: png.toString('base64'), mimeType: 'image/png' as const }] }),
    };
  },
});

/** Width and height from a PNG header; refuses anything that is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const magic = '89504e470d0a1a0a';
  if (
    png.length < 24 ||
    png.subarray(0, 8).toString('hex') !== magic ||
    png.subarray(12, 16).toString('latin1') !== 'IHDR'
  )
    throw new DriverError('unsafe_driver_output', 'the capture is not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The window_frame tool. */
export const windowFrameTool = defineTool({
  name: 'window_frame',
  description:
    'Move and resize a desktop window without raising it; mismatch when the app keeps another size.',
  input: z.object({
    windowId: windowIdSchema,
    x: z.number().int().min(-100_000).max(100_000),
    y: z.number().int().min(-100_000).max(100_000),
    width: z.number().int().min(1).max(100_000),
    height: z.number().int().min(1).max(100_000),
  }),
  readOnly: false,
  group: 'window',
  async handle(args, ctx) {
    const { platform, localId } = await ctx.session.platformForWindow(args.windowId, ctx.signal);
    if (!platform.desktop)
      throw new DriverError('unknown_driver_tool', `the ${platform.driver.name} driver cannot move windows`);
    const wanted = { x: args.x, y: args.y, width: args.width, height: args.height };
    const frame = await platform.desktop.windowFrame(localId, wanted, ctx.signal);
    const mismatch = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((k) => frame[k] !== wanted[k]);
    return {
      result: {
        status: mismatch.length ? 'mismatch' : 'done',
        frame,
        ...(mismatch.length ? { mismatch } : {}),
      },
    };
  },
});

/** The clipboard tools. */
export const clipboardReadTool = defineTool({
  name: 'clipboard_read',
  description: 'Read the text on the clipboard, exactly as it is (spaces, tabs and newlines kept).',
  input: z.object({}),
  readOnly: true,
  group: 'clipboard',
  async handle(_args, ctx) {
    const text = await (await desktopPlatform(ctx)).desktop.clipboardRead(ctx.signal);
    return { result: { status: 'done', text } };
  },
});

/** Writes text to the clipboard. */
export const clipboardWriteTool = defineTool({
  name: 'clipboard_write',
  description: 'Put text on the clipboard, exactly as given; it is read back to verify (mismatch otherwise).',
  input: z.object({ text: z.string().max(1_000_000) }),
  readOnly: false,
  group: 'clipboard',
  async handle(args, ctx) {
    const desktop = (await desktopPlatform(ctx)).desktop;
    await desktop.clipboardWrite(args.text, ctx.signal);
    const back = await desktop.clipboardRead(ctx.signal);
    return {
      result: {
        status: back === args.text ? 'done' : 'mismatch',
        ...(back === args.text ? {} : { actual: back }),
      },
    };
  },
});
