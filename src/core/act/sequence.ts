// Words that say steps in order ("untick Show tips on startup, then close"): each is a step of its own, so the
// answer is done only when every one is (the first alone was answered done while the dialog stayed open).
import { quotedValues } from '../wanted.js';
import type { ActStep } from './types.js';

// Lower case: "Then" written with a capital inside the words is a name ("click the Then button").
const THEN = /\s*(?:[,;]\s*)?(?:\band\s+)?\bthen\s+/gu;

/** The steps the words say, in order: the step itself when they say one, or it carries a text or an id. */
export function saidSteps(step: ActStep): ActStep[] {
  const words = step.instruction;
  if (words === undefined || step.candidateId !== undefined || step.text !== undefined) return [step];
  // A "then" inside a quoted value is part of the value.
  let masked = words;
  for (const quoted of quotedValues(words)) masked = masked.replace(quoted, '\u0000'.repeat(quoted.length));
  const parts: string[] = [];
  let from = 0;
  for (const match of masked.matchAll(THEN)) {
    parts.push(words.slice(from, match.index));
    from = match.index + match[0].length;
  }
  parts.push(words.slice(from));
  const said = parts.map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p));
  return said.length > 1 && said.length === parts.length
    ? said.map((instruction) => ({ ...step, instruction }))
    : [step];
}
