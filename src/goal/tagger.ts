// Which words of a goal are verbs, by compromise's part-of-speech tagger (loaded on first use: it takes a few
// hundred ms to load, and only goal runs need it). Pure: no I/O beyond loading the module.
import type { VerbTagger } from './clauses.js';

let loading: Promise<VerbTagger> | undefined;

/** The tagger: the offsets in `text` where a word compromise tags as a verb starts. */
export function loadVerbTagger(): Promise<VerbTagger> {
  loading ??= import('compromise/two').then(({ default: nlp }) => (text: string) => {
    const starts = new Set<number>();
    for (const sentence of nlp(text).json({ offset: true }) as TaggedSentence[])
      for (const term of sentence.terms) if (term.tags.includes('Verb')) starts.add(term.offset.start);
    return starts;
  });
  return loading;
}

interface TaggedSentence {
  terms: { tags: string[]; offset: { start: number } }[];
}
