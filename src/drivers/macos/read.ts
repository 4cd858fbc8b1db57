// Reads a window: get_window_state (with the arguments this driver version advertises) and list_windows together.
import { DriverError } from '../../core/driver.js';
import type { WindowInfo } from '../../core/snapshot.js';
import type { CuaConnection } from './connection.js';
import { rectOf } from './elements.js';
import { mapWindowState } from './mapping.js';
import { asObject, num, okOr, str, type CuaResult, type Json } from './result.js';
import { windowIdOf, type WindowView } from './view.js';

/** Limits of one read. */
export interface ReadLimits {
  maxElements: number;
  maxDepth: number;
}

/** A list_windows record as WindowInfo plus its stacking. */
export interface WindowRecord {
  info: WindowInfo;
  cgWindowId: number;
  layer: number;
  z: number | null;
}

/** Parses list_windows. */
export function windowRecords(result: CuaResult): WindowRecord[] {
  const ok = okOr(result, 'list_windows');
  return (Array.isArray(ok.data.windows) ? ok.data.windows : []).flatMap((item) => {
    const w = asObject(item);
    const pid = num(w?.pid);
    const id = num(w?.window_id);
    if (!w || pid === undefined || id === undefined) return [];
    const frame = rectOf(w.bounds);
    const info: WindowInfo = {
      id: windowIdOf(pid, id),
      app: str(w.app_name) ?? '',
      pid,
      title: str(w.title) ?? '',
      ...(frame ? { frame } : {}),
      ...(typeof w.is_on_screen === 'boolean' ? { onScreen: w.is_on_screen } : {}),
    };
    return [{ info, cgWindowId: id, layer: num(w.layer) ?? 0, z: num(w.z_index) ?? null }];
  });
}

/** The get_window_state arguments for an element read (only what the schema declares is sent). */
export function stateArgs(
  conn: { accepts(tool: string, p: string): boolean },
  pid: number,
  cgWindowId: number,
  limits: ReadLimits,
): Json {
  const args: Json = { pid, window_id: cgWindowId, include_screenshot: false };
  if (conn.accepts('get_window_state', 'max_elements')) args.max_elements = limits.maxElements;
  if (conn.accepts('get_window_state', 'max_depth')) args.max_depth = limits.maxDepth;
  if (conn.accepts('get_window_state', 'tree_format')) args.tree_format = 'both';
  return args;
}

/** Reads one window into a view. */
export async function readWindow(
  conn: CuaConnection,
  pid: number,
  cgWindowId: number,
  limits: ReadLimits,
  signal: AbortSignal,
  shortcuts?: ReadonlyMap<string, string>,
): Promise<WindowView> {
  const catalog = await conn.catalog(signal);
  const [state, listed] = await Promise.all([
    conn.call('get_window_state', stateArgs(catalog, pid, cgWindowId, limits), { signal }),
    conn.call('list_windows', { pid }, { signal }),
  ]);
  if (!state.ok) {
    const gone = /window|owner/u.test(state.code);
    throw new DriverError(
      gone ? 'window_not_found' : state.code,
      `cua-driver could not read the window: ${state.message}`,
    );
  }
  const records = listed.ok ? windowRecords(listed) : [];
  const mine = records.find((r) => r.cgWindowId === cgWindowId);
  const window: WindowInfo = mine?.info ?? {
    id: windowIdOf(pid, cgWindowId),
    app: str(state.data.app_name) ?? '',
    pid,
    title: str(state.data.window_title) ?? '',
  };
  return mapWindowState({
    windowId: window.id,
    pid,
    cgWindowId,
    state: state.data,
    window,
    otherWindows: records.filter((r) => r !== mine && r.layer === 0).map((r) => r.info.title),
    generation: await conn.generation(signal),
    reads: conn.reads(pid, cgWindowId),
    shortcuts,
  });
}
