// The simulated Chrome: one window that binds as a browser target, its tabs, JavaScript dialogs and navigation,
// answered the way cua-driver's typed browser tools answer (refusals are `{status:"refused"}`, not isError).
import { menuBar } from './apps.js';
import { faults, setFront, takeDialog, takeFault } from './control.js';
import { ax, menuBarItem, menuItem, type AxNode, type FakeApp } from './model.js';
import { browserRefusal, success, textError, type ToolResult } from './results.js';
import type { World } from './world.js';

/** Chrome's pid and its one window. */
export const CHROME_PID = 7171;
export const CHROME_WINDOW = 9101;

interface Tab {
  tab_id: string;
  url: string;
  title: string;
  active: boolean;
}

const titleOf = (url: string): string => (url.startsWith('about:') ? url : new URL(url).hostname);

/** Chrome's state and its answers to the browser tools. */
export class FakeChrome {
  readonly app: FakeApp;
  private readonly tabs: Tab[] = [
    { tab_id: 'tab-1', url: 'https://fixture.test/', title: 'Fixture', active: true },
    { tab_id: 'tab-2', url: 'https://docs.fixture.test/', title: 'Docs', active: false },
  ];
  private readonly targets = new Set<string>();
  private open: { id: string; kind: string } | null = null;
  private dialogs = 0;
  private snapshots = 0;
  private readonly address: AxNode;

  constructor() {
    this.address = ax('AXTextField', {
      id: 'address',
      description: 'Address and search bar',
      value: 'https://fixture.test/',
      settable: true,
      actions: ['AXConfirm'],
      enabled: true,
      frame: { x: 1000, y: 140, w: 500, h: 28 },
    });
    this.app = chromeApp(this.address);
  }

  /** Answers one browser tool call. */
  call(world: World, tool: string, args: Record<string, unknown>): ToolResult {
    if (typeof args.session !== 'string' || !args.session)
      return textError(`declare an explicit session (start_session) before calling ${tool}`);
    if (takeFault('steal', tool)) setFront(CHROME_PID);
    const kind = takeDialog()?.kind;
    if (kind) this.open = { id: `dialog-${(this.dialogs += 1)}`, kind };
    if (tool === 'get_browser_state' && args.target_id === undefined) return this.bind(world, args);
    const found = this.tab(args);
    if ('content' in found) return found;
    const head = { status: 'ok', target_id: args.target_id, tab_id: found.tab_id };
    switch (tool) {
      case 'get_browser_state':
        return this.snapshot(head, found, args);
      case 'browser_navigate':
        return this.navigate(head, found, args);
      case 'browser_dialog':
        return this.dialog(head, args);
      case 'browser_set_input_files':
        return browserRefusal(
          'browser_ref_stale',
          `ref ${String(args.ref)} is not in the current page snapshot`,
        );
      default:
        return browserRefusal('browser_consent_required', 'downloads need approval on the host first');
    }
  }

  private bind(world: World, args: Record<string, unknown>): ToolResult {
    const found = world.window(args.pid, args.window_id);
    if ('content' in found) return found;
    if (found.app.pid !== CHROME_PID)
      return browserRefusal('browser_route_unavailable', `${found.app.name} exposes no browser route`);
    if (faults().browser?.requiresSetup)
      return browserRefusal(
        'browser_requires_setup',
        'Chrome has no debugging endpoint for this profile; run cua-driver browser setup and relaunch Chrome',
      );
    const target = `target-${this.targets.size + 1}`;
    this.targets.add(target);
    return success(`Bound ${found.window.title}.`, {
      status: 'ok',
      mode: 'bind',
      target_id: target,
      binding_quality: 'exact',
      binding_route: 'native_cdp_window',
      endpoint_transport: 'pipe',
      endpoint_access_class: 'owned',
      mutation_allowed: true,
      native_title: found.window.title,
      tabs: this.tabs.map((t) => ({ ...t })),
    });
  }

  // A target this process never bound is stale (as after a Chrome restart or a rebind elsewhere).
  private tab(args: Record<string, unknown>): Tab | ToolResult {
    if (typeof args.target_id !== 'string' || !this.targets.has(args.target_id))
      return browserRefusal(
        'browser_binding_stale',
        `target ${String(args.target_id)} is no longer bound; call get_browser_state with pid and window_id`,
      );
    if (typeof args.tab_id !== 'string')
      return browserRefusal('browser_tab_required', 'name a tab_id from get_browser_state');
    const tab = this.tabs.find((t) => t.tab_id === args.tab_id);
    return tab ?? browserRefusal('browser_tab_not_found', `no tab ${args.tab_id} in this target`);
  }

  private snapshot(head: Record<string, unknown>, tab: Tab, args: Record<string, unknown>): ToolResult {
    this.snapshots += 1;
    return success('Page snapshot.', {
      ...head,
      mode: 'snapshot',
      snapshot: {
        id: `p${this.snapshots}`,
        revision: this.snapshots,
        format: typeof args.snapshot_format === 'string' ? args.snapshot_format : 'semantic_v2',
        complete: true,
      },
      page: { url: tab.url, title: tab.title },
      outline: [],
    });
  }

  private navigate(head: Record<string, unknown>, tab: Tab, args: Record<string, unknown>): ToolResult {
    const url = typeof args.url === 'string' ? args.url : '';
    // A guess: a plain error (not a refusal) for a scheme outside http/https/about.
    if (!/^(?:https?:\/\/|about:)/u.test(url)) return textError(`url must be http(s) or about: ${url}`);
    const landed = faults().browser?.redirect?.[url] ?? url;
    Object.assign(tab, { url: landed, title: titleOf(landed) });
    if (tab.active) {
      this.address.value = landed;
      const window = this.app.windows[0];
      if (window) window.title = `${tab.title} – Google Chrome`;
    }
    return success(`Navigated to ${landed}.`, { ...head, url: landed, refs_invalidated: true });
  }

  private dialog(head: Record<string, unknown>, args: Record<string, unknown>): ToolResult {
    const open = this.open;
    if (args.action === 'inspect')
      return success(
        open ? `A ${open.kind} dialog is open.` : 'No dialog.',
        open ? { ...head, present: true, dialog_id: open.id, kind: open.kind } : { ...head, present: false },
      );
    // A guess: cua-driver's code for a missing or mismatched dialog is not known; browser_action_unavailable
    // is the closest of its closed set.
    if (!open || (args.dialog_id !== undefined && args.dialog_id !== open.id))
      return browserRefusal(
        'browser_action_unavailable',
        `dialog ${String(args.dialog_id)} is not the dialog open now; inspect again`,
      );
    this.open = null;
    return success(`Dialog ${String(args.action)}ed.`, {
      ...head,
      dialog_id: open.id,
      kind: open.kind,
      action: args.action,
    });
  }
}

function chromeApp(address: AxNode): FakeApp {
  const root = ax('AXWindow', {
    id: 'win',
    title: 'Fixture – Google Chrome',
    actions: ['AXRaise'],
    frame: { x: 980, y: 100, w: 800, h: 600 },
    children: [
      ax('AXGroup', {
        id: 'toolbar',
        children: [
          ax('AXButton', {
            id: 'reload',
            description: 'Reload',
            actions: ['AXPress'],
            enabled: true,
            frame: { x: 990, y: 140, w: 28, h: 28 },
          }),
          address,
        ],
      }),
      ax('AXWebArea', {
        id: 'page',
        title: 'Fixture',
        frame: { x: 980, y: 180, w: 800, h: 520 },
        children: [
          ax('AXHeading', {
            id: 'heading',
            title: 'Fixture page',
            web: true,
            frame: { x: 1000, y: 200, w: 300, h: 30 },
          }),
          ax('AXLink', {
            id: 'more',
            title: 'More information',
            actions: ['AXPress'],
            enabled: true,
            web: true,
            frame: { x: 1000, y: 250, w: 140, h: 20 },
          }),
        ],
      }),
    ],
  });
  return {
    pid: CHROME_PID,
    name: 'Google Chrome',
    bundleId: 'com.google.Chrome',
    windows: [
      {
        windowId: CHROME_WINDOW,
        title: 'Fixture – Google Chrome',
        bounds: { x: 980, y: 100, w: 800, h: 600 },
        z: 5,
        onScreen: true,
        root,
      },
    ],
    menuBar: menuBar([
      menuBarItem('Chrome', [menuItem('Quit Google Chrome', 'cmd+q')]),
      menuBarItem('File', [menuItem('New Tab', 'cmd+t')]),
    ]),
  };
}
