// Pixel clicks: window-screenshot coordinates for a node's uncovered centre.
import { rectOf } from './elements.js';
import { num, type CuaResult } from './result.js';
import { centre, contains, isBelow, type MacElement, type ScreenRect, type WindowView } from './view.js';

/** How screen points map to the pixels of the window's screenshot. */
export interface Geometry {
  bounds: ScreenRect;
  /** Delivered screenshot pixels per point. */
  scale: number;
}

/** A point in screenshot pixels. */
export interface Pixel {
  x: number;
  y: number;
}

/** Other on-screen windows of the app, with their stacking order (higher z is in front). */
export interface Stacking {
  z: number | null;
  others: { bounds: ScreenRect; z: number | null }[];
}

// Roles that hold other nodes without covering them.
const CONTAINERS: ReadonlySet<string> = new Set([
  'AXWindow',
  'AXSheet',
  'AXDrawer',
  'AXGroup',
  'AXScrollArea',
  'AXSplitGroup',
  'AXTabGroup',
  'AXToolbar',
  'AXLayoutArea',
  'AXWebArea',
  'AXList',
  'AXTable',
  'AXOutline',
  'AXRow',
  'AXColumn',
  'AXRadioGroup',
  'AXPopover',
]);

/** Reads the geometry from a get_window_state result that carried a screenshot. */
export function geometryOf(result: CuaResult): Geometry | null {
  if (!result.ok) return null;
  const bounds = rectOf(result.data.window_bounds);
  const width = num(result.data.screenshot_width);
  if (!bounds || !width || bounds.width <= 0 || result.data.screenshot_frame_valid === false) return null;
  return { bounds, scale: width / bounds.width };
}

/** The screen point a click on the element would use: its centre, when nothing covers it. */
export function uncoveredCentre(
  view: WindowView,
  index: number,
  stacking?: Stacking,
): { x: number; y: number } | null {
  const el = view.elements[index];
  if (!el?.frame || el.frame.width <= 1 || el.frame.height <= 1) return null;
  const point = centre(el.frame);
  if (view.bounds && !contains(view.bounds, point)) return null;
  if (stacking && coveredByWindow(point, stacking)) return null;
  const covered = view.elements.some((other, j) => {
    if (j === index || !other.frame || !contains(other.frame, point)) return false;
    if (isBelow(view.elements, j, index) || isBelow(view.elements, index, j)) return false;
    return j > index || !CONTAINERS.has(other.axRole);
  });
  return covered ? null : point;
}

function coveredByWindow(point: { x: number; y: number }, stacking: Stacking): boolean {
  return stacking.others.some(
    (w) => w.z !== null && (stacking.z === null || w.z > stacking.z) && contains(w.bounds, point),
  );
}

/** A screen point in screenshot pixels, or null when it falls outside the window. */
export function toPixel(geometry: Geometry, point: { x: number; y: number }): Pixel | null {
  if (!contains(geometry.bounds, point)) return null;
  return {
    x: Math.round((point.x - geometry.bounds.x) * geometry.scale),
    y: Math.round((point.y - geometry.bounds.y) * geometry.scale),
  };
}

/** True for an element whose press is faster and surer as a pixel click (web content). */
export function prefersPixel(el: MacElement): boolean {
  return (
    el.inWeb &&
    [
      'AXButton',
      'AXLink',
      'AXCheckBox',
      'AXRadioButton',
      'AXTab',
      'AXPopUpButton',
      'AXMenuButton',
      'AXStaticText',
    ].includes(el.axRole)
  );
}
