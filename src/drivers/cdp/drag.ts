// Dragging: mouse events from the source's centre to the target's (or by an offset) and, when the source
// starts an HTML5 drag, the drag-and-drop events themselves (Input.setInterceptDrags / dispatchDragEvent).
import type { PerformOutcome } from '../../core/driver.js';
import { moveHeld, press, release, type Point } from './input.js';
import { done, failed, pointOf, type Acting, type Target } from './pointer.js';

/** Where a drag ends: another element or an offset from the source. */
export type DragEnd = { target: Target } | { dx: number; dy: number };

// How long to wait for Chromium to report that a native drag started (moves in a background tab are
// handled at its next frame, about once a second).
const DRAG_START_MS = 1500;

/** Drags the source to the end point and drops it there. */
export async function drag(a: Acting, source: Target, end: DragEnd): Promise<PerformOutcome> {
  const from = await pointOf(a.tab, source, true);
  if ('ok' in from) return from;
  let to: Point;
  if ('target' in end) {
    const dest = await pointOf(a.tab, end.target, false);
    if ('ok' in dest) return dest;
    if (!dest.page.inView)
      return failed('not_visible', 'the drop target is not in view together with the source');
    to = dest.at;
  } else to = { x: from.at.x + end.dx, y: from.at.y + end.dy };
  const native = await a.tab.frames.callIn<boolean>(source.doc, 'isDraggable', [
    source.doc.docId,
    source.ref,
  ]);
  if (!native) {
    a.route = 'mouse_drag';
    await press(a.tab, from.at);
    moveHeld(a.tab, from.at, to);
    await release(a.tab, to);
    return done(a.route);
  }
  return html5Drag(a, from.at, to);
}

async function html5Drag(a: Acting, from: Point, to: Point): Promise<PerformOutcome> {
  const { session } = a.tab;
  a.route = 'html5_drag';
  // Chromium hands the drag data over instead of starting an OS drag; the drop replays it at the target.
  const intercepted = new Promise<(at: Point) => Promise<void>>((resolve) => {
    session.once('Input.dragIntercepted', (event) =>
      resolve(async (at) => {
        for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
          await a.tab.guard(
            session.send('Input.dispatchDragEvent', { type, x: at.x, y: at.y, data: event.data }),
          );
      }),
    );
  });
  await session.send('Input.setInterceptDrags', { enabled: true });
  try {
    await press(a.tab, from);
    moveHeld(a.tab, from, to);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), DRAG_START_MS).unref());
    const drop = await Promise.race([intercepted, timeout]);
    if (drop === null) a.route = 'mouse_drag';
    else await drop(to);
    await release(a.tab, to);
    return done(a.route);
  } finally {
    await session.send('Input.setInterceptDrags', { enabled: false });
  }
}
