// One snapshot of a tab: every frame walked once in its isolated world (in parallel), after its click handlers
// are read through CDP (when its DOM changed), closed shadow roots resolved through CDP on first sight, frames
// joined under their iframe nodes with their offsets.
import { DriverError } from '../../core/driver.js';
import { CDP_ROLES, isRole, type Role } from '../../core/roles.js';
import type { RawNode, RawSnapshot, Rect, WindowInfo } from '../../core/snapshot.js';
import { dialogSnapshot } from './dialogs.js';
import type { FrameDoc, FrameSite } from './frames.js';
import { FLAG, type PageNode, type PageResult, type WalkOptions } from './page/types.js';
import { readPictures, unexplained } from './pictures.js';
import { DialogInterrupt, type Tab } from './tab.js';

const WALK: WalkOptions = { maxNodes: 5000, screenNodes: 1000, maxLines: 300 };
const MAX_TEXTS = 300;

interface Walked {
  site: FrameSite;
  result: PageResult;
}

interface Join {
  walks: Map<string, Walked>;
  docs: Map<string, FrameDoc>;
  /** Child frame id by owner iframe ref, per parent frame id. */
  children: Map<string, Map<number, string>>;
  nodes: RawNode[];
  texts: string[];
}

/**
 * Snapshots a tab; a tab blocked by a JavaScript dialog gives the dialog's snapshot. With `readPixels`, a large
 * canvas or unlabelled image of the main frame that the tree has nothing inside is read by OCR.
 */
export async function perceive(
  tab: Tab,
  window: Promise<WindowInfo>,
  others: Promise<string[]>,
  readPixels = false,
): Promise<RawSnapshot> {
  const started = performance.now();
  if (tab.dialog) return dialogSnapshot(tab.dialog, await window, await others);
  try {
    const sites = await tab.frames.sites();
    const walks = new Map<string, Walked>();
    await Promise.all(
      sites.map(async (site) => {
        const result = await walkSite(tab, site);
        if (result) walks.set(site.frameId, { site, result });
      }),
    );
    const main = walks.get(tab.targetId) ?? walks.get(sites[0]?.frameId ?? '');
    if (!main) throw new DriverError('target_gone', 'the tab has no document to read');
    const join: Join = { walks, docs: new Map(), children: new Map(), nodes: [], texts: [] };
    await link(tab, join, sites, main.site.frameId, null, null);
    const viewport = { x: 0, y: 0, width: main.result.width, height: main.result.height };
    emit(join, main.site.frameId, null, { x: 0, y: 0 }, viewport);
    if (readPixels && main.result.pictures.length > 0) {
      const key = join.docs.get(main.site.frameId)?.key ?? '';
      const handle = (i: number): string => `${key}:${main.result.nodes[i]?.ref ?? -1}`;
      const pictures = unexplained(main.result.pictures, join.nodes, handle);
      join.texts.push(...(await readPictures(tab, pictures, join.nodes)));
    }
    const truncated = [...walks.values()].some((w) => w.result.truncated);
    const [self, otherWindows] = await Promise.all([window, others]);
    return {
      window: { ...self, title: main.result.title || self.title, url: main.result.url },
      nodes: join.nodes,
      otherWindows,
      texts: join.texts,
      loading: main.result.ready !== 'complete' || main.result.busy || tab.loading(),
      ...(truncated
        ? {
            truncated: {
              reason: `more than ${WALK.maxNodes} nodes in a frame`,
              nodes: join.nodes.length,
              rest: 'every control on screen is listed: scroll the part you need into view and observe again',
            },
          }
        : {}),
      ms: Math.round(performance.now() - started),
    };
  } catch (error: unknown) {
    if (error instanceof DialogInterrupt) return dialogSnapshot(error.dialog, await window, await others);
    throw error;
  }
}

async function walkSite(tab: Tab, site: FrameSite): Promise<PageResult | null> {
  try {
    await tab.frames.markListeners(site);
    let result = await tab.frames.call<PageResult>(site.session, site.frameId, 'walk', [WALK]);
    for (let round = 0; round < 3 && result.pending > 0; round++) {
      if ((await tab.frames.resolveClosedRoots(site)) === 0) break;
      result = await tab.frames.call<PageResult>(site.session, site.frameId, 'walk', [WALK]);
    }
    return result;
  } catch (error: unknown) {
    // A child frame that detaches or navigates mid-snapshot is left out; the main frame's errors count.
    if (
      site.parentId === null ||
      error instanceof DialogInterrupt ||
      (error instanceof DriverError && error.code === 'driver_error')
    )
      throw error;
    return null;
  }
}

async function link(
  tab: Tab,
  join: Join,
  sites: FrameSite[],
  frameId: string,
  parent: FrameDoc | null,
  ownerRef: number | null,
): Promise<void> {
  const walked = join.walks.get(frameId);
  if (!walked) return;
  const doc = tab.frames.register(walked.site, walked.result.docId, parent, ownerRef);
  join.docs.set(frameId, doc);
  const kids = sites.filter((s) => s.parentId === frameId && join.walks.has(s.frameId));
  await Promise.all(
    kids.map(async (kid) => {
      // A frame whose iframe element cannot be found (removed meanwhile) is left out.
      const ref = await tab.frames.ownerRef(doc, kid.frameId).catch(() => null);
      if (ref === null) return;
      const byOwner = join.children.get(frameId) ?? new Map<number, string>();
      byOwner.set(ref, kid.frameId);
      join.children.set(frameId, byOwner);
      await link(tab, join, sites, kid.frameId, doc, ref);
    }),
  );
}

function emit(
  join: Join,
  frameId: string,
  parent: number | null,
  offset: { x: number; y: number },
  clip: Rect,
): void {
  const walked = join.walks.get(frameId);
  const doc = join.docs.get(frameId);
  if (!walked || !doc) return;
  const { result } = walked;
  const slots = new Map(result.slots.map((s) => [s.node, s]));
  const kids = join.children.get(frameId);
  const local: number[] = [];
  result.nodes.forEach((pn, i) => {
    local[i] = join.nodes.length;
    join.nodes.push(
      toRawNode(pn, doc.key, offset, clip, pn.parent < 0 ? parent : (local[pn.parent] ?? parent)),
    );
    const slot = slots.get(i);
    const child = slot ? kids?.get(slot.ref) : undefined;
    if (!slot || child === undefined) return;
    const inner = { x: offset.x + slot.x, y: offset.y + slot.y };
    emit(join, child, local[i] ?? null, inner, intersect(clip, { ...inner, width: slot.w, height: slot.h }));
  });
  if (clip.width > 0 && clip.height > 0)
    for (const text of result.texts) if (join.texts.length < MAX_TEXTS) join.texts.push(text);
}

function intersect(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
  };
}

function roleFor(name: string): Role {
  return CDP_ROLES[name] ?? (isRole(name) ? name : 'generic');
}

function toRawNode(
  pn: PageNode,
  key: string,
  offset: { x: number; y: number },
  clip: Rect,
  parent: number | null,
): RawNode {
  const frame: Rect = { x: pn.x + offset.x, y: pn.y + offset.y, width: pn.w, height: pn.h };
  const f = pn.flags;
  const visible = intersect(frame, clip);
  const offscreen =
    (f & FLAG.offscreen) !== 0 || (pn.w > 0 && pn.h > 0 && (visible.width === 0 || visible.height === 0));
  const secret = (f & FLAG.secret) !== 0;
  const node: RawNode = {
    role: roleFor(pn.role),
    platformRole: pn.role,
    label: pn.name,
    states: {
      enabled: (f & FLAG.disabled) === 0,
      focused: (f & FLAG.focused) !== 0,
      selected: (f & FLAG.selected) !== 0,
      editable: (f & FLAG.editable) !== 0,
      multiline: (f & FLAG.multiline) !== 0,
      secret,
      busy: (f & FLAG.busy) !== 0,
      offscreen,
      ...(pn.checked !== undefined ? { checked: pn.checked } : {}),
      ...(pn.expanded !== undefined ? { expanded: pn.expanded } : {}),
    },
    frame,
    parent,
    handle: `${key}:${pn.ref}`,
  };
  if (pn.id) node.identifier = pn.id;
  if (pn.help) node.help = pn.help;
  if (pn.value !== undefined && !secret) {
    node.value = pn.value;
    node.valueExact = pn.exact === true;
  }
  if (pn.placeholder) node.placeholder = pn.placeholder;
  if (pn.level !== undefined) node.level = pn.level;
  if (pn.options) node.options = pn.options;
  if (pn.range) node.range = pn.range;
  if (pn.orientation) node.orientation = pn.orientation;
  if (pn.covered) node.covered = true;
  if (pn.clickable) node.clickable = true;
  if (pn.scrollable !== undefined) node.scrollable = pn.scrollable;
  if (pn.draggable) node.draggable = true;
  if (pn.colour) node.colour = pn.colour;
  return node;
}
