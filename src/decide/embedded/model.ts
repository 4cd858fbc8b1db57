// The model: learned weights over option and request features, a listwise softmax with `none`, and a temperature.
import type { Sparse } from './features.js';
import { NONE_FEATURES, OPTION_FEATURES } from './names.js';

/** Learned weights as stored in weights.json: feature name → weight, and the calibration temperature. */
export interface ModelWeights {
  version: number;
  option: Record<string, number>;
  none: Record<string, number>;
  temperature: number;
}

/** Weights laid out in feature order. */
export interface Model {
  w: Float64Array;
  u: Float64Array;
  temperature: number;
}

/** Checks the shape of stored weights; throws on anything malformed. */
export function parseWeights(x: unknown): ModelWeights {
  const o = x as Partial<ModelWeights> | null;
  const table = (t: unknown): t is Record<string, number> =>
    typeof t === 'object' &&
    t !== null &&
    Object.values(t).every((v) => typeof v === 'number' && Number.isFinite(v));
  if (
    !o ||
    typeof o.version !== 'number' ||
    !table(o.option) ||
    !table(o.none) ||
    typeof o.temperature !== 'number' ||
    !(o.temperature > 0)
  )
    throw new Error('embedded decider weights are malformed');
  return { version: o.version, option: o.option, none: o.none, temperature: o.temperature };
}

/** Lays stored weights out by feature index (unknown names are ignored, missing ones are 0). */
export function loadModel(weights: ModelWeights): Model {
  const w = new Float64Array(OPTION_FEATURES.length);
  OPTION_FEATURES.forEach((name, i) => (w[i] = weights.option[name] ?? 0));
  const u = new Float64Array(NONE_FEATURES.length);
  NONE_FEATURES.forEach((name, i) => (u[i] = weights.none[name] ?? 0));
  return { w, u, temperature: weights.temperature };
}

/** Stores a model's weights by name, rounded, without zeros. */
export function saveModel(model: Model, version: number): ModelWeights {
  const named = (names: readonly string[], values: Float64Array): Record<string, number> => {
    const out: Record<string, number> = {};
    names.forEach((name, i) => {
      const v = Math.round((values[i] ?? 0) * 1e5) / 1e5;
      if (v !== 0) out[name] = v;
    });
    return out;
  };
  return {
    version,
    option: named(OPTION_FEATURES, model.w),
    none: named(NONE_FEATURES, model.u),
    temperature: Math.round(model.temperature * 1e4) / 1e4,
  };
}

/** The raw score of one option. */
export function optionLogit(w: Float64Array, x: Sparse): number {
  let s = 0;
  for (let i = 0; i < x.idx.length; i += 1) s += (w[x.idx[i] ?? 0] ?? 0) * (x.val[i] ?? 0);
  return s;
}

/** The raw score of `none`. */
export function noneLogit(u: Float64Array, g: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < g.length; i += 1) s += (u[i] ?? 0) * (g[i] ?? 0);
  return s;
}

/** A numerically stable softmax of logits divided by a temperature. */
export function softmax(logits: readonly number[], temperature = 1): number[] {
  const max = Math.max(...logits);
  const exps = logits.map((z) => Math.exp((z - max) / temperature));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** Raw logits of the options, then `none` last when asked. */
export function logits(
  model: Model,
  features: { options: Sparse[]; none: number[] },
  withNone: boolean,
): number[] {
  const out = features.options.map((x) => optionLogit(model.w, x));
  if (withNone) out.push(noneLogit(model.u, features.none));
  return out;
}
