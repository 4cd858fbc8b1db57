// What a goal run is given (options and injected I/O) and what it returns.
import type { ActContext } from '../core/act/context.js';
import type { Now } from './clock.js';
import type { RunRecorder } from './record.js';
import type { RunTimings } from './timing.js';
import type { Outcome, UserReply } from './types.js';
import type { Writer } from './writer.js';

/** The command-line options of a run. */
export interface GoalOptions {
  goal: string;
  windowId: string;
  /** Without it the run is a dry run of one step. */
  act: boolean;
  steps: number;
  /** Settle time after each action; null = auto (the act pipeline's own verification wait). */
  delayMs: number | null;
  handoffs: number;
  minConfidence: number;
}

/** Someone at the terminal (stdin is a TTY), or nobody. */
export interface Terminal {
  readonly interactive: boolean;
  ask(question: string, signal: AbortSignal): Promise<string>;
}

/** A browser that can open a URL in a window (the browser driver's navigate). */
export interface Navigator {
  open(windowId: string, url: string, signal: AbortSignal): Promise<void>;
}

/** The injected I/O of a run. Every call takes the run's signal (ctx.signal). */
export interface GoalEnv {
  ctx: ActContext;
  writer?: Writer | undefined;
  terminal?: Terminal | undefined;
  recorder?: RunRecorder | undefined;
  navigator?: Navigator | undefined;
  screenshot?: ((windowId: string, signal: AbortSignal) => Promise<Uint8Array>) | undefined;
  now(): Now;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** One printed line (a step's timing line, the dry run's details). */
  report(line: string): void;
  /** How long a `wait` waits (ms). */
  waitMs: number;
}

/** The final status of one step of a clause run (embedded default): a value entered or an action taken. */
export interface ClauseReport {
  instruction: string;
  text?: string;
  /** The field a value step is bound for, as the goal names it. */
  field?: string;
  status: string;
  code?: string;
  /** The step opened a dialog that a later step must answer (a delete's "Are you sure?"). */
  awaits?: 'dialog';
  did?: string;
  /** The tab or section opened to find the step's target, when it was not on screen. */
  revealed?: string;
  message: string;
}

/** What a run ends with. */
export interface GoalResult {
  outcome: Outcome;
  achieved: boolean;
  answer: string;
  why: string;
  steps: number;
  history: string[];
  userSaid: UserReply[];
  windowId: string;
  timings: RunTimings;
  clauses?: ClauseReport[];
}
