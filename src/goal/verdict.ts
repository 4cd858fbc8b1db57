// How a clause run ends: `done` only when every step (each value and each action the goal names) reads `done`;
// otherwise the outcome follows the first step that did not land, and the why names every step that is missing.
// Pure.
import type { ClauseReport } from './env.js';
import { redactText } from './record.js';
import type { Outcome } from './types.js';

/** The closing outcome, why and answer of a clause run. */
export interface Verdict {
  outcome: Outcome;
  why: string;
  answer: string;
}

const LANDED: ReadonlySet<string> = new Set(['done', 'unverified']);
const OUTCOME_OF: Readonly<Record<string, Outcome>> = {
  refused: 'refused',
  ambiguous: 'low confidence',
  no_effect: 'stalled',
};

/** True when a step's status lets the run go on to the next clause (done, or delivered but unverified). */
export function landed(status: string): boolean {
  return LANDED.has(status);
}

/** The verdict over every step of the run (steps never reached are reported `not run`). */
export function verdictOf(given: readonly ClauseReport[], clauses: number): Verdict {
  // A press that opened a dialog ("Delete INV-2043" asking "Delete INV-2043?") is done once a later step answered
  // the dialog and was itself done ("confirm the deletion"): with a modal dialog open, the next step acts in it.
  const reports = given.map((r, i) =>
    r.awaits === 'dialog' && r.status === 'unverified' && given[i + 1]?.status === 'done'
      ? { ...r, status: 'done' }
      : r,
  );
  const verified = reports.filter((r) => r.status === 'done').length;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (reports.length > 0 && verified === reports.length) {
    const steps = reports.length > clauses ? `, ${plural(reports.length, 'step')} each verified` : '';
    return {
      outcome: 'done',
      why: `all ${plural(clauses, 'clause')} done${steps}`,
      answer: `Did all ${plural(reports.length, 'step')} of the goal, each verified.`,
    };
  }
  const failed = reports.find((r) => !landed(r.status));
  const outcome = failed ? (OUTCOME_OF[failed.status] ?? 'nothing helps') : 'unverified';
  const missing = reports.filter((r) => r.status !== 'done').map(missingLine);
  const why = `${verified} of ${plural(reports.length, 'step')} verified; missing: ${missing.join('; ')}`;
  return { outcome, why, answer: `Not done: ${why}.` };
}

function missingLine(r: ClauseReport): string {
  return `${redactText(r.instruction)} → ${r.status}${r.code ? ` (${r.code})` : ''}`;
}
