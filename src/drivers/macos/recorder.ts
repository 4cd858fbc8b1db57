// Window recording on macOS: the small ScreenCaptureKit helper (native/winrec.swift), built with swiftc on first
// use into the user's cache and run as a child until it is told to finish the file. It records the window alone,
// so a recording never shows another app, covered or not.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { DriverError } from '../../core/driver.js';
import { compileNative, exists, nativeSource } from './helper.js';
import { runCommand, type CommandRunner } from './runner.js';

/** A finished recording. */
export interface Recording {
  path: string;
  bytes: number;
  ms: number;
}

/** Options of the window recorder. */
export interface WindowRecorderOptions {
  /** The helper binary; default: built into `cacheDir` on first use. */
  binary?: string;
  /** Cache folder (default `~/Library/Caches/beans-picker`). */
  cacheDir?: string;
  /** Runs swiftc (tests swap it). */
  runner?: CommandRunner;
  /** How long starting may take (default 15 s) and finishing the file (default 20 s). */
  startMs?: number;
  stopMs?: number;
}

/** A video's size in pixels. */
export interface VideoSize {
  width: number;
  height: number;
}

interface HelperEvent {
  event?: unknown;
  width?: unknown;
  height?: unknown;
  code?: unknown;
  message?: unknown;
  ms?: unknown;
}

const SOURCE = 'winrec.swift';

/** The helper's path under the cache folder. */
export function recorderPath(cacheDir = join(homedir(), 'Library', 'Caches', 'beans-picker')): string {
  return join(cacheDir, 'winrec');
}

/** Builds the recorder with the Xcode command line tools (`swiftc`), then signs it ad hoc. */
export async function buildRecorder(
  options: { runner?: CommandRunner; cacheDir?: string; source?: string } = {},
): Promise<string> {
  const binary = recorderPath(options.cacheDir);
  const source = options.source ?? (await nativeSource(SOURCE));
  await mkdir(dirname(binary), { recursive: true });
  const args = ['-O', '-framework', 'ScreenCaptureKit', '-framework', 'AVFoundation', '-o', binary, source];
  await compileNative(options.runner ?? runCommand, 'swiftc', args, binary);
  return binary;
}

/** One window recording at a time, through the helper. */
export class WindowRecorder {
  private current: {
    child: ChildProcess;
    path: string;
    started: number;
    events: AsyncIterator<HelperEvent>;
    exited: Promise<number | null>;
  } | null = null;

  constructor(private readonly options: WindowRecorderOptions = {}) {}

  /** Starts recording the window `cgWindowId` to `outPath` (a new .mp4); answers the video's size in pixels. */
  async start(cgWindowId: number, outPath: string, signal: AbortSignal): Promise<VideoSize> {
    if (this.current)
      throw new DriverError('recording_busy', 'a recording is already running; stop it first');
    const binary = await this.binary();
    signal.throwIfAborted();
    // Standard input stays open: the helper finishes the file when it closes (so it ends with us).
    const child = spawn(binary, ['--window-id', String(cgWindowId), '--out', outPath], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const spawned = new Promise<string | null>((resolve) => {
      child.on('spawn', () => resolve(null));
      child.on('error', (e) => resolve(e.message));
    });
    const why = await spawned;
    if (why !== null) throw new DriverError('driver_unavailable', `the recorder could not start: ${why}`);
    const events = lines(child)[Symbol.asyncIterator]();
    const first = await this.next(events, this.options.startMs ?? 15_000, signal).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    });
    if (first?.event !== 'recording') {
      child.kill('SIGKILL');
      throw failure(first, 'the recorder stopped before it started');
    }
    const width = first.width;
    const height = first.height;
    if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) {
      child.kill('SIGKILL');
      throw new DriverError('recording_failed', 'the recorder did not say the size of its video');
    }
    this.current = { child, path: outPath, started: Date.now(), events, exited };
    return { width, height };
  }

  /** Tells the helper to finish the file and reports it. */
  async stop(signal: AbortSignal): Promise<Recording> {
    const rec = this.current;
    if (!rec) throw new DriverError('not_recording', 'no recording is running');
    this.current = null;
    rec.child.kill('SIGINT');
    let last: HelperEvent | null;
    try {
      last = await this.next(rec.events, this.options.stopMs ?? 20_000, signal);
    } catch (error: unknown) {
      rec.child.kill('SIGKILL');
      throw error;
    }
    await rec.exited;
    if (last?.event !== 'finished') throw failure(last, 'the recorder ended without finishing the file');
    const bytes = (await stat(rec.path).catch(() => null))?.size ?? 0;
    if (bytes === 0) throw new DriverError('recording_failed', 'the recorder wrote no video');
    return { path: rec.path, bytes, ms: Date.now() - rec.started };
  }

  /** Ends a running recording without waiting for its file. */
  close(): void {
    this.current?.child.kill('SIGKILL');
    this.current = null;
  }

  private async binary(): Promise<string> {
    if (this.options.binary) return this.options.binary;
    const built = recorderPath(this.options.cacheDir);
    if (await exists(built)) return built;
    return buildRecorder({
      ...(this.options.runner ? { runner: this.options.runner } : {}),
      ...(this.options.cacheDir ? { cacheDir: this.options.cacheDir } : {}),
    });
  }

  // The helper's next event, or null when it exited without one.
  private async next(
    events: AsyncIterator<HelperEvent>,
    limitMs: number,
    signal: AbortSignal,
  ): Promise<HelperEvent | null> {
    signal.throwIfAborted();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DriverError('driver_timeout', `the recorder did not answer within ${limitMs} ms`)),
        limitMs,
      );
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const step = await Promise.race([events.next(), stopped]);
      return step.done ? null : step.value;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }
}

// The helper's JSON lines (anything else on its output is skipped).
async function* lines(child: ChildProcess): AsyncGenerator<HelperEvent> {
  if (!child.stdout) return;
  for await (const line of createInterface({ input: child.stdout })) {
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null) yield value as HelperEvent;
    } catch {
      // not an event
    }
  }
}

function failure(event: HelperEvent | null, fallback: string): DriverError {
  if (event?.event === 'error' && typeof event.code === 'string')
    return new DriverError(event.code, typeof event.message === 'string' ? event.message : fallback);
  return new DriverError('recording_failed', fallback);
}
