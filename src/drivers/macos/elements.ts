// The `elements` array of get_window_state: addressable rows with tokens, values, states and frames.
import type { MdRow } from './markdown.js';
import { asObject, num, str } from './result.js';
import type { ScreenRect } from './view.js';

/** One addressable element as cua-driver lists it. */
export interface Element {
  index: number;
  token?: string;
  label?: string;
  value?: string;
  enabled?: boolean;
  selected?: boolean;
  actions?: string[];
  frame?: ScreenRect;
  shotFrame?: ScreenRect;
  inWeb: boolean;
}

/** The elements by index; tokens default to `<snapshot_id>:<index>`. */
export function readElements(value: unknown, snapshotId: string | undefined): Map<number, Element> {
  const out = new Map<number, Element>();
  for (const item of Array.isArray(value) ? value : []) {
    const e = asObject(item);
    const index = num(e?.element_index);
    if (!e || index === undefined) continue;
    const token = str(e.element_token) ?? (snapshotId ? `${snapshotId}:${index}` : undefined);
    const frame = rectOf(e.frame);
    const shot = rectOf(e.screenshot_frame);
    const valueOf =
      typeof e.value === 'number' || typeof e.value === 'boolean' ? String(Number(e.value)) : str(e.value);
    out.set(index, {
      index,
      ...(token ? { token } : {}),
      ...(str(e.label) !== undefined ? { label: str(e.label) as string } : {}),
      ...(valueOf !== undefined ? { value: valueOf } : {}),
      ...(typeof e.enabled === 'boolean' ? { enabled: e.enabled } : {}),
      ...(typeof e.selected === 'boolean' ? { selected: e.selected } : {}),
      ...(Array.isArray(e.actions)
        ? { actions: e.actions.filter((a): a is string => typeof a === 'string') }
        : {}),
      ...(frame ? { frame } : {}),
      ...(shot ? { shotFrame: shot } : {}),
      inWeb: e.in_web_content === true,
    });
  }
  return out;
}

/** Without markdown (an old or trimmed payload), rows come from the elements alone. */
export function rowsFromElements(value: unknown): MdRow[] {
  return (Array.isArray(value) ? value : []).flatMap((item) => {
    const e = asObject(item);
    const index = num(e?.element_index);
    if (!e || index === undefined) return [];
    const label = str(e.label);
    return [
      {
        depth: num(e.depth) ?? 0,
        index,
        role: str(e.role) ?? 'AXUnknown',
        ...(label ? { title: label } : {}),
      },
    ];
  });
}

/** A `{x,y,w,h}` or `{x,y,width,height}` object as a rectangle. */
export function rectOf(value: unknown): ScreenRect | undefined {
  const r = asObject(value);
  const x = num(r?.x);
  const y = num(r?.y);
  const width = num(r?.width) ?? num(r?.w);
  const height = num(r?.height) ?? num(r?.h);
  return x === undefined || y === undefined || width === undefined || height === undefined
    ? undefined
    : { x, y, width, height };
}
