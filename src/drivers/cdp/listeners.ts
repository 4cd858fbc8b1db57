// Click handlers attached in script (addEventListener, jQuery's .on): read for a whole document in one
// DOMDebugger call (shadow roots included) and handed to the page script, whose walk counts the elements as
// clickable. Read again only when the document's DOM changed since the last read; only elements the page has
// not seen before are resolved into its world (one CDP call each).
import type { CDPSession } from 'playwright-core';
import { callSource, GLOBAL } from './page/source.js';
import type { Tab } from './tab.js';

/** The event types that make an element something a person clicks. */
const CLICK_TYPES = new Set(['click', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup']);

/**
 * Marks the elements of the document in isolated world `contextId` that have a click handler; false when nothing
 * was read (nothing changed), so no object of `objectGroup` was made.
 */
export async function markListeners(
  tab: Tab,
  session: CDPSession,
  contextId: number,
  objectGroup: string,
): Promise<boolean> {
  const send = <T>(work: Promise<T>): Promise<T> => tab.guard(work);
  const due = await send(
    session.send('Runtime.callFunctionOn', {
      functionDeclaration: callSource('listenersDue'),
      executionContextId: contextId,
      objectGroup,
    }),
  );
  // Null when nothing changed; not a node when the scripts are missing (the walk installs them).
  const objectId = due.result.objectId;
  if (!objectId || due.result.subtype !== 'node') return false;
  // Read through the page's own world: asked through the isolated world's document, Chromium 156 wraps every
  // handler into that world, and its renderer crashes after a few reads of a busy page (AG Grid: 7).
  const { node } = await send(session.send('DOM.describeNode', { objectId, depth: 0 }));
  const main = await send(
    session.send('DOM.resolveNode', { backendNodeId: node.backendNodeId, objectGroup }),
  );
  if (!main.object.objectId) return true;
  const { listeners } = await send(
    session.send('DOMDebugger.getEventListeners', {
      objectId: main.object.objectId,
      depth: -1,
      pierce: true,
    }),
  );
  const ids = new Set<number>();
  for (const l of listeners) if (l.backendNodeId && CLICK_TYPES.has(l.type)) ids.add(l.backendNodeId);
  const all = [...ids];
  const call = (fn: string, args: { value?: unknown; objectId?: string }[]) =>
    send(
      session.send('Runtime.callFunctionOn', {
        functionDeclaration: `function(...args) { const S = globalThis.${GLOBAL}; return S.${fn}(S, ...args); }`,
        objectId,
        arguments: args,
        returnByValue: true,
      }),
    );
  const unknown = (await call('unknownListened', [{ value: all }])).result.value as number[];
  // A node of another frame (an iframe's document is pierced too) does not resolve in this frame's world.
  const resolved = await Promise.all(
    unknown.map((backendNodeId) =>
      session
        .send('DOM.resolveNode', { backendNodeId, executionContextId: contextId, objectGroup })
        .then((r) => (r.object.objectId ? { backendNodeId, objectId: r.object.objectId } : null))
        .catch(() => null),
    ),
  );
  const fresh = resolved.filter((r) => r !== null);
  await call('markListened', [
    { value: all },
    { value: fresh.map((r) => r.backendNodeId) },
    ...fresh.map((r) => ({ objectId: r.objectId })),
  ]);
  return true;
}
