// Which words of a goal are verbs, and which name things, by compromise's part-of-speech tagger (loaded on first
// use: it takes a few hundred ms to load, and only goal runs need it). Pure: no I/O beyond loading the module.
import type { VerbTagger } from './clauses.js';

/** A word of a text as the tagger reads it: where it starts, its text and its part-of-speech tags. */
export interface TaggedWord {
  start: number;
  text: string;
  tags: readonly string[];
}

/** Tags every word of a text. */
export type WordTagger = (text: string) => TaggedWord[];

let loading: Promise<WordTagger> | undefined;

/** The tagger: every word of `text` with its tags and offset. */
export function loadWordTagger(): Promise<WordTagger> {
  loading ??= import('compromise/two').then(
    ({ default: nlp }) =>
      (text: string) =>
        (nlp(text).json({ offset: true }) as TaggedSentence[]).flatMap((sentence) =>
          sentence.terms.map((t) => ({ start: t.offset.start, text: t.text, tags: t.tags })),
        ),
  );
  return loading;
}

/** The verb tagger over a word tagger. */
export function verbTagger(tag: WordTagger): VerbTagger {
  return (text: string) =>
    new Set(
      tag(text)
        .filter((w) => w.tags.includes('Verb'))
        .map((w) => w.start),
    );
}

interface TaggedSentence {
  terms: { text: string; tags: string[]; offset: { start: number } }[];
}
