// The fake's action tools: element actions by token, pixel actions by screenshot coordinates, keys and the gate.
import { findNode, parentOf, TEXT_ROLES, type AxNode, type FakeApp, type FakeWindow } from './model.js';
import { walkWindow } from './render.js';
import { actionResult, gate, refusal, textError, type ToolResult } from './results.js';
import type { World } from './world.js';

const KEYS = new Set([
  'return',
  'enter',
  'tab',
  'space',
  'delete',
  'backspace',
  'forward_delete',
  'del',
  'escape',
  'esc',
  'home',
  'end',
  'pageup',
  'pagedown',
  'up',
  'down',
  'left',
  'right',
  ..."abcdefghijklmnopqrstuvwxyz0123456789=-[]';\\,/.`".split(''),
  ...Array.from({ length: 12 }, (_, i) => `f${i + 1}`),
]);

type Target = { app: FakeApp; window: FakeWindow; node: AxNode; index: number };

/** Resolves the element of an action: a token, or a pixel inside the window. */
function target(world: World, args: Record<string, unknown>): Target | ToolResult {
  if (
    args.element_token !== undefined ||
    args.element_index !== undefined ||
    args.snapshot_id !== undefined
  ) {
    const r = world.registry.resolve(args);
    if ('code' in r) return r.textOnly ? textError(r.message) : refusal(r.code, r.message);
    const app = world.app(r.pid) as FakeApp;
    const window = app.windows.find((w) => w.windowId === r.windowId) as FakeWindow;
    if (r.node.hidden) return textError('AX action failed: kAXErrorInvalidUIElement');
    return { app, window, node: r.node, index: r.index };
  }
  if (typeof args.x === 'number' && typeof args.y === 'number') return pixelTarget(world, args);
  return textError('Missing required field: element_token or x,y');
}

function pixelTarget(world: World, args: Record<string, unknown>): Target | ToolResult {
  const app = typeof args.pid === 'number' ? world.app(args.pid) : undefined;
  if (!app) return textError('Missing required integer field: pid');
  const windows = app.windows.filter(
    (w) => w.onScreen && (args.window_id === undefined || w.windowId === args.window_id),
  );
  if (windows.length !== 1)
    return {
      content: [{ type: 'text', text: 'ambiguous window' }],
      structuredContent: {
        code: windows.length ? 'ambiguous_window_target' : 'window_target_not_found',
        effect: 'refused',
        pid: app.pid,
        candidates: windows.map((w) => w.windowId),
      },
      isError: true,
    };
  const window = windows[0] as FakeWindow;
  const { scale } = world.shot(window);
  const point = {
    x: window.bounds.x + (args.x as number) / scale,
    y: window.bounds.y + (args.y as number) / scale,
  };
  const inside = (r: { x: number; y: number; w: number; h: number }): boolean =>
    point.x >= r.x && point.y >= r.y && point.x < r.x + r.w && point.y < r.y + r.h;
  if (!inside(window.bounds))
    return gate('element_outside_target_window', app.pid, window.windowId, 'the point is outside the window');
  const walk = walkWindow(app, window, 100_000);
  const hits = walk.byIndex
    .map((node, index) => ({ node, index }))
    .filter((h) => h.node.frame && inside(h.node.frame));
  const hit = hits[hits.length - 1];
  if (!hit)
    return {
      content: [{ type: 'text', text: '✅ Nothing addressable at that point.' }],
      structuredContent: { effect: 'unverifiable', route: 'synthetic_events' },
    };
  return { app, window, node: hit.node, index: hit.index };
}

/** What a press does: open or pick in a pop-up, run a menu command, flip a toggle, or the app's own reaction. */
export function press(app: FakeApp, window: FakeWindow, node: AxNode): void {
  if (node.role === 'AXPopUpButton') {
    const menu = node.children?.find((c) => c.role === 'AXMenu');
    if (menu) menu.hidden = !menu.hidden;
    return;
  }
  const menu = parentOf(window.root, node);
  const popup = menu && parentOf(window.root, menu);
  if (node.role === 'AXMenuItem' && popup?.role === 'AXPopUpButton' && menu) {
    popup.value = node.title ?? '';
    menu.hidden = true;
    return;
  }
  if (node.role === 'AXMenuItem') return app.onCommand?.(app, node.title ?? '');
  if (node.role === 'AXCheckBox' && node.value !== undefined) node.value = node.value === '1' ? '0' : '1';
  app.onPress?.(app, node);
}

function closeMenus(window: FakeWindow): void {
  findNode(window.root, (n) => {
    if (n.role === 'AXPopUpButton')
      for (const c of n.children ?? []) if (c.role === 'AXMenu') c.hidden = true;
    return false;
  });
}

function keyboardGate(app: FakeApp, args: Record<string, unknown>): ToolResult | null {
  if (args.delivery_mode === 'foreground') return null;
  if (app.windows.filter((w) => w.onScreen).length > 1)
    return gate(
      'same_pid_keyboard_ambiguity',
      app.pid,
      typeof args.window_id === 'number' ? args.window_id : undefined,
      'the pid has another eligible window; background key events could land in either',
    );
  return null;
}

/** Runs one action tool. */
export function runAction(world: World, tool: string, args: Record<string, unknown>): ToolResult {
  if (tool === 'hotkey' || tool === 'press_key' || (tool === 'type_text' && args.element_token === undefined))
    return keys(world, tool, args);
  if (tool === 'drag') return drag(world, args);
  if (tool === 'scroll' && args.element_token === undefined) return actionResult('Scrolled by wheel events.');
  const t = target(world, args);
  if ('content' in t) return t;
  const label = `[${t.index}] ${t.node.role}${t.node.title ? ` "${t.node.title}"` : ''}`;
  switch (tool) {
    case 'click':
      if (Array.isArray(args.modifier) && args.modifier.length && args.delivery_mode !== 'foreground')
        return gate(
          'background_unavailable',
          t.app.pid,
          t.window.windowId,
          'modified clicks need delivery_mode "foreground"',
        );
      press(t.app, t.window, t.node);
      return actionResult(
        `Performed ${typeof args.x === 'number' ? 'click at pixel on' : 'AXPress on'} ${label}.`,
      );
    case 'double_click':
    case 'right_click':
      return actionResult(`Performed ${tool === 'right_click' ? 'AXShowMenu' : 'AXOpen'} on ${label}.`);
    case 'set_value':
      if (typeof args.value !== 'string') return textError('Missing required string field: value');
      if (t.node.role === 'AXPopUpButton') {
        const item = findNode(
          t.node,
          (n) => n.role === 'AXMenuItem' && n.title?.toLowerCase() === (args.value as string).toLowerCase(),
        );
        if (!item) return textError(`No option matching "${args.value}"`);
        t.node.value = item.title ?? '';
      } else t.node.value = args.value;
      t.node.caret = t.node.value.length;
      return actionResult(`Set AXValue on ${label}.`, 'confirmed', true);
    case 'type_text':
      if (typeof args.text !== 'string') return textError('Missing required string field: text');
      return typeInto(t.node, args.text, label);
    case 'scroll':
    case 'drag':
      return actionResult(`Performed ${tool} on ${label}.`);
    default:
      return textError(`Unknown tool: ${tool}`);
  }
}

function drag(world: World, args: Record<string, unknown>): ToolResult {
  const from = pixelTarget(world, { ...args, x: args.from_x, y: args.from_y });
  if ('content' in from) return from;
  const to = pixelTarget(world, { ...args, x: args.to_x, y: args.to_y });
  if ('content' in to && to.isError) return to;
  return actionResult(`Dragged [${from.index}] ${from.node.role}.`);
}

function typeInto(node: AxNode, text: string, label: string): ToolResult {
  if (!TEXT_ROLES.has(node.role)) return textError(`AX action failed: ${label} takes no text`);
  const was = node.value ?? '';
  const at = Math.min(node.caret ?? was.length, was.length);
  node.value = was.slice(0, at) + text + was.slice(at);
  node.caret = at + text.length;
  return actionResult(`Inserted ${text.length} character(s) into ${label}.`);
}

function keys(world: World, tool: string, args: Record<string, unknown>): ToolResult {
  const app = typeof args.pid === 'number' ? world.app(args.pid) : undefined;
  if (!app) return textError('Missing required integer field: pid');
  const blocked = keyboardGate(app, args);
  if (blocked) return blocked;
  const window = app.windows.find((w) => w.windowId === args.window_id) ?? app.windows[0];
  if (!window) return textError('no window');
  if (tool === 'type_text') return actionResult('Typed into the focused element.');
  const list =
    tool === 'hotkey'
      ? Array.isArray(args.keys)
        ? args.keys.map(String)
        : []
      : [...(Array.isArray(args.modifiers) ? args.modifiers.map(String) : []), String(args.key ?? '')];
  const key = list[list.length - 1] ?? '';
  if (!KEYS.has(key.toLowerCase())) return textError(`Unknown key name: ${key}`);
  const mods = new Set(list.slice(0, -1).map((m) => (m === 'option' ? 'alt' : m)));
  if (key === 'escape' || key === 'esc') closeMenus(window);
  if (args.element_token !== undefined) {
    const t = target(world, args);
    if ('content' in t) return t;
    if (mods.has('cmd') && key === 'down') t.node.caret = (t.node.value ?? '').length;
  }
  const command = findNode(
    app.menuBar,
    (n) => n.role === 'AXMenuItem' && n.enabled !== false && sameChord(n.shortcut, mods, key),
  );
  if (command && mods.size) app.onCommand?.(app, command.title ?? '');
  return actionResult(`Pressed ${list.join('+')}.`);
}

function sameChord(shortcut: string | undefined, mods: Set<string>, key: string): boolean {
  if (!shortcut) return false;
  const parts = shortcut.split('+');
  const k = parts.pop();
  return k === key && parts.length === mods.size && parts.every((p) => mods.has(p));
}
