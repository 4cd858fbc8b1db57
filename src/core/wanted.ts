// What an instruction's own words ask the end state to be: a value ("to 24", "'Niger'", "4 stars") or an on/off
// state ("uncheck", "turn on"). Done is judged against this, not only against the action that was picked.
import { foldText, numberOfWord } from './text.js';

/** The end state a step's words name. */
export interface Wanted {
  /** A value the control should read afterwards, exactly as written in the words (or the caller's text). */
  value?: string;
  /** The value as a number, when it is one ("24", "150%", "4 stars"). */
  number?: number;
  /** Where the value came from. */
  source?: 'text' | 'quoted' | 'words' | 'choice' | 'number';
  /** A checked state the control should have afterwards. */
  state?: 'on' | 'off';
  /** An expanded (true) or collapsed (false) state the control should have afterwards ("expand", "collapse"). */
  expanded?: boolean;
  /** A range's end ("all the way up", "to the maximum"): the value is its max or min once the control is known. */
  extreme?: 'max' | 'min';
  /** A share of a range ("to a quarter", "to half"): the value lies that far from its min once the range is known. */
  fraction?: number;
  /** The words choose or add an item ("add the 'Urgent' tag", "choose 'Niger'"), not only type text. */
  choosing?: boolean;
  /** The step's words, kept by the act for what they ask beyond the control (an order, a list left open). */
  words?: string;
}

const QUOTE_PAIRS: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’', '«': '»', '「': '」' };
// Verbs of a state, the state said after the control ("turn Wrap Lines off"), or the state it should be in
// ("make sure Wrap Lines is on"); showing and hiding a setting is turning it on and off ("hide the Statusbar").
// A past participle describes the control now, not the state asked for: "tick the unchecked box" turns it on.
const OFF =
  /\b(?:uncheck|untick|unselect|deselect|turn\s+off|switch\s+off|disable|unmark|clear\s+the\s+check|hide)(?!ed\b|d\b)|\b(?:turn|switch|set|flip|put)\s.+\soff\s*[.!]?$|\b(?:is|be|are|stays?|remains?|to)\s+(?:off|disabled|unchecked|unticked|hidden|unpressed|released)\b|(?<!\b(?:that|which)\s)\b(?:is|be|are|stays?|remains?)\s+(?:not|no\s+longer|never)\s+(?:pressed|checked|ticked|selected|on|enabled|active|down)\b/u;
const ON =
  /\b(?:check|tick|turn\s+on|switch\s+on|enable|mark|show)\b|\b(?:turn|switch|set|flip|put|keep|leave)\s.+\son\s*[.!]?$|\b(?:is|be|are|stays?|remains?|to)\s+(?:on|enabled|checked|ticked|shown|visible)\b/u;
const EXPAND = /\b(?:expand|unfold|uncollapse)\b/u;
const COLLAPSE = /\b(?:collapse|fold\s+(?:up|away|it))\b/u;
const TO_NUMBER =
  /\b(?:to|at|=|(?:make|set|change)\s+(?:it|that|this|them))\s+(-?\d+(?:[.,]\d+)?)\s*(%|percent|px|pt|stars?|points?|°|degrees?|[a-z]{1,3}\b)?(?=[\s.,;!?)]|$)/u;
// "type milk into the search box", "enter 42 in Age": the words between a typing verb and the field they go into.
const TYPED =
  /^\s*(?:please\s+)?(?:type|enter|write|input|fill\s+in|put|key\s+in)\s+(.+?)\s+(?:into|in|on)\s+(?:the\s+)?\S/iu;
// "search for speedcrunch", "search invoices for Contoso", "filter the city column by Boston": the text a search field is to hold (never "the ...", "it").
const SEARCHED =
  /^\s*(?:please\s+)?(?:search\s+(?:(?:the\s+)?\S+\s+)?for|look\s+for|look\s+up|filter\s+(?:the\s+)?(?:\S+\s+column\s+(?:by|for|to|on)|(?:\S+\s+){1,2}(?:to|for)))\s+(?!(?:the|a|an|it|this|that|them|something|anything)\b)([^\s].{0,59}?)\s*[.!]?\s*$/iu;
// "Choose 5ft 9in", "select Medium from Size": the option named after a choosing verb (never "the ..." or "all").
const CHOSEN =
  /^\s*(?:please\s+)?(?:choose|select|pick)\s+(?!the\b|a\b|an\b|all\b|none\b)(.+?)(?:\s+(?:in|from|as|for|on)\s+.+)?\s*$/iu;
// "Change the plan to Enterprise", "Make them an Editor": a word value that may name an option of a list (it is
// only taken as the value when a list on the window offers it).
const CHANGED_TO =
  /^\s*(?:please\s+)?(?:change|set|switch|turn|update|move)\s+(?!to\b)\S.*?\s+to\s+(?!the\b|a\b|an\b)(.+?)\s*[.!]?\s*$/iu;
// "Add the urgent tag", "tag it as urgent too", "label it with bug": the item a tag or label list is to take.
const TAGGED =
  /^\s*(?:please\s+)?(?:(?:add|apply|attach|put\s+on)\s+(?:the|a|an)\s+(?!new\b)(.+?)\s+(?:tag|label|category)|(?:tag|label|file)\s+(?:it|this|them|the\s+\S+)\s+(?:as|with|under)\s+(?:the\s+|an?\s+)?(.+?)(?:\s+(?:too|as\s+well|also))?)\s*[.!]?\s*$/iu;
const MADE =
  /^\s*(?:please\s+)?make\s+(?:it|them|him|her|me|(?:this|that|the)(?:\s+\S+)?)\s+(?:an?\s+)?(?!the\b)(.+?)\s*[.!]?\s*$/iu;
// A value after a colon that ends a short lead ("meeting title: Sprint review", "add a new line: bye for now"), or
// after "is" / "should be" when the words begin with what holds it ("full name is Grace Hopper").
const STATED_AFTER_COLON =
  /^\s*(?:please\s+)?[^:'"“‘>]{2,60}?:\s+(?!(?:click|press|tap|open|close|choose|select|pick|type|go|then|and)\b)([^'"“‘].*?)\s*[.!]?\s*$/iu;
const STATED_IS =
  /^\s*(?!(?:what|which|who|how|where|when|why|whats|is|it|this|that|there)\b)(?:the\s+|my\s+|our\s+|its\s+)?(?![^\s]+(?:ing|ed)\b)[\p{L}][\p{L}'’ -]{1,40}?\s+(?:is|should\s+be|must\s+be|needs\s+to\s+be|=)\s+(?!(?:not|on|off|enabled|disabled|checked|unchecked|shown|hidden|visible|open|opened|closed|empty|blank|selected|expanded|collapsed|ready|gone|there|done|set|correct|right|wrong)\b)(.+?)\s*[.!]?\s*$/u;
// "Show 20 rows per page": a page size is a number said before "per page".
const PER_PAGE = /\b(\d+)\s+(?:[\p{L}]+\s+)?per\s+page\b/u;
// "3 guests", "2 adults": a count said before what is counted, and nothing else (noUiSlider's Guests was moved one
// step down, 2 → 1, and said done).
const COUNT_OF =
  /^\s*(\d+(?:[.,]\d+)?)\s+(?!(?:more|less|fewer|steps?|times|notch(?:es)?|clicks?|up|down)\b)\p{L}+(?:\s+\p{L}+)?\s*$/u;
const STARS =
  /\b(?:rate|rating|give)\b[^.]*?\b(\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:stars?|out\s+of)/u;

/** Quoted spans of the words, exactly as written inside their quotes (an apostrophe inside a word is no quote). */
export function quotedValues(words: string): string[] {
  const spans: string[] = [];
  let i = 0;
  while (i < words.length) {
    const open = words[i] as string;
    const close = QUOTE_PAIRS[open];
    const before = i === 0 ? ' ' : (words[i - 1] as string);
    if (close === undefined || (open === "'" && /[\p{L}\p{N}]/u.test(before))) {
      i += 1;
      continue;
    }
    const end = findClose(words, i + 1, close);
    if (end < 0) {
      i += 1;
      continue;
    }
    spans.push(words.slice(i + 1, end));
    i = end + 1;
  }
  return spans.filter((s) => s.length > 0);
}

// A closing quote is one followed by a non-letter (so "don't" inside a span does not close it).
function findClose(words: string, from: number, close: string): number {
  for (let j = from; j < words.length; j += 1) {
    if (words[j] !== close) continue;
    const after = j + 1 < words.length ? (words[j + 1] as string) : ' ';
    if (close !== "'" || !/[\p{L}\p{N}]/u.test(after)) return j;
  }
  return -1;
}

/** Parses a number from a control's reading or a value ("24", "24px", "1,5", "150 %"); undefined when none. */
export function numberIn(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const m = /-?\d+(?:[.,]\d+)?/u.exec(text.replace(/\u2212/gu, '-'));
  return m ? Number(m[0].replace(',', '.')) : undefined;
}

const MAX =
  /\b(?:all\s+the\s+way\s+(?:up|right)|(?:up|right)\s+all\s+the\s+way|to\s+(?:the\s+)?(?:max|maximum|highest|top|full)|(?:max|maximum)\s+(?:it|out)|to\s+(?:its|the)\s+(?:last|final|highest|rightmost|top)\s+(?:position|value|setting|step))\b/u;
const MIN =
  /\b(?:all\s+the\s+way\s+(?:down|left)|(?:down|left)\s+all\s+the\s+way|to\s+(?:the\s+)?(?:min|minimum|lowest|bottom|zero)|to\s+(?:its|the)\s+(?:first|lowest|leftmost|bottom)\s+(?:position|value|setting|step))\b/u;
// "turn the music down to a quarter", "lower the voice chat to half", "halfway".
const FRACTION =
  /\b(?:to\s+(?:a\s+|one\s+)?(quarter|third|half)|to\s+(three\s+quarters|two\s+thirds)|(halfway)|to\s+the\s+(middle))\b/u;
const FRACTIONS: Record<string, number> = {
  quarter: 0.25,
  third: 1 / 3,
  half: 0.5,
  'three quarters': 0.75,
  'two thirds': 2 / 3,
  halfway: 0.5,
  middle: 0.5,
};
const CHOOSING = /^\s*(?:please\s+)?(?:add|choose|select|pick|tag|assign|apply|set|change|switch|update)\b/iu;

// Verbs that enter text as written, searching or filtering with it: a list's field typed into by them is searched.
const TYPING_VERB =
  /^\s*(?:please\s+)?(?:type|write|enter|input|search|find|look|filter|fill|key|put|insert|append|paste|replace|prepend)\b/iu;

/** The checked state the words ask for, if any ("uncheck" → off, "tick" → on, "toggle" → none). */
export function wantedState(words: string): 'on' | 'off' | undefined {
  const folded = foldText(words);
  if (OFF.test(folded)) return 'off';
  if (ON.test(folded)) return 'on';
  return undefined;
}

/**
 * The on/off state the words ask of a control, its own name's words set aside: "Hide location data" says the name
 * of the "Hide photo location data" switch, not to turn it off; "turn off Wrap Lines" still says off.
 */
export function wantedStateBeside(words: string, name: string): 'on' | 'off' | undefined {
  const named = new Set(foldText(name).match(/[\p{L}\p{N}]+/gu) ?? []);
  const rest = (foldText(words).match(/[\p{L}\p{N}]+|[.!]/gu) ?? []).filter((w) => !named.has(w));
  return wantedState(rest.join(' '));
}

// Verbs that press a toggle whatever its state, and words that deny what the toggle's name says.
const PRESS = /\b(?:click|press|tap|toggle|flip|hit|push|activate|invoke|switch)\b/u;
// Clearing a box is unticking it ("clear the first checkbutton").
const CLEARING = /\b(?:clear|empty|blank)\b/u;
const DENY =
  /\b(?:not|no|never|stop|without|nt|dont|doesnt|isnt|arent|shouldnt|wont|don|doesn|isn|aren|shouldn|won)\b/u;

/**
 * The state a toggle is asked to have when the words name it without a state verb: on when they restate what it
 * says ("Allow comments" on the "Allow comments" box, "make sure usage data is sent" on "Send usage data"), off when
 * they deny it ("don't allow comments", "no read receipt"); none when they only press it ("click Remember me").
 */
export function impliedState(words: string, name: string): 'on' | 'off' | undefined {
  const named = new Set(foldText(name).match(/[\p{L}\p{N}]+/gu) ?? []);
  const rest = (foldText(words).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !named.has(w)).join(' ');
  if (PRESS.test(rest)) return undefined;
  return DENY.test(rest) || CLEARING.test(rest) ? 'off' : 'on';
}

/**
 * The value a step asks for: the caller's text wins; otherwise a number after "to"/"at" or a star rating, or the
 * one quoted span. A quoted span is only a value when `isName` says it is not the name of a control on screen
 * ("click 'Save'" names a button; "choose 'Niger'" names a value).
 */
export function wantedOf(
  words: string,
  text?: string,
  isName: (span: string) => boolean = () => false,
): Wanted {
  const state = wantedState(words);
  const folded = foldText(words);
  const extreme = MAX.test(folded) ? 'max' : MIN.test(folded) ? 'min' : undefined;
  const expanded = EXPAND.test(folded) ? true : COLLAPSE.test(folded) ? false : undefined;
  const share = FRACTION.exec(folded)
    ?.slice(1)
    .find((g) => g !== undefined);
  const fraction = share === undefined ? undefined : FRACTIONS[share.replace(/\s+/gu, ' ')];
  const base: Wanted = {
    ...(fraction !== undefined ? { fraction } : {}),
    ...(state ? { state } : {}),
    ...(expanded !== undefined ? { expanded } : {}),
    ...(extreme ? { extreme } : {}),
    ...(CHOOSING.test(words) ? { choosing: true } : {}),
  };
  if (text !== undefined) return withNumber({ ...base, value: text, source: 'text' });
  // A range's end said in words wins over a number that describes the control ("the slider that goes from 0 to 4
  // to its last position").
  const counted =
    STARS.exec(folded) ??
    (extreme ? null : TO_NUMBER.exec(folded)) ??
    PER_PAGE.exec(folded) ??
    COUNT_OF.exec(folded);
  // With an on/off verb ("tick 'Remember me'") a quoted span names the box, never a value.
  const quoted = state ? [] : quotedValues(words).filter((s) => !isName(s));
  if (quoted.length === 1 && !(counted && quoted[0] === counted[1]))
    return withNumber({
      ...base,
      // A value said beside a list's name with no verb ("city 'Portland, ME'") is chosen, as "set" chooses.
      ...(TYPING_VERB.test(words) ? {} : { choosing: true }),
      value: quoted[0] as string,
      source: 'quoted',
    });
  const typed = quoted.length === 0 ? (TYPED.exec(words) ?? SEARCHED.exec(words)) : null;
  if (typed?.[1] !== undefined && !/^(?:the|a|an|some|it|this|that|text|value|name)\b/iu.test(typed[1]))
    return withNumber({ ...base, value: typed[1], source: 'words' });
  // "name: Grace", "full name is Grace Hopper", "append a new line: bye for now": a value stated after a colon or
  // an "is", taken as written (and chosen where a list takes it, as "set" chooses).
  const stated =
    quoted.length === 0 && !counted && !state
      ? (STATED_AFTER_COLON.exec(words) ?? STATED_IS.exec(words))
      : null;
  if (stated?.[1] !== undefined && !/^(?:on|off|the|a|an|it|this|that|done)\b/iu.test(stated[1]))
    return withNumber({ ...base, choosing: true, value: stated[1], source: 'words' });
  const chosen =
    quoted.length === 0 && !counted && !extreme
      ? (CHOSEN.exec(words) ?? CHANGED_TO.exec(words) ?? MADE.exec(words))
      : null;
  if (chosen?.[1] !== undefined) return withNumber({ ...base, value: chosen[1], source: 'choice' });
  const tagged = quoted.length === 0 && !counted ? TAGGED.exec(words) : null;
  const tag = tagged?.[1] ?? tagged?.[2];
  if (tag !== undefined) return { ...base, choosing: true, value: tag, source: 'choice' };
  // "five stars": the number the control will read ("5").
  const count = counted?.[1] === undefined ? undefined : String(numberOfWord(counted[1]) ?? counted[1]);
  if (count !== undefined)
    return { ...base, value: count, number: numberIn(count) as number, source: 'number' };
  return base;
}

function withNumber(w: Wanted): Wanted {
  const n =
    w.value !== undefined && /^\s*-?\d+(?:[.,]\d+)?\s*\S{0,8}\s*$/u.test(w.value)
      ? numberIn(w.value)
      : undefined;
  return n === undefined ? w : { ...w, number: n };
}

/** True when a control's reading satisfies the wanted value: numerically when both are numbers, else exactly (folded). */
export function readsWanted(reading: string | undefined, wanted: Wanted): boolean {
  if (reading === undefined || wanted.value === undefined) return false;
  if (wanted.number !== undefined) {
    const now = numberIn(reading);
    if (now !== undefined) return Math.abs(now - wanted.number) < 1e-9;
  }
  return foldText(reading).trim() === foldText(wanted.value).trim();
}

/** The wanted value for a range control: its max or min for an extreme, else the value the words named. */
export function forRange(wanted: Wanted, range: { min?: number; max?: number } | undefined): Wanted {
  if (wanted.fraction !== undefined && wanted.value === undefined) {
    if (range?.min === undefined || range.max === undefined) return wanted;
    const at = Math.round((range.min + wanted.fraction * (range.max - range.min)) * 100) / 100;
    return { ...wanted, value: String(at), number: at, source: 'number' };
  }
  const end = wanted.extreme === 'max' ? range?.max : wanted.extreme === 'min' ? range?.min : undefined;
  if (wanted.value !== undefined || end === undefined) return wanted;
  return { ...wanted, value: String(end), number: end, source: 'number' };
}

// Which way the words move a value: up ("increase", "one more", "raise") or down ("fewer", "lower").
const MORE = /\b(?:more|increase|increment|raise|higher|up|add|plus|bump|louder|bigger|larger)\b/u;
const LESS = /\b(?:less|fewer|decrease|decrement|lower|down|reduce|minus|quieter|smaller|take)\b/u;
// "by 5", "up 2": an amount to move by, not a value to reach.
const BY_AMOUNT = /\b(?:by|up|down)\s+(\d+(?:[.,]\d+)?)\b/u;
// A number ending the words after the control's name, with no "to" ("volume 75", "daily data limit 200 MB").
const TRAILING_NUMBER = /(?:^|\s)(-?\d+(?:[.,]\d+)?)\s*(?:%|percent|[a-z]{1,3})?\s*[.!]?\s*$/iu;

/** The way the words move a value, when they say one way only. */
export function saidDirection(words: string): 'up' | 'down' | undefined {
  const folded = foldText(words);
  const up = MORE.test(folded);
  const down = LESS.test(folded);
  return up === down ? undefined : up ? 'up' : 'down';
}

/**
 * What the words ask of a slider or spin button once it is known: a value to reach ("by 5" from its reading, in
 * the way the words say or the step goes; a number ending the words, "volume 75"), else what they said.
 */
export function stepWanted(
  wanted: Wanted,
  words: string,
  now: number | undefined,
  direction: 'up' | 'down',
): Wanted {
  const folded = foldText(words);
  const by = BY_AMOUNT.exec(folded);
  if (by?.[1] !== undefined && now !== undefined && (wanted.value === undefined || wanted.value === by[1])) {
    const amount = Number(by[1].replace(',', '.'));
    const value = (saidDirection(words) ?? direction) === 'up' ? now + amount : now - amount;
    return { ...wanted, value: String(value), number: value, source: 'number' };
  }
  if (wanted.value !== undefined || wanted.extreme !== undefined || wanted.fraction !== undefined)
    return wanted;
  const trailing = TRAILING_NUMBER.exec(folded)?.[1];
  if (trailing === undefined) return wanted;
  const value = Number(trailing.replace(',', '.'));
  return { ...wanted, value: String(value), number: value, source: 'number' };
}
