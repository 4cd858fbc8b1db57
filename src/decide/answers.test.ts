import { describe, expect, it } from 'vitest';
import { DecisionError, type SystemOneRequest } from '../core/decision/systemone.js';
import { validateResponse } from './validate.js';

const request: SystemOneRequest = {
  model: 'jev-latest',
  state: 'screen',
  questions: {
    pick: { type: 'choice', criteria: { o0: 'Save', o1: 'Open', none: null } },
    ok: { type: 'noul' },
    level: { type: 'score', criteria: ['low', 'mid', 'high'] },
  },
};
const pick = {
  type: 'choice',
  choice: 'o0',
  confidence: 0.8,
  probabilities: { o0: 0.9, o1: 0.05, none: 0.05 },
};
const ok = { type: 'noul', noul: 0.95 };
const level = { type: 'score', score: 1.2, confidence: 0.7, probabilities: { '0': 0.1, '1': 0.6, '2': 0.3 } };
const body = (answers: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({
  model: 'jev-1.13.0',
  answers: { pick, ok, level, ...answers },
  usage: { input_tokens: 100, output_tokens: 8 },
  ...rest,
});

// The message of the jev_bad_response that `x` provokes.
function refusal(x: unknown, req: SystemOneRequest = request): string {
  try {
    validateResponse(req, x);
  } catch (error: unknown) {
    if (error instanceof DecisionError && error.code === 'jev_bad_response') return error.message;
    throw error;
  }
  throw new Error('the response was accepted');
}

describe('validateResponse', () => {
  it('returns the answers in request order, keeping probabilities in label order', () => {
    const shuffled = { ...pick, probabilities: { none: 0.05, o1: 0.05, o0: 0.9 } };
    const response = validateResponse(request, body({ pick: shuffled }));
    expect(response).toEqual(body({}));
    expect(
      Object.keys(response.answers.pick?.type === 'choice' ? response.answers.pick.probabilities : {}),
    ).toEqual(['o0', 'o1', 'none']);
  });

  it('ignores unknown fields and answers nobody asked for', () => {
    const extra = body(
      { pick: { ...pick, n_retries: 0 }, other: { type: 'noul', noul: 9 } },
      { latency: 0.2 },
    );
    expect(validateResponse(request, extra)).toEqual(body({}));
  });

  it('reads a null or absent confidence as null', () => {
    const response = validateResponse(
      request,
      body({ pick: { ...pick, confidence: undefined }, level: { ...level, confidence: null } }),
    );
    expect(response.answers.pick).toMatchObject({ confidence: null });
    expect(response.answers.level).toMatchObject({ confidence: null });
  });

  it('keeps a score legend and reads absent usage as unknown', () => {
    const legend = { '0': 'low', '1': 'mid', '2': { d: 'high' } };
    const response = validateResponse(request, body({ level: { ...level, legend } }, { usage: undefined }));
    expect(response.answers.level).toMatchObject({ legend });
    expect(response.usage).toEqual({ input_tokens: null, output_tokens: null });
  });

  it.each([
    ['a body that is not an object', [], 'the Jev response is not a JSON object'],
    ['a body without a model', body({}, { model: 3 }), 'the Jev response has no model'],
    ['a body without answers', body({}, { answers: [] }), 'the Jev response has no answers'],
    ['a missing answer', body({ ok: undefined }), "answer 'ok' is missing"],
    ['an answer of the wrong type', body({ ok: pick }), "answer 'ok' is not a noul answer"],
    ['an answer that is not an object', body({ pick: 'o0' }), "answer 'pick' is not a choice answer"],
    [
      'a choice outside the labels',
      body({ pick: { ...pick, choice: 'o7' } }),
      "answer 'pick' has a choice outside its labels",
    ],
    [
      'a choice that is not a string',
      body({ pick: { ...pick, choice: 0 } }),
      "answer 'pick' has a choice outside its labels",
    ],
    [
      'no probabilities',
      body({ pick: { ...pick, probabilities: undefined } }),
      "answer 'pick' has no probabilities",
    ],
    [
      'a label without a probability',
      body({ pick: { ...pick, probabilities: { o0: 1, none: 0 } } }),
      "answer 'pick' lacks a probability for one of its labels",
    ],
    [
      'a probability for a label not asked',
      body({ pick: { ...pick, probabilities: { ...pick.probabilities, o9: 0 } } }),
      "answer 'pick' has a probability for a label it was not asked",
    ],
    [
      'a probability above 1',
      body({ pick: { ...pick, probabilities: { o0: 1.01, o1: 0, none: 0 } } }),
      "answer 'pick' has a probability outside [0,1]",
    ],
    [
      'a negative probability',
      body({ pick: { ...pick, probabilities: { o0: 1, o1: -0.01, none: 0 } } }),
      "answer 'pick' has a probability outside [0,1]",
    ],
    [
      'an infinite probability',
      body({ pick: { ...pick, probabilities: { o0: Infinity, o1: 0, none: 0 } } }),
      "answer 'pick' has a probability that is not a number",
    ],
    [
      'a confidence above 1',
      body({ pick: { ...pick, confidence: 1.5 } }),
      "answer 'pick' has a confidence outside [0,1]",
    ],
    [
      'a text confidence',
      body({ pick: { ...pick, confidence: 'high' } }),
      "answer 'pick' has a confidence that is not a number",
    ],
    ['a noul above 1', body({ ok: { type: 'noul', noul: 1.2 } }), "answer 'ok' has a noul outside [0,1]"],
    [
      'a NaN noul',
      body({ ok: { type: 'noul', noul: Number.NaN } }),
      "answer 'ok' has a noul that is not a number",
    ],
    [
      'a score beyond the levels',
      body({ level: { ...level, score: 2.5 } }),
      "answer 'level' has a score outside its levels",
    ],
    [
      'a score that is not a number',
      body({ level: { ...level, score: '1' } }),
      "answer 'level' has no score",
    ],
    [
      'score probabilities keyed from 1',
      body({ level: { ...level, probabilities: { '1': 0.1, '2': 0.6, '3': 0.3 } } }),
      "answer 'level' has a probability for a label it was not asked",
    ],
    [
      'a legend that is not an object',
      body({ level: { ...level, legend: 'x' } }),
      "answer 'level' has a legend that is not an object",
    ],
    ['usage that is not an object', body({}, { usage: 'lots' }), 'the Jev response usage is not an object'],
    [
      'a negative token count',
      body({}, { usage: { input_tokens: -1 } }),
      'the Jev response usage has a bad token count',
    ],
  ])('refuses %s', (_, x, message) => {
    expect(refusal(x)).toBe(message);
  });

  it('does not mistake an inherited property for an answer', () => {
    const req: SystemOneRequest = { ...request, questions: { constructor: { type: 'noul' as const } } };
    expect(refusal({ model: 'm', answers: {} }, req)).toBe("answer 'constructor' is missing");
  });
});
