// Features of each option against an analysed instruction, and of the request for the `none` score.
import { TEXT_KINDS } from '../../core/candidates/types.js';
import { ORIENTATIONS, SHAPE_WORDS, STOP_WORDS, VERBISH } from './lexicon.js';
import { OPTION_INDEX } from './names.js';
import {
  derivedOccurrences,
  holdsGroup,
  namedByVerb,
  nameCoverage,
  namePhrase,
  prepare,
  roleOccurrences,
  verbsFor,
  type Prepared,
} from './prepared.js';
import type { Analysis } from './query.js';
import type { OptionText } from './read.js';
import { negates, oppositeGroups, repairTypo, TYPO_STOPS } from './specifics.js';
import { stem, synonymGroups } from './tokens.js';

const REMOVE_GROUP = stem('remove');

/** A sparse feature vector. */
export interface Sparse {
  idx: number[];
  val: number[];
}

/** What every option's features share: the instruction's effective key words and who holds them. */
interface Context {
  a: Analysis;
  keys: string[];
  groups: (readonly string[])[];
  nouns: ReadonlySet<string>;
  holders: Map<string, number>;
  anyPhrase: boolean;
  unheld: number;
  quoteFree: boolean;
  /** Synonym groups of the negated words, and their opposites. */
  negGroups: readonly string[];
  oppGroups: readonly string[];
}

const DETERMINERS: ReadonlySet<string> = new Set(
  'the a an this that these those its your my our their'.split(' '),
);

const VERBISH_STEMS: ReadonlySet<string> = new Set([...VERBISH].map(stem));

/** The features of every option and of the request, for one analysed instruction. */
export function extract(said: Analysis, options: OptionText[]): { options: Sparse[]; none: number[] } {
  const prepared = options.map(prepare);
  const named = new Set<string>();
  for (const p of prepared) for (const s of p.nameStems) named.add(s);
  const asked = [...said.keys, ...said.soft.filter((s) => named.has(s))];
  const keys = repaired(asked, prepared);
  // A misspelt word read as an option's word counts as that word everywhere, names and phrases included
  // ("tap the raum bchen" says the "Raum buchen" button's whole name).
  const analysis = withRepairs(said, asked, keys);
  const groups = keys.map((k) => synonymGroups(k));
  const holders = new Map<string, number>();
  for (const p of prepared) for (const k of keys) if (p.all.has(k)) holders.set(k, (holders.get(k) ?? 0) + 1);
  // A verb-like word after a determiner names a thing ("open the confirm dialog": the Confirm one).
  const asNoun = (k: string): boolean =>
    analysis.tokens.stems.some((s, i) => s === k && DETERMINERS.has(analysis.tokens.raw[i - 1] ?? ''));
  const nounList = keys.filter((k) => !VERBISH_STEMS.has(k) || asNoun(k));
  const unheldCount = keys.filter(
    (k, i) => !holders.has(k) && !heldBySynonym(groups[i] ?? [], prepared),
  ).length;
  const hay = ` ${analysis.tokens.stems.join(' ')} `;
  const bare = ` ${analysis.tokens.stems.filter((_, i) => !isFiller(analysis.tokens.raw[i] ?? '')).join(' ')} `;
  // "jump to remember me": a preposition is not the "To" field's name.
  const phrase = prepared.map(
    (p) =>
      (namePhrase(hay, p) || namePhrase(bare, p, true)) &&
      (!p.stopName || p.nameStems.every((s) => analysis.namedStops.includes(s))),
  );
  const negGroups = analysis.negated.flatMap((s) => [s, ...synonymGroups(s)]);
  const ctx: Context = {
    a: analysis,
    keys,
    groups,
    nouns: new Set(nounList.length ? nounList : keys),
    holders,
    anyPhrase: phrase.some(Boolean),
    unheld: keys.length ? unheldCount / keys.length : 0,
    quoteFree: analysis.quoted.some((q) => !prepared.some((p) => q.every((s) => p.all.has(s)))),
    negGroups,
    oppGroups: negGroups.flatMap(oppositeGroups),
  };
  const unnamedStops = analysis.namedStops.some((s) => !named.has(s));
  // A stop word said as a name that no option has ("enter it in the to field"; "the" in "the field" is none).
  const namesAbsent = analysis.namedStops.some((s) => !named.has(s) && !DETERMINERS.has(s));
  const twins = derivedOccurrences(prepared);
  const byRole = roleOccurrences(analysis, prepared);
  const out: Sparse[] = [];
  const covs: number[] = [];
  const exacts: number[] = [];
  const names: number[] = [];
  const nouns: number[] = [];
  prepared.forEach((p, i) => {
    const f = optionFeatures(ctx, p, phrase[i] === true, twins[i] ?? byRole[i] ?? null, namesAbsent);
    out.push(f.sparse);
    covs.push(f.cov);
    exacts.push(f.exact);
    names.push(f.namePrec);
    nouns.push(Math.max(0, f.noun));
  });
  const sorted = [...covs].sort((x, y) => y - x);
  const entering = analysis.shape !== 'none' || analysis.said;
  const none = [
    1,
    sorted[0] ?? 0,
    Math.max(0, ...exacts),
    Math.max(0, ...names),
    ctx.anyPhrase ? 1 : 0,
    names.some((n) => n === 1) ? 1 : 0,
    ctx.unheld,
    keys.length === 0 ? 1 : 0,
    Math.log(1 + options.length),
    analysis.shape === 'none' ? 0 : 1,
    analysis.verbs[0] === 'none' ? 1 : 0,
    (sorted[0] ?? 0) - (sorted[1] ?? 0),
    sorted[1] ?? 0,
    Math.max(0, ...nouns),
    ctx.quoteFree ? 1 : 0,
    analysis.head !== null && !prepared.some((p) => holds(p, analysis.head ?? '')) ? 1 : 0,
    analysis.ids.some((id) => !prepared.some((p) => id.every((s) => p.all.has(s)))) ? 1 : 0,
    analysis.said ? 1 : 0,
    analysis.negated.length ? 1 : 0,
    analysis.ids.length ? 1 : 0,
    keys.length === 0 && prepared.some((p) => roleMatches(analysis, p)) ? 1 : 0,
    // A text to enter whose field the words name, when no option holds that name ("key in 12 for quantity").
    entering ? ctx.unheld : 0,
    entering && (keys.length ? unheldCount === keys.length : unnamedStops) ? 1 : 0,
    // A stop word said as a name that no option has ("enter it in the to field").
    unnamedStops ? 1 : 0,
  ];
  return { options: out, none };
}

// The role words said of this option: which way a thing runs ("the vertical slider") is said only of things that
// run one way (sliders, scroll bars); "Align Vertical Center" says no role of a button.
function saidRoles(a: Analysis, p: Prepared): string[] {
  return p.roleClasses.some((r) => ORIENTATIONS.has(r))
    ? a.roles
    : a.roles.filter((r) => !ORIENTATIONS.has(r));
}

// Every role word said of the option fits it: a vertical slider is no answer to "the horizontal slider".
function roleMatches(a: Analysis, p: Prepared): boolean {
  const said = saidRoles(a, p);
  if (said.some((r) => ORIENTATIONS.has(r) && !p.roleClasses.includes(r))) return false;
  return p.roleClasses.some((r) => said.includes(r));
}

// The option holds a word exactly or by a synonym.
function holds(p: Prepared, word: string): boolean {
  return p.all.has(word) || holdsGroup(p, synonymGroups(word));
}

const isFiller = (w: string): boolean => STOP_WORDS.has(w) || TYPO_STOPS.has(w);

// Key words no option holds, exactly or by a synonym, read as misspellings of an option's word when one is close.
function repaired(keys: string[], prepared: Prepared[]): string[] {
  const unheld = keys.filter(
    (k) => !prepared.some((p) => p.all.has(k)) && !heldBySynonym(synonymGroups(k), prepared),
  );
  if (!unheld.length) return keys;
  const vocabulary = new Set<string>();
  for (const p of prepared) for (const s of p.target.set) vocabulary.add(s);
  return keys.map((k) => (unheld.includes(k) ? (repairTypo(k, vocabulary) ?? k) : k));
}

// The analysis with each repaired key's misspelling replaced in its tokens.
function withRepairs(a: Analysis, asked: readonly string[], keys: readonly string[]): Analysis {
  const fixes = new Map<string, string>();
  asked.forEach((k, i) => {
    const to = keys[i];
    if (to !== undefined && to !== k) fixes.set(k, to);
  });
  if (!fixes.size) return a;
  const stems = a.tokens.stems.map((s) => fixes.get(s) ?? s);
  const groups = new Set(a.tokens.groups);
  for (const to of fixes.values()) for (const g of synonymGroups(to)) groups.add(g);
  return { ...a, tokens: { ...a.tokens, stems, set: new Set(stems), groups } };
}

function heldBySynonym(groups: readonly string[], prepared: Prepared[]): boolean {
  return prepared.some((p) => holdsGroup(p, groups));
}

type Put = (name: string, value: number) => void;

const TEXT_KIND_NAMES: ReadonlySet<string> = new Set(TEXT_KINDS);

function optionFeatures(
  ctx: Context,
  p: Prepared,
  phrase: boolean,
  occurrence: [number, number] | null,
  namesAbsent: boolean,
): { sparse: Sparse; cov: number; exact: number; namePrec: number; noun: number } {
  const sparse: Sparse = { idx: [], val: [] };
  const put: Put = (name, value) => {
    const i = OPTION_INDEX.get(name);
    if (i !== undefined && value !== 0) {
      sparse.idx.push(i);
      sparse.val.push(value);
    }
  };
  const lexical = lexicalFeatures(ctx, p, put);
  const namePrec = nameFeatures(ctx, p, phrase, put);
  // Said by its role alone: no key word, and no stop word said as a name.
  placeFeatures(ctx.a, p, occurrence, ctx.keys.length === 0 && !namesAbsent, put);
  intentFeatures(ctx, p, lexical.noun, put);
  namedFeatures(ctx, p, put);
  return { sparse, ...lexical, namePrec };
}

// Which key words each field holds, exactly or by a synonym; how much of the instruction the option covers.
function lexicalFeatures(ctx: Context, p: Prepared, put: Put): { cov: number; exact: number; noun: number } {
  const { keys, groups, holders } = ctx;
  const n = keys.length;
  const matched = new Array<boolean>(n).fill(false);
  const exactAny = new Array<boolean>(n).fill(false);
  for (const [field, tokens] of p.fields) {
    let exact = 0;
    let syn = 0;
    keys.forEach((k, i) => {
      if (tokens.set.has(k)) {
        exact += 1;
        matched[i] = exactAny[i] = true;
      } else if ((groups[i] ?? []).some((g) => tokens.groups.has(g))) {
        syn += 1;
        matched[i] = true;
      }
    });
    if (n) {
      put(`cov.${field}`, exact / n);
      put(`syn.${field}`, syn / n);
    }
  }
  const share = (f: (k: string, i: number) => boolean): number => (n ? keys.filter(f).length / n : 0);
  const cov = share((_, i) => matched[i] === true);
  const nounTotal = keys.filter((k) => ctx.nouns.has(k)).length;
  const noun = nounTotal ? keys.filter((k, i) => matched[i] && ctx.nouns.has(k)).length / nounTotal : 0;
  put('cov.any', cov);
  put('cov.noun', noun);
  put(
    'other.only',
    share((k, i) => !matched[i] && (holders.get(k) ?? 0) > 0),
  );
  return { cov, exact: share((_, i) => exactAny[i] === true), noun: nounTotal ? noun : -1 };
}

// The option's name against the instruction: covered, word for word, quoted, or beaten by another's name.
function nameFeatures(ctx: Context, p: Prepared, phrase: boolean, put: Put): number {
  const { a } = ctx;
  const namePrec = nameCoverage(a, p);
  put('name.prec', namePrec);
  put('name.full', namePrec === 1 ? 1 : 0);
  put('name.phrase', phrase ? 1 : 0);
  put('other.name', ctx.anyPhrase && !phrase ? 1 : 0);
  put('name.empty', p.name ? 0 : 1);
  if (a.head !== null && !holds(p, a.head)) put('head.unheld', 1);
  if (a.quoted.length) {
    const name = p.name?.stems.join(' ');
    put('name.quoted', a.quoted.some((q) => q.join(' ') === name) ? 1 : 0);
    put('quote.miss', a.quoted.some((q) => q.every((s) => p.all.has(s))) ? 0 : 1);
  }
  return namePrec;
}

// Role words, ordinals among look-alikes, directions and named keys.
function placeFeatures(
  a: Analysis,
  p: Prepared,
  occurrence: [number, number] | null,
  bare: boolean,
  put: Put,
): void {
  if (saidRoles(a, p).length && p.roleClasses.length) put(roleMatches(a, p) ? 'role.match' : 'role.clash', 1);
  // Said by its role alone ("type 120 into the spin button"): the role is all there is to match.
  if (bare && roleMatches(a, p)) put('role.bare', 1);
  if (a.ordinal !== null && !occurrence) put('ord.none', 1);
  if (a.ordinal !== null && occurrence) {
    const [i, n] = occurrence;
    // "the 150th invoice" among 50 look-alikes names one that is not here, not a wrong one.
    if (a.ordinal > n) put('ord.over', 1);
    else put(i === a.ordinal || (a.ordinal === -1 && i === n) ? 'ord.eq' : 'ord.neq', 1);
  }
  const direction = p.option.direction;
  const now = Number(/-?\d+(?:\.\d+)?/u.exec(p.option.fields.value ?? '')?.[0] ?? Number.NaN);
  // "Set the Volume slider to 80" from 50: the step towards the number the words name.
  if (direction && a.goal !== null && Number.isFinite(now) && a.goal !== now)
    put((direction === 'up') === a.goal > now ? 'dir.toward' : 'dir.away', 1);
  else if (direction)
    put(a.direction ? (a.direction === direction ? 'dir.eq' : 'dir.neq') : `dir.unsaid.${direction}`, 1);
  if (a.keyNames.length && p.option.kind === 'key') {
    const named = a.keyNames.some((k) => p.keyStems === stem(k) || p.keyStems.endsWith(` ${stem(k)}`));
    put(named ? 'key.named' : 'key.other', 1);
  }
}

// What the instruction asks to do against what the option does: kind, verb, text, search, destruction.
function intentFeatures(ctx: Context, p: Prepared, noun: number, put: Put): void {
  const { a } = ctx;
  const kind = p.option.kind ?? 'unknown';
  const textKind = TEXT_KIND_NAMES.has(kind);
  put(`kind.${kind}`, 1);
  for (const v of verbsFor(a, p)) put(`vk.${v}.${kind}`, 1);
  // Named only by the instruction's verb ("Open…" for "open the Terms link") while its nouns go unmatched.
  if (noun === 0 && a.verbs.some((_, i) => namedByVerb(a, p, i))) put('verbname.nounless', 1);
  if (a.shape !== 'none') put(`text.${kind}`, 1);
  if (a.shape !== 'none' && textKind) put(`shape.${a.shape}.${kind}`, 1);
  if (a.shape === 'none' && textKind) {
    put('free.textkind', ctx.unheld);
    put('quote.free.textkind', ctx.quoteFree ? 1 : 0);
  }
  if (SHAPE_WORDS[a.shape] && p.shapes.size) put(p.shapes.has(a.shape) ? 'shape.fit' : 'shape.clash', 1);
  if (p.target.groups.has(REMOVE_GROUP) && !a.wantsRemove) put('destr.unasked', 1);
  if (p.searchy && !a.wantsSearch) put('search.unasked', 1);
  if (!p.searchy && a.wantsSearch && textKind) put('search.other', 1);
  if (a.expression && p.name && p.name.text.trim().length <= 2) put('expr.part', 1);
}

// Ids the instruction names, and the words it negates: held by this option, or opposed by it.
function namedFeatures(ctx: Context, p: Prepared, put: Put): void {
  const { a } = ctx;
  if (a.ids.length) put(a.ids.some((id) => id.every((s) => p.all.has(s))) ? 'id.held' : 'id.miss', 1);
  if (ctx.negGroups.length) {
    const held = ctx.negGroups.some((g) => p.target.set.has(g) || p.target.groups.has(g));
    const negated = negates(p.name);
    if (held && !negated) put('neg.held', 1);
    if ((held && negated) || ctx.oppGroups.some((g) => p.target.groups.has(g))) put('neg.flip', 1);
  }
  if (a.said && a.shape === 'none')
    put(TEXT_KIND_NAMES.has(p.option.kind ?? 'unknown') ? 'said.textkind' : 'said.other', 1);
}
