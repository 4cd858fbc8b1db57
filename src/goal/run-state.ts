// The mutable record of a loop run: history, stall counters, focus and replies, screens seen, timings.
import { StallRules } from './stall.js';
import { RunTimings } from './timing.js';
import type { Outcome, UserReply } from './types.js';

const SCREENS_LINES = 600;

/** Why the loop stopped. */
export interface Stop {
  outcome: Outcome;
  why: string;
}

/** One loop run's state. */
export class LoopRun {
  readonly history: string[] = [];
  readonly stall = new StallRules();
  readonly timings = new RunTimings();
  readonly userSaid: UserReply[] = [];
  readonly earlierStops: { after_action: number; why: string; focus_given: string }[] = [];
  /** Quoted spans of the goal already typed (the default text source without a writer). */
  readonly typedSpans = new Set<string>();
  focus: string | undefined;
  actionsSinceFocus = 0;
  step = 0;
  answer = '';
  achieved = false;
  /** The app and URL of the last screen seen. */
  app = '';
  url = '';
  private readonly screens: string[][] = [];

  constructor(public windowId: string) {}

  /** Remembers a screen's text when it differs from the last one kept. */
  see(lines: string[]): void {
    const last = this.screens[this.screens.length - 1];
    if (last && last.length === lines.length && last.every((l, i) => l === lines[i])) return;
    this.screens.push(lines);
  }

  /** Distinct earlier screens, newest first, within a 600-line budget (the current one left out). */
  earlierScreens(): string[][] {
    const out: string[][] = [];
    let budget = SCREENS_LINES;
    for (const screen of this.screens.slice(0, -1).reverse()) {
      if (budget <= 0) break;
      out.push(screen.slice(0, budget));
      budget -= screen.length;
    }
    return out;
  }

  /** The current screen's text. */
  currentScreen(): string[] {
    return this.screens[this.screens.length - 1] ?? [];
  }
}
