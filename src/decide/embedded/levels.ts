// noul and score questions: the same matching, but of each description against the state as evidence.
// No labelled data trains these, so their distributions are shrunk halfway towards even odds.
import type {
  Json,
  NoulAnswer,
  NoulQuestion,
  ScoreAnswer,
  ScoreQuestion,
} from '../../core/decision/systemone.js';
import { optionFeatures } from './answer.js';
import { logits, softmax, type Model } from './model.js';
import { analyse } from './query.js';
import { jsonText } from './read.js';
import { tokenize } from './tokens.js';

const UNTRAINED_SHRINK = 0.5;

function shrink(p: number, n: number): number {
  return (1 - UNTRAINED_SHRINK) * p + UNTRAINED_SHRINK / n;
}

// A distribution over descriptions: which one the evidence (state and question) matches best.
function match(model: Model, evidence: string, criteria: Json[]): number[] {
  const labels = criteria.map((_, i) => String(i));
  const raw = softmax(
    logits(model, optionFeatures(evidence, null, labels, criteria), false),
    model.temperature,
  );
  return raw.map((p) => shrink(p, criteria.length));
}

/** P(yes): which of the true and false descriptions the state matches, else how much of the question it holds. */
export function answerNoul(model: Model, question: NoulQuestion, state: Json): NoulAnswer {
  const c = question.criteria;
  if (c && (c.true !== undefined || c.false !== undefined)) {
    const [yes] = match(model, jsonText(state), [c.true ?? 'yes', c.false ?? 'no']);
    return { type: 'noul', noul: yes ?? 0.5 };
  }
  const asked = analyse(jsonText(question.instructions ?? null) || jsonText(state), null).keys;
  const evidence = tokenize(jsonText(state)).set;
  const support = asked.length ? asked.filter((k) => evidence.has(k)).length / asked.length : 0.5;
  return { type: 'noul', noul: shrink(support, 2) };
}

/** A distribution over ordered levels (each description matched against question and state); `score` is the mean. */
export function answerScore(model: Model, question: ScoreQuestion, state: Json): ScoreAnswer {
  if (question.criteria.length === 0) throw new Error('a score question needs at least one level');
  const evidence = `${jsonText(question.instructions ?? null)} ; ${jsonText(state)}`;
  const p = match(model, evidence, question.criteria);
  const probabilities: Record<string, number> = {};
  const legend: Record<string, Json> = {};
  let score = 0;
  question.criteria.forEach((level, i) => {
    probabilities[String(i)] = p[i] ?? 0;
    legend[String(i)] = level;
    score += i * (p[i] ?? 0);
  });
  const top = Math.max(...p);
  return {
    type: 'score',
    score: Math.min(question.criteria.length - 1, Math.max(0, score)),
    confidence: top,
    probabilities,
    legend,
  };
}
