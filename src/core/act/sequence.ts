// Words that say steps in order ("untick Show tips on startup, then close"): each is a step of its own, so the
// answer is done only when every one is (the first alone was answered done while the dialog stayed open).
import { quotedValues } from '../wanted.js';
import type { ActStep } from './types.js';

// Lower case: "Then" written with a capital inside the words is a name ("click the Then button").
const THEN = /\s*(?:[,;]\s*)?(?:\band\s+)?\bthen\s+/gu;

// "open the filters panel and include viewers", "go to sharing and share everything": words that first go
// somewhere and then do a thing there (a verb in lower case after "and", or "and go back") are two steps. Other words joined by
// "and" ("save and close", "click Save and Close") stay one.
const GO_THEN_DO =
  /^\s*(?:please\s+)?(?:open|go\s+to|go|switch\s+to|navigate\s+to|show|expand|bring\s+up)\b.*?(\s+and\s+)(?=(?:go\s+back|go\s+up|come\s+back|include|exclude|choose|select|pick|share|free|set|type|enter|fill|tick|check|uncheck|untick|turn|switch|click|press|tap|save|add|remove|delete|clear|export|make|change|close|find|search|sort|filter|hide|enable|disable|allow|upload|download|rename|mark)\b)/u;

// "enter 2+2 in the display and press equals", "type 12+30 and hit Return": text, then a press (gnome-calculator's
// display was typed into and the answer said done, without equals).
const TYPE_THEN_PRESS =
  /^\s*(?:please\s+)?(?:enter|type|key\s+in|write|input|fill\s+in)\b.*?(\s+and\s+)(?=(?:press|hit|click|tap|push)\b)/u;

/** The steps the words say, in order: the step itself when they say one, or it carries a text or an id. */
export function saidSteps(step: ActStep): ActStep[] {
  const words = step.instruction;
  if (words === undefined || step.candidateId !== undefined || step.text !== undefined) return [step];
  // A "then" inside a quoted value is part of the value.
  const masked = maskQuotes(words);
  const parts: string[] = [];
  let from = 0;
  for (const match of masked.matchAll(THEN)) {
    parts.push(words.slice(from, match.index));
    from = match.index + match[0].length;
  }
  parts.push(words.slice(from));
  const split = parts.flatMap((part) => {
    const m = GO_THEN_DO.exec(maskQuotes(part)) ?? TYPE_THEN_PRESS.exec(maskQuotes(part));
    const and = m?.[1];
    if (!m || and === undefined) return [part];
    const at = m.index + m[0].length - and.length;
    return [part.slice(0, at), part.slice(at + and.length)];
  });
  const said = split.map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p));
  return said.length > 1 && said.length === split.length
    ? said.map((instruction) => ({ ...step, instruction }))
    : [step];
}

// The words with each quoted value blanked out, at the same length.
function maskQuotes(words: string): string {
  let masked = words;
  for (const quoted of quotedValues(words)) masked = masked.replace(quoted, '\u0000'.repeat(quoted.length));
  return masked;
}
