// The background-only rule: calls that would bring an app forward are refused before they are sent.
import { DriverError } from '../../core/driver.js';
import { asObject } from './result.js';

// Tools that activate an app, raise a window or move the real pointer.
const FOREGROUND_TOOLS: ReadonlySet<string> = new Set([
  'bring_to_front',
  'activate',
  'activate_app',
  'invoke_menu',
  'move_cursor',
]);

/** Tools that only read; these alone are replayed after the connection is lost. */
export const READ_TOOLS: ReadonlySet<string> = new Set([
  'get_window_state',
  'list_windows',
  'get_accessibility_tree',
  'list_apps',
  'get_config',
  'get_screen_size',
]);

/** Why a call would leave the background, or null when it may be sent. */
export function foregroundReason(tool: string, args: Record<string, unknown>): string | null {
  if (FOREGROUND_TOOLS.has(tool)) return `${tool} brings an app or the pointer to the front`;
  if (args.delivery_mode === 'foreground') return 'delivery_mode "foreground" fronts the window';
  if (args.scope === 'desktop') return 'desktop-scope input goes to whatever app is in front';
  if (asObject(args.target)?.kind === 'desktop') return 'a desktop target goes to whatever app is in front';
  return null;
}

/** Throws `foreground_disallowed` for a call that must never be sent. */
export function assertBackground(tool: string, args: Record<string, unknown>): void {
  const reason = foregroundReason(tool, args);
  if (reason)
    throw new DriverError(
      'foreground_disallowed',
      `${reason}, and beans-picker never brings anything forward; nothing was sent`,
    );
}
