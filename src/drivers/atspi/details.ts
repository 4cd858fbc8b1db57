// The per-node reads a snapshot needs beyond the cache: frames, exact texts, values, selections and shortcuts.
import type { Rect } from '../../core/snapshot.js';
import { dbusErrorName, isGone, isTimeout, isUnsupported, type AtspiBus } from './bus.js';
import { asArray, asNumber, asRef, asString, handleOf, NULL_PATH, type Ref } from './narrow.js';
import { menuShortcut } from './labels.js';

// WINDOW coordinates: GTK3 computes them against its toplevel; GTK4 answers window-relative for SCREEN too.
const COORD_WINDOW = 1;
// Hidden GTK3 widgets report G_MININT.
const G_MININT = -2147483648;

/** A node's extents in window coordinates, or null when hidden or unknown. */
export async function readFrame(bus: AtspiBus, ref: Ref, signal: AbortSignal): Promise<Rect | null> {
  const [raw] = await bus.call(ref, 'Component', 'GetExtents', 'u', [COORD_WINDOW], signal);
  const [x, y, width, height] = asArray(raw).map(asNumber);
  if (x === undefined || y === undefined || width === undefined || height === undefined) return null;
  if (x === G_MININT || y === G_MININT || width <= 0 || height <= 0) return null;
  return { x, y, width, height };
}

/** The exact text of a Text object (`GetText(0, -1)`; offsets are code points). */
export async function readText(bus: AtspiBus, ref: Ref, signal?: AbortSignal): Promise<string> {
  const [text] = await bus.call(ref, 'Text', 'GetText', 'ii', [0, -1], signal);
  if (asString(text) !== '') return asString(text);
  // GTK 4.8's search entry answers "" for the end offset -1 whatever it holds: ask again by its length.
  const count = asNumber(await bus.prop(ref, 'Text', 'CharacterCount', signal));
  if (count <= 0) return '';
  const [all] = await bus.call(ref, 'Text', 'GetText', 'ii', [0, count], signal);
  return asString(all);
}

/**
 * A number as a spin button shows it ("120", "-3", "0.50", "0,5", "1 000"), or NaN when the text is not one. A
 * comma or point is always the decimal mark: GTK shows no grouping, and "1.500" is one and a half at 3 digits.
 */
export function parseNumber(text: string): number {
  const t = text
    .trim()
    .replace(/[\s\u00a0\u202f]/gu, '')
    .replace('−', '-');
  return /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/u.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

const VALUE_PROPERTIES = ['CurrentValue', 'MinimumValue', 'MaximumValue', 'MinimumIncrement'] as const;

/** A Value object's current value and range. */
export interface ValueRead {
  current: number;
  min?: number;
  max?: number;
  step?: number;
}

/**
 * Reads a Value object's four numbers, each by its own Get: Qt 5.15 answers a GetAll on the Value interface and
 * then crashes (a segfault in QtCore a moment later: FeatherPad died under `observe` whenever a dialog with a spin
 * box was open), while single Gets are safe there and cost no more time sent together.
 */
export async function readValue(bus: AtspiBus, ref: Ref, signal?: AbortSignal): Promise<ValueRead> {
  const [current, minimum, maximum, increment] = await Promise.all(
    VALUE_PROPERTIES.map((name) => bus.prop(ref, 'Value', name, signal)),
  );
  const num = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  const min = num(minimum);
  const max = num(maximum);
  const step = num(increment);
  return {
    current: num(current) ?? 0,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(step !== undefined && step > 0 ? { step } : {}),
  };
}

/** The handle of a Selection object's first selected child, or null. */
export async function readSelected(bus: AtspiBus, ref: Ref, signal?: AbortSignal): Promise<string | null> {
  // GTK 4 lists the Selection interface on widgets whose GetSelectedChild answers NotSupported: nothing is known
  // to be selected there (a choice made through it is then never read back as done).
  const [raw] = await bus
    .call(ref, 'Selection', 'GetSelectedChild', 'i', [0], signal)
    .catch((error: unknown) => {
      if (dbusErrorName(error).endsWith('.NotSupported')) return [null];
      throw error;
    });
  if (raw === null) return null;
  const child = asRef(raw);
  return child.path === NULL_PATH ? null : handleOf(child);
}

/** One action of an Action object. */
export interface ActionInfo {
  name: string;
  keybinding: string;
}

/** The actions of an Action object (`GetActions`). */
export async function readActions(bus: AtspiBus, ref: Ref, signal?: AbortSignal): Promise<ActionInfo[]> {
  const [list] = await bus.call(ref, 'Action', 'GetActions', '', [], signal);
  const actions = asArray(list).map((raw) => {
    const [name, , keybinding] = asArray(raw);
    return { name: asString(name), keybinding: asString(keybinding) };
  });
  // Chromium answers GetActions with empty names ("press", "check" come only from GetName, one by one).
  return Promise.all(
    actions.map(async (a, i) =>
      a.name !== ''
        ? a
        : { ...a, name: asString((await bus.call(ref, 'Action', 'GetName', 'i', [i], signal))[0]) },
    ),
  );
}

/** Menu item shortcuts by handle; keybindings do not change while an app runs. */
export class ShortcutMemo {
  private readonly known = new Map<string, string | null>();

  /** The normalised accelerator of a menu item, read once. */
  async get(bus: AtspiBus, ref: Ref, signal: AbortSignal): Promise<string | undefined> {
    const handle = handleOf(ref);
    if (!this.known.has(handle)) {
      const actions = await readActions(bus, ref, signal);
      this.known.set(
        handle,
        actions.map((a) => menuShortcut(a.keybinding)).find((s) => s !== undefined) ?? null,
      );
    }
    return this.known.get(handle) ?? undefined;
  }
}

/** How many of a snapshot's reads got no reply in time. */
export interface Misses {
  count: number;
}

/**
 * Runs one node's read, giving `fallback` when the object went away or does not support the call, and when the app
 * did not answer it in time (counted in `misses`, so the snapshot says it is partial).
 */
export async function perNode<T>(read: Promise<T>, fallback: T, misses: Misses): Promise<T> {
  try {
    return await read;
  } catch (error: unknown) {
    if (isGone(error) || isUnsupported(error)) return fallback;
    if (!isTimeout(error)) throw error;
    misses.count += 1;
    return fallback;
  }
}
