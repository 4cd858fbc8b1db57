// Splits a goal into clauses for the embedded default: one act per clause, text only from quoted spans. Pure.
import { foldText } from '../core/text.js';

/** One clause: the plain-words instruction, and the exact text it enters when it is a text clause. */
export interface Clause {
  instruction: string;
  text?: string;
  /** The clause asks to enter text but quotes none (the default never invents text). */
  needsQuote?: true;
}

/** The offsets in `text` where a word a part-of-speech tagger reads as a verb starts (src/goal/tagger.ts). */
export type VerbTagger = (text: string) => ReadonlySet<number>;

const QUOTED = /(?<=^|[\s([{,:;])(?:'([^']+)'|"([^"]+)"|‘([^’]+)’|“([^”]+)”|«([^»]+)»)(?=$|[\s)\]},.;:!?])/gu;
const VERBS =
  'click|press|tap|hit|enter|type|set|fill|choose|select|pick|tick|check|uncheck|toggle|open|go|save|submit|write|put|add|search|scroll|close|switch|change|rename|clear|delete|remove|archive|buy|log|sign|mark|send|confirm|accept|dismiss|cancel|expand|collapse|turn|star|like|follow';
const SEPARATORS = new RegExp(
  `\\s*;\\s*|\\.\\s+|,?\\s+(?:and\\s+)?(?:after\\s+(?:that|this)|afterwards|once\\s+(?:that\\s+is|that's)\\s+done)[,:]?\\s+|,?\\s+followed\\s+by\\s+|,?\\s+and\\s+then\\s+|,?\\s+then\\s+|,\\s*(?:and\\s+)?(?=(?:${VERBS})\\b)|\\s+and\\s+(?=(?:${VERBS})\\b)`,
  'iu',
);
const CLICK_VERBS =
  /^(?:click|press|tap|hit|tick|check|uncheck|toggle|open|go|expand|collapse|star|like|follow)\b/u;
const TEXT_VERBS = /^(?:enter|type|fill|write|put|rename)\b/u;
const LEADING = /^(?:(?:and|then|first|finally|next|also|please|now)\b[\s,]*)+/iu;
// Assent said along the way ("…, and yes, I'm sure: go ahead", "ok, go ahead"): the caller's tone, not a step.
const ASSENT_WORDS = String.raw`(?:yes|yeah|yep|sure|ok(?:ay)?|(?:i'?m|i am|we'?re)\s+sure|go\s+ahead)`;
const ASSENT = new RegExp(
  String.raw`(?:\s*[,;:]\s*(?:and\s+)?|\s+and\s+)${ASSENT_WORDS}(?:[\s,:]+${ASSENT_WORDS})*[\s,:.!?]*$`,
  'iu',
);

/** The exact texts inside quotes ('…', "…", ‘…’, “…”, «…»), in order; apostrophes inside words are not quotes. */
export function quotedSpans(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => m.slice(1).find((g) => g !== undefined) ?? '');
}

/** Each quoted span with its quotes (`raw`) and where the whole quoted text starts and ends in `text`. */
export function quotedMatches(text: string): { text: string; raw: string; start: number; end: number }[] {
  return [...text.matchAll(QUOTED)].map((m) => ({
    text: m.slice(1).find((g) => g !== undefined) ?? '',
    raw: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** https URLs named in a goal (sites open_url may show). */
export function goalUrls(goal: string): string[] {
  return [
    ...new Set(
      [...goal.matchAll(/https:\/\/[^\s'"“”‘’«»<>]+/gu)].map((m) => m[0].replace(/[.,;:!?)]+$/u, '')),
    ),
  ];
}

/**
 * Splits a goal into clauses ("enter 'Juan' in the name field, then click Submit" → two). With a tagger, a
 * lower-case verb after "and" or a comma starts a clause too, whatever the verb ("filter by 'Ada' and sort by Age");
 * capitalised words there are taken as names ("tick Email, Call and Text").
 */
export function splitClauses(goal: string, tagger?: VerbTagger): Clause[] {
  const spans: string[] = [];
  const protectedGoal = goal.replace(QUOTED, (whole) => {
    spans.push(whole);
    return `\uE000${spans.length - 1}\uE001`;
  });
  return protectedGoal
    .split(SEPARATORS)
    .flatMap((part) => (tagger ? splitAtVerbs(part, tagger) : [part]))
    .map((part) => part.replace(/\uE000(\d+)\uE001/gu, (_, n: string) => spans[Number(n)] ?? ''))
    .map((part) =>
      part
        .replace(LEADING, '')
        .replace(ASSENT, '')
        .replace(/[\s.!]+$/u, '')
        .trim(),
    )
    .filter((part) => part.length > 0)
    .map(toClause);
}

// Cuts a part before each lower-case verb that follows "and" or a comma.
function splitAtVerbs(part: string, tagger: VerbTagger): string[] {
  const verbs = tagger(part);
  const out: string[] = [];
  let from = 0;
  for (const m of part.matchAll(/\s*,\s*(?:and\s+)?|\s+and\s+/gu)) {
    const next = m.index + m[0].length;
    if (!verbs.has(next) || !/^\p{Ll}/u.test(part.slice(next))) continue;
    out.push(part.slice(from, m.index));
    from = next;
  }
  out.push(part.slice(from));
  return out;
}

function toClause(instruction: string): Clause {
  const folded = foldText(instruction);
  const spans = quotedSpans(instruction);
  if (spans.length === 0) {
    const asksText = TEXT_VERBS.test(folded) || /^(?:set|change)\b.*\bto\b/u.test(folded);
    return asksText ? { instruction, needsQuote: true } : { instruction };
  }
  if (CLICK_VERBS.test(folded)) return { instruction };
  return { instruction, text: textSpan(instruction, spans) };
}

// The span after " to " or " as " wins ("change 'Small' to 'Large'"); else the first.
function textSpan(instruction: string, spans: string[]): string {
  for (const span of spans) {
    const at = instruction.indexOf(span);
    const before = foldText(instruction.slice(Math.max(0, at - 5), at));
    if (/\b(?:to|as)\s+['"‘“«]$/u.test(before)) return span;
  }
  return spans[0] ?? '';
}
