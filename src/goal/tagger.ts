// Which words of a goal are verbs, and which name things, by compromise's part-of-speech tagger. Loading it costs
// about 270 ms of CPU, so it loads on a worker thread (on another core, while the run starts or attaches to its
// browser) and answers there; each call waits for its answer, so the tagger stays a plain function.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { VerbTagger } from './clauses.js';

/** A word of a text as the tagger reads it: where it starts, its text and its part-of-speech tags. */
export interface TaggedWord {
  start: number;
  text: string;
  tags: readonly string[];
}

/** Tags every word of a text. */
export type WordTagger = (text: string) => TaggedWord[];

interface TaggedSentence {
  terms: { text: string; tags: string[]; offset: { start: number } }[];
}

type Nlp = (text: string) => { json: (options: { offset: true }) => unknown };

const wordsOf = (sentences: TaggedSentence[]): TaggedWord[] =>
  sentences.flatMap((sentence) =>
    sentence.terms.map((t) => ({ start: t.offset.start, text: t.text, tags: t.tags })),
  );

// The worker: loads compromise from the URL it is given, tags one sentence (compromise's first call costs about
// 50 ms more than the next: better here, on the other core, than in the first wait of the run), says ready, then
// tags each text it is sent and wakes the waiting caller. CommonJS source, so it runs the same from dist and under tsx.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, port, flag } = workerData;
const waiting = new Int32Array(flag);
import(url).then(({ default: nlp }) => {
  nlp("Set the name to 'Grace Hopper', then click Save and check 3 boxes").json({ offset: true });
  port.on('message', ({ id, text }) => {
    try {
      port.postMessage({ id, sentences: nlp(text).json({ offset: true }) });
    } catch (error) {
      port.postMessage({ id, error: String(error && error.name) });
    }
    Atomics.store(waiting, 0, 1);
    Atomics.notify(waiting, 0);
  });
  parentPort.postMessage('ready');
}, (error) => parentPort.postMessage({ failed: String(error && error.name) }));
`;
const ANSWER_MS = 10_000;

let loading: Promise<WordTagger> | undefined;

/** The tagger: every word of `text` with its tags and offset (on a worker thread; in this one if none starts). */
export function loadWordTagger(): Promise<WordTagger> {
  loading ??= onWorker().catch(async () => {
    const { default: nlp } = (await import('compromise/two')) as unknown as { default: Nlp };
    return (text: string) => wordsOf(nlp(text).json({ offset: true }) as TaggedSentence[]);
  });
  return loading;
}

function onWorker(): Promise<WordTagger> {
  const { port1, port2 } = new MessageChannel();
  const flag = new SharedArrayBuffer(4);
  const waiting = new Int32Array(flag);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { url: import.meta.resolve('compromise/two'), port: port2, flag },
    transferList: [port2],
  });
  port1.unref();
  let asked = 0;
  const tag: WordTagger = (text) => {
    const id = (asked += 1);
    const deadline = Date.now() + ANSWER_MS;
    Atomics.store(waiting, 0, 0);
    port1.postMessage({ id, text });
    // An answer to an earlier call that gave up waiting is passed over.
    for (let left = ANSWER_MS; left > 0; left = deadline - Date.now()) {
      Atomics.wait(waiting, 0, 0, left);
      Atomics.store(waiting, 0, 0);
      for (let got = receiveMessageOnPort(port1); got; got = receiveMessageOnPort(port1)) {
        const answer = got.message as { id: number; sentences?: TaggedSentence[] };
        if (answer.id !== id) continue;
        if (!answer.sentences) throw new Error('the part-of-speech tagger failed on the text');
        return wordsOf(answer.sentences);
      }
    }
    throw new Error('the part-of-speech tagger gave no answer');
  };
  return new Promise((resolve, reject) => {
    worker.once('message', (m: unknown) => {
      if (m !== 'ready') return reject(new Error('the part-of-speech tagger did not load'));
      // Once loaded it never keeps the process alive: a run ends when its work does.
      worker.unref();
      resolve(tag);
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('tagger exited')));
  });
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
