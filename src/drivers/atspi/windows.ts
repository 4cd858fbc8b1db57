// Applications from the registry and their windows, each matched to its X11 window for a stable id.
import { DriverError } from '../../core/driver.js';
import { isGone, isTimeout, REGISTRY_ROOT, type AtspiBus } from './bus.js';
import { hasState, STATE, WINDOW_ROLES } from './enums.js';
import { APP_DEADLINE_MS, FrozenApps, notResponding, processName, within } from './frozen.js';
import { asArray, asNumber, asNumbers, asRef, asString, type Ref } from './narrow.js';
import type { Toolkit } from './states.js';
import { listClients, windowIdOf, type X11Client } from './x11.js';

/** An application on the accessibility bus. */
export interface AppInfo {
  bus: string;
  name: string;
  pid: number;
  toolkit: Toolkit;
}

/** A window of an application with its X11 id. */
export interface WindowEntry {
  id: string;
  xid: number;
  app: AppInfo;
  ref: Ref;
  title: string;
  states: number[];
  /** Its app did not answer in time: the entry comes from X11 (and the last listing), not from the app. */
  notResponding?: true;
}

/** Applications and windows, remembered between calls so ids resolve without a fresh listing. */
export class WindowDirectory {
  private readonly apps = new Map<string, Promise<AppInfo | null>>();
  /** The apps that answered who they are, by bus name. */
  private readonly named = new Map<string, AppInfo>();
  private readonly known = new Map<string, WindowEntry>();
  private readonly frozen: FrozenApps;
  private listedClients: X11Client[] = [];

  constructor(
    private readonly bus: AtspiBus,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.frozen = new FrozenApps(bus);
  }

  /**
   * Every application window that has an X11 window, in registry order. Apps are asked in parallel, each within
   * its own deadline: one that misses it has its windows listed from X11 as not responding.
   */
  async list(signal: AbortSignal): Promise<WindowEntry[]> {
    const [[list], clients] = await Promise.all([
      this.bus.call(REGISTRY_ROOT, 'Accessible', 'GetChildren', '', [], signal),
      listClients(this.env, signal),
    ]);
    const refs = asArray(list).map(asRef);
    const perApp = await Promise.all(refs.map((ref) => this.listApp(ref, clients, signal)));
    const entries = perApp.flat();
    this.listedClients = clients;
    this.known.clear();
    for (const entry of entries) this.known.set(entry.id, entry);
    return entries;
  }

  /**
   * The window with this id; lists again when it is not known, or was listed while its app did not answer and the
   * app answers again. Throws `window_not_found`, or `app_not_responding` while its app does not answer.
   */
  async resolve(windowId: string, signal: AbortSignal): Promise<WindowEntry> {
    const known = this.known.get(windowId);
    const current = known?.notResponding && !this.frozen.get(known.app.bus) ? undefined : known;
    const entry = current ?? (await this.list(signal)).find((w) => w.id === windowId);
    if (!entry)
      throw new DriverError('window_not_found', `no accessible window ${windowId}; list the windows again`);
    const frozen = this.frozen.get(entry.app.bus);
    if (frozen) throw notResponding(frozen);
    return entry;
  }

  /** Marks an app as not responding (a read of it timed out): calls answer at once until it answers again. */
  markFrozen(app: AppInfo): void {
    this.frozen.mark({ bus: app.bus, path: REGISTRY_ROOT.path }, app);
  }

  /** The window manager's clients at the last listing (windows with no accessible app among them). */
  clients(): readonly X11Client[] {
    return this.listedClients;
  }

  /** The windows of the last listing. */
  knownWindows(): WindowEntry[] {
    return [...this.known.values()];
  }

  /** Forgets a window (after its application went away). */
  forget(windowId: string): void {
    this.known.delete(windowId);
  }

  // One app's windows within its deadline, else (and while it stays frozen) its X11 windows as not responding.
  private async listApp(root: Ref, clients: X11Client[], signal: AbortSignal): Promise<WindowEntry[]> {
    if (!this.frozen.get(root.bus)) {
      const read = this.appWindows(root, clients, signal).catch((error: unknown) => {
        if (isTimeout(error)) return null;
        throw error;
      });
      const windows = await within(read, APP_DEADLINE_MS, null);
      if (windows) return windows;
      const info = this.named.get(root.bus);
      const pid = info?.pid ?? (await this.bus.pidOf(root.bus, signal).catch(() => 0));
      this.frozen.mark(root, { name: info?.name ?? (await processName(pid)), pid });
    }
    return this.frozenWindows(root, clients);
  }

  // A frozen app's windows, from the X11 clients its process owns (the bus daemon, not the app, gives its pid).
  private frozenWindows(root: Ref, clients: X11Client[]): WindowEntry[] {
    const frozen = this.frozen.get(root.bus);
    if (!frozen || frozen.pid <= 0) return [];
    const app = this.named.get(root.bus) ?? { bus: root.bus, ...frozen, toolkit: 'other' };
    return clients
      .filter((c) => c.pid === frozen.pid)
      .map((client) => {
        const id = windowIdOf(client.xid);
        const before = this.known.get(id);
        return {
          id,
          xid: client.xid,
          app,
          ref: before?.ref ?? root,
          title: client.title || (before?.title ?? ''),
          states: before?.states ?? [],
          notResponding: true,
        };
      });
  }

  private async appWindows(root: Ref, clients: X11Client[], signal: AbortSignal): Promise<WindowEntry[]> {
    try {
      const app = await this.appInfo(root, signal);
      if (!app) return [];
      const [list] = await this.bus.call(root, 'Accessible', 'GetChildren', '', [], signal);
      const wins = await Promise.all(
        asArray(list)
          .map(asRef)
          .map((ref) => this.windowFacts(ref, signal)),
      );
      return match(
        app,
        wins,
        clients.filter((c) => c.pid === app.pid),
      );
    } catch (error: unknown) {
      if (isGone(error)) return [];
      throw error;
    }
  }

  private appInfo(root: Ref, signal: AbortSignal): Promise<AppInfo | null> {
    let info = this.apps.get(root.bus);
    if (!info) {
      info = this.readApp(root, signal);
      this.apps.set(root.bus, info);
      info.then(
        (app) => void (app ? this.named.set(root.bus, app) : undefined),
        () => this.apps.delete(root.bus),
      );
    }
    return info;
  }

  private async readApp(root: Ref, signal: AbortSignal): Promise<AppInfo | null> {
    const [name, pid, toolkitName, version] = await Promise.all([
      this.bus.prop(root, 'Accessible', 'Name', signal),
      this.bus.pidOf(root.bus, signal),
      this.bus.prop(root, 'Application', 'ToolkitName', signal).catch(() => ''),
      this.bus.prop(root, 'Application', 'Version', signal).catch(() => ''),
    ]);
    const major = String(version).split('.')[0];
    const gtk = String(toolkitName).toLowerCase() === 'gtk';
    const toolkit: Toolkit = gtk && major === '4' ? 'gtk4' : gtk && major === '3' ? 'gtk3' : 'other';
    return { bus: root.bus, name: asString(name), pid, toolkit };
  }

  /**
   * The titles of the app's other visible top-level windows now, read from its accessible root (one call per
   * window): a dialog a step opened shows here before any listing knows it. The last listing's titles when the app
   * does not answer.
   */
  async otherTitles(win: WindowEntry, signal: AbortSignal): Promise<string[]> {
    const listed = (): string[] =>
      this.knownWindows()
        .filter((w) => w.app.bus === win.app.bus && w.id !== win.id)
        .map((w) => w.title);
    try {
      const [list] = await this.bus.call(
        { bus: win.app.bus, path: REGISTRY_ROOT.path },
        'Accessible',
        'GetChildren',
        '',
        [],
        signal,
      );
      const refs = asArray(list)
        .map(asRef)
        .filter((ref) => ref.path !== win.ref.path);
      const facts = await Promise.all(refs.map((ref) => this.windowFacts(ref, signal)));
      return facts
        .filter((f) => WINDOW_ROLES.has(f.role) && hasState(f.states, STATE.visible) && f.name !== '')
        .map((f) => f.name);
    } catch (error: unknown) {
      if (isGone(error) || isTimeout(error)) return listed();
      throw error;
    }
  }

  private async windowFacts(
    ref: Ref,
    signal: AbortSignal,
  ): Promise<{ ref: Ref; role: number; name: string; states: number[] }> {
    const [[role], name, [states]] = await Promise.all([
      this.bus.call(ref, 'Accessible', 'GetRole', '', [], signal),
      this.bus.prop(ref, 'Accessible', 'Name', signal),
      this.bus.call(ref, 'Accessible', 'GetState', '', [], signal),
    ]);
    return { ref, role: asNumber(role), name: asString(name), states: asNumbers(states) };
  }
}

type WindowFacts = { ref: Ref; role: number; name: string; states: number[] };

// Pairs accessible windows with the app's X11 windows: by exact title first, then a lone pair left over. A
// top-level node of another role, or one that says it is not visible, is a window when the app has a mapped X11
// window of exactly its name: GTK 4.8 exposes its file chooser dialog as an invisible filler.
function match(app: AppInfo, wins: WindowFacts[], clients: X11Client[]): WindowEntry[] {
  const candidates = wins.filter((w) => WINDOW_ROLES.has(w.role) && hasState(w.states, STATE.visible));
  const free = [...clients];
  const paired: { win: WindowFacts; client: X11Client }[] = [];
  const unpaired: WindowFacts[] = [];
  for (const win of candidates) {
    const at = free.findIndex((c) => c.title === win.name);
    const client = at >= 0 ? free.splice(at, 1)[0] : undefined;
    if (client) paired.push({ win, client });
    else unpaired.push(win);
  }
  for (const win of wins) {
    if (candidates.includes(win) || !win.name) continue;
    const at = free.findIndex((c) => c.title === win.name);
    const client = at >= 0 ? free.splice(at, 1)[0] : undefined;
    if (client) paired.push({ win, client });
  }
  const lastWin = unpaired[0];
  const lastClient = free[0];
  if (unpaired.length === 1 && free.length === 1 && lastWin && lastClient)
    paired.push({ win: lastWin, client: lastClient });
  return paired.map(({ win, client }) => ({
    id: windowIdOf(client.xid),
    xid: client.xid,
    app,
    ref: win.ref,
    title: client.title || win.name,
    states: win.states,
  }));
}
