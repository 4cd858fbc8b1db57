// Answers a choice question with the embedded model: features of every option, a softmax with `none`.
import type { ChoiceAnswer, ChoiceQuestion, Json } from '../../core/decision/systemone.js';
import { extract, type Sparse } from './features.js';
import { logits, softmax, type Model } from './model.js';
import { analyse } from './query.js';
import { readOption, readQuery } from './read.js';

/** True for the label that means "none of these". */
export function isNoneLabel(label: string): boolean {
  return label.trim().toLowerCase() === 'none';
}

/** A choice question as features: its labels, its `none` label and the features of options and request. */
export interface ChoiceFeatures {
  labels: string[];
  noneLabel: string | null;
  features: { options: Sparse[]; none: number[] };
}

/** Features already computed for a request's questions (`forced` asks about the same options as `pick`). */
export type FeatureMemo = {
  query: string;
  refs: Json[];
  labels: string[];
  features: ChoiceFeatures['features'];
}[];

/** Features of a choice question's options (without `none`) and of the request. */
export function choiceFeatures(
  question: ChoiceQuestion,
  state: Json,
  memo: FeatureMemo = [],
): ChoiceFeatures {
  const all = Object.keys(question.criteria);
  const noneLabel = all.find(isNoneLabel) ?? null;
  const labels = all.filter((l) => l !== noneLabel);
  const query = readQuery(state, question.instructions);
  const key = `${query.instruction}\u0000${query.text ?? '\u0001'}`;
  const refs = labels.map((l) => question.criteria[l] ?? null);
  const seen = memo.find(
    (m) =>
      m.query === key &&
      m.refs.length === refs.length &&
      m.refs.every((r, i) => r === refs[i] && m.labels[i] === labels[i]),
  );
  if (seen) return { labels, noneLabel, features: seen.features };
  const features = optionFeatures(query.instruction, query.text, labels, refs);
  memo.push({ query: key, refs, labels, features });
  return { labels, noneLabel, features };
}

/** Features of labelled criteria against an instruction (and the text an action must enter). */
export function optionFeatures(
  instruction: string,
  text: string | null,
  labels: string[],
  criteria: Json[],
): ChoiceFeatures['features'] {
  return extract(
    analyse(instruction, text),
    labels.map((l, i) => readOption(l, criteria[i] ?? null)),
  );
}

/** The full distribution over a choice question's labels, `choice` its argmax, `confidence` the top probability. */
export function answerChoice(
  model: Model,
  question: ChoiceQuestion,
  state: Json,
  memo: FeatureMemo = [],
): ChoiceAnswer {
  const { labels, noneLabel, features } = choiceFeatures(question, state, memo);
  const p = softmax(logits(model, features, noneLabel !== null), model.temperature);
  const ordered = noneLabel !== null ? [...labels, noneLabel] : labels;
  return distributionAnswer(ordered, p);
}

/** A choice answer from a distribution over labels (in order). */
export function distributionAnswer(labels: string[], p: number[]): ChoiceAnswer {
  if (labels.length === 0) throw new Error('a choice question needs at least one label');
  const probabilities: Record<string, number> = {};
  let best = 0;
  labels.forEach((label, i) => {
    probabilities[label] = p[i] ?? 0;
    if ((p[i] ?? 0) > (p[best] ?? 0)) best = i;
  });
  const top = p[best] ?? 0;
  return { type: 'choice', choice: labels[best] ?? '', confidence: top, probabilities };
}
