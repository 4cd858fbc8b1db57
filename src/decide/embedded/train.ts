// Training: listwise softmax regression with `none`, full-batch Adam, then a temperature fitted on a held-back slice.
import { choiceFeatures } from './answer.js';
import { pickQuestion, type CorpusCase } from './corpus.js';
import type { Sparse } from './features.js';
import { NONE_FEATURES, OPTION_FEATURES } from './names.js';
import { noneLogit, optionLogit, saveModel, softmax, type Model, type ModelWeights } from './model.js';

/** A case as features: options, request features and the index of the right answer (options.length = none). */
export interface Encoded {
  options: Sparse[];
  none: number[];
  target: number;
  group: string;
}

/** Training settings; the seed picks the calibration slice. */
export interface TrainOptions {
  iterations: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Share of train groups kept back to fit the temperature. */
  calibrationShare: number;
}

/** The defaults `npm run train:decider` uses. */
export const TRAIN_DEFAULTS: TrainOptions = {
  iterations: 400,
  learningRate: 0.05,
  l2: 1e-4,
  seed: 7,
  calibrationShare: 0.15,
};

/** Encodes a corpus case through its `pick` question. */
export function encodeCase(c: CorpusCase): Encoded {
  const { labels, noneLabel, features } = choiceFeatures(pickQuestion(c), c.request.state);
  const target = c.label === noneLabel ? labels.length : labels.indexOf(c.label);
  if (target < 0) throw new Error(`case ${c.id}: label ${c.label} is not among its options`);
  return { ...features, target, group: `${c.template}|${c.variant}` };
}

/** A deterministic hash of a string with a seed, in [0, 1). */
export function seededUnit(text: string, seed: number): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822519);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

/**
 * Trains on encoded cases: weights by Adam, then the temperature on the given calibration cases (cases of apps
 * never trained on), or else on a seeded slice of the train groups kept out of the fit.
 */
export function trainModel(
  cases: Encoded[],
  options: TrainOptions = TRAIN_DEFAULTS,
  calibrateOn?: Encoded[],
): {
  weights: ModelWeights;
  fitLoss: number;
  calibrationLoss: number;
} {
  const kept = (c: Encoded): boolean => seededUnit(c.group, options.seed) < options.calibrationShare;
  const calibration = calibrateOn ?? cases.filter(kept);
  const fit = calibrateOn ? cases : cases.filter((c) => !kept(c));
  const model: Model = {
    w: new Float64Array(OPTION_FEATURES.length),
    u: new Float64Array(NONE_FEATURES.length),
    temperature: 1,
  };
  const adam = {
    mw: new Float64Array(model.w.length),
    vw: new Float64Array(model.w.length),
    mu: new Float64Array(model.u.length),
    vu: new Float64Array(model.u.length),
  };
  let fitLoss = 0;
  for (let t = 1; t <= options.iterations; t += 1) {
    const { loss, gw, gu } = gradient(model, fit, options.l2);
    fitLoss = loss;
    step(model.w, gw, adam.mw, adam.vw, t, options.learningRate);
    step(model.u, gu, adam.mu, adam.vu, t, options.learningRate);
  }
  model.temperature = calibration.length ? fitTemperature(model, calibration) : 1;
  return {
    weights: saveModel(model, 1),
    fitLoss,
    calibrationLoss: calibration.length ? negativeLogLikelihood(model, calibration) : 0,
  };
}

function gradient(
  model: Model,
  cases: Encoded[],
  l2: number,
): { loss: number; gw: Float64Array; gu: Float64Array } {
  const gw = new Float64Array(model.w.length);
  const gu = new Float64Array(model.u.length);
  let loss = 0;
  for (const c of cases) {
    const z = c.options.map((x) => optionLogit(model.w, x));
    z.push(noneLogit(model.u, c.none));
    const p = softmax(z);
    loss -= Math.log(Math.max(p[c.target] ?? 0, 1e-12));
    c.options.forEach((x, j) => {
      const coef = (p[j] ?? 0) - (j === c.target ? 1 : 0);
      for (let k = 0; k < x.idx.length; k += 1)
        gw[x.idx[k] ?? 0] = (gw[x.idx[k] ?? 0] ?? 0) + coef * (x.val[k] ?? 0);
    });
    const coefNone = (p[c.options.length] ?? 0) - (c.target === c.options.length ? 1 : 0);
    c.none.forEach((g, k) => (gu[k] = (gu[k] ?? 0) + coefNone * g));
  }
  const n = Math.max(1, cases.length);
  for (let i = 0; i < gw.length; i += 1) gw[i] = (gw[i] ?? 0) / n + l2 * (model.w[i] ?? 0);
  for (let i = 0; i < gu.length; i += 1) gu[i] = (gu[i] ?? 0) / n + l2 * (model.u[i] ?? 0);
  return { loss: loss / n, gw, gu };
}

function step(
  x: Float64Array,
  g: Float64Array,
  m: Float64Array,
  v: Float64Array,
  t: number,
  lr: number,
): void {
  const b1 = 0.9;
  const b2 = 0.999;
  for (let i = 0; i < x.length; i += 1) {
    const gi = g[i] ?? 0;
    m[i] = b1 * (m[i] ?? 0) + (1 - b1) * gi;
    v[i] = b2 * (v[i] ?? 0) + (1 - b2) * gi * gi;
    const mh = (m[i] ?? 0) / (1 - b1 ** t);
    const vh = (v[i] ?? 0) / (1 - b2 ** t);
    x[i] = (x[i] ?? 0) - (lr * mh) / (Math.sqrt(vh) + 1e-8);
  }
}

/** Mean negative log-likelihood of the right answers at the model's temperature. */
export function negativeLogLikelihood(model: Model, cases: Encoded[]): number {
  let loss = 0;
  for (const c of cases) {
    const z = c.options.map((x) => optionLogit(model.w, x));
    z.push(noneLogit(model.u, c.none));
    loss -= Math.log(Math.max(softmax(z, model.temperature)[c.target] ?? 0, 1e-12));
  }
  return loss / Math.max(1, cases.length);
}

// Golden-section search of log T in [log 0.2, log 5] for the lowest NLL.
function fitTemperature(model: Model, cases: Encoded[]): number {
  const nll = (logT: number): number =>
    negativeLogLikelihood({ ...model, temperature: Math.exp(logT) }, cases);
  let lo = Math.log(0.2);
  let hi = Math.log(5);
  const r = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 40; i += 1) {
    const a = hi - r * (hi - lo);
    const b = lo + r * (hi - lo);
    if (nll(a) < nll(b)) hi = b;
    else lo = a;
  }
  return Math.exp((lo + hi) / 2);
}
