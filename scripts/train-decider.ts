// Trains the embedded decider on the train split of fixtures/decider/corpus.jsonl and writes
// src/decide/embedded/weights.json. Reproducible: full-batch training and a seeded calibration slice.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseCorpus } from '../src/decide/embedded/corpus.js';
import { encodeCase, trainModel, TRAIN_DEFAULTS } from '../src/decide/embedded/train.js';

const corpus = parseCorpus(
  readFileSync(new URL('../fixtures/decider/corpus.jsonl', import.meta.url), 'utf8'),
);
const train = corpus.filter((c) => c.split === 'train');
// The temperature is fitted on the calibration apps (harvested apps never trained or tuned on) when there are any.
const dev = corpus.filter((c) => c.split === 'calibration');
const started = performance.now();
const encoded = train.map(encodeCase);
const { weights, fitLoss, calibrationLoss } = trainModel(
  encoded,
  TRAIN_DEFAULTS,
  dev.length ? dev.map(encodeCase) : undefined,
);
const out = new URL('../src/decide/embedded/weights.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(weights, null, 1)}\n`);
console.log(
  `trained on ${train.length} of ${corpus.length} cases in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${Object.keys(weights.option).length} option weights, ${Object.keys(weights.none).length} none weights)`,
);
console.log(
  `fit NLL ${fitLoss.toFixed(4)}, calibration NLL ${calibrationLoss.toFixed(4)} ` +
    `(${dev.length ? `${dev.length} calibration-app cases` : 'a slice of train'}), temperature ${weights.temperature}`,
);
