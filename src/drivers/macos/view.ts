// What the driver remembers of its latest read of each window: elements with tokens, keys and screen frames.
import { DriverError } from '../../core/driver.js';
import type { RawSnapshot } from '../../core/snapshot.js';

/** A rectangle in screen points (top-left origin). */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One node of a read, as the driver needs it to act. */
export interface MacElement {
  token?: string;
  axRole: string;
  title?: string;
  description?: string;
  identifier?: string;
  value?: string;
  /** Action names, lower case without `AX` ("press", "showmenu"). */
  actions: string[];
  enabled: boolean;
  frame?: ScreenRect;
  /** Pixel rect in the window screenshot, when the driver gave one. */
  shotFrame?: ScreenRect;
  parent: number | null;
  inWeb: boolean;
  shortcut?: string;
  key: string;
  twin: boolean;
}

/** The latest read of one window. */
export interface WindowView {
  windowId: string;
  pid: number;
  cgWindowId: number;
  title: string;
  snapshotId?: string;
  /** Connection generation the tokens belong to. */
  generation: number;
  /** The connection's read count of the window when this read was taken; a later read makes the tokens stale. */
  reads: number;
  bounds?: ScreenRect;
  elements: MacElement[];
  /** Secure text fields' boxes in window points (kept out of `raw`); `unplaced` when some have no frame. */
  secrets: { boxes: ScreenRect[]; unplaced: boolean };
  raw: RawSnapshot;
}

/** Parses our window id (`<pid>-<window_id>`). */
export function parseWindowId(windowId: string): { pid: number; cgWindowId: number } | null {
  const m = /^(\d+)-(\d+)$/u.exec(windowId);
  return m ? { pid: Number(m[1]), cgWindowId: Number(m[2]) } : null;
}

/** Parses our window id, or throws `window_not_found`. */
export function requireWindowId(windowId: string): { pid: number; cgWindowId: number } {
  const ids = parseWindowId(windowId);
  if (!ids) throw new DriverError('window_not_found', `${windowId} is not a macOS window id; call windows`);
  return ids;
}

/** Our window id for a cua-driver window. */
export function windowIdOf(pid: number, cgWindowId: number): string {
  return `${pid}-${cgWindowId}`;
}

/** True when `index` lies under `root` in the element list. */
export function isBelow(elements: readonly MacElement[], index: number, root: number): boolean {
  for (let p = elements[index]?.parent ?? null; p !== null; p = elements[p]?.parent ?? null)
    if (p === root) return true;
  return false;
}

/** The centre of a rectangle. */
export function centre(rect: ScreenRect): { x: number; y: number } {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** True when a point lies inside a rectangle. */
export function contains(rect: ScreenRect, point: { x: number; y: number }): boolean {
  return (
    point.x >= rect.x && point.y >= rect.y && point.x < rect.x + rect.width && point.y < rect.y + rect.height
  );
}
