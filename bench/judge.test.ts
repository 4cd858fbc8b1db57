import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer, type FormValues } from '../src/fixtures/webServer.js';
import { judge, sameValue, startingState } from './judge.js';
import { loadTasks, selectTasks, type Json } from './tasks.js';

const tasks = loadTasks();
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => server?.close());

async function untouchedWebState(seed: Record<string, string>): Promise<Record<string, Json>> {
  server.reset(seed as FormValues);
  const response = await fetch(`${server.url}/state`);
  return (await response.json()) as Record<string, Json>;
}

describe('the benchmark judge', () => {
  it('has the five form tasks on the web and GTK fixtures, three calculator and seven harder web tasks', () => {
    const names = (platform: string): string[] =>
      tasks.filter((t) => t.platform === platform).map((t) => t.id.split(':')[1] ?? '');
    const form = ['fx-name-spaces', 'fx-body-not-search', 'fx-size-save', 'fx-clear-search-keep-note'];
    expect(names('gtk')).toEqual([...form, 'fx-email-fix-newsletter']);
    expect(names('web').slice(0, 5)).toEqual([...form, 'fx-email-fix-newsletter']);
    expect(names('web')).toHaveLength(12);
    expect(names('calc')).toEqual(['calc-chain', 'calc-percent', 'calc-negate']);
    expect(selectTasks(tasks, 'fx-size-save').map((t) => t.id)).toEqual([
      'web:fx-size-save',
      'gtk:fx-size-save',
    ]);
  });

  it('fails every web task on the untouched fixture (the state its own server records)', async () => {
    for (const task of tasks.filter((t) => t.platform === 'web')) {
      const verdict = judge(task, await untouchedWebState(task.seed));
      expect(verdict.pass, task.id).toBe(false);
      expect(
        verdict.mismatches.every((m) => m.rule === 'expected'),
        task.id,
      ).toBe(true);
    }
  });

  it('fails every desktop task on the untouched fixture, and a fresh calculator', () => {
    for (const task of tasks.filter((t) => t.platform !== 'web')) {
      expect(judge(task, startingState(task)).pass, task.id).toBe(false);
      expect(judge(task, task.platform === 'calc' ? { display: '0' } : {}).pass, task.id).toBe(false);
    }
  });

  it('passes a correct state, with extra keys ignored', async () => {
    for (const task of tasks) {
      const base = task.platform === 'web' ? await untouchedWebState(task.seed) : startingState(task);
      const verdict = judge(task, { ...base, ...task.expected, extra: 'ignored' });
      expect(verdict, task.id).toMatchObject({ task: task.id, pass: true, mismatches: [] });
    }
  });

  it('is type-strict and exact: no bool for a number, no trimming, whole objects', () => {
    const email = tasks.find((t) => t.id === 'web:fx-email-fix-newsletter')!;
    const good = { ...startingState(email), ...email.expected };
    expect(judge(email, { ...good, newsletter: 1 }).mismatches).toEqual([
      { key: 'newsletter', expected: true, actual: 1, rule: 'expected' },
    ]);
    expect(judge(email, { ...good, email: ' ada@example.com' }).pass).toBe(false);
    expect(judge(email, { ...good, deletes: 1 }).mismatches).toEqual([
      { key: 'deletes', expected: 0, actual: 1, rule: 'unchanged' },
    ]);
    const frame = tasks.find((t) => t.id === 'web:frame-cross-origin')!;
    expect(judge(frame, { clicks: { 'cross-frame': 1, 'same-frame': 1 }, events: [] }).pass).toBe(false);
    expect(judge(frame, { clicks: { 'cross-frame': 2 }, events: [] }).pass).toBe(false);
    expect(sameValue(['a'], { 0: 'a' })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue('12', 12)).toBe(false);
  });
});
