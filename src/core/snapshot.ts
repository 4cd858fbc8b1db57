import type { Role } from './roles.js';

/** A rectangle in window coordinates (CSS pixels in a browser, points on a desktop). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The states every driver reports for a node. */
export interface NodeStates {
  enabled: boolean;
  focused: boolean;
  checked?: boolean | 'mixed';
  selected: boolean;
  expanded?: boolean;
  editable: boolean;
  multiline: boolean;
  /** A password or other credential field: its value is never read. */
  secret: boolean;
  busy: boolean;
  offscreen: boolean;
}

/** One node as a driver reports it, before the core derives names and containers. */
export interface RawNode {
  role: Role;
  /** The platform's own role (CDP AX role, AT-SPI role name, macOS AXRole). */
  platformRole: string;
  label: string;
  /**
   * The label is the control's own name (title, description, a label element), never taken from its text. Without
   * it, a field whose label equals its text or placeholder is taken to be named after that text.
   */
  ownLabel?: boolean;
  identifier?: string;
  help?: string;
  /** The exact current value where the platform gives it; never set for secret fields. */
  value?: string;
  /** True when `value` is the exact string the control holds (not trimmed, not a placeholder). */
  valueExact?: boolean;
  placeholder?: string;
  states: NodeStates;
  frame?: Rect;
  /** Index of the parent in the node list; null for roots. Parents come before children. */
  parent: number | null;
  /** Heading level (1-6) for headings. */
  level?: number;
  /** Option texts of a native select-like control, in order. */
  options?: string[];
  /** Range of a slider or spin button. */
  range?: { min?: number; max?: number; step?: number };
  /** Which way a slider or scroll bar runs, where the platform says ("the vertical slider"). */
  orientation?: 'horizontal' | 'vertical';
  /** Keyboard shortcut of a menu item, normalised ("ctrl+s"). */
  shortcut?: string;
  /** The point of this node is covered by another element (a click would land elsewhere). */
  covered?: boolean;
  /** The node reacts to clicks although its role does not say so (click handler, pressable). */
  clickable?: boolean;
  /** The node scrolls its content (true), cannot (false), or the driver does not know (absent). */
  scrollable?: boolean;
  /** The node can be dragged. */
  draggable?: boolean;
  /** Colour shown by an unnamed swatch, as "#rrggbb" plus a name when known. */
  colour?: string;
  /** Opaque token that only the driver that made it understands (a string, so snapshots can be saved). */
  handle: string;
}

/** A node of a normalized snapshot. */
export interface UiNode extends RawNode {
  /** Position in the snapshot's node list. */
  index: number;
  /** Up to 3 nearest named container ancestors, innermost first ("dialog: Preferences"). */
  within: string[];
  depth: number;
}

/** The window a snapshot belongs to. */
export interface WindowInfo {
  /** Stable id given by the driver (a tab's target id, an X11 window id, a macOS window id). */
  id: string;
  app: string;
  pid?: number;
  title: string;
  url?: string;
  frame?: Rect;
  focused?: boolean;
  onScreen?: boolean;
  /** Its app does not answer (frozen or busy): observe and act on it answer `app_not_responding`. */
  notResponding?: true;
}

/** The platform role OCR nodes carry, so a reader can tell them from the tree's own. */
export const OCR_ROLE = 'ocr-text';

/** The modal part of a window (sheet, dialog, open menu), if any. */
export interface Modal {
  kind: 'dialog' | 'alertdialog' | 'menu' | 'sheet';
  title: string;
  /** Index of the modal's root node. */
  root: number;
}

/** A normalized snapshot of one window. */
export interface Snapshot {
  window: WindowInfo;
  nodes: UiNode[];
  modal: Modal | null;
  otherWindows: string[];
  /** Visible text lines in reading order, without the text inside editable fields. */
  texts: string[];
  /** True when the page or window is still loading. */
  loading: boolean;
  /** Set when the driver stopped early (node or time cap). */
  truncated?: Cut;
  /** Milliseconds the driver took. */
  ms?: number;
}

/** Where a driver cut a snapshot short: why, the nodes it kept, and how a caller can see the rest. */
export interface Cut {
  reason: string;
  nodes: number;
  rest?: string;
}

/** What a driver returns; `buildSnapshot` derives the rest. */
export interface RawSnapshot {
  window: WindowInfo;
  nodes: RawNode[];
  otherWindows?: string[];
  texts?: string[];
  loading?: boolean;
  truncated?: Cut;
  ms?: number;
}

/** Default states, for drivers and tests that only set what they know. */
export function defaultStates(partial: Partial<NodeStates> = {}): NodeStates {
  return {
    enabled: true,
    focused: false,
    selected: false,
    editable: false,
    multiline: false,
    secret: false,
    busy: false,
    offscreen: false,
    ...partial,
  };
}
