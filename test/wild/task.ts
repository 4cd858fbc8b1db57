// What a wild task is: act calls as a caller writes them and the end state the judge must read back.
import type { Library, WildStates } from './judge.js';

/** One act call, as a caller would write it: words, the exact text for text entry, and a confirmed deletion. */
export interface ActStep {
  instruction: string;
  text?: string;
  allowDestructive?: boolean;
}

/** A task on one library's page. */
export interface WildTask<L extends Library = Library> {
  id: string;
  library: L;
  acts: ActStep[];
  /** The whole end state expected, from the state read before the first act. */
  expect: (before: WildStates[L]) => WildStates[L];
  /**
   * The honest answer is not done (a control that is not there, a secret field, a disabled date): the task
   * passes when the judge finds the expected state and some act answered other than done; done on every act is a
   * false success even when nothing changed.
   */
  refuse?: boolean;
}

// Typed per library where it is written; stored as the common WildTask (TypeScript cannot relate a task's
// library to its expect function across the union, so the one cast sits here).
/** A task on one library's page. */
export function task<L extends Library>(
  id: string,
  library: L,
  acts: ActStep[],
  expect: (before: WildStates[L]) => WildStates[L],
): WildTask {
  return { id, library, acts, expect } as unknown as WildTask;
}

/** A task whose honest answer is not done, with the page left as it was (or as `expect` says). */
export function refusal<L extends Library>(
  id: string,
  library: L,
  acts: ActStep[],
  expect: (before: WildStates[L]) => WildStates[L] = (s) => s,
): WildTask {
  return { ...task(id, library, acts, expect), refuse: true };
}

/** How a task's attempt is scored from its act statuses and the judge's differences. */
export interface Score {
  pass: boolean;
  /** Every act answered done, yet the task did not pass. */
  falseSuccess: boolean;
  differences: string[];
}

/** Scores an attempt: done on every act is a false success unless the judge agrees and the task wanted done. */
export function score(
  task: Pick<WildTask, 'acts' | 'refuse'>,
  statuses: string[],
  differences: string[],
): Score {
  const allDone = statuses.length === task.acts.length && statuses.every((s) => s === 'done');
  const all =
    task.refuse && allDone ? [...differences, 'every act done: the honest answer is not'] : differences;
  return { pass: all.length === 0, falseSuccess: allDone && all.length > 0, differences: all };
}
