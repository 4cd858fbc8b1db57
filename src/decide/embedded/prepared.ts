// An option made ready for matching: each field tokenised once, its name's stems, role classes and look-alikes.
import { NAMING_STOP_WORDS, ROLE_CLASSES, SEARCH_GROUP, SHAPE_WORDS, STOP_WORDS } from './lexicon.js';
import type { Analysis } from './query.js';
import { FIELDS, type Field, type OptionText } from './read.js';
import { clearTokenCache, stem, synonymGroups, tokenize, type Tokens } from './tokens.js';

/** An option with its fields tokenised. */
export interface Prepared {
  option: OptionText;
  fields: [Field, Tokens][];
  all: Set<string>;
  name: Tokens | null;
  nameStems: string[];
  /** The name is made only of stop words ("To", "On"): it is said only where the words use it as a name. */
  stopName: boolean;
  /** Stems of the name, help and identifier. */
  named: readonly string[];
  roleClasses: string[];
  /** What the option acts on (name, identifier, menu path) as tokens. */
  target: Tokens;
  /** The key chord's stems ("escap", "shift f10"). */
  keyStems: string;
  /** Text shapes the target's words fit ("email" for an Email field). */
  shapes: ReadonlySet<string>;
  searchy: boolean;
}

const SHAPE_STEMS = Object.entries(SHAPE_WORDS).map(([shape, words]) => [shape, words.map(stem)] as const);
const cache = new Map<string, Prepared>();
const CACHE_MAX = 20_000;

/** Empties the token and option caches (benchmarks measure cold requests with it). */
export function clearCaches(): void {
  cache.clear();
  clearTokenCache();
}

/** Tokenises an option's fields once (cached by content: a window seen again costs little). */
export function prepare(option: OptionText): Prepared {
  const key = `${option.kind ?? ''}\u0001${String(option.occurrence)}\u0001${option.direction ?? ''}\u0001${JSON.stringify(option.fields)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (cache.size >= CACHE_MAX) cache.clear();
  const prepared = build(option);
  cache.set(key, prepared);
  return prepared;
}

function build(option: OptionText): Prepared {
  const fields: [Field, Tokens][] = [];
  const all = new Set<string>();
  for (const field of FIELDS) {
    const text = field === 'context' ? contextOf(option) : option.fields[field];
    if (text === undefined) continue;
    const tokens = tokenize(field === 'role' ? splitRole(text) : text);
    fields.push([field, tokens]);
    for (const s of tokens.set) all.add(s);
  }
  const name = option.fields.name === undefined ? null : tokenize(option.fields.name);
  // "Next" and "Here" name controls: "Find Next" is not "Find".
  const row = name ? rowInName(option, name) : null;
  const content = name
    ? name.stems.filter((s, i) => {
        const w = name.raw[i] ?? s;
        return (!STOP_WORDS.has(w) || NAMING_STOP_WORDS.has(w)) && !(row && i >= row[0] && i < row[1]);
      })
    : [];
  // A name made only of stop words ("To", "On") is still a name.
  const nameStems = content.length || !name ? content : name.stems;
  const named = [
    ...nameStems,
    ...tokenize(`${option.fields.help ?? ''} ${option.fields.identifier ?? ''}`).stems,
  ];
  const target = tokenize(
    [option.fields.name, option.fields.identifier, option.fields.path].filter(Boolean).join(' '),
  );
  return {
    option,
    fields,
    all,
    name,
    nameStems,
    stopName:
      name !== null &&
      content.length === 0 &&
      name.stems.length > 0 &&
      !name.raw.some((w) => NAMING_STOP_WORDS.has(w)),
    named,
    roleClasses: roleClassesOf(option),
    target,
    keyStems: tokenize(option.fields.keys ?? '').stems.join(' '),
    shapes: new Set(
      SHAPE_STEMS.filter(([, stems]) => stems.some((w) => target.set.has(w))).map(([shape]) => shape),
    ),
    searchy: target.groups.has(SEARCH_GROUP) || /search/iu.test(option.fields.role ?? ''),
  };
}

/**
 * Where a look-alike's name holds its row's name ([start, end) of the name's words): "More actions for Spring
 * birds" in the row "Spring birds". Those words say where the control is, as its context does, not which control
 * it is; so "the second post's More actions" weighs the buttons as it weighs a plain "More" in each row. Only for
 * options that say they are one of several, and only when the name says more than the row.
 */
function rowInName(option: OptionText, name: Tokens): [number, number] | null {
  if (!option.occurrence) return null;
  const row = /(?:^|; )row: ([^;]+)/u.exec(option.fields.context ?? '')?.[1];
  if (!row) return null;
  // A clipped row name ("Ten-year review: the o…") ends in a cut word.
  const clipped = /\u2026\s*$/u.test(row);
  const rowStems = tokenize(row.replace(/\u2026\s*$/u, '')).stems.slice(0, clipped ? -1 : undefined);
  const stems = name.stems;
  if (rowStems.length === 0 || rowStems.length >= stems.length) return null;
  for (let i = 0; i + rowStems.length <= stems.length; i += 1)
    if (rowStems.every((r, j) => stems[i + j] === r)) return [i, i + rowStems.length];
  return null;
}

// The option's places, without a popup list that only echoes the option's own name: the list "Economy" holding the
// option "Economy" is named after the dropdown it opened from and says nothing more of the option. (A dialog named
// like its button, "Delete invoice?" around "Delete invoice", is kept: it is what the button confirms.)
function contextOf(option: OptionText): string | undefined {
  const { context, name } = option.fields;
  if (context === undefined || !name) return context;
  const own = tokenize(name).stems.join(' ');
  const places = context.split(/ [;/] /u);
  const kept = places.filter((place) => {
    const m = /^\s*([^:]*):(.*)$/u.exec(place);
    return !(m && POPUP_LIST.test(m[1] ?? '') && tokenize(m[2] ?? '').stems.join(' ') === own);
  });
  return kept.length === places.length ? context : kept.join(' ; ');
}

const POPUP_LIST = /^(?:list ?box|list|menu|popup|combo ?box|tree)$/iu;

// Compound role words apart: "SearchField", "searchbox" and "menuitem" hold "search" and "menu".
function splitRole(role: string): string {
  return tokenize(role).text.replace(/([a-z])(?=button|field|box|item)/gu, '$1 ');
}

function roleClassesOf(option: OptionText): string[] {
  const role = splitRole(option.fields.role ?? '');
  const out = ROLE_CLASSES.filter(([, re]) => re.test(role)).map(([name]) => name);
  // A text area is also a field ("the Notes field"), though "the text area" names only text areas.
  if (/search|textarea/u.test(role) || role.includes('spin')) out.push('field');
  if (role.includes('spin')) out.push('spinner');
  // A dropdown is a list ("the Room list"), and so is an option's list; an option is not a dropdown.
  if (out.includes('dropdown') || /\boption\b/u.test(role)) out.push('list');
  // A keypad, and the short-named buttons that make one up, answer to "key" and "keypad".
  if (option.kind === 'keypad' || (out.includes('button') && (option.fields.name ?? '').trim().length <= 2))
    out.push('keypad');
  // A button that opens a menu (ARIA haspopup, a dropdown toggle: "menu button" in its help) answers to "menu".
  if (option.kind === 'menu' || /\bmenu button\b/iu.test(option.fields.help ?? '')) out.push('menu');
  return out;
}

/**
 * True when the option's name appears word for word in the instruction (`hay`: its stems, space-padded); `bare`
 * compares both without stop words ("reply to all" names "Reply All").
 */
export function namePhrase(hay: string, p: Prepared, bare = false): boolean {
  if (!p.name || p.name.stems.length === 0) return false;
  const stems = bare ? p.nameStems : p.name.stems;
  return stems.length > 0 && hay.includes(` ${stems.join(' ')} `);
}

/** True when any field of the option holds a word of one of these synonym groups. */
export function holdsGroup(p: Prepared, groups: readonly string[]): boolean {
  return groups.length > 0 && p.fields.some(([, t]) => groups.some((g) => t.groups.has(g)));
}

/** Look-alikes without an `occurrence`: options of one kind and name, numbered in order. */
export function derivedOccurrences(prepared: Prepared[]): ([number, number] | null)[] {
  return numbered(
    prepared,
    (p) => (p.option.occurrence || !p.name ? null : `${p.option.kind ?? ''}\u0000${p.name.text}`),
    (p) => p.option.occurrence,
  );
}

/**
 * Where each option stands among the options of the role the instruction names, when it names one and an ordinal
 * ("the second tab": Members among Overview, Members, Billing), by kind and in the order offered; null elsewhere.
 */
export function roleOccurrences(a: Analysis, prepared: Prepared[]): ([number, number] | null)[] {
  const named = a.ordinal !== null && a.roles.length > 0;
  return numbered(
    prepared,
    (p) => (named && p.roleClasses.some((r) => a.roles.includes(r)) ? (p.option.kind ?? '') : null),
    () => null,
  );
}

// Options sharing a key, numbered in order ([rank, count]); one without a key, or alone under its key, keeps `base`.
function numbered(
  prepared: Prepared[],
  keyOf: (p: Prepared) => string | null,
  base: (p: Prepared) => [number, number] | null,
): ([number, number] | null)[] {
  const groups = new Map<string, number[]>();
  prepared.forEach((p, i) => {
    const key = keyOf(p);
    if (key === null) return;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const out = prepared.map(base);
  for (const list of groups.values())
    if (list.length > 1) list.forEach((index, rank) => (out[index] = [rank + 1, list.length]));
  return out;
}

/** True when one of the instruction's verbs is the option's own name ("clear" for "Clear search", "open" for "Open…"). */
export function namedByVerb(a: Analysis, p: Prepared, i: number): boolean {
  if (p.option.kind !== 'click' && p.option.kind !== 'menu' && p.option.kind !== null) return false;
  const t = a.triggers[i] ?? [];
  return t.length > 0 && t.every((s) => p.named.includes(s));
}

/**
 * The instruction's verb classes for an option. A button or command named by the verb ("Clear search", "Open…")
 * does not take that verb's kind compatibility but the class `named`: the verb names the control, not the kind
 * of action.
 */
export function verbsFor(a: Analysis, p: Prepared): string[] {
  const kept = a.verbs.filter((_, i) => !namedByVerb(a, p, i));
  return kept.length === a.verbs.length ? kept : [...kept, 'named'];
}

/** The share of the option's name words found in the instruction (exactly or as a synonym). */
export function nameCoverage(a: Analysis, p: Prepared): number {
  if (!p.name || p.nameStems.length === 0) return 0;
  let hit = 0;
  for (const s of p.nameStems)
    if (
      p.stopName
        ? a.namedStops.includes(s)
        : a.tokens.set.has(s) || synonymGroups(s).some((g) => a.tokens.groups.has(g))
    )
      hit += 1;
  return hit / p.nameStems.length;
}
