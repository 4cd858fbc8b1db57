// Waiting the right amount after an action: until the page has landed, judged from CDP events (loading
// frames, responses, dialogs) and a page-side mutation clock. The clock is read from Node, because a
// background tab's own timers are throttled to a few per second.
import { orAfter } from '../../core/limits.js';
import type { Idle } from './page/types.js';
import { DialogInterrupt, type OpenDialog, type Tab } from './tab.js';

/** How long the DOM must stay still, and the bound on the whole wait (ms). */
export interface SettleOptions {
  quietMs?: number;
  maxMs?: number;
}

// 40 ms of stillness catches handlers that update the DOM after a timer; the bound keeps busy pages from
// stalling an act (the next snapshot then says loading).
const QUIET_MS = 40;
const MAX_MS = 3000;
// A transition's end often starts the next (Bootstrap fades the backdrop in, then the dialog, from the first's
// transitionend): stillness after an animation counts from when it was last seen running, for longer.
const AFTER_ANIMATION_MS = 120;
const CONTEXT_GONE = /Cannot find context|context was destroyed|navigated|No frame/i;

/** Waits until the tab is quiet; returns a dialog that opened meanwhile, else null. */
export async function settle(
  tab: Tab,
  signal: AbortSignal,
  options: SettleOptions = {},
): Promise<OpenDialog | null> {
  const started = Date.now();
  const deadline = started + (options.maxMs ?? MAX_MS);
  const quietMs = options.quietMs ?? QUIET_MS;
  // Stillness counts from the action or the last network or loading change, whichever is later.
  let mark = started;
  let animatedAt = -Infinity;
  for (;;) {
    signal.throwIfAborted();
    const left = deadline - Date.now();
    if (tab.dialog) return tab.dialog;
    if (tab.closed || left <= 0) return null;
    if (tab.loading() || tab.pendingRequests() > 0) {
      // Bounded so a long poll that has just started cannot hold the act until the deadline.
      await tab.nextChange(Math.min(left, 250));
      mark = Date.now();
      continue;
    }
    let page: Idle;
    try {
      page = await tab.frames.call<Idle>(tab.session, tab.targetId, 'idle', []);
    } catch (error: unknown) {
      if (error instanceof DialogInterrupt) return error.dialog;
      if (!(error instanceof Error) || !CONTEXT_GONE.test(error.message)) throw error;
      // The document went away under the wait (a navigation): wait for the next one to load.
      await tab.nextChange(Math.min(left, 100));
      mark = Date.now();
      continue;
    }
    // While an animation runs it was last seen now, so the stillness after it is not yet long enough.
    if (page.animating) animatedAt = Date.now();
    const still = Math.min(page.still, Date.now() - mark);
    const sinceAnimation = Date.now() - animatedAt;
    if (still >= quietMs && sinceAnimation >= AFTER_ANIMATION_MS && page.ready === 'complete' && !page.busy)
      return null;
    const wait = Math.max(quietMs - still, AFTER_ANIMATION_MS - sinceAnimation);
    await tab.nextChange(Math.max(5, Math.min(left, wait)));
  }
}

/** How long the page may take to answer whether it is idle before it counts as loading (ms). */
const IDLE_PROBE_MS = 1000;

/**
 * Whether the tab is loading now: a frame loading, a navigation waiting for its document, or its document not
 * complete or busy. Cheaper than a snapshot (no page walk). A page that does not answer within 1 s (a document
 * being replaced, a busy main thread) counts as loading; an open dialog as not.
 */
export async function loadingNow(tab: Tab): Promise<boolean> {
  if (tab.dialog) return false;
  if (tab.loading()) return true;
  const probe = tab.frames.call<Idle>(tab.session, tab.targetId, 'idle', []).then(
    (page) => page.ready !== 'complete' || page.busy || tab.loading(),
    (error: unknown) => {
      if (error instanceof DialogInterrupt) return false;
      if (error instanceof Error && CONTEXT_GONE.test(error.message)) return true;
      throw error;
    },
  );
  // A probe that loses the race may still fail later; it is no longer anyone's answer.
  probe.catch(() => undefined);
  return orAfter(probe, IDLE_PROBE_MS, true);
}
