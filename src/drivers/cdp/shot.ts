// Screenshots with every secret field painted black before the image is encoded again: the boxes come from the
// same walk that keeps those fields' values out of snapshots (so shadow roots and frames are covered alike),
// taken before and after the capture so a field that moves meanwhile is covered where it was and where it is.
import type { Glance } from '../../core/glance.js';
import { isSecretField } from '../../core/safety.js';
import type { RawNode, Rect } from '../../core/snapshot.js';
import type { PageBox } from './page/types.js';
import { perceive } from './perceive.js';
import { decodePng, encodePng, paintBlack, type Box } from '../png.js';
import type { Tab } from './tab.js';

// Device pixels added on each side, for anti-aliased edges and focus rings.
const MARGIN = 2;

/** True for a node whose pixels must not leave the driver (the same rule as the snapshot's values). */
export function showsSecret(node: RawNode): boolean {
  return (
    node.states.secret || ((node.role === 'textbox' || node.role === 'searchbox') && isSecretField(node))
  );
}

/**
 * The boxes of the tab's secret fields, in CSS pixels of the viewport: those of the snapshot (all frames) and,
 * because a snapshot stops at its node limit, every secret field of the main document found by the page itself.
 */
export async function secretBoxes(tab: Tab): Promise<Rect[]> {
  const window = Promise.resolve({ id: tab.targetId, app: '', title: '' });
  const [snapshot, main] = await Promise.all([
    perceive(tab, window, Promise.resolve([])),
    tab.frames.call<PageBox[]>(tab.session, tab.targetId, 'secretBoxes', []),
  ]);
  return [
    ...snapshot.nodes.flatMap((node) => (showsSecret(node) && node.frame ? [node.frame] : [])),
    ...main.map((b) => ({ x: b.x, y: b.y, width: b.w, height: b.h })),
  ];
}

/** A PNG of the tab's viewport in which every secret field's box is opaque black. */
export async function maskedScreenshot(tab: Tab): Promise<Buffer> {
  const before = await secretBoxes(tab);
  const shot = await tab.guard(tab.session.send('Page.captureScreenshot', { format: 'png' }));
  const boxes = [...before, ...(await secretBoxes(tab))];
  const png = Buffer.from(shot.data, 'base64');
  if (boxes.length === 0) return png;
  const metrics = await tab.guard(tab.session.send('Page.getLayoutMetrics'));
  const visual = metrics.cssVisualViewport;
  // Device pixels per CSS pixel (the image is in device pixels), times any pinch zoom.
  const dpr = metrics.layoutViewport.clientWidth / (metrics.cssLayoutViewport.clientWidth || 1) || 1;
  const scale = dpr * (visual.scale || 1);
  const pixels = decodePng(png);
  paintBlack(
    pixels,
    boxes.map((r): Box => ({
      x: (r.x - visual.offsetX) * scale - MARGIN,
      y: (r.y - visual.offsetY) * scale - MARGIN,
      width: r.width * scale + 2 * MARGIN,
      height: r.height * scale + 2 * MARGIN,
    })),
  );
  return encodePng(pixels);
}

// Image pixels per CSS pixel of a glance: half size still shows a change, and decodes four times faster.
const GLANCE_SCALE = 0.5;

/** The tab's viewport at half size, unmasked: it is compared in memory and dropped, never shown or stored. */
export async function glance(tab: Tab): Promise<Glance> {
  const { pageX, pageY, clientWidth, clientHeight } = (
    await tab.guard(tab.session.send('Page.getLayoutMetrics'))
  ).cssVisualViewport;
  const shot = await tab.guard(
    tab.session.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip: { x: pageX, y: pageY, width: clientWidth, height: clientHeight, scale: GLANCE_SCALE },
    }),
  );
  const pixels = decodePng(Buffer.from(shot.data, 'base64'));
  return { ...pixels, scale: GLANCE_SCALE, ...(tab.pointer ? { pointer: { ...tab.pointer } } : {}) };
}
