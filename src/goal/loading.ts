// Loading is detected in code (decision models almost never choose `wait`): the driver's flag, a busy node,
// or a short visible "Loading…" / "Please wait" line.
import type { Snapshot } from '../core/snapshot.js';

const LOADING_TEXT = /^(?:loading|please wait|one moment)(?:[.…\s]|$)/iu;
const LOADING_MAX = 40;

/** True when the window is still loading. */
export function isLoading(snapshot: Snapshot): boolean {
  if (snapshot.loading) return true;
  return snapshot.nodes.some(
    (n) =>
      !n.states.offscreen &&
      (n.states.busy ||
        ((n.role === 'statictext' ||
          n.role === 'status' ||
          n.role === 'progressbar' ||
          n.role === 'heading') &&
          n.label.length <= LOADING_MAX &&
          LOADING_TEXT.test(n.label.trim()))),
  );
}
