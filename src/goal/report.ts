// What a run prints: the dry run's state, questions, probabilities and intent, and the closing lines. Pure.
import type { SystemOneRequest } from '../core/decision/systemone.js';
import type { ClauseReport, GoalResult } from './env.js';
import { actionLine, targetName } from './history.js';
import { redactText } from './record.js';
import type { Decision } from './types.js';

const TOP = 6;

/** "would: clicked 'Save' (confidence 0.88 ≥ 0.40)" and the reason it would stop instead, if any. */
export function intentLine(d: Decision, minConfidence: number): string {
  const c = `confidence ${d.confidence.toFixed(2)}`;
  if (d.kind === 'done') return `would stop: done (${c})`;
  if (d.kind === 'none') return `would stop: nothing helps (${c})`;
  if (d.confidence < minConfidence) return `would stop: low confidence (${c} < ${minConfidence.toFixed(2)})`;
  const what =
    d.kind === 'type_text' && d.target ? `type into ${targetName(d.target)}` : actionLine(d.kind, d.target);
  return `would: ${what} (${c} ≥ ${minConfidence.toFixed(2)})`;
}

/** The dry run's report: state, each question with its options, the probabilities, and the intent. */
export function dryRunLines(request: SystemOneRequest, d: Decision, minConfidence: number): string[] {
  const lines = [
    'state:',
    ...JSON.stringify(request.state, null, 2)
      .split('\n')
      .map((l) => `  ${l}`),
  ];
  for (const [id, question] of Object.entries(request.questions)) {
    if (question.type !== 'choice') continue;
    lines.push(`question ${id}:`);
    for (const [label, text] of Object.entries(question.criteria)) lines.push(`  ${label}: ${String(text)}`);
  }
  for (const [id, probs] of Object.entries(d.probabilities)) {
    const top = Object.entries(probs)
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([label, p]) => `${label} ${p.toFixed(2)}`);
    lines.push(`answer ${id}: ${top.join(', ')}`);
  }
  lines.push(intentLine(d, minConfidence));
  return lines;
}

/** One line per step (each value and each action): "1. Set the name to 'Grace Hopper' → done: …". */
export function clauseLines(clauses: readonly ClauseReport[]): string[] {
  return clauses.map(
    (c, i) =>
      `${i + 1}. ${redactText(c.instruction)} → ${c.status}${c.code ? ` (${c.code})` : ''}${c.did ? `: ${c.did}` : ''}; ${c.message}`,
  );
}

/** The closing lines: outcome, answer, and the calls line. */
export function closingLines(result: GoalResult): string[] {
  const lines = [
    `outcome: ${result.outcome}${result.achieved && result.outcome !== 'done' ? ' (achieved)' : ''} — ${result.why}`,
  ];
  if (result.clauses) lines.push(...clauseLines(result.clauses));
  if (result.answer) lines.push(`answer: ${result.answer}`);
  lines.push(result.timings.callsLine());
  return lines;
}

/** The answer a run gives without a writer: why it stopped and what it did. */
export function localAnswer(outcome: string, why: string, history: readonly string[]): string {
  const did = history.length ? `Did: ${history.join('; ')}.` : 'Took no action.';
  return `Stopped (${outcome}): ${why}. ${did}`;
}
