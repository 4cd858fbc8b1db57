// The front-app watch: while an action runs, the target app must never come to the front.
import type { CommandRunner } from './runner.js';

/** Reads and sets the frontmost app (injectable, so tests need no window server). */
export interface FrontApps {
  /** The pid of the frontmost app, or null when it cannot be told. */
  front(signal?: AbortSignal): Promise<number | null>;
  /** Brings an app back to the front (used only to undo a violation). */
  activate(pid: number, signal?: AbortSignal): Promise<void>;
}

/** What the watch saw: the target in front during a tool call. */
export interface Violation {
  pid: number;
  during: string;
  at: string;
}

/** `lsappinfo` for the front app and System Events to restore it. */
export function systemFrontApps(runner: CommandRunner): FrontApps {
  return {
    async front(signal) {
      const opts = { timeoutMs: 2000, ...(signal ? { signal } : {}) };
      const asn = (await runner('lsappinfo', ['front'], opts)).stdout.trim();
      if (!/^ASN:/u.test(asn)) return null;
      const info = (await runner('lsappinfo', ['info', '-only', 'pid', asn], opts)).stdout;
      const m = /"pid"\s*=\s*(\d+)/u.exec(info);
      return m ? Number(m[1]) : null;
    },
    async activate(pid, signal) {
      const script = `tell application "System Events" to set frontmost of (first process whose unix id is ${pid}) to true`;
      await runner('osascript', ['-e', script], { timeoutMs: 3000, ...(signal ? { signal } : {}) });
    },
  };
}

/** Samples the front app every `intervalMs` while an action runs; records the first time the target is in front. */
export class FrontWatch {
  private violation: Violation | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private sampling: Promise<void> | null = null;
  private during = 'the action';

  private constructor(
    private readonly apps: FrontApps,
    private readonly target: number,
    readonly previous: number | null,
  ) {}

  /** Starts watching; an app already in front is not watched (it cannot be brought forward). */
  static async start(apps: FrontApps, target: number, intervalMs = 80): Promise<FrontWatch> {
    const previous = await apps.front().catch(() => null);
    const watch = new FrontWatch(apps, target, previous);
    if (previous !== target) {
      watch.timer = setInterval(() => void watch.sample(), intervalMs);
      watch.timer.unref();
    }
    return watch;
  }

  /** Names the tool call now running (for the report). */
  set current(tool: string) {
    this.during = tool;
  }

  /** Takes one sample now (also after each call); returns the violation, if any. */
  async sample(): Promise<Violation | null> {
    if (this.previous === this.target || this.violation) return this.violation;
    this.sampling ??= this.apps
      .front()
      .then((pid) => {
        if (pid === this.target && !this.violation)
          this.violation = { pid, during: this.during, at: new Date().toISOString() };
      })
      .catch(() => undefined)
      .finally(() => (this.sampling = null));
    await this.sampling;
    return this.violation;
  }

  /** Stops sampling; puts the previous app back when the target came forward. Returns the violation. */
  async stop(): Promise<Violation | null> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const seen = await this.sample();
    if (seen && this.previous !== null) await this.apps.activate(this.previous).catch(() => undefined);
    return seen;
  }
}
