// Strict checks at the System One boundary: requests before they are sent or served, answers before they are used.
import { z } from 'zod';
import type { Json, SystemOneRequest } from '../core/decision/systemone.js';
import { jsonProblems } from './json.js';

export { validateResponse } from './answers.js';

/** Most questions one request may carry (the wire format sets no number; 64 keeps requests and bills small). */
export const MAX_QUESTIONS = 64;
/** Label counts of a `choice` question, as the wire format specifies. */
export const CHOICE_LABELS = { min: 2, max: 255 };
/** Level counts of a `score` question, as the wire format specifies. */
export const SCORE_LEVELS = { min: 2, max: 10 };
const MAX_NAME = 256;

/** One thing wrong with a request: where (like FastAPI's `loc`, without "body"), what, and a stable type. */
export interface RequestProblem {
  path: (string | number)[];
  message: string;
  type: string;
}

/** A request that failed validation; `problems` lists every fault found. The message names no content. */
export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError';
  readonly code = 'invalid_request';
  constructor(readonly problems: RequestProblem[]) {
    super(`invalid System One request (${problems.length} problem${problems.length === 1 ? '' : 's'})`);
  }
}

// Any JSON value: jsonProblems has already checked the whole request is plain, finite, bounded JSON.
const jsonValue = z.custom<Json>(() => true);
// Instructions and descriptions: a string, a JSON object or array, or null (never a bare number or boolean).
const text = z.union([z.string(), z.array(jsonValue), z.record(z.string(), jsonValue), z.null()], {
  error: 'must be a string, a JSON object or array, or null',
});
const name = z.string().min(1).max(MAX_NAME);

// A refinement that an object holds between min and max keys.
const holds = (min: number, max: number) => (r: object) => {
  const n = Object.keys(r).length;
  return n >= min && n <= max;
};

const choiceQuestion = z.object({
  type: z.literal('choice'),
  instructions: text.exactOptional(),
  criteria: z.record(name, text).refine(holds(CHOICE_LABELS.min, CHOICE_LABELS.max), {
    message: `a choice question needs ${CHOICE_LABELS.min} to ${CHOICE_LABELS.max} labels`,
  }),
});
const noulQuestion = z.object({
  type: z.literal('noul'),
  instructions: text.exactOptional(),
  criteria: z.strictObject({ true: text.exactOptional(), false: text.exactOptional() }).exactOptional(),
});
const scoreQuestion = z.object({
  type: z.literal('score'),
  instructions: text.exactOptional(),
  criteria: z.array(text).min(SCORE_LEVELS.min).max(SCORE_LEVELS.max),
});

const requestSchema: z.ZodType<SystemOneRequest> = z.object({
  model: name,
  state: z.union([z.string(), z.array(jsonValue), z.record(z.string(), jsonValue)], {
    error: 'state must be a JSON string, object or array',
  }),
  questions: z
    .record(name, z.discriminatedUnion('type', [choiceQuestion, noulQuestion, scoreQuestion]))
    .refine(holds(1, MAX_QUESTIONS), { message: `a request needs 1 to ${MAX_QUESTIONS} questions` }),
});

/** Checks a request against the wire format; a value, not an exception, so servers can answer 422. */
export function checkRequest(
  x: unknown,
): { ok: true; request: SystemOneRequest } | { ok: false; problems: RequestProblem[] } {
  const problems = jsonProblems(x);
  if (problems.length > 0) return { ok: false, problems };
  const parsed = requestSchema.safeParse(x);
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      message: issue.message,
      type: issue.code,
    })),
  };
}

/** Returns the request, checked and stripped of unknown fields, or throws InvalidRequestError. */
export function validateRequest(x: unknown): SystemOneRequest {
  const checked = checkRequest(x);
  if (!checked.ok) throw new InvalidRequestError(checked.problems);
  return checked.request;
}
