// The three conditions and one measured run: a fresh MCP session per task, the scripted caller, the judge.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCandidates, runInstructions, type CallerOutcome } from './caller-beans.js';
import { playwrightCommand, runPlaywright } from './caller-playwright.js';
import { judge, type Mismatch, type Verdict } from './judge.js';
import { MeteredSession, type CallRecord, type ServerCommand } from './meter.js';
import { settledState, type Prepared, type Stage } from './stage.js';
import type { Json, Task } from './tasks.js';

/** A condition: (a) Playwright MCP, (b) beans-picker by instructions, (c) beans-picker by candidate ids. */
export type Condition = 'a' | 'b' | 'c';

/** Every condition, in the order of the first repetition. */
export const CONDITIONS: readonly Condition[] = ['a', 'b', 'c'];

/** What each condition is, in words. */
export const CONDITION_NAMES: Record<Condition, string> = {
  a: 'Playwright MCP',
  b: 'beans-picker, instructions',
  c: 'beans-picker, candidate ids',
};

/** When a run was made and where it sits in its repetition. */
export interface RunMeta {
  date: string;
  rep: number;
  /** Position of this condition within the task's repetition (conditions alternate). */
  order: number;
}

/** One run as written to runs.jsonl. */
export interface RunRecord extends RunMeta {
  task: string;
  platform: Task['platform'];
  condition: Condition;
  pass: boolean;
  claimed: boolean;
  falseSuccess: boolean;
  statuses: string[];
  calls: number;
  byTool: Record<string, number>;
  /** Bytes and tokens of every result plus the tool list once. */
  bytes: number;
  tokens: number;
  toolListBytes: number;
  toolListTokens: number;
  /** From the first tool call to the end of the last, including the caller's pauses before looking again. */
  taskMs: number;
  /** Starting the server, initialize and tools/list (not part of taskMs). */
  connectMs: number;
  perCall: CallRecord[];
  deciderCalls: number;
  actual: Record<string, Json | undefined>;
  mismatches: Mismatch[];
  error?: string;
}

/** Whether a condition can run a task (Playwright MCP has no desktop). */
export function applies(condition: Condition, task: Task): boolean {
  return condition !== 'a' || task.platform === 'web';
}

/** A bound on one run, so a stuck tool cannot stall the benchmark. */
export const RUN_TIMEOUT_MS = 120_000;

const BIN = fileURLToPath(new URL('../bin/beans-picker.js', import.meta.url));

function beansCommand(stage: Stage, task: Task): ServerCommand {
  const base = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    BEANS_PICKER_BROWSER: '/usr/lib/chromium/chromium',
    BEANS_PICKER_LOG_LEVEL: 'silent',
  };
  if (task.platform === 'web')
    return {
      args: [BIN],
      env: { ...base, HOME: process.env.HOME ?? tmpdir(), BEANS_PICKER_DRIVERS: 'browser' },
    };
  return { args: [BIN], env: { ...stage.desktopEnv(), ...base, BEANS_PICKER_DRIVERS: 'linux' } };
}

async function callerFor(
  condition: Condition,
  session: MeteredSession,
  task: Task,
  prepared: Prepared,
): Promise<CallerOutcome> {
  const target = prepared.url !== undefined ? { url: prepared.url } : { pid: prepared.pid ?? 0 };
  if (condition === 'a') return runPlaywright(session, task, prepared.url ?? '');
  return condition === 'b' ? runInstructions(session, task, target) : runCandidates(session, task, target);
}

function bounded<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the run took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Runs one task under one condition and judges it by the app's own state. */
export async function runOnce(
  stage: Stage,
  task: Task,
  condition: Condition,
  meta: RunMeta,
): Promise<RunRecord> {
  const dir = await mkdtemp(join(tmpdir(), 'bp-bench-'));
  let prepared: Prepared | null = null;
  let session: MeteredSession | null = null;
  let outcome: CallerOutcome = { claimed: false, statuses: [], deciderCalls: 0 };
  let verdict: Verdict = { task: task.id, pass: false, actual: {}, mismatches: [] };
  const errors: string[] = [];
  const note = (where: string, e: unknown): number =>
    errors.push(`${where}: ${e instanceof Error ? e.message : String(e)}`);
  let taskMs = 0;
  try {
    prepared = await stage.prepare(task);
    const command = condition === 'a' ? await playwrightCommand(dir) : beansCommand(stage, task);
    session = await MeteredSession.start(command);
    const started = performance.now();
    outcome = await bounded(callerFor(condition, session, task, prepared), RUN_TIMEOUT_MS).catch(
      (e: unknown) => {
        note('caller', e);
        return outcome;
      },
    );
    taskMs = performance.now() - started;
  } catch (e: unknown) {
    note('setup', e);
  }
  if (prepared) {
    const read = prepared.readState.bind(prepared);
    try {
      verdict = judge(task, await settledState(read));
    } catch (e: unknown) {
      note('judge', e);
    }
  }
  await session?.close();
  await prepared?.close().catch((e: unknown) => note('cleanup', e));
  await rm(dir, { recursive: true, force: true });
  const run = { task, condition, outcome, verdict, taskMs, errors };
  return recordOf(meta, run, session);
}

interface Finished {
  task: Task;
  condition: Condition;
  outcome: CallerOutcome;
  verdict: Verdict;
  taskMs: number;
  errors: string[];
}

function recordOf(meta: RunMeta, run: Finished, session: MeteredSession | null): RunRecord {
  const calls = session?.calls ?? [];
  const byTool: Record<string, number> = {};
  for (const c of calls) byTool[c.tool] = (byTool[c.tool] ?? 0) + 1;
  const listBytes = session?.toolListBytes ?? 0;
  const listTokens = session?.toolListTokens ?? 0;
  return {
    ...meta,
    task: run.task.id,
    platform: run.task.platform,
    condition: run.condition,
    pass: run.verdict.pass,
    claimed: run.outcome.claimed,
    falseSuccess: run.outcome.claimed && !run.verdict.pass,
    statuses: run.outcome.statuses,
    calls: calls.length,
    byTool,
    bytes: listBytes + calls.reduce((n, c) => n + c.bytes, 0),
    tokens: listTokens + calls.reduce((n, c) => n + c.tokens, 0),
    toolListBytes: listBytes,
    toolListTokens: listTokens,
    taskMs: Math.round(run.taskMs),
    connectMs: Math.round(session?.connectMs ?? 0),
    perCall: calls.map((c) => ({ ...c, ms: Math.round(c.ms) })),
    deciderCalls: run.outcome.deciderCalls,
    actual: run.verdict.actual,
    mismatches: run.verdict.mismatches,
    ...(run.errors.length ? { error: run.errors.join('; ') } : {}),
  };
}
