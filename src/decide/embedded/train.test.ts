import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from './corpus.js';
import { parseWeights } from './model.js';
import { encodeCase, seededUnit, trainModel, TRAIN_DEFAULTS } from './train.js';

const corpus = parseCorpus(
  readFileSync(new URL('../../../fixtures/decider/corpus.jsonl', import.meta.url), 'utf8'),
);
const slice = corpus.filter((c) => c.split === 'train').slice(0, 120);
const options = { ...TRAIN_DEFAULTS, iterations: 40 };

describe('training the embedded decider', () => {
  it('is reproducible: two runs on the same slice give identical weights', () => {
    const first = trainModel(slice.map(encodeCase), options);
    const second = trainModel(slice.map(encodeCase), options);
    expect(second.weights).toEqual(first.weights);
    expect(parseWeights(JSON.parse(JSON.stringify(first.weights)))).toEqual(first.weights);
  });

  it('lowers the loss on what it is trained on', () => {
    const short = trainModel(slice.map(encodeCase), { ...options, iterations: 2 });
    const long = trainModel(slice.map(encodeCase), options);
    expect(long.fitLoss).toBeLessThan(short.fitLoss);
  });

  it('encodes a case with the right answer, none as the index after the options', () => {
    const none = corpus.find((c) => c.label === 'none');
    const some = corpus.find((c) => c.label !== 'none');
    if (!none || !some) throw new Error('the corpus needs both kinds of case');
    const n = encodeCase(none);
    expect(n.target).toBe(n.options.length);
    expect(encodeCase(some).target).toBe(Number(some.label.slice(1)));
  });

  it('keeps the held-out split apart from train, by template or window variant', () => {
    expect(corpus.filter((c) => c.split === 'heldout').length).toBeGreaterThan(1000);
    const trainGroups = new Set(corpus.filter((c) => c.split === 'train').map((c) => c.template));
    const heldTemplates = corpus.filter((c) => c.split === 'heldout' && !trainGroups.has(c.template));
    expect(heldTemplates.length).toBeGreaterThan(0);
    expect(seededUnit('a', 1)).toBe(seededUnit('a', 1));
  });
});
