// Gives the front back the moment a starting app takes it: the active-window spy reports each change and the previous
// window is activated at once, not after the launch is over. A window that did not exist before the launch is the
// launch's (LibreOffice's window belongs to soffice.bin, not to the script that was started); a window that did is
// the app's only when its _NET_WM_PID is the app's (an app may hand over to its running instance).
import type { ActiveChange, ActiveWindowWatch } from './focus.js';
import { activate, windowIdOf, windowPid } from './x11.js';

/** The app's window took the front: whether the previous window has it back, and how long it was away (ms). */
export interface FrontTaken {
  window: string;
  restored: boolean;
  restoredInMs?: number;
}

/** Watches the front while an app starts and puts `before` back whenever a new window, or one of the app's, takes it. */
export class FrontGuard {
  private readonly log: ActiveChange[] = [];
  private readonly stop: () => void;
  private chain: Promise<void> = Promise.resolve();
  private taken: number | null = null;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly watch: ActiveWindowWatch,
    private readonly before: number,
    private readonly existing: ReadonlySet<number>,
    private readonly pid: () => number | undefined,
  ) {
    this.stop = watch.onChange((change) => {
      this.log.push(change);
      this.chain = this.chain.then(() => this.check(change.xid, this.pid()));
    });
  }

  /** Stops watching; checks the front once more against the window's own pid (an app may hand over to a running one). */
  async finish(windowPidNow: number): Promise<FrontTaken | undefined> {
    await this.chain;
    for (const xid of new Set([...this.log.map((c) => c.xid), await this.watch.current()]))
      if (this.taken === null) await this.check(xid, windowPidNow);
    await this.chain;
    // Read last while still listening, so the log holds the change back to `before`.
    const now = await this.watch.current();
    this.stop();
    if (this.taken === null) return undefined;
    const restored = this.before !== 0 && now === this.before;
    return {
      window: windowIdOf(this.taken),
      restored,
      ...(restored ? { restoredInMs: this.awayMs(Date.now()) } : {}),
    };
  }

  private async check(xid: number, pid: number | undefined): Promise<void> {
    if (xid === this.before || xid === 0) return;
    if (this.existing.has(xid) && (pid === undefined || (await windowPid(this.env, xid)) !== pid)) return;
    this.taken ??= xid;
    // With nothing active before, there is nothing to give the front back to.
    if (this.before !== 0 && (await this.watch.known()) !== this.before)
      await activate(this.env, this.before);
  }

  // The time the front was away from `before`, summed over the spy's changes (the last stretch ends at `end`).
  private awayMs(end: number): number {
    let away = 0;
    let since: number | null = null;
    for (const change of this.log) {
      if (change.xid !== this.before && since === null) since = change.at;
      if (change.xid === this.before && since !== null) {
        away += change.at - since;
        since = null;
      }
    }
    return away + (since === null ? 0 : end - since);
  }
}
