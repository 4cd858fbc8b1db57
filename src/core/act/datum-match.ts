// Which datum the words ask for: the words must name the value (its key); its row and headings narrow it down.
import { foldText } from '../text.js';
import type { Datum } from './datum.js';

/** The data that fit every word (one for a match, several for a tie), or the nearest when none does. */
export interface DatumMatch {
  status: 'match' | 'tie' | 'none';
  data: Datum[];
  /** Words of the instruction that no key, row or heading on the window holds (status none). */
  missing?: string[];
}

const NEAREST_MAX = 10;
const TIE_MAX = 8;
// Words that say how to ask, not what to read.
const FILLER = new Set(
  (
    'the a an of in on for to at by from with and or what whats which is are was be it its this that these ' +
    'my me please read get show tell give find return value values current shown displayed field box text ' +
    'label cell row column section page window panel entry table list grid shown listed here there now ' +
    'currently just exact ' +
    'exactly top bottom above below under next near'
  ).split(' '),
);

/** Matches the instruction's words against each datum's key, row and headings. */
export function matchDatum(instruction: string, data: Datum[]): DatumMatch {
  const asked = [...new Set(wordsOf(instruction))];
  if (asked.length === 0) return { status: 'none', data: oneByKey(data).slice(0, NEAREST_MAX), missing: [] };
  const forms = new Set(foldedWords(instruction));
  const scored = data.map((datum, order) => ({ datum, order, ...score(asked, forms, datum) }));
  // A datum fits when its key holds one of the words and its key, row or headings hold all of them. Among fits,
  // the key most fully named wins, then the one holding the words as written ("response", not "Responses").
  const fits = scored
    .filter((s) => s.keyHits > 0 && s.covered.length === asked.length)
    .sort((a, b) => b.keyShare - a.keyShare || b.sameForm - a.sameForm || a.order - b.order);
  const best = fits[0];
  if (best) {
    const tied = fits.filter((s) => s.keyShare === best.keyShare && s.sameForm === best.sameForm);
    return { status: tied.length === 1 ? 'match' : 'tie', data: tied.slice(0, TIE_MAX).map((s) => s.datum) };
  }
  const held = new Set(scored.flatMap((s) => s.covered));
  const nearest = scored
    .map((s) => ({ ...s, near: nearness(asked, s.datum.key) }))
    .sort(
      (a, b) =>
        Number(b.keyHits > 0) - Number(a.keyHits > 0) ||
        b.covered.length - a.covered.length ||
        b.near - a.near ||
        a.order - b.order,
    );
  return {
    status: 'none',
    data: oneByKey(nearest.map((s) => s.datum)).slice(0, NEAREST_MAX),
    missing: asked.filter((w) => !held.has(w)),
  };
}

/** The first datum of each key, so near misses show different names. */
function oneByKey(data: Datum[]): Datum[] {
  const keys = new Set<string>();
  return data.filter((d) => !keys.has(d.key) && keys.add(d.key));
}

/** The words of a text that can name a datum: folded, split, fillers dropped, plurals made singular. */
export function wordsOf(text: string): string[] {
  return foldedWords(text).map(singular);
}

function foldedWords(text: string): string[] {
  return foldText(text)
    .replace(/(\p{L})[-'’](\p{L})/gu, '$1$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !FILLER.has(w));
}

/** A plural's singular, roughly: "addresses" → "address", "taxes" → "tax", "totals" → "total"; "status" stays. */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(?:ss|us|is)$/u.test(word)) return word;
  return /(?:ss|x|z|ch|sh|us)es$/u.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

interface Score {
  keyHits: number;
  keyShare: number;
  covered: string[];
  /** Words of the instruction found as written (before plurals are made singular). */
  sameForm: number;
}

function score(asked: string[], forms: Set<string>, datum: Datum): Score {
  const named = [datum.key, ...(datum.row ?? []), ...datum.context].join(' ');
  const key = new Set(wordsOf(datum.key));
  const around = new Set([...wordsOf(named), ...kindWords(datum.value)]);
  const keyHits = asked.filter((w) => key.has(w)).length;
  return {
    keyHits,
    keyShare: key.size === 0 ? 0 : [...key].filter((w) => asked.includes(w)).length / key.size,
    covered: asked.filter((w) => key.has(w) || around.has(w)),
    sameForm: new Set(foldedWords(named).filter((w) => forms.has(w))).size,
  };
}

/** Words a value answers to by its shape: an email address is an "email", a web address a "url" or "link". */
function kindWords(value: string): string[] {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(value)) return ['email'];
  if (/^https?:\/\/\S+$/u.test(value)) return ['url', 'link'];
  return [];
}

/** Letter-pair overlap (Dice) between the asked words and a key, for ordering near misses. */
function nearness(asked: string[], key: string): number {
  const pairs = (text: string): string[] =>
    Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(i, i + 2));
  const a = pairs(asked.join(' '));
  const b = pairs(wordsOf(key).join(' '));
  if (a.length === 0 || b.length === 0) return 0;
  const rest = [...b];
  let common = 0;
  for (const p of a) {
    const i = rest.indexOf(p);
    if (i >= 0) {
      common += 1;
      rest.splice(i, 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}
