// The fake's world: its apps, snapshot registry, sessions, and reads of a window.
import { calculator, textEdit } from './apps.js';
import { FakeChrome } from './browser.js';
import { fixtureForm, type FormSeed } from './form.js';
import type { FakeApp, FakeWindow } from './model.js';
import { blankPng } from './png.js';
import { Registry } from './registry.js';
import { elementsOf, markdownOf, walkWindow, type Profile } from './render.js';
import { flat, success, textError, type ToolResult } from './results.js';

const LONG_EDGE = 1568;
const RETINA = 2;

/** Everything the fake knows. */
export class World {
  readonly apps: FakeApp[];
  readonly chrome = new FakeChrome();
  readonly registry = new Registry();
  readonly ended = new Set<string>();

  /** `formSeed` turns the fixture form into the shared contract form. */
  constructor(
    readonly profile: Profile,
    formSeed?: FormSeed,
  ) {
    this.apps = [textEdit(), calculator(), fixtureForm(formSeed), this.chrome.app];
  }

  /** The app of a pid. */
  app(pid: number): FakeApp | undefined {
    return this.apps.find((a) => a.pid === pid);
  }

  /** A window by pid and id, or the cua-driver error for it. */
  window(pid: unknown, windowId: unknown): { app: FakeApp; window: FakeWindow } | ToolResult {
    if (typeof pid !== 'number') return textError('Missing required integer field: pid');
    if (typeof windowId !== 'number') return textError('Missing required integer field: window_id');
    const owner = this.apps.find((a) => a.windows.some((w) => w.windowId === windowId));
    if (!owner)
      return flat(
        'window_id_not_found',
        { pid, window_id: windowId, suggestion: 'call list_windows' },
        `No window ${windowId}`,
      );
    if (owner.pid !== pid)
      return flat(
        'window_owner_pid_mismatch',
        { pid, window_id: windowId, owner_pid: owner.pid, suggestion: 'use owner_pid' },
        'pid mismatch',
      );
    return { app: owner, window: owner.windows.find((w) => w.windowId === windowId) as FakeWindow };
  }

  /** Screenshot geometry: bounds × 2, long edge capped at 1568. */
  shot(window: FakeWindow): { width: number; height: number; scale: number } {
    const cap = Math.min(1, LONG_EDGE / (Math.max(window.bounds.w, window.bounds.h) * RETINA));
    const width = Math.round(window.bounds.w * RETINA * cap);
    return { width, height: Math.round(window.bounds.h * RETINA * cap), scale: width / window.bounds.w };
  }

  /** get_window_state. */
  readWindow(args: Record<string, unknown>): ToolResult {
    const found = this.window(args.pid, args.window_id);
    if ('content' in found) return found;
    const { app, window } = found;
    const newest = this.profile === 'newest';
    const max = typeof args.max_elements === 'number' ? args.max_elements : newest ? 250 : 2000;
    const walk = walkWindow(app, window, max);
    const snapshotId = this.registry.take(app.pid, window.windowId, walk.byIndex);
    const shot = this.shot(window);
    const format = typeof args.tree_format === 'string' ? args.tree_format : newest ? 'markdown' : 'both';
    const markdown = markdownOf(walk, max);
    const capture = args.include_screenshot !== false;
    const data: Record<string, unknown> = {
      window_id: window.windowId,
      pid: app.pid,
      element_count: walk.byIndex.length,
      total_element_count: walk.byIndex.length,
      returned_element_count: walk.byIndex.length,
      elements_complete: false,
      snapshot_id: snapshotId,
      _note: 'Element tokens are valid until the next get_window_state of this window.',
      background_input: {
        exact_window: { status: 'matched', pid: app.pid, window_id: window.windowId },
        routes: [{ route: 'accessibility', status: 'available' }],
      },
      ...(format !== 'elements' ? { tree_markdown: markdown } : {}),
      ...(format !== 'markdown'
        ? {
            elements: elementsOf(walk, snapshotId, this.profile, {
              bounds: window.bounds,
              scale: shot.scale,
            }),
          }
        : {}),
      ...(newest ? { app_name: app.name, window_title: window.title } : {}),
    };
    if (capture)
      Object.assign(data, {
        screenshot_width: shot.width,
        screenshot_height: shot.height,
        screenshot_mime_type: 'image/png',
        window_bounds: {
          x: window.bounds.x,
          y: window.bounds.y,
          width: window.bounds.w,
          height: window.bounds.h,
        },
        screenshot_scale: RETINA,
        screenshot_frame_valid: true,
      });
    const head = `window_id=${window.windowId} pid=${app.pid}${capture ? ` size=${shot.width}x${shot.height}` : ''} elements=${walk.byIndex.length}`;
    const result = success(`${head}\n\n${markdown}`, data);
    result.content = [{ type: 'text', text: `${head}\n\n${markdown}` }];
    if (capture)
      result.content.unshift({
        type: 'image',
        mimeType: 'image/png',
        data: blankPng(shot.width, shot.height),
      });
    return result;
  }

  /** list_windows. */
  listWindows(args: Record<string, unknown>): ToolResult {
    const windows = this.apps
      .filter((a) => args.pid === undefined || a.pid === args.pid)
      .flatMap((a) =>
        a.windows
          .filter((w) => !args.on_screen_only || w.onScreen)
          .map((w) => ({
            window_id: w.windowId,
            pid: a.pid,
            app_name: a.name,
            title: w.title,
            bounds: { x: w.bounds.x, y: w.bounds.y, width: w.bounds.w, height: w.bounds.h },
            layer: 0,
            z_index: w.z,
            is_on_screen: w.onScreen,
            space_ids: [1],
            current_space_id: 1,
            on_current_space: true,
          })),
      );
    return success(`Found ${windows.length} window(s).`, { windows, current_space_id: 1 });
  }
}
