// Loads one window's accessible tree: one Cache.GetItems where the cache is complete, GetChildren walks for the gaps.
import { isGone, type AtspiBus } from './bus.js';
import { asArray, asNumber, asNumbers, asRef, asString, asStrings, handleOf, type Ref } from './narrow.js';

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
  /** Leaves an object and its subtree out of the result (the root is always kept). */
  prune?: (item: AtspiItem) => boolean;
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
  if (!items.has(handleOf(root))) {
    await walk(bus, root, null, -1, { items, order, limits, stop, detailed: true });
  } else {
    const gaps = findGaps(items, handleOf(root));
    if (gaps.length > 0) {
      // GTK4 exports objects lazily: a GetChildren walk exports them, then the cache holds them.
      await Promise.all(
        gaps.map((ref) => walk(bus, ref, null, -1, { items, order, limits, stop, detailed: false })),
      );
      for (const item of (await readCache(bus, root.bus, limits.signal)) ?? []) items.set(item.handle, item);
      const left = findGaps(items, handleOf(root));
      await Promise.all(
        left.map((ref) =>
          walk(bus, ref, null, -1, { items, order, limits, stop, detailed: true, skipSelf: true }),
        ),
      );
    }
  }
  return assemble(items, order, handleOf(root), limits, stop.reason);
}

async function readCache(bus: AtspiBus, app: string, signal: AbortSignal): Promise<AtspiItem[] | null> {
  const skip = noCacheUntil.get(bus) ?? new Map<string, number>();
  noCacheUntil.set(bus, skip);
  if ((skip.get(app) ?? 0) > Date.now()) return null;
  try {
    const [list] = await bus.call({ bus: app, path: CACHE_PATH }, 'Cache', 'GetItems', '', [], signal);
    return asArray(list).map(cacheItem);
  } catch (error: unknown) {
    if (!isGone(error)) throw error;
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
    parent: parent.path === '/org/a11y/atspi/null' ? null : handleOf(parent),
    index: asNumber(f[3]),
    childCount: asNumber(f[4]),
    interfaces: shortInterfaces(asStrings(f[5])),
    name: asString(f[6]),
    role: asNumber(f[7]),
    description: asString(f[8]),
    states: asNumbers(f[9]),
  };
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

function findGaps(items: Map<string, AtspiItem>, root: string): Ref[] {
  const byParent = childrenByParent(items);
  const gaps: Ref[] = [];
  const stack = [root];
  const seen = new Set<string>();
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    const item = items.get(key);
    if (!item || seen.has(key)) continue;
    seen.add(key);
    const kids = byParent.get(key) ?? [];
    if (item.childCount > kids.length) gaps.push(item.ref);
    else for (const kid of kids) stack.push(kid.handle);
  }
  return gaps;
}

interface WalkContext {
  items: Map<string, AtspiItem>;
  order: Map<string, string[]>;
  limits: TreeLimits;
  /** Set when a cap stopped the walk. */
  stop: { reason: string };
  /** Fetch each object's role, name and states too (no cache to read them from). */
  detailed: boolean;
  skipSelf?: boolean;
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
  if (ctx.items.size >= limits.maxNodes) ctx.stop.reason = `node cap of ${limits.maxNodes}`;
  if (ctx.stop.reason) return;
  const handle = handleOf(ref);
  let kids: Ref[];
  try {
    if (ctx.detailed && !ctx.skipSelf) {
      const item = await fetchItem(bus, ref, parent, index, limits.signal);
      ctx.items.set(handle, item);
    }
    const [list] = await bus.call(ref, 'Accessible', 'GetChildren', '', [], limits.signal);
    kids = asArray(list).map(asRef);
  } catch (error: unknown) {
    if (isGone(error)) return;
    throw error;
  }
  ctx.order.set(handle, kids.map(handleOf));
  const next = { ...ctx, skipSelf: false };
  const todo = ctx.detailed ? kids : kids.filter((k) => !ctx.items.has(handleOf(k)));
  await Promise.all(todo.map((kid, i) => walk(bus, kid, handle, i, next)));
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
