// A cheap lexical score of an option against an instruction, used to order shards.
import { foldText } from '../text.js';
import type { OptionObject } from '../candidates/types.js';

const STOP_WORDS = new Set(
  'a an the to of in on at for and or with by from into onto this that it its is be please then field button box'.split(
    ' ',
  ),
);

/** Lower-cased, stop-word-free, lightly stemmed tokens. */
export function tokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t && !STOP_WORDS.has(t))
    .map((t) => (t.length > 3 && t.endsWith('s') ? t.slice(0, -1) : t));
}

/** Quoted spans of an instruction ('Save', "Delete note", “Large”). */
export function quotedSpans(text: string): string[] {
  return [...text.matchAll(/["'“‘«]([^"'”’»]{1,80})["'”’»]/gu)].map((m) => foldText(m[1] ?? '').trim());
}

const WEIGHTS: [keyof OptionObject, number][] = [
  ['name', 3],
  ['identifier', 2],
  ['help', 2],
  ['within', 1],
  ['current_value', 1],
  ['path', 1],
  ['action', 0.5],
];

/** Scores an option: weighted token overlap, +5 when its name is quoted in the instruction. */
export function lexicalScore(instruction: string, option: OptionObject): number {
  const wanted = new Set(tokens(instruction));
  let score = 0;
  for (const [field, weight] of WEIGHTS) {
    const value = option[field];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    for (const t of new Set(tokens(text))) if (wanted.has(t)) score += weight;
  }
  const name = foldText(option.name ?? '').trim();
  if (name && quotedSpans(instruction).includes(name)) score += 5;
  return score;
}
