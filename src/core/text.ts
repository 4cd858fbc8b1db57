// Text helpers shared by the core: display normalisation, UTF-16 bounds, quoting.

// Zero-width, bidi and other invisible format characters.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/gu;
const BIDI_BETWEEN_DIGITS = /(\p{Nd})[\u200E\u200F\u202A-\u202E\u2066-\u2069]+(\p{Nd})/gu;
const SPACE_RUN = /[\p{White_Space}]+/gu;

/** Text for display and matching: invisible marks removed (a bidi mark between digits becomes a space), whitespace collapsed. */
export function displayText(raw: string): string {
  return raw.replace(BIDI_BETWEEN_DIGITS, '$1 $2').replace(INVISIBLE, '').replace(SPACE_RUN, ' ').trim();
}

/** Cuts a string to at most `max` UTF-16 units without splitting a surrogate pair, marking the cut with "…". */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Quotes a text for a sentence, cut to `max` units, or names it "the given text" when longer. */
export function quote(text: string, max = 60): string {
  return text.length <= max ? JSON.stringify(text) : 'the given text';
}

/** Lower-cased, width- and diacritic-folded form used for matching. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(INVISIBLE, '');
}

/** The text with every regular-expression metacharacter escaped, to match it literally inside a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** True when a string holds a control or Unicode format character. */
export function hasControlOrFormat(text: string): boolean {
  return /[\p{Cc}\p{Cf}]/u.test(text);
}

/** Folded words joined by single spaces, punctuation dropped: for matching a name as a whole run of words. */
export function phrase(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of the numbers 0 to 10, each at its own index ("five" is `NUMBER_WORDS[5]`). */
export const NUMBER_WORDS: readonly string[] = 'zero one two three four five six seven eight nine ten'.split(
  ' ',
);

/** The number a word names ("five" → 5), for 0 to 10. */
export function numberOfWord(word: string): number | undefined {
  const n = NUMBER_WORDS.indexOf(word.toLowerCase());
  return n < 0 ? undefined : n;
}

/** The ordinal words of the places 1 to 10, each at its own index ("second" is `ORDINAL_WORDS[2]`). */
export const ORDINAL_WORDS: readonly string[] =
  'zeroth first second third fourth fifth sixth seventh eighth ninth tenth'.split(' ');
