// Finds the element a handle names, and re-binds a stale token by the element's stable key (once; never for twins).
import type { PerformOutcome } from '../../core/driver.js';
import { callTool, fail, type MacActContext } from './context.js';
import { decodeHandle, snapshotOf, type HandleParts } from './handles.js';
import { isStale, type CuaResult } from './result.js';
import type { MacElement, WindowView } from './view.js';

/** A resolved element with a token that is valid now. */
export interface Target {
  index: number;
  el: MacElement;
  token: string;
  view: WindowView;
}

const gone = (why: string): PerformOutcome =>
  fail('target_gone', `the control is not on the window as it was (${why}); observe again`);

/** The element with exactly this key, enabled and token-bearing; twins are never matched by key. */
export function byKey(view: WindowView, parts: HandleParts): Target | PerformOutcome {
  if (parts.twin) return gone('a look-alike is bound to its old token and is never re-bound');
  const hits = view.elements.flatMap((el, index) =>
    el.key === parts.key && el.enabled && el.token && !el.twin ? [{ index, el, token: el.token, view }] : [],
  );
  if (hits.length === 1 && hits[0]) return hits[0];
  return gone(hits.length ? 'several controls now match it' : 'no enabled control matches it');
}

/** The element a handle names in a read: by its token, else by its key (null when gone or ambiguous). */
export function elementOf(view: WindowView, parts: HandleParts): MacElement | null {
  const byToken = parts.token ? view.elements.find((e) => e.token === parts.token) : undefined;
  if (byToken) return byToken;
  const t = byKey(view, parts);
  return 'ok' in t ? null : t.el;
}

// Tokens hold while the connection is the same and nobody has read the window since (a probe, a screenshot, the
// raw passthrough).
function isFresh(ctx: MacActContext, view: WindowView): boolean {
  return view.generation === ctx.generation && view.reads === ctx.conn.reads(view.pid, view.cgWindowId);
}

/** Resolves a handle against the latest read (reading again when a probe or reconnect made its tokens stale). */
export async function resolveHandle(ctx: MacActContext, handle: string): Promise<Target | PerformOutcome> {
  const parts = decodeHandle(handle);
  if (!parts) return fail('bad_target', 'that handle did not come from the macOS driver');
  let view = ctx.view();
  if (!view || !isFresh(ctx, view)) {
    if (parts.twin) return gone('its token went stale and look-alikes are never re-bound');
    view = await ctx.observe();
  }
  if (parts.token && view.snapshotId === snapshotOf(parts.token)) {
    const index = view.elements.findIndex((e) => e.token === parts.token);
    const el = view.elements[index];
    if (!el) return gone('its token is not in the read');
    return { index, el, token: parts.token, view };
  }
  if (!parts.token)
    return fail('not_addressable', 'cua-driver gives this node no element token (it has no action)');
  return byKey(view, parts);
}

/** Calls a tool on the handle's element; a stale token is re-bound by key once, then `target_gone`. */
export async function callOn(
  ctx: MacActContext,
  handle: string,
  build: (t: Target) => [string, Record<string, unknown>],
): Promise<{ result: CuaResult; target: Target } | PerformOutcome> {
  let target = await resolveHandle(ctx, handle);
  if ('ok' in target) return target;
  let result = await callTool(ctx, ...build(target));
  if (!isStale(result)) return { result, target };
  const parts = decodeHandle(handle);
  if (!parts || parts.twin) return gone('its token went stale and look-alikes are never re-bound');
  if (ctx.rebinds <= 0) return gone('its token went stale again');
  ctx.rebinds -= 1;
  const rebound = byKey(await ctx.observe(), parts);
  if ('ok' in rebound) return rebound;
  target = rebound;
  result = await callTool(ctx, ...build(target));
  if (isStale(result)) return gone('its token went stale again right after re-binding');
  return { result, target };
}
