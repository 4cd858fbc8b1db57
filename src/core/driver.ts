// The narrow interface every platform driver implements. Every call takes an AbortSignal.
import type { Glance } from './glance.js';
import type { RawSnapshot, WindowInfo } from './snapshot.js';

/** What a driver can do without bringing anything to the front. */
export interface DriverCapabilities {
  /** Keys can be sent to a window that is not in front. */
  backgroundKeys: boolean;
  /** Menu items can be run in the background; otherwise only through their shortcut. */
  backgroundMenus: boolean;
  /** Clicks can carry held modifier keys. */
  modifiers: boolean;
  /** Drags can be performed. */
  drag: boolean;
  /** The pointer can rest on a control without pressing it (hover), in the background. */
  hover: boolean;
}

/** Per-call options. */
export interface CallOptions {
  signal: AbortSignal;
}

/** Filters for listing windows. */
export interface WindowFilter {
  app?: string;
  pid?: number;
  onScreenOnly?: boolean;
}

/** Modifier keys held during a click. */
export type Modifier = 'shift' | 'ctrl' | 'alt' | 'meta';

/** One primitive action a driver performs on a node (by its handle) or on the window. */
export type DriverAction =
  | { type: 'click'; handle: string; button?: 'left' | 'right'; count?: 1 | 2; modifiers?: Modifier[] }
  | { type: 'toggle'; handle: string }
  | { type: 'set_text'; handle: string; text: string }
  | { type: 'insert_text'; handle: string; text: string; at: 'caret' | 'end' }
  | { type: 'choose'; handle: string; option: string }
  | { type: 'step'; handle: string; direction: 'up' | 'down'; count?: number }
  | { type: 'scroll'; handle?: string; direction: 'up' | 'down' }
  | { type: 'context_menu'; handle: string }
  | { type: 'key'; keys: string; handle?: string }
  | { type: 'menu'; handle: string; path: string[]; shortcut?: string }
  | { type: 'press_sequence'; handles: string[] }
  | { type: 'edit_cell'; handle: string; header: string; text: string }
  | { type: 'drag'; handle: string; to: { handle: string } | { dx: number; dy: number } }
  | { type: 'hover'; handle: string };

/** What a driver says about a performed action. Expected failures are values. */
export type PerformOutcome =
  | {
      ok: true;
      route: string;
      /** What the acted-on element shows afterwards, when the driver read it. */ read?: string;
    }
  | { ok: false; code: string; message: string; options?: string[]; mayHaveActed?: boolean };

/** An exact reading of a field's text. */
export interface ExactRead {
  value: string;
  exact: boolean;
}

/** A platform adapter: the only code that touches a browser, D-Bus, X11 or a child process. */
export interface Driver {
  readonly name: string;
  readonly capabilities: DriverCapabilities;
  windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]>;
  snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot>;
  perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome>;
  /** Reads a field's text exactly, or null when the node is gone. */
  readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null>;
  /**
   * The window's pixels now, small, for telling whether a press changed anything on screen (compared in memory,
   * never shown); absent when the platform cannot capture a window in the background.
   */
  glance?(windowId: string, options: CallOptions): Promise<Glance>;
  close(): Promise<void>;
}

/** A failure at a driver boundary, with a stable code (`driver_timeout`, `window_not_found`, ...). */
export class DriverError extends Error {
  override name = 'DriverError';
  constructor(
    readonly code: string,
    message: string,
    readonly mayHaveActed = false,
  ) {
    super(message);
  }
}
