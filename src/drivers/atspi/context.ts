// What an action runs with, the outcomes every action shares, and the wait for an action's effect.
import { sleep } from '../../core/limits.js';
import type { PerformOutcome } from '../../core/driver.js';
import type { AtspiBus } from './bus.js';
import type { EffectWatch, SettlePlan } from './effects.js';
import { refOf, type Ref } from './narrow.js';
import type { WindowEntry } from './windows.js';

/** What one action needs. */
export interface ActContext {
  bus: AtspiBus;
  win: WindowEntry;
  effects: EffectWatch;
  presses: PressClock;
  /** A fingerprint of the window's text fields, for changes that send no event. */
  textProbe: () => Promise<string>;
  signal: AbortSignal;
}

// GTK4 presses land ~250 ms after DoAction, and a press of the same button inside that time is dropped.
const GTK4_REPRESS_MS = 260;

/** An outcome that did not act. */
export type Refusal = Extract<PerformOutcome, { ok: false }>;

/** The refusal of an action the driver cannot do in the background. */
export const notSupported = (message: string): Refusal => ({ ok: false, code: 'not_supported', message });
/** The refusal of an action on a control that went away. */
export const targetGone: Refusal = {
  ok: false,
  code: 'target_gone',
  message: 'the control is no longer on the window; observe again',
};

/** When each GTK4 button was last pressed, so repeats are spaced out. */
export class PressClock {
  private readonly last = new Map<string, number>();

  /** Waits until the same button may be pressed again. */
  async ready(handle: string, signal: AbortSignal): Promise<void> {
    const wait = (this.last.get(handle) ?? 0) + GTK4_REPRESS_MS - Date.now();
    if (wait > 0) await sleep(wait, signal);
  }

  /**
   * Records a press when its reply came: the app started the 250 ms activation somewhere before that, so
   * counting from the reply keeps the spacing safe when a loaded app answers late.
   */
  pressed(handle: string): number {
    const at = Date.now();
    this.last.set(handle, at);
    return at;
  }
}

/** The reference of a handle when it belongs to the window's application, else null. */
export function ownRef(ctx: ActContext, handle: string): Ref | null {
  const ref = refOf(handle);
  return ref && ref.bus === ctx.win.app.bus ? ref : null;
}

/** Waits for the effect of an action made at `at`: GTK4 presses land ~250 ms later, GTK3 ones in its next idle. */
export async function settle(ctx: ActContext, kind: 'press' | 'edit', at: number): Promise<void> {
  const gtk4 = ctx.win.app.toolkit === 'gtk4';
  await ctx.effects.settle(ctx.win.app.bus, settlePlan(gtk4, kind, at, ctx.textProbe), ctx.signal);
}

// GTK4: a press lands at +250 ms. gnome-calculator then shows a result from a 100 ms timer without a text event
// (only its history announces it), so an event alone earns a longer quiet than a seen change of the text.
function settlePlan(
  gtk4: boolean,
  kind: 'press' | 'edit',
  at: number,
  probe: () => Promise<string>,
): SettlePlan {
  if (kind === 'edit') return { notBefore: at, firstBy: at + 15, quietMs: 5, latest: at + 100 };
  if (gtk4)
    return {
      notBefore: at + 250,
      firstBy: at + 900,
      quietMs: 110,
      afterChangeMs: 60,
      latest: at + 900,
      probe,
    };
  return { notBefore: at, firstBy: at + 60, quietMs: 10, latest: at + 250 };
}
