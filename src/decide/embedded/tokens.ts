// Text to tokens: Unicode folding (width, case, diacritics), phrase normalisation, light stemming, synonym groups.
import { foldText } from '../../core/text.js';
import { SYNONYMS } from './lexicon.js';

// Multi-word UI phrases written as one token, so both sides of a match agree.
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\be[\s-]?mail\b/gu, 'email'],
  [/\btext[\s-]?editor\b/gu, 'editor'],
  [/\b(?:log|sign)[\s-]?(?:in|on)to\b/gu, 'login to'],
  [/\b(?:log|sign)[\s-]?(?:in|on)\b/gu, 'login'],
  [/\b(?:log|sign)[\s-]?(?:out|off)\b/gu, 'logout'],
  [/\bsign[\s-]?up\b/gu, 'signup'],
  [/\b(?:right|context|secondary)[\s-]?(?:click|tap)(?:ing|ed)?\b/gu, 'rightclick'],
  [/\b(?:single|left)[\s-]?click(?:ing|ed)?\b/gu, 'click'],
  // Idioms that say a plain click: "give X a click", "find X and click it", "trigger X", "invoke X".
  [/\bgive (.+?) an? (?:click|tap|press)\b/gu, 'click $1'],
  [/\b(?:find|locate) (.+?) and (click|press|tap|hit)(?: on)? it\b/gu, '$2 $1'],
  [/\b(?:trigger|invoke|actuate)\b/gu, 'press'],
  // "Press down on Save" pushes Save; the Down key is "press Down", "the down arrow".
  [/\b(?:press|push)(?:ing|ed|es)? down (?:on|upon)\b/gu, 'press'],
  [/\bthrow (?:it |them )?away\b/gu, 'discard'],
  [/\bthrow (.+?) away\b/gu, 'discard $1'],
  // "time to cancel", "let's save": a lead-in before the verb.
  [/^(?:(?:it'?s |now )?time to|let'?s) /gu, ''],
  [/\bdouble[\s-]?click(?:ing|ed)?\b/gu, 'doubleclick'],
  [/\bcontext[\s-]?menu\b/gu, 'contextmenu'],
  [/\b(?:bring|pull|call) up the contextmenu (?:on|for|of)\b/gu, 'rightclick'],
  // The caret or focus put somewhere: focusing a field.
  [/\b(?:place|put|set|move) (?:the )?(?:cursor|caret|focus) (?:in|into|on|to|inside)\b/gu, 'focus'],
  [/\bput focus (?:on|in|into)\b/gu, 'focus'],
  [/\bget into\b/gu, 'click into'],
  // Steps said as arithmetic on a value: "add one to X", "take one off X".
  [/\b(?:add|put) one (?:to|on)\b/gu, 'increase'],
  [/\btake one (?:off|from)\b/gu, 'decrease'],
  // Taking an item off a list is removing it: "take the bug label off", "untag bug".
  [/\btake (.+?) off\b/gu, 'remove $1'],
  [/\b(?:untag|unlabel|unassign)\b/gu, 'remove'],
  // A state said after the target: "flip X on", "set X to off", "I want X on", "have X enabled".
  [/\b(?:flip|set|switch|turn|put|want|have|make) (.+?) (?:to )?on$/gu, 'turnon $1'],
  [/\b(?:flip|set|switch|turn|put|want|have|make) (.+?) (?:to )?off$/gu, 'turnoff $1'],
  [/\bhave (.+?) (enabled|disabled|checked|unchecked|ticked|unticked)\b/gu, 'make $1 $2'],
  [/\b(?:check|tick)[\s-]?box(?:es)?\b/gu, 'checkbox'],
  // Two-word role names are one role: "the spin button" names no control called Spin.
  [/\bspin[\s-]?(?:button|box)(?:es)?\b/gu, 'spinbutton'],
  [/\bcombo[\s-]?box(?:es)?\b/gu, 'combobox'],
  [/\bradio[\s-]?button(s)?\b/gu, 'radiobutton$1'],
  [/\b(?:text|input|entry)[\s-]?(?:box|field)\b/gu, 'textfield'],
  [/\b(?:text|input|entry)[\s-]?area\b/gu, 'textarea'],
  // "append it to the text", "replace all the text": the text of an editor, not a control called Text.
  [
    /\b(the|its|all(?: the)?) text$|\b(the|its|all(?: the)?) text (?=(?:in|into|of|with|to|at)\b)/gu,
    '$1$2 editor ',
  ],
  [/\b(?:drop|pull)[\s-]?down\b/gu, 'dropdown'],
  [/\bpop[\s-]?up\b/gu, 'popup'],
  [/\b(?:turn|switch) (?:it |them )?on\b/gu, 'turnon'],
  [/\b(?:turn|switch) (?:it |them )?off\b/gu, 'turnoff'],
  [/\bturn (?:it )?up\b/gu, 'turnup'],
  [/\bturn (?:it )?down\b/gu, 'turndown'],
  // "Next page" is the pager's Next, not a numbered page button ("Page 2").
  [/\b(next|previous|prev) page\b/gu, '$1'],
  [/\bpage[\s-]?down\b/gu, 'pagedown'],
  [/\bpage[\s-]?up\b/gu, 'pageup'],
  [/\b(?:zip|post(?:al)?)[\s-]?code\b/gu, 'postcode'],
  [/\bspace[\s-]?bar\b/gu, 'spacebar'],
  [/\bset[\s-]?up\b/gu, 'setup'],
  [/\bwhat'?s\b/gu, 'what is'],
  [/\blook(?:ing)?[\s-]?up\b/gu, 'lookup'],
  [/ß/gu, 'ss'],
  [/(\p{L})['’](\p{L})/gu, '$1$2'],
  // A date or a phone number ("12/10/1815", "555-123-4567") is numbers, not a sum to work out.
  [/(?<![\d/-])(\d+)[-/](\d+)[-/](\d+)(?:[-/](\d+))?(?![\d/-])/gu, '$1 $2 $3 $4'],
  [/(\d)\s*[x*]\s*(?=\d)/gu, '$1 × '],
  [/(\d)\s*\/\s*(?=\d)/gu, '$1 ÷ '],
  [/(\d)\s*[-–]\s*(?=\d)/gu, '$1 − '],
];

const TOKEN =
  /\d+(?:st|nd|rd|th)\b|\d+(?:[.,]\d+)?|[\p{L}\p{N}]+|[×÷−±√%=+^]|(?<=^|[\s\d("'“‘])[-*/.()>](?=$|[\s\d)"'”’])/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

/** Folded text with UI phrases normalised: the form every match works on. */
export function normalise(text: string): string {
  let out = foldText(text.normalize('NFKC'));
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

// A short stem that took a final e ("sav" of "saving" is "save"): consonant, vowel, consonant (y after a consonant
// is a vowel), the last not w, x or y, as Porter's stemmer has it.
const CVC = /^[^aeiou]*(?:[aeiou]|(?<=[^aeiou])y)[^aeiouwxy]$/u;

/**
 * A light English stemmer: plural, -ing, -ed and a final e go; enough for "enabled"/"enable", "saving"/"save". A
 * stem is never cut to three letters by its final e, so a four-letter word keeps its own stem apart from a
 * three-letter one ("mode" is not the calculator's "mod", "note" is not "not"); a three-letter stem left by -ing
 * or -ed gets its e back where the word had one ("saving", "saved" and "save" all stem to "save").
 */
export function stem(token: string): string {
  if (token.length <= 3 || !/^[a-z]+$/u.test(token)) return token;
  let t = token;
  if (t.endsWith('ies') && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (/(?:x|ch|sh|ss|zz)es$/u.test(t)) t = t.slice(0, -2);
  else if (t.endsWith('s') && !/(?:ss|us|is)$/u.test(t)) t = t.slice(0, -1);
  // Adverbs of the adjectives a control is named by: "annually" and "annual", "monthly" and "month".
  if (t.length >= 6 && /(?:ally|[hktd]ly)$/u.test(t)) t = t.slice(0, -2);
  if (t.length > 5 && t.endsWith('ing')) t = eBack(t.slice(0, -3));
  else if (t.length > 4 && t.endsWith('ed')) t = eBack(t.slice(0, -2));
  // Action nouns: "deletion" and "delete", "confirmation" and "confirm", "removal" and "remove".
  else if (t.length >= 10 && t.endsWith('ation')) t = t.slice(0, -5);
  else if (t.length >= 8 && t.endsWith('ion') && !t.endsWith('sion')) t = t.slice(0, -3);
  else if (t.length >= 7 && /[^aeiou]al$/u.test(t) && !t.endsWith('ial')) t = t.slice(0, -2);
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

function eBack(t: string): string {
  return t.length === 3 && CVC.test(t) ? `${t}e` : t;
}

function splitCjk(run: string): string[] {
  if (!CJK.test(run)) return [run];
  const out: string[] = [];
  for (const part of run.match(CJK_RUN) ?? []) {
    if (!CJK.test(part)) out.push(part);
    else if (part.length <= 2) out.push(part);
    else for (let i = 0; i + 2 <= part.length; i += 1) out.push(part.slice(i, i + 2));
  }
  return out;
}

/** Raw word tokens of normalised text, in order (CJK runs become character bigrams). */
export function words(normalised: string): string[] {
  return (normalised.match(TOKEN) ?? []).flatMap(splitCjk);
}

const groupsOf = new Map<string, string[]>();
for (const group of SYNONYMS) {
  const name = stem(group[0] ?? '');
  for (const word of group) {
    const key = stem(normalise(word).trim());
    const list = groupsOf.get(key) ?? [];
    if (!list.includes(name)) list.push(name);
    groupsOf.set(key, list);
  }
}

/** The synonym groups a stemmed token belongs to (empty when none). */
export function synonymGroups(token: string): readonly string[] {
  return groupsOf.get(token) ?? [];
}

/** Tokens of a text with their stems and synonym groups. */
export interface Tokens {
  /** Normalised text (for phrase matching). */
  text: string;
  /** Raw tokens in order. */
  raw: string[];
  /** Stemmed tokens in order (aligned with `raw`). */
  stems: string[];
  /** Distinct stems. */
  set: ReadonlySet<string>;
  /** Synonym groups of all stems. */
  groups: ReadonlySet<string>;
}

const cache = new Map<string, Tokens>();
const CACHE_MAX = 20_000;

/** Empties the token cache (benchmarks measure cold requests with it). */
export function clearTokenCache(): void {
  cache.clear();
}

/** Tokenises a text once (cached): normalised, stemmed, with synonym groups. */
export function tokenize(source: string): Tokens {
  const hit = cache.get(source);
  if (hit) return hit;
  const text = normalise(source);
  const raw = words(text);
  const stems = raw.map(stem);
  const groups = new Set<string>();
  for (const s of stems) for (const g of synonymGroups(s)) groups.add(g);
  const tokens: Tokens = { text, raw, stems, set: new Set(stems), groups };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(source, tokens);
  return tokens;
}

/** Splits an identifier into words: `saveButton`, `save_btn`, `save-btn` → "save button". */
export function humanize(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/gu, '$1 $2')
    .replace(/[_\-.:#/]+/gu, ' ')
    .trim();
}
