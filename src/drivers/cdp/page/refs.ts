// Page-side state helpers: element refs that stay stable for a document's life, closed shadow roots the
// driver found, and the mutation clock the driver reads to know when a page has settled.
import type { PDocument, PElement, PNode, PShadowRoot } from './dom.js';
import type { Idle, PageLib } from './types.js';

/** The element's ref, stable for the document's life. */
export function refOf(S: PageLib, element: PElement): number {
  let ref = S.ids.get(element);
  if (ref === undefined) {
    ref = S.nextRef++;
    S.ids.set(element, ref);
    S.refs.set(ref, new WeakRef(element));
  }
  return ref;
}

/** The connected element of a ref in this document ('*' for whichever is current), or null; 0 is the scroller. */
export function byRef(S: PageLib, docId: string, ref: number): PElement | null {
  if (docId !== '*' && docId !== S.docId) return null;
  if (ref === 0) return S.doc.scrollingElement ?? S.doc.documentElement;
  const element = S.refs.get(ref)?.deref();
  return element && element.isConnected ? element : null;
}

/** Counts mutations under a shadow root too (observers do not cross shadow boundaries). */
export function watch(S: PageLib, root: PNode): void {
  if (S.watched.has(root)) return;
  S.watched.add(root);
  S.observer?.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  if (root.nodeType === 11) (S.roots ??= []).push(new WeakRef(root as PShadowRoot));
}

/** Remembers a closed shadow root the driver found through CDP. */
export function addRoot(S: PageLib, root: PShadowRoot): void {
  S.closedRoots.set(root.host, root);
}

/** Hands the driver the elements that may hold closed shadow roots. */
export function takePending(S: PageLib): PElement[] {
  const pending = S.pending;
  S.pending = [];
  return pending;
}

/**
 * The document when nodes were added or removed since the driver last read its click handlers (or it never did),
 * else null: the driver then reads them through CDP and hands the elements to markListened. Handlers come with
 * new nodes; a changed attribute (a hover class, aria-expanded) is no reason to read them again.
 */
export function listenersDue(S: PageLib): PDocument | null {
  const stamp = S.lastNodes ?? S.lastMutation;
  if (S.listened && S.listenedAt === stamp) return null;
  S.listenedAt = stamp;
  return S.doc;
}

/** Of the backend node ids of the elements with click handlers, those the page holds no element for yet. */
export function unknownListened(S: PageLib, ids: number[]): number[] {
  const known = S.listenedById ?? new Map<number, WeakRef<PNode>>();
  return ids.filter((id) => known.get(id)?.deref() === undefined);
}

/**
 * Remembers the elements with a click or pointer handler attached in script, for the walk: `ids` are all of
 * them by backend node id, `elements` the ones unknownListened gave (in that order, as `fresh`).
 */
export function markListened(S: PageLib, ids: number[], fresh: number[], ...elements: PNode[]): void {
  const known = S.listenedById ?? new Map<number, WeakRef<PNode>>();
  fresh.forEach((id, i) => {
    const node = elements[i];
    if (node) known.set(id, new WeakRef(node));
  });
  const byId = new Map<number, WeakRef<PNode>>();
  const listened = new WeakSet<PElement>();
  for (const id of ids) {
    const ref = known.get(id);
    const node = ref?.deref();
    if (!ref || !node) continue;
    byId.set(id, ref);
    // The document and other non-elements are kept only so as not to be resolved again.
    if (node.nodeType === 1) listened.add(node as PElement);
  }
  S.listenedById = byId;
  S.listened = listened;
}

/** How long the DOM has been still, whether the document is complete and whether it says it is busy. */
export function idle(S: PageLib): Idle {
  const busy =
    S.doc.querySelectorAll('body[aria-busy=true],main[aria-busy=true],[role=main][aria-busy=true]').length >
    0;
  // A dialog that fades in takes focus when its transition ends (Bootstrap's modal): the page has not landed
  // while one runs. Endless or long animations (spinners, progress) are no such wait.
  let animating = false;
  // The document's list leaves out animations inside shadow roots (a Shoelace list fading in).
  const roots = (S.roots ?? []).flatMap((r) => {
    const root = r.deref();
    return root && root.host.isConnected ? [root] : [];
  });
  for (const a of [S.doc, ...roots].flatMap((root) => root.getAnimations())) {
    if (a.playState !== 'running' || !a.effect) continue;
    const end = Number(a.effect.getComputedTiming().endTime ?? Infinity);
    const now = Number(a.currentTime ?? 0);
    if (Number.isFinite(end) && end - now < 1000) animating = true;
  }
  return { still: S.win.performance.now() - S.lastMutation, ready: S.doc.readyState, busy, animating };
}
