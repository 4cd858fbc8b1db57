// The fake's test seams: a call log (JSON lines), a control file of faults, and a state file with the front app.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findNode, TEXT_ROLES, type AxNode } from './model.js';
import type { World } from './world.js';

/** Faults a test can switch on by writing the control file. */
export interface Faults {
  /** Exit (without answering) when this tool is called. One shot. */
  crash?: string;
  /** Never answer this tool. One shot. */
  hang?: string;
  /** Make the target window's current snapshot stale before this tool runs. One shot. */
  invalidate?: string;
  /** Make the target window's snapshot stale before every call of this tool. */
  invalidateAlways?: string;
  /** Bring the target app to the front during this tool. One shot. */
  steal?: string;
  /** Answer this tool with the text-only "AX action failed" without acting. One shot. */
  axFail?: string;
  /** Extra latency per tool, in ms. */
  delay?: Record<string, number>;
  /** The simulated Chrome's switches. */
  browser?: BrowserControl;
}

/** What a test can make the simulated Chrome do (read on every browser call). */
export interface BrowserControl {
  /** Opens a JavaScript dialog of this kind in the active tab at the next browser call. One shot. */
  dialog?: { kind: 'alert' | 'confirm' | 'prompt' | 'beforeunload' };
  /** Navigations to a key land on its value instead. */
  redirect?: Record<string, string>;
  /** Binding refuses `browser_requires_setup` while set. */
  requiresSetup?: boolean;
}

const env = process.env;

/** Appends one record to the call log. */
export function logCall(record: Record<string, unknown>): void {
  if (env.FAKE_CUA_LOG)
    appendFileSync(env.FAKE_CUA_LOG, `${JSON.stringify({ gen: process.pid, ...record })}\n`);
}

/** The faults now set. */
export function faults(): Faults {
  const path = env.FAKE_CUA_CONTROL;
  if (!path || !existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8') || '{}') as Faults;
  } catch {
    return {};
  }
}

/** Takes a one-shot fault when it names this tool (removing it from the control file first). */
export function takeFault(kind: 'crash' | 'hang' | 'invalidate' | 'steal' | 'axFail', tool: string): boolean {
  const now = faults();
  if (now[kind] !== tool) return false;
  delete now[kind];
  if (env.FAKE_CUA_CONTROL) writeFileSync(env.FAKE_CUA_CONTROL, JSON.stringify(now));
  return true;
}

/** Takes the one-shot dialog request of the browser control (removing it from the control file first). */
export function takeDialog(): BrowserControl['dialog'] {
  const now = faults();
  const { dialog, ...rest } = now.browser ?? {};
  if (!dialog) return undefined;
  if (env.FAKE_CUA_CONTROL) writeFileSync(env.FAKE_CUA_CONTROL, JSON.stringify({ ...now, browser: rest }));
  return dialog;
}

/** The simulated frontmost pid (shared with the test's fake `lsappinfo`). */
export function frontPid(): number {
  const path = env.FAKE_CUA_STATE;
  if (!path || !existsSync(path)) return 100;
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { front?: number }).front ?? 100;
  } catch {
    return 100;
  }
}

/** Sets the simulated frontmost pid. */
export function setFront(pid: number): void {
  if (env.FAKE_CUA_STATE) writeFileSync(env.FAKE_CUA_STATE, JSON.stringify({ front: pid }));
}

const MOD_BITS: Record<string, number> = { shift: 1, alt: 2, ctrl: 4 };

/** Writes what the axtext helper would read (values as they are, no secure fields) for the test's fake `open`. */
export function dumpAx(world: World): void {
  const path = env.FAKE_CUA_AX;
  if (!path) return;
  const apps = world.apps.map((app) => {
    const windows = app.windows.map((w) => {
      const fields: Record<string, unknown>[] = [];
      findNode(w.root, (n: AxNode) => {
        if (
          (TEXT_ROLES.has(n.role) || n.role === 'AXPopUpButton' || n.role === 'AXCheckBox') &&
          n.role !== 'AXSecureTextField' &&
          n.value !== undefined
        )
          fields.push({
            role: n.role,
            value: n.value,
            ...(n.identifier ? { identifier: n.identifier } : {}),
            ...(n.title ? { title: n.title } : {}),
            ...(n.description ? { description: n.description } : {}),
            ...(n.frame ? { frame: n.frame } : {}),
          });
        return false;
      });
      return { title: w.title, fields };
    });
    const menus: Record<string, unknown>[] = [];
    const walk = (node: AxNode, path: string[]): void => {
      const here =
        node.title && (node.role === 'AXMenuItem' || node.role === 'AXMenuBarItem')
          ? [...path, node.title]
          : path;
      if (node.shortcut) {
        const parts = node.shortcut.split('+');
        const char = parts.pop() ?? '';
        const modifiers = parts.reduce((bits, p) => bits | (MOD_BITS[p] ?? 0), parts.includes('cmd') ? 0 : 8);
        menus.push({ path: here, char, modifiers });
      }
      for (const child of node.children ?? []) walk(child, here);
    };
    walk(app.menuBar, []);
    return { pid: app.pid, windows, menus };
  });
  writeFileSync(path, JSON.stringify(apps));
}

/** Writes the apps' own records (the contract form's `FormState`), keyed by pid, for a judge. */
export function dumpRecords(world: World): void {
  const path = env.FAKE_CUA_RECORD;
  if (!path) return;
  const records = Object.fromEntries(world.apps.flatMap((a) => (a.record ? [[a.pid, a.record()]] : [])));
  writeFileSync(path, JSON.stringify(records));
}
