// Glances at a window's pixels around a press whose effect may not show in the tree: taken before it where the
// window has drawn content (or always, as configured), and compared with one taken once every retake is in.
import { DriverError } from '../driver.js';
import { compareGlances, describeScreenChange, setAside, type Glance, type ScreenChange } from '../glance.js';
import { withLimit } from '../limits.js';
import { OCR_ROLE, type UiNode } from '../snapshot.js';
import { GLANCED } from '../verify.js';
import type { Candidate } from '../candidates/types.js';
import type { ActContext, Keyed, Observation } from './context.js';

/**
 * The window's pixels before a press whose effect may not show in the tree: by default only in a window with drawn
 * content the tree does not explain (text read by OCR: canvases, windows with no accessibility), since a glance
 * costs a capture. Null when none is taken, the driver cannot glance, or the glance failed.
 */
export async function glanceBefore(
  ctx: ActContext,
  obs: Observation,
  candidate: Candidate,
): Promise<Glance | null> {
  const mode = ctx.pixelCheck ?? 'drawn';
  if (!GLANCED.has(candidate.kind) || mode === 'off') return null;
  if (mode === 'drawn' && !obs.snapshot.nodes.some((n) => n.platformRole === OCR_ROLE)) return null;
  return takeGlance(ctx, obs.snapshot.window.id);
}

async function takeGlance(ctx: ActContext, windowId: string): Promise<Glance | null> {
  const glance = ctx.driver.glance?.bind(ctx.driver);
  if (!glance) return null;
  try {
    return await withLimit(ctx.signal, ctx.timing.driverMs, 'driver_timeout', 'a glance', (signal) =>
      glance(windowId, { signal }),
    );
  } catch (error: unknown) {
    // A glance only informs: a window that cannot be captured (minimized, gone) leaves the verdict to the tree.
    if (error instanceof DriverError && !ctx.signal.aborted) return null;
    throw error;
  }
}

/**
 * What the window's pixels say since the glance before the step, in words and as figures. Changes on the control
 * and on the one the pointer rested on are set aside: a hover or focus style redraws them whatever the step did.
 */
export async function screenSince(
  ctx: ActContext,
  before: Keyed,
  glanced: Glance,
  node: UiNode | undefined,
): Promise<{ change: ScreenChange; said: string } | undefined> {
  const now = await takeGlance(ctx, before.snapshot.window.id);
  if (!now) return undefined;
  const pointed = glanced.pointer ? nodeAt(before.snapshot.nodes, glanced.pointer) : undefined;
  const aside = [node?.frame, pointed?.frame].flatMap((f) => (f ? [setAside(f)] : []));
  const change = compareGlances(glanced, now, aside);
  return { change, said: describeScreenChange(change) };
}

// The smallest node whose box holds the point (the control under the pointer).
function nodeAt(nodes: readonly UiNode[], at: { x: number; y: number }): UiNode | undefined {
  let best: UiNode | undefined;
  for (const n of nodes) {
    const f = n.frame;
    if (!f || at.x < f.x || at.y < f.y || at.x >= f.x + f.width || at.y >= f.y + f.height) continue;
    if (!best?.frame || f.width * f.height < best.frame.width * best.frame.height) best = n;
  }
  return best;
}
