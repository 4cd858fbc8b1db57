// The simulated desktop: windows of controls with scripted effects, held in memory.
import type { Role } from '../../core/roles.js';

/** One control of a simulated window. Mutable: effects change it in place. */
export interface SimControl {
  id: string;
  role: Role;
  label?: string;
  identifier?: string;
  help?: string;
  placeholder?: string;
  value?: string;
  /** Caret position in UTF-16 units (defaults to the end of the value). */
  caret?: number;
  checked?: boolean | 'mixed';
  selected?: boolean;
  expanded?: boolean;
  enabled?: boolean;
  editable?: boolean;
  multiline?: boolean;
  secret?: boolean;
  offscreen?: boolean;
  covered?: boolean;
  clickable?: boolean;
  scrollable?: boolean;
  draggable?: boolean;
  hidden?: boolean;
  options?: string[];
  range?: { min: number; max: number; step: number };
  shortcut?: string;
  colour?: string;
  level?: number;
  /** Text shown for the value is not exact (a platform that trims or shows placeholders). */
  inexact?: boolean;
  children?: SimControl[];
}

/** A simulated app window. */
export interface SimWindow {
  id: string;
  app: string;
  pid: number;
  title: string;
  root: SimControl;
  /** Effects by control id and action type ("save:click", "name:set"). */
  on?: Record<string, (ctx: EffectContext) => void>;
  /** Transforms text before it lands in a field (a field that trims). */
  filters?: Record<string, (text: string) => string>;
  /** Fields that ignore having their whole text replaced. */
  ignoresSetText?: string[];
  /** State an outside judge reads (the fixture's own record). */
  state?: Record<string, unknown>;
  /** Set by an effect that closes the window: it is no longer listed or read. */
  closed?: boolean;
}

/** What an effect can touch. */
export interface EffectContext {
  window: SimWindow;
  find(id: string): SimControl;
  /** Runs `effect` after `snapshots` more snapshots of this window (an effect that lands late). */
  later(snapshots: number, effect: () => void): void;
  /** The option, key or text the action carried. */
  arg?: string;
}

/** Walks a control tree depth-first. */
export function* walk(control: SimControl): Generator<SimControl> {
  yield control;
  for (const child of control.children ?? []) yield* walk(child);
}

/** Finds a control by id, or undefined. */
export function findControl(root: SimControl, id: string): SimControl | undefined {
  for (const c of walk(root)) if (c.id === id) return c;
  return undefined;
}

/** Finds a control's parent. */
export function parentOf(root: SimControl, id: string): SimControl | undefined {
  for (const c of walk(root)) if (c.children?.some((k) => k.id === id)) return c;
  return undefined;
}

/** Finds a control from its handle ("<window id>:<control id>"). */
export function findByHandle(window: SimWindow, handle: string): SimControl | undefined {
  const id = handle.startsWith(`${window.id}:`) ? handle.slice(window.id.length + 1) : undefined;
  if (id === undefined) return undefined;
  const visit = (c: SimControl): SimControl | undefined =>
    c.hidden ? undefined : c.id === id ? c : (c.children ?? []).map(visit).find((x) => x !== undefined);
  return visit(window.root);
}
