// What an instruction asks for: its key words, verb classes, role words, ordinal, direction, quotes and text shape.
import {
  DIRECTIONS,
  NAMING_STOP_WORDS,
  OPERATION_VERBS,
  ORDINALS,
  PLACE_WORDS,
  ROLE_CLASSES,
  ROLE_WORDS,
  SEARCH_GROUP,
  STOP_WORDS,
  VERB_CLASSES,
} from './lexicon.js';
import { isOrderWord, sortOrder } from '../../core/intent.js';
import { NUMBER_WORDS } from '../../core/text.js';
import { idsOf, negatedOf, payloadOf, TYPO_STOPS } from './specifics.js';
import { normalise, stem, tokenize, words, type Tokens } from './tokens.js';

/** The shape of the text a text action must enter. */
export type TextShape = 'none' | 'empty' | 'email' | 'url' | 'number' | 'date' | 'expr' | 'word' | 'phrase';

/** An analysed instruction. */
export interface Analysis {
  tokens: Tokens;
  /** Stems that can name a control: not stop words, verbs, role words or the text to enter. */
  keys: string[];
  /** Stop, ordinal, role and place words: key words only where an option is named by them ("To", "Last name"). */
  soft: string[];
  /** The stop words the instruction uses as a name ("the to field", "'On'"): a subset of `soft`. */
  namedStops: string[];
  /** The instruction holds an arithmetic expression ("12 × 7", "3 plus 4"). */
  expression: boolean;
  verbs: string[];
  /** The stems that triggered each verb class (aligned with `verbs`; empty for `none`). */
  triggers: string[][];
  roles: string[];
  ordinal: number | null;
  direction: 'up' | 'down' | null;
  /** Quoted spans (normalised), without the text to enter. */
  quoted: string[][];
  shape: TextShape;
  /** No text was given, but the words name a value to enter ("type milk into …", "enter 'X' in …"). */
  said: boolean;
  /** Id-like spans ("INV-0150", "#42", "1024") as stems: an option that acts on the thing holds them. */
  ids: string[][];
  /** Stems the instruction negates ("without saving", "don't keep"). */
  negated: string[];
  /** A number the words ask a control to reach ("to 80", "at 24"), or null. */
  goal: number | null;
  /** The instruction asks to find or search, or to remove something. */
  wantsSearch: boolean;
  wantsRemove: boolean;
  /** Named keyboard keys ("escape", "return"). */
  keyNames: string[];
  /** The instruction's leading word when it is an action no verb class knows ("archive", "launch"), else null. */
  head: string | null;
}

const NTH = /^\d+(?:st|nd|rd|th)$/u;
const EXPRESSION = /\d\s*(?:[×÷−+*/^]|times|plus|minus|divided by|multiplied by|over)\s*\d/u;
const CLOSE_GLYPHS = /^\s*(?:x|×|✕|✖|╳)\s*$/iu;
const QUOTES = /["'“‘«「『]([^"'”’»」』]{1,80})["'”’»」』]/gu;
// Key names; the ones that are also ordinary words count only after "press"/"hit" or before "key"/"arrow".
const KEY_NAMES: Readonly<Record<string, string>> = {
  escape: 'escape',
  esc: 'escape',
  spacebar: 'space',
  f10: 'f10',
};
const WORD_KEYS: Readonly<Record<string, string>> = {
  return: 'return',
  enter: 'return',
  tab: 'tab',
  space: 'space',
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
};

/** Analyses an instruction and the text an action must enter (null when none is given). */
export function analyse(instruction: string, text: string | null): Analysis {
  const tokens = tokenize(instruction);
  const norm = tokens.text;
  const said = text === null ? payloadOf(instruction) : null;
  const given = text ?? said;
  const payload = new Set(given ? words(normalise(given)).map(stem) : []);
  // "five stars" with the text "5": the number's word is the text too.
  const spelled = given !== null && /^\d{1,2}$/u.test(given.trim()) ? NUMBER_WORDS[Number(given)] : undefined;
  if (spelled) payload.add(stem(spelled));
  // "Close the dialog by clicking the 'x'": a close glyph, said with a close verb, is the close button's mark.
  const closing = /\b(?:close|dismiss|exit|hide)\b/u.test(norm);
  const quoted = [...instruction.matchAll(QUOTES)]
    .map((m) => (closing && CLOSE_GLYPHS.test(m[1] ?? '') ? 'close' : (m[1] ?? '')))
    .map((q) => words(normalise(q)).map(stem))
    .filter((q) => q.length > 0 && !(given !== null && q.every((s) => payload.has(s))));
  const ordering = sortOrder(instruction) !== undefined;
  const keys = new Set<string>();
  const soft = new Set<string>();
  const namedStops = new Set<string>();
  tokens.stems.forEach((s, i) => {
    const w = tokens.raw[i] ?? s;
    if (OPERATION_VERBS.has(w) || payload.has(s)) return;
    // An inflected operation verb ("by clicking the x") says how, not what: a key word only where a control is
    // named by it ("Selected items").
    if (w !== s && OPERATION_VERBS.has(s)) {
      soft.add(s);
      return;
    }
    if (closing && CLOSE_GLYPHS.test(w)) return;
    if (TYPO_STOPS.has(w)) return;
    if (STOP_WORDS.has(w)) {
      if (namedStopWord(instruction, tokens.raw, i)) {
        soft.add(s);
        namedStops.add(s);
      } else if (NAMING_STOP_WORDS.has(w) && tokens.raw[i + 1] !== 'to') soft.add(s);
    } else if (
      (ROLE_WORDS.has(w) && !titledName(instruction, tokens.raw, i)) ||
      PLACE_WORDS.has(w) ||
      ORDINALS[w] !== undefined ||
      NTH.test(w) ||
      (w === 'editor' && /^(?:the|this|that|its|your)$/u.test(tokens.raw[i - 1] ?? ''))
    )
      soft.add(s);
    // "by Orders, highest first": the order to sort in says how, not which column.
    else if (ordering && w !== 'order' && isOrderWord(w)) soft.add(s);
    else keys.add(s);
  });
  const keyNames = pressedKeys(tokens.raw, norm);
  const negated = negatedOf(tokens);
  const found = VERB_CLASSES.map(([name, re]) => [name, re.exec(norm)] as const).filter(
    ([name, m]) =>
      m !== null &&
      (name !== 'key' || keyNames.length > 0) &&
      !(name === 'enter' && keyNames.includes('return') && !/\benter\b.*\benter\b/u.test(norm)),
  );
  const placed = byPlace(found, text !== null || said !== null);
  const verbs = placed.map(([name]) => name);
  const triggers = placed.map(([, m]) => words(m?.[0] ?? '').map(stem));
  const roles = ROLE_CLASSES.filter(
    ([name, re]) => re.test(norm) && !(name === 'tab' && keyNames.includes('tab')),
  ).map(([name]) => name);
  return {
    tokens,
    keys: [...keys],
    soft: [...soft],
    namedStops: [...namedStops],
    expression: EXPRESSION.test(norm),
    verbs: verbs.length ? verbs : ['none'],
    triggers: verbs.length ? triggers : [[]],
    roles,
    ordinal: ordinalOf(tokens.raw),
    direction: directionOf(tokens.raw),
    quoted,
    shape: shapeOf(text),
    said: said !== null,
    ids: idsOf(instruction, payload),
    negated,
    goal: goalOf(norm),
    wantsSearch: tokens.groups.has(SEARCH_GROUP),
    wantsRemove: tokens.groups.has('remov'),
    keyNames,
    // A negated instruction ("close it without saving") names the outcome, not a control to look for.
    head: negated.length ? null : headWord(tokens, triggers.flat(), keys),
  };
}

type Found = readonly (readonly [string, RegExpExecArray | null])[];

// The verbs that only say "add" or "insert" (append and insert classes found by their verb, not by a place).
const BARE_TEXT_VERB = /^(?:append|add|tack|extend|suffix|insert|prepend)$/u;
// Ends and starts of a text, which are also ends and starts of a page ("scroll to the end").
const END_OF_TEXT = /^(?:at|to|on|onto) the (?:very )?(?:end|start|beginning)$/u;

// The place the text goes decides between append and insert over the verb ("add it where the caret is" types at
// the caret); an end or start with no text to put there is a place on the page, not in a text.
function byPlace(found: Found, hasText: boolean): Found {
  const placeOnly = (m: RegExpExecArray | null): boolean => END_OF_TEXT.test(m?.[0] ?? '');
  const kept = found.filter(([name, m]) => !TEXT_PLACES.has(name) || hasText || !placeOnly(m));
  const texty = kept.filter(([name]) => TEXT_PLACES.has(name));
  const bare = texty.filter(([, m]) => BARE_TEXT_VERB.test(m?.[0] ?? ''));
  if (texty.length < 2 || bare.length !== 1) return kept;
  return kept.filter(([name]) => name !== bare[0]?.[0]);
}

const TEXT_PLACES: ReadonlySet<string> = new Set(['append', 'insert']);

function pressedKeys(raw: string[], norm: string): string[] {
  const out = raw.map((s) => KEY_NAMES[s]).filter((k): k is string => k !== undefined);
  for (const [word, key] of Object.entries(WORD_KEYS))
    if (
      new RegExp(
        `\\b(?:press|hit|push|tap|strike|arrow)(?: the| a)? ${word}\\b|\\b${word} (?:key|arrow)\\b|\\barrow key ${word}\\b|^${word}$`,
        'u',
      ).test(norm)
    )
      out.push(key);
  return [...new Set(out)];
}

// A role word that ends a title-cased name mid-sentence ("the Name Box", "the Formula Bar") is part of that name.
function titledName(instruction: string, raw: string[], i: number): boolean {
  const before = raw[i - 1] ?? '';
  const word = raw[i] ?? '';
  if (!LETTERS.test(before) || !LETTERS.test(word) || STOP_WORDS.has(before) || ROLE_WORDS.has(before))
    return false;
  const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  return new RegExp(`[^.!?\\s]\\s+${cap(before)}\\s+${cap(word)}\\b`, 'u').test(instruction);
}

const LETTERS = /^\p{L}+$/u;

// A stop word that may be a control's name ("To", "On"): capitalised mid-sentence, quoted, before a role word, or
// last after another stop word.
function namedStopWord(instruction: string, raw: string[], i: number): boolean {
  const word = raw[i] ?? '';
  const cap = word.charAt(0).toUpperCase() + word.slice(1);
  return (
    new RegExp(`[^.!?\\s]\\s+["'“‘]?${cap}\\b`, 'u').test(instruction) ||
    new RegExp(`["'“‘]${word}["'”’]`, 'iu').test(instruction) ||
    ROLE_WORDS.has(raw[i + 1] ?? '') ||
    // "place the caret in to": the last word, after another stop word, is what the words point at.
    (i > 0 && i === raw.length - 1 && STOP_WORDS.has(raw[i - 1] ?? ''))
  );
}

const LEAD_IN: ReadonlySet<string> = new Set(
  'please now then can could would you i want like need go ahead and lets let just kindly'.split(' '),
);
// "Confirm the deletion": the verb only says to go ahead with what follows.
const ACKNOWLEDGE: ReadonlySet<string> = new Set(['confirm', 'approve', 'yes']);
// A negated instruction ("don't save", "never mind") has no head verb to look for.
const NEGATION_HEAD: ReadonlySet<string> = new Set(['dont', 'not', 'never', 'no', 'without']);

// The first word after any lead-in ("please", "I want to"), when it is a key word and no verb class claimed it.
function headWord(tokens: Tokens, claimed: string[], keys: Set<string>): string | null {
  for (let i = 0; i < tokens.raw.length; i += 1) {
    const raw = tokens.raw[i] ?? '';
    if (LEAD_IN.has(raw) || STOP_WORDS.has(raw)) continue;
    if (ACKNOWLEDGE.has(raw) && i + 1 < tokens.raw.length) continue;
    if (NEGATION_HEAD.has(raw)) return null;
    const s = tokens.stems[i] ?? '';
    return keys.has(s) && !claimed.includes(s) && !/^\d/u.test(s) ? s : null;
  }
  return null;
}

function ordinalOf(raw: string[]): number | null {
  for (const [i, s] of raw.entries()) {
    // "highest first", "newest last": an order to sort in, not a position.
    if ((s === 'first' || s === 'last') && /(?:est|^most|^least)$/u.test(raw[i - 1] ?? '')) continue;
    const n = ORDINALS[s] ?? (NTH.test(s) ? parseInt(s, 10) : undefined);
    if (n !== undefined) return n;
  }
  const numbered = raw.join(' ').match(/\b(?:number|no|#)\s*(\d)\b/u);
  return numbered ? Number(numbered[1]) : null;
}

// "Set the Volume slider to 80": the number a control is to reach. After a verb of typing ("write See you at 5 in
// the Travellers") a number is part of the text, and after a value that is not a number ("to See you at 5") too.
function goalOf(norm: string): number | null {
  if (TYPING_HEAD.test(norm) || /\bto\s+(?!-?\d)[\p{L}].*\bat\s+-?\d/u.test(norm)) return null;
  const m = /\b(?:to|at)\s+(-?\d+(?:\.\d+)?)(?!\s*[×÷−+*/])/u.exec(norm);
  return m ? Number(m[1]) : null;
}

const TYPING_HEAD = new RegExp(
  `^(?:(?:${[...LEAD_IN].join('|')})\\s+)*(?:type|enter|write|input|key in)\\b`,
  'u',
);

// Verbs whose "up" or "down" is part of the verb, not a way to move: "pull up the menu" opens it, "write down the
// name" types it, "narrow it down" filters. Said right after the verb, or after "it" or "them".
const PHRASAL: Readonly<Record<string, ReadonlySet<string>>> = {
  up: new Set('pull bring call look pick sign'.split(' ')),
  down: new Set('write note jot narrow shut'.split(' ')),
};

function directionOf(raw: string[]): 'up' | 'down' | null {
  for (const [i, s] of raw.entries()) {
    const d = DIRECTIONS[s];
    const verb = /^(?:it|them)$/u.test(raw[i - 1] ?? '') ? raw[i - 2] : raw[i - 1];
    if (d && !PHRASAL[s]?.has(verb ?? '')) return d;
  }
  return null;
}

/** The shape of a text to enter. */
export function shapeOf(text: string | null): TextShape {
  if (text === null) return 'none';
  const t = text.trim();
  if (t === '') return 'empty';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(t)) return 'email';
  if (/^(?:https?:\/\/|www\.)\S+$/iu.test(t)) return 'url';
  if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/u.test(t)) return 'date';
  if (/^[+(]?\d[\d\s().-]*$/u.test(t)) return 'number';
  if (/^[\d\s+\-*/×÷−=.,%±()^√xX]+$/u.test(t) && /[+\-*/×÷−=%±^√]/u.test(t)) return 'expr';
  return /\s/u.test(t) ? 'phrase' : 'word';
}
