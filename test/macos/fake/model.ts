// The fake cua-driver's scripted AX model: apps, windows, nodes, and what pressing or typing does to them.

/** A rectangle in screen points. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One AX element of a simulated app. */
export interface AxNode {
  id: string;
  role: string;
  title?: string;
  value?: string;
  description?: string;
  identifier?: string;
  help?: string;
  placeholder?: string;
  /** Full AX action names ("AXPress"). */
  actions?: string[];
  /** AXValue is settable (text fields, sliders, toggles). */
  settable?: boolean;
  /** Reported AXEnabled; undefined means the app does not report it. */
  enabled?: boolean;
  /** Reported AXSelected; undefined means the app does not report it. */
  selected?: boolean;
  hidden?: boolean;
  frame?: Rect;
  web?: boolean;
  /** Caret position for text roles (default: end). */
  caret?: number;
  /** Menu items: their key equivalent (never rendered: cua-driver shows none). */
  shortcut?: string;
  children?: AxNode[];
}

/** One window of an app. */
export interface FakeWindow {
  windowId: number;
  title: string;
  bounds: Rect;
  z: number;
  onScreen: boolean;
  root: AxNode;
}

/** One simulated app. */
export interface FakeApp {
  pid: number;
  name: string;
  bundleId: string;
  windows: FakeWindow[];
  menuBar: AxNode;
  /** Reacts to a press (after the generic behaviour). */
  onPress?: (app: FakeApp, node: AxNode) => void;
  /** Runs a menu command by its title. */
  onCommand?: (app: FakeApp, title: string) => void;
  /** The app's own record of its values (the form fixture's `FormState`), for a judge. */
  record?: () => object;
}

/** Builds a node. */
export function ax(role: string, props: Omit<Partial<AxNode>, 'role'> & { id: string }): AxNode {
  return { role, ...props };
}

const MENU_ACTIONS = ['AXCancel', 'AXPress', 'AXPick'];

/** A menu bar item with its menu. */
export function menuBarItem(title: string, items: AxNode[], frame?: Rect): AxNode {
  return ax('AXMenuBarItem', {
    id: `menu:${title}`,
    ...(frame ? { frame } : {}),
    title,
    actions: MENU_ACTIONS,
    enabled: true,
    selected: false,
    children: [
      ax('AXMenu', {
        id: `menu:${title}:list`,
        actions: ['AXCancel'],
        enabled: true,
        selected: false,
        children: items,
      }),
    ],
  });
}

/** A menu item; `enabled: false` for the items a background app greys out. */
export function menuItem(title: string, shortcut?: string, enabled = true, children?: AxNode[]): AxNode {
  return ax('AXMenuItem', {
    id: `item:${title}`,
    title,
    actions: enabled ? MENU_ACTIONS : [],
    enabled,
    selected: false,
    ...(shortcut ? { shortcut } : {}),
    ...(children
      ? {
          children: [
            ax('AXMenu', { id: `item:${title}:list`, actions: ['AXCancel'], enabled: true, children }),
          ],
        }
      : {}),
  });
}

/** Depth-first search for a node. */
export function findNode(root: AxNode, test: (n: AxNode) => boolean): AxNode | undefined {
  if (test(root)) return root;
  for (const child of root.children ?? []) {
    const hit = findNode(child, test);
    if (hit) return hit;
  }
  return undefined;
}

/** The parent of a node. */
export function parentOf(root: AxNode, node: AxNode): AxNode | undefined {
  for (const child of root.children ?? []) {
    if (child === node) return root;
    const hit = parentOf(child, node);
    if (hit) return hit;
  }
  return undefined;
}

/** Text roles (value settable, placeholder shown when empty). */
export const TEXT_ROLES: ReadonlySet<string> = new Set([
  'AXTextField',
  'AXTextArea',
  'AXSearchField',
  'AXComboBox',
  'AXSecureTextField',
]);
