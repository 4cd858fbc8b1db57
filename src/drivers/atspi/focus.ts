// Watches _NET_ACTIVE_WINDOW with one `xprop -spy` process, so every change during an action is seen.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { activeWindow, parseActive } from './x11.js';

/** One change of the active window. */
export interface ActiveChange {
  xid: number;
  at: number;
}

/** The active window and its recent changes. */
export class ActiveWindowWatch {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private readonly changes: ActiveChange[] = [];
  private latest = 0;
  private readonly listeners = new Set<(change: ActiveChange) => void>();

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The active window now, read from the X server (and the spy started if needed). */
  async current(): Promise<number> {
    await this.start();
    const xid = await activeWindow(this.env);
    this.record(xid);
    return xid;
  }

  /** The active window as the spy last saw it (no X round trip), or read from the X server when the spy is not running. */
  async known(): Promise<number> {
    await this.start();
    return this.child && this.changes.length > 0 ? this.latest : this.current();
  }

  /** Active windows seen since `since` (ms epoch), in order. */
  seenSince(since: number): number[] {
    return this.changes.filter((c) => c.at >= since).map((c) => c.xid);
  }

  /** Calls `listener` on every change of the active window until the returned function is called. */
  onChange(listener: (change: ActiveChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the spy process. */
  close(): void {
    this.child?.kill();
    this.child = null;
    this.ready = null;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    this.ready = new Promise<void>((resolve) => {
      const child = spawn('xprop', ['-root', '-spy', '_NET_ACTIVE_WINDOW'], {
        env: this.env,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      this.child = child;
      const timer = setTimeout(resolve, 500);
      child.on('error', () => resolve());
      child.on('exit', () => {
        if (this.child === child) {
          this.child = null;
          this.ready = null;
        }
        resolve();
      });
      if (!child.stdout) return;
      createInterface({ input: child.stdout }).on('line', (line) => {
        this.record(parseActive(line));
        clearTimeout(timer);
        resolve();
      });
    });
    return this.ready;
  }

  private record(xid: number): void {
    if (xid === this.latest && this.changes.length > 0) return;
    this.latest = xid;
    const change = { xid, at: Date.now() };
    this.changes.push(change);
    if (this.changes.length > 200) this.changes.splice(0, this.changes.length - 100);
    for (const listener of this.listeners) listener(change);
  }
}
