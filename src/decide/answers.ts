// Strict checks of a System One response against the request it answers.
import {
  DecisionError,
  type Answer,
  type ChoiceAnswer,
  type Json,
  type Question,
  type ScoreAnswer,
  type SystemOneRequest,
  type SystemOneResponse,
} from '../core/decision/systemone.js';
import { isPlainObject } from './json.js';

// Messages state structural facts only: never a label, a description, the state or a value from the body.
const bad = (message: string): never => {
  throw new DecisionError('jev_bad_response', message);
};

/** Returns the response with exactly the request's answers, or throws DecisionError `jev_bad_response`. */
export function validateResponse(request: SystemOneRequest, x: unknown): SystemOneResponse {
  const body = isPlainObject(x) ? x : bad('the Jev response is not a JSON object');
  if (typeof body.model !== 'string') bad('the Jev response has no model');
  const answers = isPlainObject(body.answers) ? body.answers : bad('the Jev response has no answers');
  return {
    model: String(body.model),
    answers: Object.fromEntries(
      Object.entries(request.questions).map(([id, question]) => [
        id,
        answer(ownField(answers, id), question, quote(id)),
      ]),
    ),
    usage: usage(body.usage),
  };
}

function answer(a: unknown, question: Question, id: string): Answer {
  if (a === undefined) return bad(`answer ${id} is missing`);
  if (!isPlainObject(a) || a.type !== question.type)
    return bad(`answer ${id} is not a ${question.type} answer`);
  if (question.type === 'noul') return { type: 'noul', noul: probability(a.noul, `answer ${id} has a noul`) };
  if (question.type === 'choice') return choice(a, Object.keys(question.criteria), id);
  return score(a, question.criteria.length, id);
}

function choice(a: Record<string, unknown>, labels: string[], id: string): ChoiceAnswer {
  if (typeof a.choice !== 'string' || !labels.includes(a.choice))
    bad(`answer ${id} has a choice outside its labels`);
  return {
    type: 'choice',
    choice: String(a.choice),
    confidence: confidence(a.confidence, id),
    probabilities: probabilities(a.probabilities, labels, id),
  };
}

function score(a: Record<string, unknown>, levels: number, id: string): ScoreAnswer {
  const value =
    typeof a.score === 'number' && Number.isFinite(a.score) ? a.score : bad(`answer ${id} has no score`);
  if (value < 0 || value > levels - 1) bad(`answer ${id} has a score outside its levels`);
  const keys = Array.from({ length: levels }, (_, level) => String(level));
  const answer: ScoreAnswer = {
    type: 'score',
    score: value,
    confidence: confidence(a.confidence, id),
    probabilities: probabilities(a.probabilities, keys, id),
  };
  if (a.legend !== undefined) answer.legend = legend(a.legend, id);
  return answer;
}

// Every label and only those, each in [0,1], in the request's order.
function probabilities(p: unknown, labels: string[], id: string): Record<string, number> {
  if (!isPlainObject(p)) return bad(`answer ${id} has no probabilities`);
  if (Object.keys(p).some((key) => !labels.includes(key)))
    bad(`answer ${id} has a probability for a label it was not asked`);
  return Object.fromEntries(
    labels.map((label) => {
      const value = ownField(p, label);
      if (value === undefined) bad(`answer ${id} lacks a probability for one of its labels`);
      return [label, probability(value, `answer ${id} has a probability`)];
    }),
  );
}

// Confidence is optional on servers other than Jev; absent means null.
function confidence(c: unknown, id: string): number | null {
  return c === undefined || c === null ? null : probability(c, `answer ${id} has a confidence`);
}

function probability(p: unknown, what: string): number {
  if (typeof p !== 'number' || !Number.isFinite(p)) return bad(`${what} that is not a number`);
  return p >= 0 && p <= 1 ? p : bad(`${what} outside [0,1]`);
}

// The legend echoes the levels' descriptions, which may be JSON; it is kept as parsed.
function legend(l: unknown, id: string): Record<string, Json> {
  return isPlainObject(l)
    ? (l as Record<string, Json>)
    : bad(`answer ${id} has a legend that is not an object`);
}

// Token counts are informational: absent or null means unknown, anything else must be a count.
function usage(u: unknown): SystemOneResponse['usage'] {
  if (u === undefined || u === null) return { input_tokens: null, output_tokens: null };
  if (!isPlainObject(u)) return bad('the Jev response usage is not an object');
  return { input_tokens: tokens(u.input_tokens), output_tokens: tokens(u.output_tokens) };
}

function tokens(t: unknown): number | null {
  if (t === undefined || t === null) return null;
  return typeof t === 'number' && Number.isInteger(t) && t >= 0
    ? t
    : bad('the Jev response usage has a bad token count');
}

function ownField(o: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

// Question ids are the caller's own keys; quoted and cut short so a message stays one readable line.
function quote(id: string): string {
  return `'${id.length > 40 ? `${id.slice(0, 40)}…` : id}'`;
}
