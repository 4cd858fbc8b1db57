// Reads a step's answers into one decision and its gated confidence: min(kind, target), or the kind alone.
import { DecisionError, type ChoiceAnswer, type SystemOneResponse } from '../core/decision/systemone.js';
import {
  NAVIGATION_KINDS,
  TARGET_OF,
  type ActionKind,
  type ActionMenu,
  type Decision,
  type Target,
} from './types.js';

function choiceOf(response: SystemOneResponse, id: string): ChoiceAnswer {
  const a = response.answers[id];
  if (!a || a.type !== 'choice' || typeof a.probabilities !== 'object')
    throw new DecisionError('jev_bad_response', `the ${id} answer is missing or not a choice`);
  return a;
}

/** The answer's confidence: the calibrated number, or the chosen label's probability when a server gives none. */
export function confidenceOf(answer: ChoiceAnswer): number {
  return answer.confidence ?? answer.probabilities[answer.choice] ?? 0;
}

/** Reads the decision the answers make, with its gated confidence. */
export function readDecision(response: SystemOneResponse, menu: ActionMenu): Decision {
  const kindAnswer = choiceOf(response, 'kind');
  const offered = menu.kinds.find((k) => k.kind === kindAnswer.choice);
  if (!offered)
    throw new DecisionError('jev_bad_response', 'the kind answer names a kind that was not offered');
  const kind: ActionKind = offered.kind;
  const kindConfidence = confidenceOf(kindAnswer);
  const probabilities: Decision['probabilities'] = { kind: kindAnswer.probabilities };
  for (const id of Object.keys(menu.targets)) {
    const answer = response.answers[id];
    if (answer?.type === 'choice') probabilities[id] = answer.probabilities;
  }
  const question = TARGET_OF[kind];
  const fixed = menu.fixed[kind];
  if (fixed) return { kind, kindConfidence, target: fixed, confidence: kindConfidence, probabilities };
  if (!question) return { kind, kindConfidence, confidence: kindConfidence, probabilities };
  const list = menu.targets[question] ?? [];
  // A single target is not asked about (a choice needs two labels): the kind's confidence stands.
  if (list.length === 1)
    return { kind, kindConfidence, target: list[0] as Target, confidence: kindConfidence, probabilities };
  const answer = choiceOf(response, question);
  const target: Target | undefined = list.find((t) => t.label === answer.choice);
  if (!target)
    throw new DecisionError('jev_bad_response', `the ${question} answer names a label that was not offered`);
  const targetConfidence = confidenceOf(answer);
  const confidence = NAVIGATION_KINDS.has(kind) ? kindConfidence : Math.min(kindConfidence, targetConfidence);
  return { kind, kindConfidence, target, targetConfidence, confidence, probabilities };
}
