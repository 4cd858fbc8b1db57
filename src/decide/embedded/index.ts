// The embedded decider: an offline, deterministic System One model that runs in-process.
import type { Answer, Decider, SystemOneRequest, SystemOneResponse } from '../../core/decision/systemone.js';
import { answerChoice, type FeatureMemo } from './answer.js';
import { answerNoul, answerScore } from './levels.js';
import { loadModel, parseWeights, type Model, type ModelWeights } from './model.js';
import stored from './weights.json' with { type: 'json' };

/** The weights format and its check. */
export { parseWeights, type ModelWeights } from './model.js';

/** Options of the embedded decider: weights other than the checked-in ones (training, tests). */
export interface EmbeddedOptions {
  weights?: ModelWeights;
}

/** The checked-in weights. */
export const STORED_WEIGHTS: ModelWeights = parseWeights(stored);

/** Answers every question of a request with a model (pure; no I/O). */
export function answerRequest(model: Model, request: SystemOneRequest): SystemOneResponse {
  const answers: Record<string, Answer> = {};
  const memo: FeatureMemo = [];
  for (const [id, question] of Object.entries(request.questions)) {
    if (question.type === 'choice') answers[id] = answerChoice(model, question, request.state, memo);
    else if (question.type === 'noul') answers[id] = answerNoul(model, question, request.state);
    else if (question.type === 'score') answers[id] = answerScore(model, question, request.state);
    else
      throw new Error(
        `the embedded decider answers choice, noul and score questions, not ${String((question as { type: unknown }).type)}`,
      );
  }
  return { model: 'embedded', answers, usage: { input_tokens: null, output_tokens: null } };
}

/** The embedded decider (name `embedded`): offline, deterministic, full distributions for choice, noul and score. */
export function createEmbeddedDecider(options: EmbeddedOptions = {}): Decider {
  const model = loadModel(options.weights ?? STORED_WEIGHTS);
  return {
    name: 'embedded',
    async decide(request, { signal }) {
      signal.throwIfAborted();
      const started = performance.now();
      const response = answerRequest(model, request);
      return { response, ms: performance.now() - started };
    },
  };
}
