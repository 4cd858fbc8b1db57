// The frames of a tab: which CDP session hosts each (out-of-process iframes have their own), the isolated
// world the page scripts run in, frame keys for handles, owner iframes and frame offsets.
import type { CDPSession, Frame } from 'playwright-core';
import { DriverError } from '../../core/driver.js';
import { markListeners } from './listeners.js';
import { callSource, GLOBAL, INSTALL_SOURCE, WORLD_NAME } from './page/source.js';
import type { Tab } from './tab.js';

/** A frame and the session its document lives in. */
export interface FrameSite {
  frameId: string;
  parentId: string | null;
  session: CDPSession;
}

/** One document of a frame, as handles name it (`${key}:${ref}`). */
export interface FrameDoc {
  key: string;
  frameId: string;
  docId: string;
  session: CDPSession;
  parent: FrameDoc | null;
  /** Ref of the iframe element in the parent document. */
  ownerRef: number | null;
}

/** The part of a CDP frame tree the registry reads. */
interface FrameTree {
  frame: { id: string; parentId?: string };
  childFrames?: FrameTree[];
}

const CONTEXT_GONE =
  /Cannot find context|context was destroyed|Inspected target navigated|No frame|Execution context/i;
const OBJECT_GROUP = 'beans-picker';

/** Frame bookkeeping for one tab. */
export class FrameRegistry {
  private readonly contexts = new Map<string, number>();
  private readonly docs = new Map<string, FrameDoc>();
  private readonly keys = new Map<string, string>();
  private readonly owners = new Map<string, number>();
  private readonly oopif = new WeakMap<Frame, Promise<CDPSession | null>>();
  private nextKey = 1;

  constructor(private readonly tab: Tab) {}

  /** Every frame of the tab with its session: the tab's own tree plus each out-of-process iframe's tree. */
  async sites(): Promise<FrameSite[]> {
    const sites: FrameSite[] = [];
    const seen = new Set<string>();
    const add = (tree: FrameTree, session: CDPSession): void => {
      if (seen.has(tree.frame.id)) return;
      seen.add(tree.frame.id);
      sites.push({ frameId: tree.frame.id, parentId: tree.frame.parentId ?? null, session });
      for (const child of tree.childFrames ?? []) add(child, session);
    };
    const main = this.tab.page.mainFrame();
    const others = this.tab.page.frames().filter((f) => f !== main);
    // Playwright tracks the frames; a page without iframes needs no frame tree round trip.
    if (others.length === 0)
      return [{ frameId: this.tab.targetId, parentId: null, session: this.tab.session }];
    add((await this.tab.guard(this.tab.session.send('Page.getFrameTree'))).frameTree, this.tab.session);
    const trees = await Promise.all(
      others.map(async (frame) => {
        const session = await this.oopifSession(frame);
        return session ? { session, tree: await session.send('Page.getFrameTree').catch(() => null) } : null;
      }),
    );
    for (const t of trees) if (t?.tree) add(t.tree.frameTree, t.session);
    return sites;
  }

  private oopifSession(frame: Frame): Promise<CDPSession | null> {
    let session = this.oopif.get(frame);
    if (!session) {
      // Playwright refuses frames that share their parent's process; those are reached through the tab's session.
      // The frame's requests are its own session's: the tab counts them there too.
      session = this.tab.context
        .newCDPSession(frame)
        .then(async (opened) => {
          await this.tab.watchRequests(opened);
          return opened;
        })
        .catch(() => null);
      this.oopif.set(frame, session);
    }
    return session;
  }

  /** Calls installed page function `name` in the frame's isolated world; args and result are JSON. */
  async call<T>(
    session: CDPSession,
    frameId: string,
    name: string,
    args: unknown[],
    awaitPromise = false,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const contextId = await this.context(session, frameId);
        const reply = await this.tab.guard(
          session.send('Runtime.callFunctionOn', {
            functionDeclaration: callSource(name),
            executionContextId: contextId,
            arguments: args.map((value) => ({ value })),
            returnByValue: true,
            awaitPromise,
          }),
        );
        if (reply.exceptionDetails)
          throw new DriverError(
            'driver_error',
            `page script ${name}: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`,
          );
        const value: unknown = reply.result.value;
        if (value && typeof value === 'object' && '__missing' in value) {
          await this.install(session, frameId, contextId);
          continue;
        }
        return value as T;
      } catch (error: unknown) {
        if (attempt >= 2 || !(error instanceof Error) || !CONTEXT_GONE.test(error.message)) throw error;
        this.contexts.delete(frameId);
      }
    }
  }

  /** Drops the cached world of a frame that navigated. */
  forgetContext(frameId: string): void {
    this.contexts.delete(frameId);
  }

  private async context(session: CDPSession, frameId: string): Promise<number> {
    const cached = this.contexts.get(frameId);
    if (cached !== undefined) return cached;
    const world = await this.tab.guard(
      session.send('Page.createIsolatedWorld', { frameId, worldName: WORLD_NAME }),
    );
    await this.install(session, frameId, world.executionContextId);
    this.contexts.set(frameId, world.executionContextId);
    return world.executionContextId;
  }

  private async install(session: CDPSession, frameId: string, contextId: number): Promise<void> {
    const reply = await this.tab.guard(
      session.send('Runtime.evaluate', { expression: INSTALL_SOURCE, contextId, returnByValue: true }),
    );
    if (reply.exceptionDetails)
      throw new DriverError(
        'driver_error',
        `installing page scripts in ${frameId}: ${reply.exceptionDetails.text}`,
      );
  }

  /** Finds closed shadow roots under the elements the last walk flagged; returns how many it added. */
  async resolveClosedRoots(site: FrameSite): Promise<number> {
    const { session } = site;
    const contextId = await this.context(session, site.frameId);
    try {
      const list = await this.tab.guard(
        session.send('Runtime.callFunctionOn', {
          functionDeclaration: callSource('takePending'),
          executionContextId: contextId,
          objectGroup: OBJECT_GROUP,
        }),
      );
      if (!list.result.objectId) return 0;
      const props = await session.send('Runtime.getProperties', {
        objectId: list.result.objectId,
        ownProperties: true,
      });
      const hosts = props.result.flatMap((p) =>
        /^\d+$/.test(p.name) && p.value?.objectId ? [p.value.objectId] : [],
      );
      const described = await Promise.all(
        hosts.map((objectId) => session.send('DOM.describeNode', { objectId, depth: 0, pierce: true })),
      );
      const roots = described.flatMap((d) =>
        (d.node.shadowRoots ?? []).filter((r) => r.shadowRootType === 'closed'),
      );
      await Promise.all(
        roots.map(async (root) => {
          const { object } = await session.send('DOM.resolveNode', {
            backendNodeId: root.backendNodeId,
            executionContextId: contextId,
            objectGroup: OBJECT_GROUP,
          });
          if (!object.objectId) return;
          await session.send('Runtime.callFunctionOn', {
            objectId: object.objectId,
            functionDeclaration: `function() { const S = globalThis.${GLOBAL}; S.addRoot(S, this); }`,
          });
        }),
      );
      return roots.length;
    } finally {
      await session.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP }).catch(() => undefined);
    }
  }

  /** Marks the elements with click handlers attached in script, when the frame's DOM changed since the last read. */
  async markListeners(site: FrameSite): Promise<void> {
    // A group of its own: frames sharing a session are read in parallel.
    const objectGroup = `${OBJECT_GROUP}:listeners:${site.frameId}`;
    let read = true;
    try {
      const contextId = await this.context(site.session, site.frameId);
      read = await markListeners(this.tab, site.session, contextId, objectGroup);
    } catch (error: unknown) {
      // A frame that navigated meanwhile is read on the next snapshot; its walk finds the new world.
      if (!(error instanceof Error) || !CONTEXT_GONE.test(error.message)) throw error;
      this.contexts.delete(site.frameId);
    } finally {
      // Nothing read, nothing to release: an unchanged page pays one round trip.
      if (read) await site.session.send('Runtime.releaseObjectGroup', { objectGroup }).catch(() => undefined);
    }
  }

  /** The ref of the iframe element that holds `childFrameId` in `parent`'s document, or null. */
  async ownerRef(parent: FrameDoc, childFrameId: string): Promise<number | null> {
    const cacheKey = `${parent.key}|${childFrameId}`;
    const cached = this.owners.get(cacheKey);
    if (cached !== undefined) return cached;
    const { session } = parent;
    const contextId = await this.context(session, parent.frameId);
    const owner = await session.send('DOM.getFrameOwner', { frameId: childFrameId });
    const { object } = await session.send('DOM.resolveNode', {
      backendNodeId: owner.backendNodeId,
      executionContextId: contextId,
      objectGroup: OBJECT_GROUP,
    });
    if (!object.objectId) return null;
    const reply = await session.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function() { const S = globalThis.${GLOBAL}; return S ? S.refOf(S, this) : -1; }`,
      returnByValue: true,
    });
    await session.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP });
    const ref: unknown = reply.result.value;
    if (typeof ref !== 'number' || ref < 0) return null;
    this.owners.set(cacheKey, ref);
    return ref;
  }

  /** The key for a frame's document, registering it on first sight. */
  register(site: FrameSite, docId: string, parent: FrameDoc | null, ownerRef: number | null): FrameDoc {
    const id = `${site.frameId}|${docId}`;
    const known = this.keys.get(id);
    const existing = known === undefined ? undefined : this.docs.get(known);
    if (existing) {
      existing.session = site.session;
      existing.parent = parent;
      existing.ownerRef = ownerRef;
      return existing;
    }
    const doc: FrameDoc = {
      key: `f${this.nextKey++}`,
      frameId: site.frameId,
      docId,
      session: site.session,
      parent,
      ownerRef,
    };
    this.keys.set(id, doc.key);
    this.docs.set(doc.key, doc);
    return doc;
  }

  /** The document and ref a handle names, or null for an unknown handle. */
  resolve(handle: string): { doc: FrameDoc; ref: number } | null {
    const match = /^(f\d+):(\d+)$/.exec(handle);
    const doc = match?.[1] === undefined ? undefined : this.docs.get(match[1]);
    return doc && match?.[2] !== undefined ? { doc, ref: Number(match[2]) } : null;
  }

  /** Calls a page function in the document a handle belongs to. */
  callIn<T>(doc: FrameDoc, name: string, args: unknown[], awaitPromise = false): Promise<T> {
    return this.call<T>(doc.session, doc.frameId, name, args, awaitPromise);
  }

  /** A remote object for the element a ref names, for DOM.* calls; release it with releaseObjects. */
  async objectFor(doc: FrameDoc, ref: number): Promise<string | null> {
    const contextId = await this.context(doc.session, doc.frameId);
    const reply = await this.tab.guard(
      doc.session.send('Runtime.callFunctionOn', {
        functionDeclaration: callSource('byRef'),
        executionContextId: contextId,
        arguments: [{ value: doc.docId }, { value: ref }],
        objectGroup: OBJECT_GROUP,
      }),
    );
    return reply.result.subtype === 'null' ? null : (reply.result.objectId ?? null);
  }

  /** Releases the objects objectFor handed out in a document's session. */
  async releaseObjects(doc: FrameDoc): Promise<void> {
    await doc.session.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP });
  }

  /** Where the document's viewport starts in the tab's viewport, or null when its iframe is gone. */
  async offset(doc: FrameDoc): Promise<{ x: number; y: number } | null> {
    if (!doc.parent || doc.ownerRef === null) return { x: 0, y: 0 };
    const [above, box] = await Promise.all([
      this.offset(doc.parent),
      this.callIn<{ x: number; y: number } | null>(doc.parent, 'box', [doc.ownerRef]),
    ]);
    return above && box ? { x: above.x + box.x, y: above.y + box.y } : null;
  }
}
