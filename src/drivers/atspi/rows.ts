// The children of long lists (tree views, process lists, big folders): only those around the rows shown are read.
import { isGone, isUnsupported, type AtspiBus } from './bus.js';
import { readFrame } from './details.js';
import { asArray, asNumber, asRef, handleOf, NULL_PATH, type Ref } from './narrow.js';

// A view that manages its descendants (the cache says -1 children: GTK3 tree views) or holds more than this many
// children is read in part, this many children around the one shown in its middle: a process list or a folder of
// thousands of files must not flood the snapshot.
const LIST_CAP = 200;
const COORD_WINDOW = 1;

/** True when an object's cached child count asks for a bounded read (-1: it manages its descendants). */
export function isLong(childCount: number): boolean {
  return childCount === -1 || childCount > LIST_CAP;
}

/** An object's children, by GetChildren. */
export async function childrenOf(bus: AtspiBus, ref: Ref, signal: AbortSignal): Promise<Ref[]> {
  const [list] = await bus.call(ref, 'Accessible', 'GetChildren', '', [], signal);
  return asArray(list).map(asRef);
}

/** A long list's children around the one shown in its middle, and what was left out when some were. */
export async function longListChildren(
  bus: AtspiBus,
  ref: Ref,
  signal: AbortSignal,
): Promise<{ kids: Ref[]; cut?: string }> {
  const count = asNumber(await bus.prop(ref, 'Accessible', 'ChildCount', signal));
  if (count <= LIST_CAP) return { kids: await childrenOf(bus, ref, signal) };
  const middle = await shownChildIndex(bus, ref, signal);
  const first = Math.max(0, Math.min(count - LIST_CAP, middle - LIST_CAP / 2));
  const kids = await Promise.all(
    Array.from({ length: LIST_CAP }, (_, i) =>
      bus.call(ref, 'Accessible', 'GetChildAtIndex', 'i', [first + i], signal),
    ),
  );
  return {
    kids: kids.map(([kid]) => asRef(kid)),
    cut: `children ${first}-${first + LIST_CAP - 1} of ${count} of a list read`,
  };
}

// The index of the child shown at the middle of a view (or of the row holding it), 0 when the view cannot say.
async function shownChildIndex(bus: AtspiBus, ref: Ref, signal: AbortSignal): Promise<number> {
  const frame = await orUnsupported(readFrame(bus, ref, signal), null);
  if (!frame) return 0;
  const point = [frame.x + 8, frame.y + Math.round(frame.height / 2), COORD_WINDOW];
  const [hit] = await orUnsupported(
    bus.call(ref, 'Component', 'GetAccessibleAtPoint', 'iiu', point, signal),
    [null],
  );
  if (hit === null) return 0;
  // A GTK3 tree view answers with a cell; in a tree column the cell sits inside its row's cell.
  for (let at = asRef(hit), depth = 0; at.path !== NULL_PATH && depth < 3; depth++) {
    const parent = asRef(await bus.prop(at, 'Accessible', 'Parent', signal));
    if (handleOf(parent) === handleOf(ref))
      return asNumber((await bus.call(at, 'Accessible', 'GetIndexInParent', '', [], signal))[0]);
    at = parent;
  }
  return 0;
}

// A read whose object is gone or does not support the call gives `fallback`.
async function orUnsupported<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error: unknown) {
    if (isGone(error) || isUnsupported(error)) return fallback;
    throw error;
  }
}
