// Loads one window's accessible tree: its shape from GetChildren, what each object is from one Cache.GetItems.
import { isGone, isTimeout, isUnsupported, type AtspiBus } from './bus.js';
import type { Misses } from './details.js';
import { ROLE } from './enums.js';
import {
  asArray,
  asNumber,
  asNumbers,
  asRef,
  asString,
  asStrings,
  handleOf,
  NULL_PATH,
  refOf,
  type Ref,
} from './narrow.js';
import { childrenOf, isLong, longListChildren } from './rows.js';

/** One accessible object, as the cache or a walk reports it. */
export interface AtspiItem {
  handle: string;
  ref: Ref;
  parent: string | null;
  /** Index in the parent; -1 when the toolkit does not say. */
  index: number;
  /** Number of children; -1 when the toolkit does not say. */
  childCount: number;
  interfaces: ReadonlySet<string>;
  name: string;
  role: number;
  description: string;
  states: number[];
}

/** The tree of one window, parents before children, and whether a cap stopped it. */
export interface WindowTree {
  items: AtspiItem[];
  children: Map<string, string[]>;
  truncated?: { reason: string; nodes: number };
}

/** Caps of one tree load. */
export interface TreeLimits {
  maxNodes: number;
  deadline: number;
  signal: AbortSignal;
  /** Counts the objects that did not answer in time (left out, with their subtrees). */
  misses: Misses;
  /** Leaves an object and its subtree out of the result (the root is always kept). */
  prune?: (item: AtspiItem) => boolean;
  /** Takes an object's children from the cache where their number agrees with its child count (GTK3 keeps the
   * cache's shape right; GTK 4 does not, so by default every object is asked for its children). */
  cacheShape?: boolean;
}

const CACHE_PATH = '/org/a11y/atspi/cache';

// GTK3 builds its Cache only once some client registers for events, so a missing Cache is retried later.
const CACHE_RETRY_MS = 3000;
const noCacheUntil = new WeakMap<AtspiBus, Map<string, number>>();

/** Loads the subtree under `root`, capped in nodes and time. */
export async function loadTree(bus: AtspiBus, root: Ref, limits: TreeLimits): Promise<WindowTree> {
  const items = new Map<string, AtspiItem>();
  const order = new Map<string, string[]>();
  const stop = { reason: '' };
  const cached = await readCache(bus, root.bus, limits.signal);
  for (const item of cached ?? []) items.set(item.handle, item);
  const detailed = !items.has(handleOf(root));
  // GTK 4's cache entries are live but its shape is not: it keeps a stack's hidden page under its old parent, and
  // exports the page shown instead only once someone asks for its children. So the shape comes from GetChildren.
  const cachedKids = limits.cacheShape && !detailed ? childrenByParent(items) : null;
  const ctx: WalkContext = { items, order, limits, stop, detailed, cachedKids, seen: { count: 0 }, cuts: [] };
  await walk(bus, root, null, -1, ctx);
  const missing = [...order.values()].flat().filter((h) => !items.has(h));
  if (missing.length > 0 && limits.misses.count === 0) {
    // GetChildren exported them (GTK4 exports objects lazily): the cache has them now, else ask each one.
    for (const item of (await readCache(bus, root.bus, limits.signal)) ?? []) items.set(item.handle, item);
    await fetchMissing(bus, order, items, limits);
  }
  return assemble(
    items,
    order,
    handleOf(root),
    limits,
    [stop.reason, ...ctx.cuts].filter(Boolean).join('; '),
  );
}

// Reads, one by one, the objects the walk found that no cache holds.
async function fetchMissing(
  bus: AtspiBus,
  order: Map<string, string[]>,
  items: Map<string, AtspiItem>,
  limits: TreeLimits,
): Promise<void> {
  const { signal } = limits;
  const reads: Promise<void>[] = [];
  for (const [parent, kids] of order)
    for (const [i, kid] of kids.entries()) {
      const ref = items.has(kid) ? null : refOf(kid);
      if (ref)
        reads.push(
          fetchItem(bus, ref, parent, i, signal).then(
            (item) => void items.set(kid, item),
            (error: unknown) => void skipped(error, limits.misses),
          ),
        );
    }
  await Promise.all(reads);
}

async function readCache(bus: AtspiBus, app: string, signal: AbortSignal): Promise<AtspiItem[] | null> {
  const skip = noCacheUntil.get(bus) ?? new Map<string, number>();
  noCacheUntil.set(bus, skip);
  if ((skip.get(app) ?? 0) > Date.now()) return null;
  try {
    const [list] = await bus.call({ bus: app, path: CACHE_PATH }, 'Cache', 'GetItems', '', [], signal);
    return asArray(list).map(cacheItem);
  } catch (error: unknown) {
    if (!isGone(error) && !isUnsupported(error)) throw error;
    skip.set(app, Date.now() + CACHE_RETRY_MS);
    return null;
  }
}

// (self, app, parent, indexInParent, childCount, interfaces, name, role, description, states)
function cacheItem(raw: unknown): AtspiItem {
  const f = asArray(raw);
  const ref = asRef(f[0]);
  const parent = asRef(f[2]);
  return {
    handle: handleOf(ref),
    ref,
    parent: parent.path === NULL_PATH ? null : handleOf(parent),
    index: asNumber(f[3]),
    childCount: asNumber(f[4]),
    interfaces: shortInterfaces(asStrings(f[5])),
    name: asString(f[6]),
    role: asNumber(f[7]),
    description: asString(f[8]),
    states: asNumbers(f[9]),
  };
}

/** The interfaces one object offers, by short name ("EditableText", "Value"). */
export async function interfacesOf(
  bus: AtspiBus,
  ref: Ref,
  signal: AbortSignal,
): Promise<ReadonlySet<string>> {
  const [names] = await bus.call(ref, 'Accessible', 'GetInterfaces', '', [], signal);
  return shortInterfaces(asStrings(names));
}

function shortInterfaces(names: string[]): ReadonlySet<string> {
  return new Set(names.map((n) => n.replace('org.a11y.atspi.', '')));
}

function childrenByParent(items: Map<string, AtspiItem>): Map<string, AtspiItem[]> {
  const byParent = new Map<string, AtspiItem[]>();
  for (const item of items.values()) {
    if (item.parent === null) continue;
    const list = byParent.get(item.parent) ?? [];
    list.push(item);
    byParent.set(item.parent, list);
  }
  return byParent;
}

interface WalkContext {
  items: Map<string, AtspiItem>;
  order: Map<string, string[]>;
  limits: TreeLimits;
  /** Set when a cap stopped the walk. */
  stop: { reason: string };
  /** Fetch each object's role, name and states too (no cache to read them from). */
  detailed: boolean;
  /** Read objects the cache lacks as they are reached (a long list's rows). */
  readMissing?: boolean;
  /** The cache's children of each object, when its shape is trusted. */
  cachedKids: Map<string, AtspiItem[]> | null;
  /** Objects the walk reached. */
  seen: { count: number };
  /** Lists read only in part. */
  cuts: string[];
}

async function walk(
  bus: AtspiBus,
  ref: Ref,
  parent: string | null,
  index: number,
  ctx: WalkContext,
): Promise<void> {
  const { limits } = ctx;
  if (Date.now() > limits.deadline) ctx.stop.reason = 'time cap';
  if (limits.misses.count > 0) ctx.stop.reason = 'the app stopped answering';
  if (ctx.seen.count >= limits.maxNodes) ctx.stop.reason = `node cap of ${limits.maxNodes}`;
  if (ctx.stop.reason) return;
  ctx.seen.count += 1;
  const handle = handleOf(ref);
  let found: Children;
  try {
    if (ctx.detailed || (ctx.readMissing && !ctx.items.has(handle)))
      ctx.items.set(handle, await fetchItem(bus, ref, parent, index, limits.signal));
    const known = ctx.items.get(handle);
    if (known && parent !== null && limits.prune?.(known)) return;
    found = await childrenToWalk(bus, ref, known, ctx);
  } catch (error: unknown) {
    // The window's own root must answer (else the app is frozen or the window gone); any other object may not.
    if (parent === null && !isGone(error)) throw error;
    skipped(error, limits.misses);
    return;
  }
  ctx.order.set(handle, found.kids.map(handleOf));
  // A long list's rows are in no cache (at-spi2-atk leaves out what a view manages): each is read as it is reached.
  const next = found.list ? { ...ctx, readMissing: true } : ctx;
  await Promise.all(found.kids.map((kid, i) => walk(bus, kid, handle, i, next)));
}

interface Children {
  kids: Ref[];
  /** They are a long list's, read in part. */
  list: boolean;
}

// An object's children: none for a leaf, a long list's around the rows shown, the cache's where its shape is
// trusted and their number agrees, else GetChildren's.
async function childrenToWalk(
  bus: AtspiBus,
  ref: Ref,
  known: AtspiItem | undefined,
  ctx: WalkContext,
): Promise<Children> {
  const { signal } = ctx.limits;
  if (known?.childCount === 0) return { kids: [], list: false };
  const cached = ctx.cachedKids?.get(handleOf(ref));
  // GTK3 menus say -1 children too, and their cached items are right.
  const agrees =
    known?.childCount === cached?.length || (known?.childCount === -1 && known.role === ROLE.menu);
  if (known && cached && agrees)
    return { kids: cached.sort((a, b) => siblingKey(a) - siblingKey(b)).map((k) => k.ref), list: false };
  if (known && isLong(known.childCount)) {
    const listed = await longListChildren(bus, ref, signal);
    if (listed.cut) ctx.cuts.push(listed.cut);
    return { kids: listed.kids, list: true };
  }
  return { kids: await childrenOf(bus, ref, signal), list: false };
}

async function fetchItem(
  bus: AtspiBus,
  ref: Ref,
  parent: string | null,
  index: number,
  signal: AbortSignal,
): Promise<AtspiItem> {
  const [[role], name, description, [states], [ifaces], count] = await Promise.all([
    bus.call(ref, 'Accessible', 'GetRole', '', [], signal),
    bus.prop(ref, 'Accessible', 'Name', signal),
    bus.prop(ref, 'Accessible', 'Description', signal),
    bus.call(ref, 'Accessible', 'GetState', '', [], signal),
    bus.call(ref, 'Accessible', 'GetInterfaces', '', [], signal),
    bus.prop(ref, 'Accessible', 'ChildCount', signal),
  ]);
  return {
    handle: handleOf(ref),
    ref,
    parent,
    index,
    childCount: asNumber(count),
    interfaces: shortInterfaces(asStrings(ifaces)),
    name: asString(name),
    role: asNumber(role),
    description: asString(description),
    states: asNumbers(states),
  };
}

// An object's read that failed is skipped when the object went away, does not support the call, or did not answer in
// time (counted); any other failure is thrown.
function skipped(error: unknown, misses: Misses): void {
  if (isTimeout(error)) misses.count += 1;
  else if (!isGone(error) && !isUnsupported(error)) throw error;
}

// GTK3 menus report index -1; their object numbers follow creation order, which is menu order.
function siblingKey(item: AtspiItem): number {
  if (item.index >= 0) return item.index;
  const n = Number(/(\d+)$/u.exec(item.ref.path)?.[1] ?? Number.NaN);
  return Number.isFinite(n) ? 1e9 + n : 2e9;
}

function assemble(
  items: Map<string, AtspiItem>,
  order: Map<string, string[]>,
  root: string,
  limits: TreeLimits,
  stopped: string,
): WindowTree {
  const { maxNodes, prune } = limits;
  const byParent = childrenByParent(items);
  const children = new Map<string, string[]>();
  const out: AtspiItem[] = [];
  let reason = stopped;
  const visit = (key: string): void => {
    const item = items.get(key);
    if (!item || children.has(key) || (key !== root && prune?.(item))) return;
    if (out.length >= maxNodes) {
      reason = `node cap of ${maxNodes}`;
      return;
    }
    out.push(item);
    const walked = order.get(key);
    const kids =
      walked ?? (byParent.get(key) ?? []).sort((a, b) => siblingKey(a) - siblingKey(b)).map((k) => k.handle);
    children.set(key, kids);
    for (const kid of kids) visit(kid);
  };
  visit(root);
  return { items: out, children, ...(reason ? { truncated: { reason, nodes: out.length } } : {}) };
}
