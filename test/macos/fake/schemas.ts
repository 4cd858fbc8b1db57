// tools/list as cua-driver advertises it: input schemas with `session` where real, anyOf output schemas with uint formats.
import type { Profile } from './render.js';

type Schema = Record<string, unknown>;

const int = (format = 'int64'): Schema => ({ type: 'integer', format });
const S: Schema = { type: 'string' };
const B: Schema = { type: 'boolean' };
const N: Schema = { type: 'number' };
const SESSION: Schema = {
  type: 'string',
  description: 'Optional run label; scopes the agent cursor and recording, never authority.',
};
const TOKEN = { element_token: S, element_index: int('uint32'), snapshot_id: S };
const DELIVERY = { delivery_mode: { type: 'string', enum: ['background', 'foreground'] } };

const REFUSAL: Schema = {
  type: 'object',
  properties: {
    status: { const: 'refused' },
    refusal: { type: 'object', properties: { code: S, message: S }, required: ['code', 'message'] },
  },
  required: ['status', 'refusal'],
};
const ACTION_RESULT: Schema = {
  anyOf: [
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        effect: {
          enum: ['confirmed', 'partial', 'unverifiable', 'suspected_noop', 'refused'],
          type: 'string',
        },
        route: {
          enum: ['accessibility', 'synthetic_events', 'global_input', 'system_api', 'dom', 'trusted_input'],
          type: 'string',
        },
        delivery: {
          type: ['object', 'null'],
          properties: {
            mode: S,
            delivered_count: { type: ['integer', 'null'], format: 'uint32', minimum: 0 },
          },
        },
        evidence: { type: ['array', 'null'] },
        escalation: { type: ['object', 'null'] },
      },
      required: ['effect', 'route'],
    },
    REFUSAL,
  ],
};

interface ToolDef {
  name: string;
  description: string;
  inputSchema: Schema;
  outputSchema?: Schema;
  annotations: Record<string, boolean>;
}

function tool(
  name: string,
  props: Schema,
  required: string[] = [],
  output?: Schema,
  readOnly = false,
): ToolDef {
  return {
    name,
    description: `${name} (fake cua-driver)`,
    inputSchema: { type: 'object', properties: props, required, additionalProperties: false },
    ...(output ? { outputSchema: output } : {}),
    annotations: { readOnlyHint: readOnly, destructiveHint: !readOnly },
  };
}

/** The typed browser tools (0.21 and newer). */
export const BROWSER_TOOLS: ReadonlySet<string> = new Set([
  'get_browser_state',
  'browser_navigate',
  'browser_dialog',
  'browser_set_input_files',
  'browser_download',
]);

/** Tools whose typed contract refuses unknown fields (`invalid_arguments`); the rest ignore them. */
export const TYPED: ReadonlySet<string> = new Set([
  'get_screen_size',
  'set_window_frame',
  'clipboard_read',
  'clipboard_write',
  'start_session',
  'end_session',
  'get_session',
  // A guess: we assume the browser tools' typed inputs refuse unknown fields too (the stricter choice).
  ...BROWSER_TOOLS,
]);

// Every browser tool takes a required, explicit session.
const BROWSER_SESSION: Schema = {
  type: 'string',
  description: 'Explicit session (start_session); required.',
};
const TAB = { target_id: S, tab_id: S, session: BROWSER_SESSION };
const BROWSER_OUT: Schema = {
  anyOf: [{ type: 'object', properties: { status: { const: 'ok' }, target_id: S } }, REFUSAL],
};

function browserTools(): ToolDef[] {
  const tab = ['target_id', 'tab_id', 'session'];
  return [
    tool(
      'get_browser_state',
      {
        pid: int('int32'),
        window_id: int('uint32'),
        ...TAB,
        snapshot_format: { type: 'string', enum: ['semantic_v2', 'dom_refs_v1'] },
      },
      ['session'],
      BROWSER_OUT,
      true,
    ),
    tool('browser_navigate', { ...TAB, url: S }, [...tab, 'url'], BROWSER_OUT),
    tool(
      'browser_dialog',
      {
        ...TAB,
        action: { type: 'string', enum: ['inspect', 'accept', 'dismiss'] },
        dialog_id: S,
        prompt_text: S,
        ...DELIVERY,
      },
      [...tab, 'action'],
      BROWSER_OUT,
    ),
    tool(
      'browser_set_input_files',
      { ...TAB, ref: S, files: { type: 'array', items: S } },
      [...tab, 'ref', 'files'],
      BROWSER_OUT,
    ),
    tool(
      'browser_download',
      { ...TAB, ref: S, destination_root: S },
      [...tab, 'ref', 'destination_root'],
      BROWSER_OUT,
    ),
  ];
}

/** The advertised tools of a profile. */
export function toolList(profile: Profile): ToolDef[] {
  const newest = profile === 'newest';
  const windowState = {
    pid: int('int32'),
    window_id: int('uint32'),
    session: SESSION,
    include_screenshot: B,
    screenshot_out_file: S,
    max_elements: int('uint32'),
    max_depth: int('uint32'),
    query: S,
    capture_mode: S,
    ...(newest
      ? {
          tree_format: { type: 'string', enum: ['markdown', 'elements', 'both'] },
          since: S,
          verbose: B,
          full_output: B,
          timeout_ms: int('uint32'),
        }
      : {}),
  };
  const pointer = {
    pid: int('int32'),
    window_id: int('uint64'),
    ...TOKEN,
    x: N,
    y: N,
    ...DELIVERY,
    session: SESSION,
  };
  const windowsOut: Schema = {
    anyOf: [
      {
        type: 'object',
        properties: {
          windows: {
            type: 'array',
            items: { type: 'object', properties: { window_id: int('uint64'), pid: int('int32') } },
          },
        },
      },
      REFUSAL,
    ],
  };
  return [
    tool('list_apps', {}, [], undefined, true),
    tool('list_windows', { pid: int('int32'), on_screen_only: B }, [], windowsOut, true),
    tool('launch_app', {
      bundle_id: S,
      name: S,
      urls: { type: 'array', items: S },
      creates_new_application_instance: B,
      additional_arguments: { type: 'array', items: S },
    }),
    tool('get_accessibility_tree', {}, [], undefined, true),
    tool(
      'get_screen_size',
      { session: SESSION },
      [],
      {
        anyOf: [
          { type: 'object', properties: { width: int('uint32'), height: int('uint32'), scale_factor: N } },
          REFUSAL,
        ],
      },
      true,
    ),
    tool('get_cursor_position', { session: SESSION }, [], undefined, true),
    tool('get_desktop_state', { screenshot_out_file: S, session: SESSION }, [], undefined, true),
    tool('get_window_state', windowState, ['pid', 'window_id'], undefined, true),
    tool(
      'click',
      {
        ...pointer,
        action: S,
        button: S,
        count: int('uint32'),
        modifier: { type: 'array', items: S },
        from_zoom: B,
        debug_image_out: S,
        scope: S,
        target: { type: 'object' },
      },
      [],
      ACTION_RESULT,
    ),
    tool('double_click', pointer, [], ACTION_RESULT),
    tool('right_click', { ...pointer, modifier: { type: 'array', items: S } }, [], ACTION_RESULT),
    tool(
      'set_value',
      { pid: int('int32'), window_id: int('uint64'), ...TOKEN, value: S, session: SESSION },
      ['value'],
      ACTION_RESULT,
    ),
    tool('type_text', { ...pointer, text: S, delay_ms: int('uint32') }, ['text'], ACTION_RESULT),
    tool('press_key', { ...pointer, key: S, modifiers: { type: 'array', items: S } }, ['key'], ACTION_RESULT),
    tool('hotkey', { ...pointer, keys: { type: 'array', items: S } }, ['keys'], ACTION_RESULT),
    tool('scroll', { ...pointer, direction: S, by: S, amount: int('uint32') }, ['direction'], ACTION_RESULT),
    tool(
      'drag',
      {
        pid: int('int32'),
        window_id: int('uint64'),
        from_x: N,
        from_y: N,
        to_x: N,
        to_y: N,
        duration_ms: int('uint32'),
        steps: int('uint32'),
        modifier: { type: 'array', items: S },
        ...DELIVERY,
        session: SESSION,
      },
      ['from_x', 'from_y', 'to_x', 'to_y'],
      ACTION_RESULT,
    ),
    tool('move_cursor', { x: N, y: N, cursor_id: S, scope: S, session: SESSION }, ['x', 'y'], ACTION_RESULT),
    tool(
      'set_window_frame',
      { pid: int('int32'), window_id: int('uint64'), x: N, y: N, width: N, height: N },
      ['pid', 'window_id', 'x', 'y', 'width', 'height'],
      ACTION_RESULT,
    ),
    tool(
      'invoke_menu',
      { pid: int('int32'), window_id: int('uint64'), path: { type: 'array', items: S }, session: SESSION },
      ['pid', 'window_id', 'path'],
      ACTION_RESULT,
    ),
    tool('bring_to_front', { pid: int('int32'), window_id: int('uint64'), session: SESSION }, ['pid']),
    tool('clipboard_read', { include_text: B, session: SESSION }, [], undefined, true),
    tool('clipboard_write', { text: S, image_path: S, file_path: S, session: SESSION }),
    tool('start_session', { session: SESSION, cursor_theme: S }),
    tool('end_session', { session: SESSION }),
    tool('get_session', { session: SESSION }, [], undefined, true),
    tool('get_config', {}, [], undefined, true),
    tool('check_permissions', { prompt: B }, [], undefined, true),
    tool('health_report', {}, [], undefined, true),
    ...(profile === '0.8' ? [] : browserTools()),
  ];
}

/** The properties a tool declares. */
export function declared(profile: Profile, name: string): Set<string> | undefined {
  const def = toolList(profile).find((t) => t.name === name);
  return def ? new Set(Object.keys((def.inputSchema.properties as Schema | undefined) ?? {})) : undefined;
}
