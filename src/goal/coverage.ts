// The honest-done check of a goal step: a step is done only when every word of it that names a thing (a noun, an
// adjective, a number) is explained by what the step did: the control acted on (its name, role, value, section,
// row), the text entered, the values that changed, or the window's title. "Switch to yearly billing" that opened
// the Billing tab leaves "yearly" unexplained; "Write 'X' in the notes as a Heading 2" that only typed X leaves
// "heading 2". Pure.
import {
  OPERATION_VERBS,
  PLACE_WORDS,
  ROLE_CLASSES,
  ROLE_WORDS,
  STOP_WORDS,
} from '../decide/embedded/lexicon.js';
import { stem, synonymGroups, tokenize } from '../decide/embedded/tokens.js';
import { NUMBER_WORDS } from '../core/text.js';
import { isOrderWord, sortOrder } from '../core/intent.js';
import { flags } from '../core/observe/lines.js';
import { quotedMatches } from './clauses.js';
import type { Observation } from '../core/act/context.js';
import type { ActResult } from '../core/act/types.js';
import type { Candidate } from '../core/candidates/types.js';
import type { UiNode } from '../core/snapshot.js';
import type { TaggedWord } from './tagger.js';

const NAMING_TAGS = ['Noun', 'Adjective', 'Value'];
// Words that say where or which one, not what: positions, ordinals, generic nouns of any page.
const POSITIONAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|previous|top|bottom|left|right|middle|other|same|one|1st|2nd|3rd|\d+th|new|current|selected|now|it|them|all|every|each|both|any|item|items|thing|things|entry|value|values|text|label|name|list|menu|page|tab|table|row|column|cell|line|icon|window|screen|app|site|way|time|moment|answer|details|info|information)$/u;
// Words that say an order to sort in: explained when the column now reads that order.
const DEICTIC = new Set(['this', 'that', 'these', 'those']);
/** How a quoted value left over is named: never by its words. */
export const QUOTED_VALUE = 'a quoted value';

/**
 * The words of `instruction` that name something none of `explained` holds, in order (empty when all do);
 * `control` is the name of the control acted on and `role` its role, `entering` whether the step enters text.
 */
export function unexplainedWords(
  instruction: string,
  tagged: readonly TaggedWord[],
  explained: readonly string[],
  control?: string,
  entering = false,
  role?: string,
): string[] {
  const known = tokenize(explained.map(withDateWords).join(' \u0001 '));
  const quoted = quotedMatches(instruction);
  const order = sortOrder(instruction);
  const sorted = order !== undefined && known.set.has(stem(order));
  const isKnown = (s: string): boolean =>
    known.set.has(s) ||
    synonymGroups(s).some((g) => known.groups.has(g)) ||
    [...known.set].some((k) => close(s, k));
  const object = control === undefined ? new Set<number>() : objectOf(tagged, control);
  const roles = role === undefined ? [] : roleSpans(instruction, role);
  const out: string[] = [];
  let afterKnownNumber = false;
  tagged.forEach((word, i) => {
    const unit = afterKnownNumber;
    afterKnownNumber = false;
    // The first word is the step's verb, whatever the tagger reads ("Mark invoice 4 as paid").
    if (i === 0 || !word.tags.some((t) => NAMING_TAGS.includes(t))) return;
    if (word.tags.includes('Pronoun') || word.tags.includes('Determiner')) return;
    // "on this device", "that line": the place the caller points at, not a thing to find.
    if (DEICTIC.has(tagged[i - 1]?.text.toLowerCase() ?? '') || object.has(i)) return;
    if (roles.some(([start, end]) => word.start >= start && word.start < end)) return;
    for (const raw of tokenize(word.text).raw) {
      if (raw.length < 2 && !/\d/u.test(raw)) continue;
      if (STOP_WORDS.has(raw) || ROLE_WORDS.has(raw) || PLACE_WORDS.has(raw) || OPERATION_VERBS.has(raw))
        continue;
      if (POSITIONAL.test(raw) || (sorted && isOrderWord(raw))) continue;
      const s = stem(raw);
      if (isKnown(s)) {
        afterKnownNumber = /^\d/u.test(raw);
        continue;
      }
      // The unit of a number the act set ("4 stars"); a noun compounded with a known one ("version number").
      if (unit) continue;
      if (common(word) && neighbourKnown(tagged, i, isKnown)) continue;
      // A word inside quotes explained as a whole elsewhere (the text entered) is never left over, nor, in a step
      // that enters text, another quoted value (each is a step of its own, or reported as one that has no field);
      // one that is left over is not repeated (a quoted value may be a secret).
      const inQuote = quoted.find((q) => word.start >= q.start && word.start < q.end);
      if (inQuote && (entering || explainedQuote(inQuote.text, known.set))) continue;
      out.push(inQuote ? QUOTED_VALUE : raw);
    }
  });
  return [...new Set(out)];
}

/**
 * Where the instruction names the role of the control acted on in words the decider reads as that role only in
 * their phrase: "the editor" is a text area, where "make them an Editor" names no role.
 */
function roleSpans(instruction: string, role: string): [number, number][] {
  const said = tokenize(role).text;
  const lower = instruction.toLowerCase();
  return ROLE_CLASSES.filter(([, re]) => re.test(said)).flatMap(([, re]) =>
    [...lower.matchAll(new RegExp(re.source, 'gu'))].map((m): [number, number] => [
      m.index,
      m.index + m[0].length,
    ]),
  );
}

/**
 * The words of a text step that are its own: when the clause quotes other values too (each a step of its own, or
 * reported as having no field), up to the first "and" or comma after its own value ("Log in with username 'vina'"
 * of "… and password 'US'").
 */
export function ownPart(instruction: string, text: string | undefined): string {
  const spans = quotedMatches(instruction);
  const own = spans.find((s) => s.text === text);
  if (text === undefined || spans.length < 2 || !own) return instruction;
  const cut = /\s+and\s+|\s*[,;]\s*/u.exec(instruction.slice(own.end));
  return cut ? instruction.slice(0, own.end + cut.index) : instruction;
}

/**
 * When the control is named by the step's verb ("Rename the customer on INV-2042" on a row's Rename button), the
 * head noun of the phrase after the verb is what the control acts on: explained. Its modifiers, names and numbers
 * still need their own explanation ("draft" in "Delete the draft invoice").
 */
function objectOf(tagged: readonly TaggedWord[], control: string): Set<number> {
  const verb = tokenize(tagged[0]?.text ?? '');
  const name = tokenize(control);
  const named = verb.stems.some((s) => name.set.has(s) || synonymGroups(s).some((g) => name.groups.has(g)));
  if (!named) return new Set();
  // The head noun of the phrase after the verb: its last noun ("draft" in "the draft invoice" is a modifier).
  let head: number | undefined;
  for (let i = 1; i < tagged.length; i += 1) {
    const w = tagged[i];
    if (w === undefined || !(common(w) || w.tags.includes('Determiner'))) break;
    if (common(w)) head = i;
  }
  return new Set(head === undefined ? [] : [head]);
}

// A common noun: not a name, a day, a month or a number, which must each be explained on their own.
function common(word: TaggedWord): boolean {
  return (
    word.tags.includes('Noun') &&
    !['Adjective', 'ProperNoun', 'WeekDay', 'Month', 'Value'].some((t) => word.tags.includes(t))
  );
}

// The noun before or after is a known noun: the two name one thing ("issue date" for the "Issued" column).
function neighbourKnown(tagged: readonly TaggedWord[], i: number, isKnown: (s: string) => boolean): boolean {
  return [tagged[i - 1], tagged[i + 1]].some(
    (w) => w !== undefined && common(w) && tokenize(w.text).stems.some((s) => s.length > 2 && isKnown(s)),
  );
}

function explainedQuote(text: string, known: ReadonlySet<string>): boolean {
  return tokenize(text).stems.every((s) => known.has(s));
}

// One word is the other's prefix (4+ letters: "auto" of "automatic"), or one letter apart in a long word.
function close(a: string, b: string): boolean {
  if (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a))) return true;
  if (a.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let diff = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    diff += 1;
    if (diff > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return true;
}

// The states of a control that say which one the words mean ("the unchecked checkbutton", "the collapsed section").
const PICKED_STATES: ReadonlySet<string> = new Set([
  'checked',
  'unchecked',
  'mixed',
  'expanded',
  'collapsed',
  'selected',
]);

// The state a control was in when the step picked it, as the view shows it ("tick the unchecked checkbutton"), and
// a field that held nothing ("type 'Hopper' into the empty text field").
function pickedStates(node: UiNode): string[] {
  const out = flags(node).filter((f) => PICKED_STATES.has(f));
  if (node.states.editable && node.value === '') out.push('empty', 'blank');
  return out;
}

// Kinds that enter text: the field itself must explain the step's words, whatever page it is on.
const ENTERING: ReadonlySet<string> = new Set(['set_value', 'type_into', 'append', 'keypad']);
const SEARCH_VERB = /^\s*(?:please\s+)?(?:find|search|look|filter|locate|show)\b/iu;

/**
 * What a candidate explains before it is acted on: its words (name, role, value, its dialog, section or row) and
 * the text it enters; for a kind that enters no text, or a search, also the page's title ("Sort customers by
 * Orders", "Find customers in 'Norway'" on the "Customer directory"). Otherwise a field's page never explains it:
 * "Add a new customer named 'Zoe Park'" that typed into the Customer directory's search field did not add a customer.
 */
export function candidateExplains(
  candidate: Candidate | undefined,
  kind: string | undefined,
  before: Observation,
  step: { instruction: string; text?: string | undefined },
): string[] {
  const out: string[] = [];
  if (step.text !== undefined) out.push(step.text);
  // A search field searches its page: "Find customers in 'Norway'" on the Customer directory.
  const searching = SEARCH_VERB.test(step.instruction) && /search/iu.test(candidate?.option.role ?? '');
  const entering = kind !== undefined && ENTERING.has(kind) && !searching;
  if (!entering) out.push(before.snapshot.window.title);
  if (candidate) {
    const { within, ...option } = candidate.option;
    const places = (within ?? []).filter((w) => !entering || !w.startsWith('document:'));
    out.push(candidate.does, JSON.stringify(option), ...places);
    const node = candidate.node === undefined ? undefined : before.snapshot.nodes[candidate.node];
    if (node) out.push(...pickedStates(node));
  }
  return out.filter((s) => s.length > 0);
}

/** What a landed act explains: what its candidate explains, and what the act read and changed. */
export function actExplains(
  act: ActResult,
  before: Observation,
  step: { instruction: string; text?: string | undefined },
): string[] {
  const action = act.action;
  const candidate = before.candidates.find((c) => c.id === action?.id);
  const out: string[] = [act.message, ...candidateExplains(candidate, action?.kind, before, step)];
  if (action) out.push(action.does, action.value ?? '');
  for (const s of act.steps ?? [act]) {
    out.push(s.actual ?? '', s.expected ?? '', ...(s.change?.fieldsChanged ?? []));
    if (s.change?.windowTitle) out.push(s.change.windowTitle.to);
  }
  return out.filter((s) => s.length > 0);
}

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);
const WEEKDAYS = 'sunday monday tuesday wednesday thursday friday saturday'.split(' ');

// An ISO date ("2026-12-18") also says its month, day and weekday, as a goal names it ("Friday, December 18"), and a
// small number its word ("5": "five stars").
function withDateWords(text: string): string {
  const extra = [...text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/gu)].map(([, y, m, d]) => {
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()} ${WEEKDAYS[date.getUTCDay()] ?? ''}`;
  });
  for (const [n] of text.matchAll(/(?<![\d.,])\d{1,2}(?![\d.,]\d)/gu)) {
    const word = NUMBER_WORDS[Number(n)];
    if (word) extra.push(word);
  }
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}
