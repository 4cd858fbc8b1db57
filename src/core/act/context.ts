// What the act pipeline runs on: a driver, a decider, limits, and the caller's signal.
import { buildSnapshot } from '../build.js';
import { buildCandidates, identitiesOf } from '../candidates/build.js';
import { DriverError } from '../driver.js';
import { withLimit } from '../limits.js';
import { clip } from '../text.js';
import type { Candidate } from '../candidates/types.js';
import type { GateThresholds } from '../decision/gate.js';
import type { Decider } from '../decision/systemone.js';
import type { Driver, DriverAction, PerformOutcome } from '../driver.js';
import type { Snapshot, UiNode, WindowInfo } from '../snapshot.js';
import { showCandidate, type ShownCandidate, type ShownWindow, type Target } from './types.js';

/** Time limits and retake pacing. */
export interface ActTiming {
  /** Limit for one driver call. */
  driverMs: number;
  /** Pause before each verification retake; its length is the number of retakes. */
  retakeDelaysMs: number[];
  /** Extra snapshots allowed while waiting for two equal layouts in a row. */
  settleMax: number;
  /** How long an instruction that finds nothing waits for a disabled control it names, or a busy window. */
  readyMs: number;
  /** After text reads right, one more look this much later: an app that puts the old value back is caught. */
  holdMs: number;
}

/** Defaults: generous limits, retakes paced for toolkits that land late. */
export const DEFAULT_TIMING: ActTiming = {
  driverMs: 30_000,
  retakeDelaysMs: [0, 20, 40, 80, 160, 320],
  settleMax: 4,
  readyMs: 5000,
  holdMs: 200,
};

/** Everything one act needs. */
export interface ActContext {
  driver: Driver;
  decider: Decider;
  model: string;
  thresholds: GateThresholds;
  timing: ActTiming;
  /**
   * When a press leaves the tree unchanged, whether the window's pixels before and after are compared: only in
   * windows with drawn content the tree does not explain (`drawn`, the default), before `always` every press, or
   * `off`.
   */
  pixelCheck?: PixelCheck;
  signal: AbortSignal;
}

/** When presses take a glance at the window's pixels before they act. */
export type PixelCheck = 'drawn' | 'always' | 'off';

/** A snapshot with its candidates and each node's identity key. */
export interface Observation extends Keyed {
  candidates: Candidate[];
}

/** A snapshot with the identity key of each node: enough to find a control again, without its candidates. */
export interface Keyed {
  snapshot: Snapshot;
  keys: string[];
}

/** Takes a fresh snapshot of a window and builds its candidates. */
export async function observeWindow(
  ctx: ActContext,
  windowId: string,
  instruction?: string,
): Promise<Observation> {
  return observationOf(ctx, await snapshotWindow(ctx, windowId), instruction);
}

/** A fresh snapshot of the window, without candidates (for polling). */
export async function snapshotWindow(ctx: ActContext, windowId: string): Promise<Snapshot> {
  const raw = await withLimit(ctx.signal, ctx.timing.driverMs, 'driver_timeout', 'the snapshot', (signal) =>
    ctx.driver.snapshot(windowId, { signal }),
  );
  return buildSnapshot(raw);
}

/** A snapshot's node keys, without building candidates (for verification retakes). */
export function keyedOf(snapshot: Snapshot): Keyed {
  return { snapshot, keys: identitiesOf(snapshot).keys };
}

/** The observation of a snapshot: its candidates, built once. */
export function observationOf(ctx: ActContext, snapshot: Snapshot, instruction?: string): Observation {
  const built = buildCandidates(snapshot, {
    capabilities: ctx.driver.capabilities,
    ...(instruction !== undefined ? { instruction } : {}),
  });
  return { snapshot, ...built };
}

/** Performs one driver action under the driver time limit (a timeout says the action may have happened). */
export function performAction(
  ctx: ActContext,
  windowId: string,
  action: DriverAction,
): Promise<PerformOutcome> {
  return withLimit(
    ctx.signal,
    ctx.timing.driverMs,
    'driver_timeout',
    'the action',
    (signal) => ctx.driver.perform(windowId, action, { signal }),
    true,
  );
}

/** Resolves the target to one window: by id, by app or pid, or the only window there is. */
export async function resolveWindow(ctx: ActContext, target: Target): Promise<WindowInfo> {
  const filter = {
    ...(target.app !== undefined ? { app: target.app } : {}),
    ...(target.pid !== undefined ? { pid: target.pid } : {}),
  };
  const windows = await withLimit(
    ctx.signal,
    ctx.timing.driverMs,
    'driver_timeout',
    'listing windows',
    (signal) => ctx.driver.windows(filter, { signal }),
  );
  if (target.windowId !== undefined) {
    const found = windows.find((w) => w.id === target.windowId);
    if (!found)
      throw new DriverError(
        'window_not_found',
        `no window with id ${JSON.stringify(clip(target.windowId, 80))}; call windows to list them`,
      );
    return found;
  }
  const first = windows.find((w) => w.focused) ?? windows[0];
  if (!first) throw new DriverError('window_not_found', 'no window matches the target');
  if (windows.length > 1 && target.app === undefined && target.pid === undefined)
    throw new DriverError('bad_target', `${windows.length} windows are open; give a windowId from windows`);
  return first;
}

/** The window as shown to the caller. */
export function showWindow(snapshot: Snapshot): ShownWindow {
  return {
    id: snapshot.window.id,
    app: snapshot.window.app,
    title: snapshot.window.title,
    ...(snapshot.window.url ? { url: snapshot.window.url } : {}),
    ...(snapshot.modal ? { modal: `${snapshot.modal.kind} ${JSON.stringify(snapshot.modal.title)}` } : {}),
    ...(snapshot.otherWindows.length ? { otherWindows: snapshot.otherWindows.slice(0, 10) } : {}),
  };
}

/** The node a candidate acts on in an observation, or undefined for a window-wide action. */
export function nodeOf(obs: Keyed, c: { node?: number | undefined }): UiNode | undefined {
  return c.node === undefined ? undefined : obs.snapshot.nodes[c.node];
}

/** Shows a candidate with its node's current value and place. */
export function show(snapshot: Snapshot, c: Candidate, p?: number): ShownCandidate {
  const node = nodeOf({ snapshot, keys: [] }, c);
  const value = node?.value === undefined || node.states.secret ? undefined : clip(node.value, 60);
  return showCandidate(c, value, node?.states.offscreen, p);
}
