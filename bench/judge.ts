// The judge: compares the state an app wrote itself with a task's expected state, exactly and type-strictly.
// CLI: npx tsx bench/judge.ts --task ID (--state FILE | --state-url URL | --calc)
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadTasks, type Json, type Platform, type Task } from './tasks.js';
import { FORM_DEFAULTS } from '../src/fixtures/formState.js';
import { freshState } from '../src/fixtures/webServer.js';

/** One key that does not hold what it must. */
export interface Mismatch {
  key: string;
  expected: Json | undefined;
  actual: Json | undefined;
  /** `expected`: the task's target value; `unchanged`: the starting value it had to keep. */
  rule: 'expected' | 'unchanged';
}

/** The judge's verdict. */
export interface Verdict {
  task: string;
  pass: boolean;
  actual: Record<string, Json | undefined>;
  mismatches: Mismatch[];
}

// The fixtures' own starting values (src/fixtures/webServer.ts, fixtures/gtk/fixture_app.py, a fresh calculator).
const DEFAULTS: Record<Platform, Record<string, Json>> = {
  web: freshState() as unknown as Record<string, Json>,
  gtk: { ...FORM_DEFAULTS },
  calc: { display: '' },
};

/** The state a task starts from: the fixture's defaults with the task's seed. */
export function startingState(task: Task): Record<string, Json> {
  return { ...DEFAULTS[task.platform], ...task.seed };
}

/** Exact, type-strict equality: a bool never equals a number; objects and arrays compare in full. */
export function sameValue(a: Json | undefined, b: Json | undefined): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
}

/** Judges a state against a task: every expected key exact, every unchanged key at its start; extra keys ignored. */
export function judge(task: Task, state: Record<string, Json | undefined>): Verdict {
  const start = startingState(task);
  const rules: [string, Json | undefined, Mismatch['rule']][] = [
    ...Object.entries(task.expected).map(([k, v]): [string, Json, 'expected'] => [k, v, 'expected']),
    ...task.unchanged.map((k): [string, Json | undefined, 'unchanged'] => [k, start[k], 'unchanged']),
  ];
  const actual: Record<string, Json | undefined> = {};
  const mismatches: Mismatch[] = [];
  for (const [key, expected, rule] of rules) {
    const value = Object.hasOwn(state, key) ? state[key] : undefined;
    actual[key] = value;
    if (!sameValue(expected, value)) mismatches.push({ key, expected, actual: value, rule });
  }
  return { task: task.id, pass: mismatches.length === 0, actual, mismatches };
}

const READ_TEXTS = fileURLToPath(new URL('../test/atspi/read_texts.py', import.meta.url));

/** Bidi and zero-width marks some toolkits put around numbers. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/** gnome-calculator's display, read independently of beans-picker through pyatspi (test/atspi/read_texts.py). */
export function readCalcDisplay(env: NodeJS.ProcessEnv): Promise<{ display: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      '/usr/bin/python3',
      [READ_TEXTS, 'gnome-calculator'],
      { env, timeout: 15_000, encoding: 'utf8' },
      (error, stdout) => {
        if (error) return reject(error);
        const fields = JSON.parse(stdout) as { text: string }[];
        const first = fields[0];
        if (!first) return reject(new Error('gnome-calculator has no display on the accessibility bus'));
        resolve({ display: first.text.replace(INVISIBLE, '') });
      },
    );
  });
}

async function cli(): Promise<number> {
  const { values } = parseArgs({
    options: {
      task: { type: 'string' },
      state: { type: 'string' },
      'state-url': { type: 'string' },
      calc: { type: 'boolean' },
    },
  });
  const task = loadTasks().find((t) => t.id === values.task);
  if (!task)
    throw new Error(
      `give --task with one of: ${loadTasks()
        .map((t) => t.id)
        .join(', ')}`,
    );
  let state: Record<string, Json>;
  if (values.state) state = JSON.parse(readFileSync(values.state, 'utf8')) as Record<string, Json>;
  else if (values['state-url'])
    state = (await (await fetch(values['state-url'])).json()) as Record<string, Json>;
  else if (values.calc) state = await readCalcDisplay(process.env);
  else throw new Error('give --state FILE, --state-url URL (the web fixture /state) or --calc');
  const verdict = judge(task, state);
  console.log(JSON.stringify(verdict));
  return verdict.pass ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  cli().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
