// What one perform works with: the connection, the window's latest read, the front-app watch and the rebind budget.
import { DriverError, type PerformOutcome } from '../../core/driver.js';
import type { CuaConnection } from './connection.js';
import type { ExactReader } from './axtext.js';
import type { Geometry, Stacking } from './geometry.js';
import type { CuaResult } from './result.js';
import type { FrontWatch } from './sentinel.js';
import type { WindowView } from './view.js';

/** The state of one perform. */
export interface MacActContext {
  conn: CuaConnection;
  windowId: string;
  pid: number;
  cgWindowId: number;
  signal: AbortSignal;
  watch: FrontWatch;
  generation: number;
  reader?: ExactReader | undefined;
  /** Stale-token re-binds left in this perform. */
  rebinds: number;
  /** The latest read of the window. */
  view(): WindowView | undefined;
  /** Reads the window again (new tokens). */
  observe(): Promise<WindowView>;
  /** Screenshot geometry for pixel clicks (a probe read: it supersedes the view's tokens). */
  geometry(): Promise<Geometry | null>;
  /** The app's other windows and their stacking. */
  stacking(): Promise<Stacking | undefined>;
}

/** Calls a tool for this perform; the front-app watch is sampled after every call. */
export async function callTool(
  ctx: MacActContext,
  tool: string,
  args: Record<string, unknown>,
): Promise<CuaResult> {
  ctx.watch.current = tool;
  const result = await ctx.conn.call(tool, args, { signal: ctx.signal });
  const seen = await ctx.watch.sample();
  if (seen)
    throw new DriverError(
      'foreground_violation',
      `the app came to the front during ${seen.during}; stopped, and the previous app was put back`,
      true,
    );
  return result;
}

/** The window part of every call. */
export function windowArgs(ctx: MacActContext): { pid: number; window_id: number } {
  return { pid: ctx.pid, window_id: ctx.cgWindowId };
}

// cua-driver's background-gate refusals that only a foreground delivery could get past.
const NEEDS_FRONT: ReadonlySet<string> = new Set([
  'background_unavailable',
  'same_pid_keyboard_ambiguity',
  'off_space_or_ax_unresolved',
  'minimized_or_hidden_window',
]);
const WINDOW_GONE: ReadonlySet<string> = new Set([
  'window_not_found',
  'window_id_not_found',
  'window_target_not_found',
  'window_owner_pid_mismatch',
  'owner_pid_mismatch',
]);

/** A tool result as a perform outcome. */
export function outcomeOf(result: CuaResult, route: string): PerformOutcome {
  if (result.ok) return { ok: true, route };
  if (NEEDS_FRONT.has(result.code))
    return {
      ok: false,
      code: 'foreground_required',
      message: `cua-driver delivers this only to a window in front (${result.code}: ${result.message}); beans-picker never brings it forward`,
    };
  if (WINDOW_GONE.has(result.code)) return { ok: false, code: 'window_not_found', message: result.message };
  return { ok: false, code: result.code, message: result.message };
}

/** A failed outcome. */
export function fail(
  code: string,
  message: string,
  extra: { options?: string[]; mayHaveActed?: boolean } = {},
): PerformOutcome {
  return { ok: false, code, message, ...extra };
}
