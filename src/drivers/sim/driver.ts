// The simulated desktop driver: the whole pipeline without an OS, for tests and the offline demo.
import { DriverError } from '../../core/driver.js';
import { defaultStates } from '../../core/snapshot.js';
import type {
  CallOptions,
  Driver,
  DriverAction,
  DriverCapabilities,
  ExactRead,
  PerformOutcome,
  WindowFilter,
} from '../../core/driver.js';
import type { RawNode, RawSnapshot, WindowInfo } from '../../core/snapshot.js';
import { calculatorApp } from './apps/calculator.js';
import { formApp } from './apps/form.js';
import { labApp } from './apps/lab.js';
import { sectionsApp } from './apps/sections.js';
import { applyAction } from './perform.js';
import { findByHandle, type SimControl, type SimWindow } from './world.js';

/** Options of the simulated desktop. */
export interface SimOptions {
  windows?: SimWindow[];
  capabilities?: Partial<DriverCapabilities>;
  /** Called before each perform; tests use it to slow the driver down. */
  beforePerform?: (action: DriverAction, signal: AbortSignal) => Promise<void>;
}

/** The default simulated desktop: form, calculator, sections and lab windows. */
export function defaultSimWindows(): SimWindow[] {
  return [formApp(), calculatorApp(), sectionsApp(), labApp()];
}

/** A driver over an in-memory world. */
export class SimDriver implements Driver {
  readonly name = 'sim';
  readonly capabilities: DriverCapabilities;
  /** Every action performed, in order (tests assert on it). */
  readonly performed: { windowId: string; action: DriverAction }[] = [];
  private readonly worlds: SimWindow[];
  private readonly snapshots = new Map<string, number>();
  private readonly pending: { windowId: string; due: number; effect: () => void }[] = [];

  constructor(private readonly options: SimOptions = {}) {
    this.worlds = options.windows ?? defaultSimWindows();
    this.capabilities = {
      backgroundKeys: true,
      backgroundMenus: false,
      modifiers: true,
      drag: true,
      hover: false,
      ...options.capabilities,
    };
  }

  /** The simulated window with this id (tests read its state). */
  window(id: string): SimWindow {
    const found = this.worlds.find((w) => w.id === id && !w.closed);
    if (!found) throw new DriverError('window_not_found', `no simulated window ${id}`);
    return found;
  }

  async windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]> {
    options.signal.throwIfAborted();
    return this.worlds
      .filter(
        (w) =>
          !w.closed &&
          (filter.app === undefined || w.app.toLowerCase() === filter.app.toLowerCase()) &&
          (filter.pid === undefined || w.pid === filter.pid),
      )
      .map((w) => ({
        id: w.id,
        app: w.app,
        pid: w.pid,
        title: w.title,
        onScreen: true,
        frame: { x: 0, y: 0, width: 800, height: 600 },
      }));
  }

  async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    options.signal.throwIfAborted();
    const window = this.window(windowId);
    const count = (this.snapshots.get(windowId) ?? 0) + 1;
    this.snapshots.set(windowId, count);
    for (const p of this.pending.filter((x) => x.windowId === windowId && x.due <= count)) {
      p.effect();
      this.pending.splice(this.pending.indexOf(p), 1);
    }
    return render(
      window,
      this.worlds.filter((w) => w !== window).map((w) => w.title),
    );
  }

  async perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome> {
    await this.options.beforePerform?.(action, options.signal);
    options.signal.throwIfAborted();
    const window = this.window(windowId);
    this.performed.push({ windowId, action });
    const later = (snapshots: number, effect: () => void): void => {
      this.pending.push({ windowId, due: (this.snapshots.get(windowId) ?? 0) + snapshots, effect });
    };
    return applyAction(window, action, later);
  }

  async readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null> {
    options.signal.throwIfAborted();
    const control = findByHandle(this.window(windowId), handle);
    if (!control || control.secret || control.value === undefined) return null;
    return { value: control.value, exact: !control.inexact };
  }

  async close(): Promise<void> {}
}

function render(window: SimWindow, others: string[]): RawSnapshot {
  const nodes: RawNode[] = [];
  const texts: string[] = [];
  const visit = (control: SimControl, parent: number | null): void => {
    if (control.hidden) return;
    const index = nodes.length;
    nodes.push(toRaw(window, control, parent, index));
    if ((control.role === 'statictext' || control.role === 'heading') && control.label && !control.offscreen)
      texts.push(control.label);
    for (const child of control.children ?? []) visit(child, index);
  };
  visit(window.root, null);
  return {
    window: { id: window.id, app: window.app, pid: window.pid, title: window.title },
    nodes,
    otherWindows: others,
    texts,
  };
}

function toRaw(window: SimWindow, c: SimControl, parent: number | null, index: number): RawNode {
  const node: RawNode = {
    role: c.role,
    platformRole: `sim:${c.role}`,
    label: c.label ?? '',
    states: defaultStates({
      enabled: c.enabled ?? true,
      selected: c.selected ?? false,
      editable: c.editable ?? false,
      multiline: c.multiline ?? false,
      secret: c.secret ?? false,
      offscreen: c.offscreen ?? false,
      ...(c.checked !== undefined ? { checked: c.checked } : {}),
      ...(c.expanded !== undefined ? { expanded: c.expanded } : {}),
    }),
    frame: { x: 10, y: 10 + index * 30, width: 200, height: 24 },
    parent,
    handle: `${window.id}:${c.id}`,
  };
  if (c.identifier !== undefined) node.identifier = c.identifier;
  if (c.help !== undefined) node.help = c.help;
  if (c.placeholder !== undefined) node.placeholder = c.placeholder;
  if (c.value !== undefined && !c.secret) {
    node.value = c.value;
    node.valueExact = !c.inexact;
  }
  if (c.options) node.options = [...c.options];
  if (c.range) node.range = { ...c.range };
  if (c.shortcut) node.shortcut = c.shortcut;
  if (c.covered) node.covered = true;
  if (c.clickable) node.clickable = true;
  if (c.scrollable !== undefined) node.scrollable = c.scrollable;
  if (c.draggable) node.draggable = true;
  if (c.colour) node.colour = c.colour;
  if (c.level !== undefined) node.level = c.level;
  return node;
}
