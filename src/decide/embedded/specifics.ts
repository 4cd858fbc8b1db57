// What an instruction names specifically: ids and numbers an option must hold, words it negates, a value to
// enter written in the words, and key words misspelt against the options' own words.
import { normalise, stem, words, type Tokens } from './tokens.js';

// Ids: letters and digits together ("INV-0150", "A12", "#4521"), or a number of 3+ digits after a word that
// names a record ("order 10432"); not units, ordinals or function keys.
const ID = /#\d+|\b(?=[\p{L}\d-]*\d)(?=[\p{L}\d-]*\p{L})[\p{L}\d]+(?:[-_/.][\p{L}\d]+)*\b|\b\d{3,}\b/gu;
const RECORD_BEFORE =
  /\b(?:invoice|order|ticket|item|row|number|no|id|issue|request|case|account|record|entry|ref|reference|customer|user|employee|booking|receipt|job|build|run|version|room|flight)s?\.?\s*$/iu;
const FUNCTION_KEY = /^f\d{1,2}$/iu;
const UNIT =
  /^\d+(?:[.,]\d+)?(?:st|nd|rd|th|px|pt|em|rem|ft|in|cm|mm|m|km|kg|g|lb|lbs|oz|s|ms|h|hr|hrs|min|am|pm|k|kb|mb|gb|x|d|w|y|mo|yr|yrs)$/iu;
// A number after these is a value to set ("to 150", "by 100"), not something to find.
const VALUE_BEFORE = /(?:\bto|\bby|\bat|\bas|=|\bfrom|\bof|\bx|×|\+|-|\*|\/)\s*$/iu;

/** Id-like spans of the instruction (each as stems), outside quotes and the text to enter. */
export function idsOf(instruction: string, payload: ReadonlySet<string>): string[][] {
  const bare = instruction
    .replace(/["“«「『][^"”»」』]*["”»」』]/gu, ' ')
    .replace(/(^|\s)['‘][^'’]{1,80}['’](?=$|[\s.,;:!?)])/gu, ' ');
  const out: string[][] = [];
  for (const m of bare.matchAll(ID)) {
    const raw = m[0];
    const before = bare.slice(0, m.index);
    if (UNIT.test(raw) || FUNCTION_KEY.test(raw) || VALUE_BEFORE.test(before)) continue;
    if (/^\d+$/u.test(raw) && !RECORD_BEFORE.test(before)) continue;
    const stems = words(normalise(raw)).map(stem);
    if (stems.length && !stems.every((s) => payload.has(s))) out.push(stems);
  }
  return out;
}

const NEGATORS: ReadonlySet<string> = new Set(['without', 'dont', 'not', 'no', 'never', 'nor', 'instead']);
const SKIP: ReadonlySet<string> = new Set(['the', 'a', 'an', 'any', 'my', 'your', 'it', 'them', 'to', 'be']);

/** True when a text says "not" itself ("Don't Save", "Close without Saving"). */
export function negates(tokens: Tokens | null): boolean {
  return tokens !== null && tokens.raw.some((w) => NEGATORS.has(w));
}

// Synonym groups (by their first word's stem) and their opposites: "without saving" asks for discard.
const OPPOSITES: readonly (readonly [string, string])[] = [
  ['save', 'remove'],
  ['confirm', 'cancel'],
  ['check', 'uncheck'],
  ['open', 'close'],
  ['next', 'back'],
  ['login', 'logout'],
];

/** The synonym groups opposite to a group ("remov" for "sav"). */
export function oppositeGroups(group: string): string[] {
  const out: string[] = [];
  for (const [a, b] of OPPOSITES) {
    if (stem(a) === group) out.push(stem(b));
    if (stem(b) === group) out.push(stem(a));
  }
  return out;
}

/** Stems the instruction negates: the first content word after "without", "don't", "not", "no", "never". */
export function negatedOf(tokens: Tokens): string[] {
  const out: string[] = [];
  tokens.raw.forEach((w, i) => {
    if (!NEGATORS.has(w)) return;
    let j = i + 1;
    while (SKIP.has(tokens.raw[j] ?? '')) j += 1;
    const s = tokens.stems[j];
    if (s !== undefined) out.push(s);
  });
  return out;
}

// "type milk into …", "enter 'X' in …", "set … to 'Ada'": the value the words name, when no text is given.
const TEXT_VERB = String.raw`(?:type|enter|write|input|fill in|put|key in)`;
const QUOTED_VALUE = new RegExp(
  String.raw`\b${TEXT_VERB}\s+["'“‘«]([^"'”’»]{1,80})["'”’»]|\b(?:to|as|with)\s+["'“‘«]([^"'”’»]{1,80})["'”’»]\s*[.!]?\s*$`,
  'iu',
);
const BARE_VALUE = new RegExp(
  String.raw`\b${TEXT_VERB}\s+(?!the\b|a\b|an\b|some\b|your\b|my\b|it\b|text\b|this\b|that\b)([\p{L}\d@.+_-]+(?:\s[\p{L}\d@.+_-]+)?)\s+(?:into|in|inside|on)\b`,
  'iu',
);

/** The value to enter that the instruction's own words name, or null. */
export function payloadOf(instruction: string): string | null {
  const quoted = QUOTED_VALUE.exec(instruction);
  if (quoted) return quoted[1] ?? quoted[2] ?? null;
  return BARE_VALUE.exec(instruction)?.[1] ?? null;
}

/**
 * Words people mistype for stop words ("too" for "to"); they mean nothing for matching. Negations written without
 * their apostrophe are never misspelt option words either ("dont" is not "Font").
 */
export const TYPO_STOPS: ReadonlySet<string> = new Set(
  'too teh hte fo ot adn nad th dont wont cant isnt doesnt didnt shouldnt never'.split(' '),
);

/** The option word a misspelt key stands for: one edit away (two for long words), else null. */
export function repairTypo(key: string, vocabulary: ReadonlySet<string>): string | null {
  if (key.length < 4 || !/^\p{L}+$/u.test(key)) return null;
  const budget = key.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestD = budget + 1;
  for (const w of vocabulary) {
    // Never to a three-letter word: "mode" is no typo of the calculator's "mod", nor "cost" of "cos".
    if (Math.abs(w.length - key.length) > budget || w.length < 4) continue;
    const d = editDistance(key, w, budget);
    if (d < bestD || (d === bestD && best !== null && w < best)) {
      best = w;
      bestD = d;
    }
  }
  return bestD <= budget ? best : null;
}

// Damerau-Levenshtein distance (adjacent swaps count once), cut off above `max`.
function editDistance(a: string, b: string, max: number): number {
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      low = Math.min(low, d);
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}
