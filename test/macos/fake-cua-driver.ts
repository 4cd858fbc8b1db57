// A fake `cua-driver mcp`: cua-driver's tools, envelopes, refusals and token life cycle over real MCP stdio.
// A simulated Chrome answers the typed browser tools (0.21 and newest).
// Env: FAKE_CUA_PROFILE (0.21 | newest | 0.8), FAKE_CUA_LOG (JSON-lines call log), FAKE_CUA_CONTROL (faults),
// FAKE_CUA_STATE (the simulated front app), FAKE_CUA_AX (what axtext would read), FAKE_CUA_FORM (a JSON seed that
// makes the fixture form the shared contract form), FAKE_CUA_RECORD (the apps' own records, for a judge).
// Logs go to stderr only.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { runAction } from './fake/actions.js';
import { blankPng } from './fake/png.js';
import { dumpAx, dumpRecords, faults, frontPid, logCall, setFront, takeFault } from './fake/control.js';
import type { FormSeed } from './fake/form.js';
import type { Profile } from './fake/render.js';
import { flat, gate, refusal, success, textError, type ToolResult } from './fake/results.js';
import { BROWSER_TOOLS, declared, toolList, TYPED } from './fake/schemas.js';
import { World } from './fake/world.js';

const profile = (process.env.FAKE_CUA_PROFILE ?? '0.21') as Profile;
const formSeed = process.env.FAKE_CUA_FORM ? (JSON.parse(process.env.FAKE_CUA_FORM) as FormSeed) : undefined;
const world = new World(profile, formSeed);
const ACTIONS = new Set([
  'click',
  'double_click',
  'right_click',
  'set_value',
  'type_text',
  'press_key',
  'hotkey',
  'scroll',
  'drag',
]);

const server = new Server(
  { name: 'cua-driver', version: profile === 'newest' ? '0.31.0' : profile === '0.8' ? '0.8.3' : '0.21.0' },
  {
    capabilities: { tools: {} },
    instructions:
      'Fake cua-driver for beans-picker tests. Observe with get_window_state, then act by element_token.',
  },
);

server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList(profile) }) as never);

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = request.params.name;
  const args = (request.params.arguments ?? {}) as Record<string, unknown>;
  logCall({ method: 'tools/call', tool, args });
  if (takeFault('crash', tool)) process.exit(17);
  if (takeFault('hang', tool)) await new Promise(() => undefined);
  const delay = faults().delay?.[tool];
  if (delay) await new Promise((r) => setTimeout(r, delay));
  const result = await dispatch(tool, args);
  dumpAx(world);
  dumpRecords(world);
  return result as never;
});

async function dispatch(tool: string, args: Record<string, unknown>): Promise<ToolResult> {
  const props = declared(profile, tool);
  if (!props) return textError(`Unknown tool: ${tool}`);
  if (TYPED.has(tool)) {
    const unknown = Object.keys(args).filter((k) => !props.has(k));
    if (unknown.length)
      return flat('invalid_arguments', { fields: unknown }, `unknown field(s): ${unknown.join(', ')}`);
  }
  if (typeof args.session === 'string' && world.ended.has(args.session) && tool !== 'start_session')
    return refusal('session_ended', `session ${args.session} has ended; start_session revives it`);
  if (
    typeof args.pid === 'number' &&
    typeof args.window_id === 'number' &&
    (takeFault('invalidate', tool) || faults().invalidateAlways === tool)
  )
    world.registry.invalidate(args.pid, args.window_id);
  if (typeof args.pid === 'number' && takeFault('steal', tool)) setFront(args.pid);
  if (args.element_token !== undefined && takeFault('axFail', tool))
    return textError('AX action failed: kAXErrorCannotComplete');
  if (args.delivery_mode === 'foreground' || tool === 'bring_to_front' || tool === 'invoke_menu')
    return fronting(tool, args);
  if (BROWSER_TOOLS.has(tool)) return world.chrome.call(world, tool, args);
  if (ACTIONS.has(tool)) return runAction(world, tool, args);
  return reads(tool, args);
}

// Foreground routes: they front the app (persistently for bring_to_front), which beans-picker must never cause.
function fronting(tool: string, args: Record<string, unknown>): ToolResult {
  const pid = typeof args.pid === 'number' ? args.pid : 0;
  const previous = frontPid();
  setFront(pid);
  if (tool === 'bring_to_front') return success('Brought to front.', { effect: 'confirmed' });
  const result =
    tool === 'invoke_menu'
      ? success('Invoked menu.', { effect: 'unverifiable', route: 'accessibility' })
      : runAction(world, tool, args);
  setFront(previous);
  return result;
}

function reads(tool: string, args: Record<string, unknown>): ToolResult {
  switch (tool) {
    case 'get_window_state':
      return world.readWindow(args);
    case 'list_windows':
      return world.listWindows(args);
    case 'list_apps':
      return success(`Found ${world.apps.length} app(s).`, {
        apps: world.apps.map((a) => ({
          pid: a.pid,
          name: a.name,
          bundle_id: a.bundleId,
          active: frontPid() === a.pid,
          running: true,
          kind: 'desktop',
          windows: [],
        })),
      });
    case 'get_accessibility_tree':
      return success('Desktop.', {
        apps: world.apps.map((a) => ({ pid: a.pid, name: a.name, bundle_id: a.bundleId })),
        windows: world.apps.flatMap((a) =>
          a.windows.map((w) => ({ window_id: w.windowId, pid: a.pid, app_name: a.name, title: w.title })),
        ),
      });
    case 'get_screen_size':
      return success('Screen size.', { width: 1512, height: 982, scale_factor: 2 });
    case 'get_desktop_state': {
      const result = success('Desktop captured.', {
        display: 'primary',
        platform: 'macos',
        scale_factor: 2,
        screen_width: 1512,
        screen_height: 982,
        screenshot_width: 3024,
        screenshot_height: 1964,
        screenshot_mime_type: 'image/png',
      });
      result.content.unshift({ type: 'image', mimeType: 'image/png', data: blankPng(3024, 1964) });
      return result;
    }
    case 'get_cursor_position':
      return success('Cursor.', { x: 10, y: 10 });
    case 'set_window_frame': {
      const found = world.window(args.pid, args.window_id);
      if ('content' in found) return found;
      found.window.bounds = {
        x: Number(args.x),
        y: Number(args.y),
        w: Number(args.width),
        h: Number(args.height),
      };
      return success('Moved window.', {
        effect: 'confirmed',
        route: 'system_api',
        evidence: [{ kind: 'window_change' }],
      });
    }
    case 'launch_app':
      return launch(args);
    case 'start_session':
      if (typeof args.session === 'string') world.ended.delete(args.session);
      return success('Session started.', {
        session: args.session ?? 'implicit',
        active: true,
        revived: false,
      });
    case 'end_session':
      if (typeof args.session === 'string') world.ended.add(args.session);
      return success('Session ended.', { session: args.session ?? 'implicit', active: false });
    case 'move_cursor':
      return typeof args.pid === 'number'
        ? gate('background_unavailable', args.pid, undefined, 'n/a')
        : success('Moved.', { effect: 'unverifiable', route: 'global_input' });
    default:
      return success(`${tool} ok.`, {});
  }
}

function launch(args: Record<string, unknown>): ToolResult {
  const app = world.apps.find((a) => a.bundleId === args.bundle_id || a.name === args.name);
  if (!app) return flat('APP_NOT_INSTALLED', { error: 'APP_NOT_INSTALLED' }, 'The app is not installed.');
  const selfActivates = process.env.FAKE_CUA_SELF_ACTIVATE === '1';
  if (selfActivates) setFront(app.pid);
  return success(`Launched ${app.name}.`, {
    pid: app.pid,
    bundle_id: app.bundleId,
    name: app.name,
    windows: [],
    launch_state: { requested: true, process_running: true, window_ready: false },
    self_activation_suppressed: !selfActivates,
  });
}

dumpAx(world);
dumpRecords(world);
const transport = new StdioServerTransport();
await server.connect(transport);
const inbound = transport.onmessage;
transport.onmessage = (message: JSONRPCMessage) => {
  if ('method' in message && message.method !== 'tools/call') logCall({ method: message.method });
  if ('method' in message && message.method === 'ping' && 'id' in message) {
    void transport.send({
      jsonrpc: '2.0',
      id: message.id,
      error: { code: ErrorCode.MethodNotFound, message: 'Unknown method: ping' },
    });
    return;
  }
  inbound?.(message);
};
process.stdin.on('end', () => process.exit(0));
process.stderr.write(`fake cua-driver ${profile} ready (pid ${process.pid})\n`);
