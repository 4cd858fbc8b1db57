// Waits for an action's effect by the events the application sends (and, where events fall short, by polling).
import type { AtspiBus, AtspiEvent } from './bus.js';

/** How long to wait for an application's first event and then for it to go quiet. */
export interface SettlePlan {
  /** Activity before this time (ms epoch) does not count (GTK4 acts 250 ms after the press). */
  notBefore: number;
  /** Give up waiting for a first sign of activity at this time. */
  firstBy: number;
  /** After activity, wait until there was none for this long. */
  quietMs: number;
  /** With a probe: the quiet needed once the fingerprint itself changed last (an event alone may announce more). */
  afterChangeMs?: number;
  /** Never wait past this time. */
  latest: number;
  /** A fingerprint of what the action may change, polled because some changes send no event. */
  probe?: () => Promise<string>;
}

const PROBE_EVERY_MS = 20;

/** The last events of each application on the bus. */
export class EffectWatch {
  private readonly lastAt = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  private readonly stop: () => void;

  constructor(bus: AtspiBus) {
    this.stop = bus.onEvent((event) => this.seen(event));
  }

  /** Resolves once the app showed activity in the plan's window and then went quiet, or the plan ran out. */
  async settle(app: string, plan: SettlePlan, signal: AbortSignal): Promise<void> {
    if (plan.probe) return this.settleByProbe(app, plan, plan.probe, signal);
    const eventSince = (): boolean => (this.lastAt.get(app) ?? 0) >= plan.notBefore;
    await this.until(() => eventSince() || Date.now() >= plan.firstBy, plan.firstBy, signal);
    if (!eventSince()) return;
    const quiet = (): boolean =>
      Date.now() - (this.lastAt.get(app) ?? 0) >= plan.quietMs || Date.now() >= plan.latest;
    await this.until(quiet, plan.latest, signal, plan.quietMs);
  }

  /** Stops listening. */
  close(): void {
    this.stop();
    for (const wake of this.waiters) wake();
  }

  // Quiet means: no event and no change of the fingerprint for `quietMs` after `notBefore`.
  private async settleByProbe(
    app: string,
    plan: SettlePlan,
    probe: () => Promise<string>,
    signal: AbortSignal,
  ): Promise<void> {
    let print = await probe();
    let changedAt = 0;
    for (;;) {
      const now = Date.now();
      const eventAt = this.lastAt.get(app) ?? 0;
      const activity = Math.max(changedAt, eventAt, plan.notBefore);
      const quiet =
        changedAt >= eventAt && changedAt >= plan.notBefore
          ? (plan.afterChangeMs ?? plan.quietMs)
          : plan.quietMs;
      if (now >= plan.latest || (now >= plan.notBefore && now - activity >= quiet)) return;
      await this.until(() => false, Math.min(plan.latest, now + PROBE_EVERY_MS), signal);
      if (Date.now() < plan.notBefore - PROBE_EVERY_MS) continue;
      const next = await probe();
      if (next !== print) changedAt = Date.now();
      print = next;
    }
  }

  private seen(event: AtspiEvent): void {
    this.lastAt.set(event.sender, event.at);
    for (const wake of this.waiters) wake();
  }

  // Re-checks `done` on every event and on a short tick (for quiet periods and deadlines).
  private until(done: () => boolean, deadline: number, signal: AbortSignal, tickMs = 10): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const check = (): void => {
        if (signal.aborted) return finish(() => reject(signal.reason));
        if (done() || Date.now() >= deadline) finish(resolve);
      };
      const timer = setInterval(check, Math.max(2, Math.min(tickMs, 20)));
      const finish = (settle: () => void): void => {
        clearInterval(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }
}
