// What a platform offers beyond the Driver interface: desktop tools and browser controls, both optional.
import type { Driver } from '../core/driver.js';
import type { Rect, WindowInfo } from '../core/snapshot.js';

/** Screen-lock state: locked, unlocked, or no way to tell. */
export type LockState = 'unlocked' | 'locked' | 'unavailable';

/** What a background launch gave. Window ids are the driver's own (without prefix). */
export interface Launched {
  windowId: string;
  pid: number;
  /** Set when the new window took the front: whether the previous window has it back, and after how many ms if known. */
  foregroundViolation?: { restored: boolean; restoredInMs?: number };
}

/** How to launch: `cwd` is the folder to run the app in (platforms that cannot choose one refuse it). */
export interface LaunchOptions {
  cwd?: string;
}

/** Desktop tools of a platform. Window ids are the driver's own. */
export interface DesktopExtras {
  launchApp(app: string, signal: AbortSignal, options?: LaunchOptions): Promise<Launched>;
  screenshot(windowId: string | 'screen', signal: AbortSignal): Promise<Buffer>;
  recordStart(windowId: string, stagePath: string, signal: AbortSignal): Promise<void>;
  recordStop(signal: AbortSignal): Promise<{ path: string; bytes: number; ms: number }>;
  clipboardRead(signal: AbortSignal): Promise<string>;
  clipboardWrite(text: string, signal: AbortSignal): Promise<void>;
  windowFrame(windowId: string, frame: Rect, signal: AbortSignal): Promise<Rect>;
  screenLock(signal: AbortSignal): Promise<LockState>;
  close(): Promise<void>;
}

/** A JavaScript dialog open in a tab; `message` is absent when the platform cannot read it. */
export interface DialogInfo {
  id: string;
  type: 'alert' | 'confirm' | 'prompt' | 'beforeunload';
  message?: string;
  defaultPrompt?: string;
}

/** Browser controls. Window ids are the driver's own. `state().loading` is absent when the platform cannot tell. */
export interface BrowserExtras {
  openTab(url: string, signal: AbortSignal): Promise<WindowInfo>;
  /** Closes a tab openTab opened; the beforeunload dialog that kept it open, or null once it is closed. */
  closeTab(windowId: string, discard: boolean, signal: AbortSignal): Promise<DialogInfo | null>;
  navigate(windowId: string, url: string, signal: AbortSignal): Promise<{ finalUrl: string }>;
  state(
    windowId: string,
    signal: AbortSignal,
  ): Promise<{ url: string; title: string; loading?: boolean; dialog: DialogInfo | null }>;
  dialog(
    windowId: string,
    action: 'accept' | 'dismiss',
    promptText: string | undefined,
    signal: AbortSignal,
  ): Promise<void>;
  upload(
    windowId: string,
    handle: string,
    files: string[],
    signal: AbortSignal,
  ): Promise<{ assigned: number }>;
  download(
    windowId: string,
    handle: string,
    signal: AbortSignal,
  ): Promise<{ stagedPath: string; suggestedName: string; bytes: number }>;
  screenshot(windowId: string, signal: AbortSignal): Promise<Buffer>;
}

/** What a raw driver call gave: its data, or a refusal, and any images. */
export type RawResult =
  | { ok: true; data: unknown; images: { mimeType: string; data: string }[] }
  | { ok: false; code: string; message: string };

/** A started platform: its driver and whatever extras it has. */
export interface Platform {
  driver: Driver;
  desktop?: DesktopExtras;
  browser?: BrowserExtras;
  /** The opt-in raw passthrough to the driver's own allowlisted calls. */
  raw?(tool: string, args: Record<string, unknown>, signal: AbortSignal): Promise<RawResult>;
}

/** A short id for an open dialog, so accept/dismiss can name the one the caller inspected. */
export function dialogId(type: string, message: string): string {
  let h = 2166136261;
  for (const ch of `${type}\u0000${message}`) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return `d${h.toString(16)}`;
}
