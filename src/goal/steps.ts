// The requirements of a goal for the embedded default: a clause that names a value per field becomes one step per
// value ("the username 'vina' and the password 'US'" → two), a verb over a list becomes one step per item
// ("tick A, B and C" → three), and a quoted value with no field of its own is kept as a step that is never run,
// so it is reported instead of dropped. Pure.
import { asksToRemove } from '../core/intent.js';
import { destructiveReason } from '../core/safety.js';
import { escapeRegExp, foldText } from '../core/text.js';
import { quotedMatches, splitClauses, type Clause, type VerbTagger } from './clauses.js';

/** One step of a run: one act, or a value the goal names that no step can carry (`unplaced`). */
export interface GoalStep extends Clause {
  /** The field the step's value goes into, as the goal names it ("the password"). */
  field?: string;
  /** A quoted value the clause names with no field of its own: reported, never entered. */
  unplaced?: true;
}

/** One clause of the goal and the steps it becomes. */
export interface StepGroup {
  clause: Clause;
  steps: GoalStep[];
  /** For a verb over a list: the list as written ("A, B and C"), run as one step when a control bears it whole. */
  list?: string;
}

type Span = ReturnType<typeof quotedMatches>[number];

const TEXT_VERB = /^(enter|type|fill(?:\s+in|\s+out)?|write|put|set|change|input)\s+/iu;
const LIST_VERB =
  /^(select|tick|check|uncheck|untick|toggle|click|press|tap|choose|pick|mark|star|add|remove)\s+(.+)$/iu;
const PREPOSITION = /^(?:to|as|from|into|in|with|for|of|by|on|at)$/u;
const CONNECTOR = /^[\s,]*(?:(?:and|then)\s+)?|(?:[\s,]+(?:and|then))?[\s,:]*$/giu;
const ITEM_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u;
const SCOPE = /\s+((?:(?:in|on|under|within|inside)\s+the|to|from)\s+.+)$/iu;
const REFERENCE = /(?:^|\s)(?:to|as|from|into|in|with|for|of|by|on|at|named|called)\s*$/iu;
const MAX_WORDS = 6;

/** The goal's clauses, each with the steps it becomes, in order (a tagger finds verbs the word list lacks). */
export function goalSteps(goal: string, tagger?: VerbTagger): StepGroup[] {
  return splitClauses(goal, tagger).map(expandClause);
}

/** The steps of one clause: per value, per list item, or the clause itself (plus any value it cannot place). */
export function expandClause(clause: Clause): StepGroup {
  if (clause.needsQuote) return { clause, steps: [clause] };
  const values = clause.text !== undefined ? valueSteps(clause.instruction) : null;
  if (values) return { clause, steps: values };
  const list = listSteps(clause.instruction);
  if (list) return { clause, steps: list.steps, list: list.whole };
  return { clause, steps: [clause, ...unplaced(clause)] };
}

function valueSteps(instruction: string): GoalStep[] | null {
  const verb = TEXT_VERB.exec(instruction);
  const spans = quotedMatches(instruction);
  if (!verb || spans.length < 2) return null;
  const fields =
    fieldsBefore(instruction, verb[0].length, spans, /^(?:set|change)\s/iu.test(verb[0])) ??
    fieldsAfter(instruction, verb[0].length, spans);
  if (!fields || new Set(fields.map(foldText)).size !== fields.length) return null;
  const word = verb[1] ?? 'enter';
  return spans.map((s, i) => valueStep(word, s, fields[i] ?? ''));
}

// "Enter the username 'vina' and the password 'US' …": each value follows the name of its field; after set or
// change, with "to" between ("set Name to 'Ada' and Email to 'a@b.c'").
function fieldsBefore(instruction: string, from: number, spans: Span[], setVerb: boolean): string[] | null {
  const fields = spans.map((s, i) => {
    const gap = phrase(instruction.slice(i === 0 ? from : (spans[i - 1]?.end ?? 0), s.start));
    return setVerb ? gap.replace(/\s+to$/iu, '') : gap;
  });
  return fields.every(isFieldName) ? fields : null;
}

// "Enter 'vina' as the username and 'US' as the password": each value is followed by its field.
function fieldsAfter(instruction: string, from: number, spans: Span[]): string[] | null {
  if (instruction.slice(from, spans[0]?.start ?? 0).trim() !== '') return null;
  const fields = spans.map((s, i) => {
    const gap = phrase(instruction.slice(s.end, spans[i + 1]?.start ?? instruction.length));
    return /^(?:into|in|as|for)\s+(.+)$/iu.exec(gap)?.[1] ?? '';
  });
  return fields.every(isFieldName) ? fields : null;
}

function phrase(gap: string): string {
  return gap.replace(CONNECTOR, '');
}

function isFieldName(text: string): boolean {
  const words = foldText(text).split(/\s+/u).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  return (
    first !== undefined &&
    last !== undefined &&
    words.length <= MAX_WORDS &&
    !PREPOSITION.test(first) &&
    !PREPOSITION.test(last)
  );
}

function valueStep(verb: string, span: Span, field: string): GoalStep {
  const v = foldText(verb);
  const instruction = /^(?:set|change)$/u.test(v)
    ? `${verb} ${field} to ${span.raw}`
    : v.startsWith('fill')
      ? `Fill ${field} with ${span.raw}`
      : `${verb} ${span.raw} into ${field}`;
  return { instruction, text: span.text, field };
}

function listSteps(instruction: string): { steps: GoalStep[]; whole: string } | null {
  const spans = quotedMatches(instruction).map((s) => s.raw);
  let guarded = instruction;
  for (const [i, s] of [...quotedMatches(instruction).entries()].reverse())
    guarded = `${guarded.slice(0, s.start)}\uE000${i}\uE001${guarded.slice(s.end)}`;
  const restore = (text: string): string =>
    text.replace(/\uE000(\d+)\uE001/gu, (_, n: string) => spans[Number(n)] ?? '');
  const m = LIST_VERB.exec(guarded);
  if (!m) return null;
  const [, verb = '', object = ''] = m;
  const scope = SCOPE.exec(object);
  const listed = scope ? object.slice(0, scope.index) : object;
  const items = sharedNoun(listed.split(ITEM_SEPARATOR).map((i) => i.trim()));
  const words = (t: string): number => t.split(/\s+/u).filter(Boolean).length;
  if (items.length < 2 || items.some((i) => words(i) === 0 || words(i) > MAX_WORDS)) return null;
  const steps: GoalStep[] = [];
  for (const item of items) {
    const split = splitClauses(restore(`${verb} ${item}${scope ? ` ${scope[1] ?? ''}` : ''}`));
    if (split.length !== 1 || !split[0]) return null;
    steps.push(split[0]);
  }
  return { steps, whole: restore(listed) };
}

// "add the Bug and Urgent tags": the plural noun after the last item is every item's ("the Bug tag", "the Urgent tag"),
// when the list starts with "the" and its other items are short names (a noun phrase waiting for its noun; "tick
// Wrap lines and Line numbers" is two names). Held-out goals ran "add the Bug" and "add Urgent tags" instead.
const PLURAL = /^(.+\S)\s+([a-z]{2,}(?:ies|[^s]s|[sxz]es|[cs]hes))$/u;

function sharedNoun(items: string[]): string[] {
  const last = PLURAL.exec(items[items.length - 1] ?? '');
  if (!last || items.length < 2) return items;
  const [, item = '', plural = ''] = last;
  if (!/^the\s/iu.test(items[0] ?? '') || items.slice(1, -1).some((i) => i.split(/\s+/u).length > 2))
    return items;
  if ((items[0] ?? '').split(/\s+/u).length > 2) return items;
  const one = plural.endsWith('ies')
    ? `${plural.slice(0, -3)}y`
    : /(?:[sxz]|[cs]h)es$/u.test(plural)
      ? plural.slice(0, -2)
      : plural.slice(0, -1);
  return [...items.slice(0, -1), item].map((i) => `${/^the\s/iu.test(i) ? '' : 'the '}${i} ${one}`);
}

// Quoted values the clause's one act does not carry: not its text, not the object of its verb ("rename 'Old' to
// 'New'"), not a reference after a preposition ("from 'Small'", "into 'Notes'"). E.g. "type 'a' and 'b' into
// Notes": 'b'; "log in with username 'vina' and password 'US'": 'US'.
function unplaced(clause: Clause): GoalStep[] {
  const spans = quotedMatches(clause.instruction);
  if (clause.text === undefined || spans.length < 2) return [];
  const verb = TEXT_VERB.exec(clause.instruction)?.[1] ?? 'enter';
  const out: GoalStep[] = [];
  for (const [i, s] of spans.entries()) {
    const before = clause.instruction.slice(spans[i - 1]?.end ?? 0, s.start);
    const object = i === 0 && /^\s*\S+\s*$/u.test(before);
    if (s.text === clause.text || object || REFERENCE.test(before)) continue;
    const instruction = [verb, phrase(before), s.raw].filter(Boolean).join(' ');
    out.push({ instruction, text: s.text, unplaced: true });
  }
  return out;
}

/**
 * A destructive control runs only when the step itself names it ("click Delete note") or names what makes it
 * destructive, in any form ("confirm the deletion" for "Yes, delete it", "send the invitation" for "Send invitation");
 * a key press that may confirm something, only when the step names the key ("press Enter").
 */
export function namesAction(instruction: string, does: string | undefined): boolean {
  const words = foldText(instruction);
  const key = /^press (\S+)$/u.exec(does ?? '')?.[1];
  if (key !== undefined) return namesKey(words, key);
  const label = /"([^"]+)"/u.exec(does ?? '')?.[1];
  if (label === undefined) return false;
  if (wordAt(words, escapeRegExp(foldText(label)))) return true;
  const reason = destructiveReason({ role: 'button', label });
  if (reason === null) return false;
  // "Remove invoice INV-2044" names a Delete button: taking something away is said many ways.
  if (asksToRemove(reason) && asksToRemove(words)) return true;
  return wordAt(words, `${escapeRegExp(foldText(reason).replace(/e$/u, ''))}(?:e|es|ed|ing|ion|ions|al|s)?`);
}

// The words for a key a step may press ("Enter" is Return's name on most keyboards).
const KEY_WORDS: Readonly<Record<string, string>> = {
  return: 'return|enter',
  space: 'space|spacebar|space bar',
};

// A key press ("press Return", whose key may confirm a focused button) is named by its key after a pressing verb,
// or before "key": "press Enter to evaluate it", "hit the Return key".
function namesKey(words: string, key: string): boolean {
  const said = KEY_WORDS[foldText(key)] ?? escapeRegExp(foldText(key));
  return wordAt(words, `(?:(?:press|hit|push|tap|strike)(?: the)? (?:${said})|(?:${said}) key)`);
}

// Whether the pattern occurs as whole words of the text.
function wordAt(text: string, pattern: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u').test(text);
}
