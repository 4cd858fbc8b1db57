// JSON at the boundary: the first pass over a request (plain, finite, bounded) and parsing that never throws.
import type { RequestProblem } from './validate.js';

/** Deepest nesting a request may have (the request object itself is level 0). */
export const MAX_DEPTH = 64;
/** Largest request, in characters of JSON (counted approximately, before escaping). */
export const MAX_JSON_CHARS = 4 * 1024 * 1024;
const MAX_PROBLEMS = 20;

/** Lists what in `value` is not plain, bounded JSON: non-finite numbers, non-JSON values, `__proto__` keys, excess depth or size. */
export function jsonProblems(value: unknown): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const path: (string | number)[] = [];
  let size = 0;
  const report = (message: string, type: string, at: (string | number)[] = [...path]): false => {
    problems.push({ path: at, message, type });
    return false;
  };
  const visit = (v: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH) return report(`request is nested deeper than ${MAX_DEPTH} levels`, 'too_deep', []);
    size += scalarSize(v);
    if (size > MAX_JSON_CHARS)
      return report(`request is larger than ${MAX_JSON_CHARS} characters of JSON`, 'too_large', []);
    if (typeof v === 'number' && !Number.isFinite(v)) report('not a finite number', 'finite_number');
    else if (Array.isArray(v)) return everyIndex(v, (item, i) => step(i, item, depth));
    else if (isPlainObject(v)) return Object.entries(v).every(([key, item]) => step(key, item, depth));
    else if (!isJsonScalar(v)) report('not a JSON value', 'json_type');
    return problems.length < MAX_PROBLEMS;
  };
  const step = (key: string | number, item: unknown, depth: number): boolean => {
    path.push(key);
    if (key === '__proto__') report('the key __proto__ is not allowed', 'forbidden_key');
    size += typeof key === 'string' ? key.length + 3 : 1;
    const ok = problems.length < MAX_PROBLEMS && visit(item, depth + 1);
    path.pop();
    return ok;
  };
  visit(value, 0);
  return problems;
}

// Unlike Array.prototype.every, visits holes in sparse arrays (as undefined, which is not JSON).
function everyIndex(items: unknown[], test: (item: unknown, i: number) => boolean): boolean {
  for (let i = 0; i < items.length; i++) if (!test(items[i], i)) return false;
  return true;
}

function scalarSize(v: unknown): number {
  if (typeof v === 'string') return v.length + 2;
  if (typeof v === 'number') return 24;
  return 5;
}

function isJsonScalar(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** True for `{}`-style objects (prototype Object.prototype or null), the only objects JSON has. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Parses JSON text as a value, so a malformed body is an outcome rather than an exception. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // JSON.parse throws only for malformed text (SyntaxError) or, in theory, nesting beyond the engine's stack.
    return { ok: false };
  }
}
