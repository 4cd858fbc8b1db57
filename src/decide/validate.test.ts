import { describe, expect, it } from 'vitest';
import type { SystemOneRequest } from '../core/decision/systemone.js';
import { MAX_DEPTH, MAX_JSON_CHARS } from './json.js';
import { checkRequest, InvalidRequestError, MAX_QUESTIONS, validateRequest } from './validate.js';

const base: SystemOneRequest = {
  model: 'jev-latest',
  state: { instruction: 'save' },
  questions: { pick: { type: 'choice', criteria: { o0: 'Save', none: null } } },
};

// The problems found in `base` with `change` applied to a copy; [] when valid.
function problems(
  change: (r: Record<string, unknown>) => void,
): { path: (string | number)[]; type: string }[] {
  const copy = structuredClone(base) as unknown as Record<string, unknown>;
  change(copy);
  const checked = checkRequest(copy);
  return checked.ok ? [] : checked.problems.map(({ path, type }) => ({ path, type }));
}
const labels = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`o${i}`, null]));
const withQuestion = (question: unknown) => (r: Record<string, unknown>) =>
  void (r.questions = { q: question });
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

describe('validateRequest', () => {
  it('returns a valid request unchanged, minus unknown fields', () => {
    expect(validateRequest({ ...base, keep_alive: '5m' })).toEqual(base);
  });

  it('throws InvalidRequestError listing every problem, with a message that names no content', () => {
    let error: unknown;
    try {
      validateRequest({ model: '', state: 5, questions: {} });
    } catch (e: unknown) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidRequestError);
    const invalid = error as InvalidRequestError;
    expect(invalid.message).toBe('invalid System One request (3 problems)');
    expect(invalid.problems.map((p) => p.path)).toEqual([['model'], ['state'], ['questions']]);
  });

  it.each([
    ['an empty model', (r: Record<string, unknown>) => void (r.model = ''), ['model']],
    ['a numeric model', (r: Record<string, unknown>) => void (r.model = 3), ['model']],
    ['a number as state', (r: Record<string, unknown>) => void (r.state = 1), ['state']],
    ['a boolean as state', (r: Record<string, unknown>) => void (r.state = true), ['state']],
    ['null as state', (r: Record<string, unknown>) => void (r.state = null), ['state']],
    ['no questions', (r: Record<string, unknown>) => void (r.questions = {}), ['questions']],
    ['questions as an array', (r: Record<string, unknown>) => void (r.questions = []), ['questions']],
    ['an unknown question type', withQuestion({ type: 'box' }), ['questions', 'q', 'type']],
    [
      'numeric instructions',
      withQuestion({ type: 'noul', instructions: 7 }),
      ['questions', 'q', 'instructions'],
    ],
    [
      'a one-label choice',
      withQuestion({ type: 'choice', criteria: labels(1) }),
      ['questions', 'q', 'criteria'],
    ],
    [
      'a 256-label choice',
      withQuestion({ type: 'choice', criteria: labels(256) }),
      ['questions', 'q', 'criteria'],
    ],
    ['a choice without criteria', withQuestion({ type: 'choice' }), ['questions', 'q', 'criteria']],
    [
      'an empty label',
      withQuestion({ type: 'choice', criteria: { '': 'x', b: 'y' } }),
      ['questions', 'q', 'criteria', ''],
    ],
    [
      'a numeric description',
      withQuestion({ type: 'choice', criteria: { a: 1, b: 'y' } }),
      ['questions', 'q', 'criteria', 'a'],
    ],
    [
      'a boolean description',
      withQuestion({ type: 'choice', criteria: { a: true, b: 'y' } }),
      ['questions', 'q', 'criteria', 'a'],
    ],
    [
      'noul criteria beyond true/false',
      withQuestion({ type: 'noul', criteria: { yes: 'x' } }),
      ['questions', 'q', 'criteria'],
    ],
    ['a one-level score', withQuestion({ type: 'score', criteria: ['low'] }), ['questions', 'q', 'criteria']],
    [
      'an 11-level score',
      withQuestion({ type: 'score', criteria: Array(11).fill('x') }),
      ['questions', 'q', 'criteria'],
    ],
    ['a score without levels', withQuestion({ type: 'score', criteria: {} }), ['questions', 'q', 'criteria']],
  ])('refuses %s', (_, change, path) => {
    expect(problems(change).map((p) => p.path)).toEqual([path]);
  });

  it(`refuses more than ${MAX_QUESTIONS} questions and accepts exactly that many`, () => {
    const many = (n: number) => (r: Record<string, unknown>) =>
      void (r.questions = Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`q${i}`, { type: 'noul' }]),
      ));
    expect(problems(many(MAX_QUESTIONS))).toEqual([]);
    expect(problems(many(MAX_QUESTIONS + 1)).map((p) => p.path)).toEqual([['questions']]);
  });

  it.each([
    ['a string state', (r: Record<string, unknown>) => void (r.state = 'screen text')],
    ['an array state', (r: Record<string, unknown>) => void (r.state = [1, 'a', null])],
    ['255 labels', withQuestion({ type: 'choice', criteria: labels(255) })],
    [
      'object, array and null descriptions',
      withQuestion({ type: 'choice', criteria: { a: { k: 1 }, b: [1], c: null } }),
    ],
    [
      'object instructions',
      withQuestion({ type: 'choice', instructions: { question: 'q' }, criteria: labels(2) }),
    ],
    ['a bare noul', withQuestion({ type: 'noul' })],
    ['noul criteria', withQuestion({ type: 'noul', criteria: { true: 'done', false: null } })],
    [
      '2 and 10 score levels',
      (r: Record<string, unknown>) =>
        void (r.questions = {
          a: { type: 'score', criteria: ['x', 'y'] },
          b: { type: 'score', criteria: Array(10).fill({ d: 1 }) },
        }),
    ],
  ])('accepts %s', (_, change) => {
    expect(problems(change)).toEqual([]);
  });

  it.each([
    ['NaN', Number.NaN, 'finite_number'],
    ['Infinity', Number.POSITIVE_INFINITY, 'finite_number'],
    ['undefined', undefined, 'json_type'],
    ['a function', () => 1, 'json_type'],
    ['a Date', new Date(0), 'json_type'],
    ['a bigint', 1n, 'json_type'],
  ])('refuses %s anywhere, at its path', (_, value, type) => {
    const checked = checkRequest({ ...base, state: { fields: [0, value] } });
    expect(checked.ok ? [] : checked.problems).toEqual([
      { path: ['state', 'fields', 1], message: expect.any(String), type },
    ]);
  });

  it('refuses a hole in a sparse array', () => {
    const sparse: unknown[] = ['a'];
    sparse[2] = 'c';
    expect(problems((r) => void (r.state = sparse))).toEqual([{ path: ['state', 1], type: 'json_type' }]);
  });

  it('refuses a __proto__ key, which JSON.parse makes an own property', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"x": 1}}');
    expect(problems((r) => void (r.state = parsed))).toEqual([
      { path: ['state', '__proto__'], type: 'forbidden_key' },
    ]);
  });

  it(`refuses nesting deeper than ${MAX_DEPTH}, including a cycle, and accepts nesting at the cap`, () => {
    expect(problems((r) => void (r.state = nested(MAX_DEPTH - 1)))).toEqual([]);
    expect(problems((r) => void (r.state = nested(MAX_DEPTH)))).toEqual([{ path: [], type: 'too_deep' }]);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(checkRequest({ ...base, state: cycle })).toMatchObject({
      ok: false,
      problems: [{ type: 'too_deep' }],
    });
  });

  it(`refuses a request larger than ${MAX_JSON_CHARS} characters of JSON`, () => {
    expect(problems((r) => void (r.state = 'x'.repeat(MAX_JSON_CHARS)))).toEqual([
      { path: [], type: 'too_large' },
    ]);
    expect(problems((r) => void (r.state = 'x'.repeat(MAX_JSON_CHARS - 1000)))).toEqual([]);
  });
});
