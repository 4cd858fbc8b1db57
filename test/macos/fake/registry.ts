// The fake's snapshot registry: global ids "s%08x", tokens "<id>:<index>", a new read invalidates the window's old one.
import type { AxNode } from './model.js';

interface Snap {
  pid: number;
  windowId: number;
  byIndex: AxNode[];
}

/** A token resolved to its node, or the refusal cua-driver would give. */
export type Resolution =
  | { node: AxNode; pid: number; windowId: number; index: number }
  | { code: string; message: string; textOnly?: boolean };

const PER_PID = 8;

/** Snapshot ids and token life cycle. */
export class Registry {
  // Each process generation starts elsewhere, so a token from an earlier fake process is never valid here.
  private counter = ((process.pid % 4096) << 16) + 1;
  private readonly snaps = new Map<string, Snap>();
  private readonly latest = new Map<string, string>();
  private readonly perPid = new Map<number, string[]>();

  /** Records a new read of a window; the window's previous snapshot becomes stale. */
  take(pid: number, windowId: number, byIndex: AxNode[]): string {
    const id = `s${(this.counter++).toString(16).padStart(8, '0')}`;
    this.snaps.set(id, { pid, windowId, byIndex });
    this.latest.set(`${pid}:${windowId}`, id);
    const lru = [...(this.perPid.get(pid) ?? []), id];
    while (lru.length > PER_PID) this.snaps.delete(lru.shift() as string);
    this.perPid.set(pid, lru);
    return id;
  }

  /** Resolves `element_token`, or `element_index` + `snapshot_id`. */
  resolve(args: Record<string, unknown>): Resolution {
    const token = args.element_token;
    let id: string;
    let index: number;
    if (typeof token === 'string') {
      const m = /^(s[0-9a-f]{8}):(\d+)$/u.exec(token);
      if (!m)
        return {
          code: 'invalid_element_token',
          message: `element_token ${JSON.stringify(token)} is not a token`,
        };
      if (args.element_index !== undefined)
        return {
          code: 'conflicting_element_target',
          message: 'give element_token or element_index, not both',
        };
      id = m[1] as string;
      index = Number(m[2]);
    } else if (typeof args.element_index === 'number') {
      if (typeof args.snapshot_id !== 'string')
        return { code: 'snapshot_id_required', message: 'element_index needs snapshot_id' };
      id = args.snapshot_id;
      index = args.element_index;
    } else if (typeof args.snapshot_id === 'string')
      return { code: 'element_index_required', message: 'snapshot_id needs element_index' };
    else return { code: 'missing_target', message: 'no element target' };
    const snap = this.snaps.get(id);
    if (!/^s[0-9a-f]{8}$/u.test(id))
      return { code: 'invalid_snapshot_id', message: `snapshot_id ${id} is malformed` };
    if (!snap || this.latest.get(`${snap.pid}:${snap.windowId}`) !== id)
      return {
        code: 'stale_element_token',
        message: 'element_token is stale; call get_window_state again to refresh',
      };
    if (typeof args.window_id === 'number' && args.window_id !== snap.windowId)
      return { code: 'conflicting_element_target', message: 'window_id does not match the element token' };
    const node = snap.byIndex[index];
    if (!node)
      return {
        code: 'stale_element_token',
        message: `Element index ${index} not found in cache for pid=${snap.pid} window_id=${snap.windowId}. Call get_window_state first.`,
        textOnly: true,
      };
    return { node, pid: snap.pid, windowId: snap.windowId, index };
  }

  /** Makes the window's current snapshot stale (as if another client read it). */
  invalidate(pid: number, windowId: number): void {
    this.latest.delete(`${pid}:${windowId}`);
  }
}
